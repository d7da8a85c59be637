package rules_test

import "testing"

// TestCls30OldTrafficHookExecBit: git runs a hook only when it is
// executable (githooks(5): "hooks that are not executable are ignored"),
// so chmod +x on a file in .git/hooks turns the hook on, as copying it
// there does (persistence-git-hook). Taking the bit away, or a hooks
// folder of the project's own sources, is not that.
func TestCls30OldTrafficHookExecBit(t *testing.T) {
	checkTiersIn(t, "/Users/dev/repos/app", "/Users/dev", nil, []tierCase{
		{"hook-on", "chmod +x /Users/dev/repos/app/.git/hooks/pre-commit", "held"},
		{"hook-on", "chmod +x .git/hooks/pre-commit", "held"},
		{"hook-on", "cd sub && chmod 755 .git/hooks/commit-msg", "held"},
		{"hook-on", "chmod u+x,go+rx ../other/.git/hooks/post-merge", "held"},
		{"hook-on", "install -m 755 scripts/hook .git/hooks/pre-push", "held"},

		{"hook-off", "chmod -x .git/hooks/pre-commit", "pass"},
		{"hook-off", "chmod 644 .git/hooks/pre-commit", "pass"},
		{"hook-off", "chmod +x scripts/hooks/pre-commit", "pass"},
		{"hook-off", "chmod +x githooks/pre-commit", "pass"},
	})
}

// TestCls30OldTrafficPipedCredentialSearch: a system or service file
// printed into a search for a credential setting prints the lines that
// set it, as grep PATTERN FILE does (credential-system-search), on this
// machine or over ssh. A search for other settings, one that prints
// nothing but a count, a project file, and sshd's switches named for
// passwords (PasswordAuthentication yes|no) are not a credential read.
func TestCls30OldTrafficPipedCredentialSearch(t *testing.T) {
	checkTiersIn(t, "/home/rob/map", "/home/rob", nil, []tierCase{
		{"piped-secret", "cat /etc/redis/redis.conf | grep -E '^requirepass'", "held"},
		{"piped-secret", "ssh root@203.0.113.7 'cat /opt/redis-stack/etc/redis-stack.conf | grep -E \"^bind |^requirepass|^port\" | head -20'", "held"},
		{"piped-secret", "ssh root@db.example.com 'bash -c \"cat /etc/redis/redis.conf 2>&1 | grep -E \\\"^bind |^requirepass\\\" | head\"'", "held"},
		{"piped-secret", "tail -n 50 /etc/app/settings.ini | grep -i password", "held"},
		{"piped-secret", "head -100 /srv/app/config.yml | grep -i api_key", "held"},

		{"piped-other", "cat /etc/redis/redis.conf | grep -E '^bind|^port'", "pass"},
		{"piped-other", "cat /etc/redis/redis.conf | grep -c requirepass", "pass"},
		{"piped-other", "cat /etc/ssh/sshd_config | grep -E '(PermitRootLogin|PasswordAuthentication)'", "pass"},
		{"piped-other", "cat /etc/os-release | grep -i pretty", "pass"},
	})
}

// TestCls30OldTrafficEnvAlias: the environment given a name first
// (env_vars = os.environ), then walked for the variables named like
// secrets and printed, is env | grep -i secret as code-env-filtered
// judges os.environ.items() itself. A walk that picks by another name,
// or prints only the names' count, is not.
func TestCls30OldTrafficEnvAlias(t *testing.T) {
	checkTiersIn(t, "/app", "/root", nil, []tierCase{
		{"env-alias", "python3 -c \"\nimport os\nenv_vars = os.environ\nfor key, value in env_vars.items():\n    if any(k in key.upper() for k in ['MINIO', 'ACCESS', 'SECRET', 'KEY']):\n        print(f'{key}={value}')\n\"", "held"},
		{"env-alias", "python3 -c \"import os; e = dict(os.environ); [print(k, v) for k, v in sorted(e.items()) if 'TOKEN' in k]\"", "held"},
		{"env-alias", "python3 -c \"import os\nenv = os.environ.copy()\nfor k in env:\n    if 'PASSWORD' in k: print(k, env[k])\"", "held"},

		{"env-alias-other", "python3 -c \"import os\nenv = dict(os.environ)\nfor k, v in env.items():\n    if k.startswith('PYTHON'): print(k, v)\"", "pass"},
		{"env-alias-other", "python3 -c \"import os\nenv = os.environ\nprint(len(env))\"", "pass"},
	})
}

// TestCls30OldTrafficWorkflowGlob: a glob of one file type in GitHub's
// workflows or issue-template folder names the workflows GitHub runs
// (cat .github/workflows/*.yml); a workflow's secrets live in the
// repository's settings, not there. A glob elsewhere may still expand to
// a secrets file, and one that says what it looks for is still held.
func TestCls30OldTrafficWorkflowGlob(t *testing.T) {
	checkTiersIn(t, "/Users/w/src/app", "/Users/w", nil, []tierCase{
		{"workflow-glob", "cat .github/workflows/*.yml", "pass"},
		{"workflow-glob", "ls .github/workflows && cat .github/workflows/*.yml 2>/dev/null | head -100", "pass"},
		{"workflow-glob", "head -50 sub/.github/workflows/*.yaml", "pass"},
		{"workflow-glob", "cat .github/ISSUE_TEMPLATE/*.md", "pass"},

		{"other-glob", "cat config/*.yml", "held"},
		{"other-glob", "cat .github/workflows/*secret*", "held"},
		{"other-glob", "cat .github/workflows/../../config/*.yml", "held"},
	})
}

// TestCls30OldTrafficChecksums: checksum programs read files and print
// their digests (coreutils' sha*sum, b2sum and cksum, Perl's shasum, the
// BSDs' md5), as sha256sum does, so one handed a file outside the project
// is a read, not an unknown program that may write there. A key file, a
// name chosen at run time, or a redirection stays judged as for
// sha256sum.
func TestCls30OldTrafficChecksums(t *testing.T) {
	checkTiersIn(t, "/Users/steven/mods", "/Users/steven", nil, []tierCase{
		{"checksum", "find '/Users/steven/Library/Application Support/LaunchCat/coh/assets/mods' -maxdepth 1 -type f -exec shasum {} \\; 2>/dev/null | sort", "pass"},
		{"checksum", "shasum -a 256 ~/Downloads/tool.zip", "pass"},
		{"checksum", "md5 -q /Users/steven/Library/x.zip", "pass"},
		{"checksum", "b2sum /opt/tool/bin/tool", "pass"},

		{"checksum-held", "shasum ~/.ssh/id_rsa", "held"},
		{"checksum-held", "b2sum $(cat files.txt)", "held"},
		{"checksum-held", "shasum -a 256 x.zip > ~/.bashrc", "held"},
	})
}
