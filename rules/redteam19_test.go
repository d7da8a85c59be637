package rules_test

import "testing"

// ed's and Ex's scripts fed by a pipe, a here-string or -c: a write
// after an address that is a pattern (/re/w FILE, ?re?w FILE) or a mark
// ('aw FILE) writes FILE as w FILE does, and r !cmd (ed's e !cmd too)
// runs the shell (GNU ed's manual: a file name prefixed with ! is a
// shell command). An edit of the project's file stays as it was.
func TestRedteam19EdScripts(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"ed-address", "printf '/x/w /home/dev/.bashrc\\nq\\n' | ed -s notes.txt", "held"},
		{"ed-address", "printf '?x?w /home/dev/.bashrc\\nq\\n' | ed -s notes.txt", "held"},
		{"ed-address", "printf '1ka\\n\\x27aw /home/dev/.bashrc\\nq\\n' | ed -s notes.txt", "held"},
		{"ed-address", "printf '/a\\\\/b/w /home/dev/.profile\\n' | ed -s notes.txt", "held"},
		{"ed-address", "printf '/x/w! /home/dev/.bashrc\\n' | ex -s notes.txt", "held"},
		{"ed-shell", "printf 'r !id\\nw\\nq\\n' | ed -s notes.txt", "held"},
		{"ed-shell", "printf 'e !id\\nw\\nq\\n' | ed -s notes.txt", "held"},
		{"ed-shell", "ed -s notes.txt <<< $'E !id\\nw\\nq'", "held"},
		{"ed-shell", "printf 'r !id\\nwq\\n' | vim -es notes.txt", "held"},
		{"ed-shell", "vim -es -c 'r !id' -c wq notes.txt", "held"},
		{"ed-shell", "vim -es -c 'r!id' -c wq notes.txt", "held"},
		// Twins that stay.
		{"ed-address", "printf '1,$s/a/b/\\nw\\nq\\n' | ed -s notes.txt", "pass"},
		{"ed-address", "printf '/TODO/d\\nw\\nq\\n' | ed -s notes.txt", "pass"},
		{"ed-address", "printf 'r other.txt\\nw\\nq\\n' | ed -s notes.txt", "pass"},
		{"ed-address", "vim -es -c 'e! notes.txt' -c wq", "pass"},
	})
}

// echo -e and printf's %b decode \0NNN (and \NNN) as an octal byte and
// stop at \c, unlike $'...': what a shell or ed downstream is fed is read
// as bash prints it (\0041 is "!", \0162 is "r").
func TestRedteam19EchoEscapes(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"echo-octal", "printf '%b' '\\0041id\\n' | ed -s notes.txt", "held"},
		{"echo-octal", "echo -e '\\0041id' | ed -s notes.txt", "held"},
		{"echo-octal", "echo -e '\\041id' | ed -s notes.txt", "held"},
		{"echo-octal", "echo -e 'git push -\\0146 origin main' | bash", "held"},
		{"echo-octal", "printf '%b\\n' 'git push -\\0146 origin main' | sh", "held"},
		// Twins that stay.
		{"echo-octal", "echo -e 'git push origin feature\\c -f' | bash", "yellow"},
		{"echo-octal", "echo -e 'echo \\0041' | bash", "pass"},
	})
}

// A name bound to exec by other binding forms is exec: targets in
// brackets or starred, an annotated name, an attribute (sys.r = exec), a
// class attribute, a keyword argument (SimpleNamespace(r=exec)); and the
// alias called in parentheses or handed on as a value (getattr(e,
// '__call__')). A saved and restored builtin stays green.
func TestRedteam19PythonAliases(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"py-alias", `python3 -c "import sys; [a, b] = [print, exec]; b(sys.stdin.read())"`, "held"},
		{"py-alias", `python3 -c "import sys; run: object = exec; run(sys.stdin.read())"`, "held"},
		{"py-alias", `python3 -c "import sys; run = exec; (run)(sys.stdin.read())"`, "held"},
		{"py-alias", "python3 -c \"import sys\nclass K: run = exec\nK.run(sys.stdin.read())\"", "held"},
		{"py-alias", `python3 -c "import sys, types; types.SimpleNamespace(r=exec).r(sys.stdin.read())"`, "held"},
		{"py-alias", `python3 -c "import sys; sys.r = exec; sys.r(sys.stdin.read())"`, "held"},
		{"py-alias", `python3 -c "import sys; e = exec; getattr(e, '__call__')(sys.stdin.read())"`, "held"},
		{"py-alias", `python3 -c "import sys; e = eval; list(map(e, sys.stdin))"`, "held"},
		// Twins that stay.
		{"py-alias", `python3 -c "import builtins; old = builtins.eval; builtins.eval = old; print(1)"`, "pass"},
		{"py-alias", `python3 -c "import sys; [a, b] = [print, len]; b(sys.argv)"`, "pass"},
		{"py-alias", `python3 -c "import types; n = types.SimpleNamespace(r=print); n.r(1)"`, "pass"},
	})
}

// A download's dry-run option counts only on its own word and switched
// on: --dry-run=false (pflag, urfave/cli) copies, and -n or --dry-run
// right after an option that takes a value (s3cmd --exclude -n, gsutil
// rsync -x -n) is that option's value.
func TestRedteam19DownloadDryRun(t *testing.T) {
	checkScratch(t, false, []tierCase{
		{"dry-run", "s3cmd get s3://b/rc /home/dev/.bashrc --exclude -n", "held"},
		{"dry-run", "azcopy copy 'https://acct.blob.core.windows.net/c/rc' /home/dev/.bashrc --dry-run=false", "held"},
		{"dry-run", "s5cmd --dry-run=false cp s3://b/rc /home/dev/.bashrc", "held"},
		{"dry-run", "mc mirror --dry-run=false local/b .", "held"},
		{"dry-run", "gsutil rsync -x -n gs://b/ .", "held"},
		{"dry-run", "rclone copyto remote:rc /home/dev/.bashrc --exclude --dry-run", "held"},
		// gh release download's -O names the file the asset is written to.
		{"gh-output", "gh release download v1 -O /home/dev/.bashrc", "held"},
		{"gh-output", "gh release download v1 -p rc --output=/home/dev/.profile", "held"},
		{"gh-output", "gh release download v1 -p 'tool*.tgz' -O dist/tool.tgz", "pass"},
		{"gh-output", "gh release download v1 -p notes.md -O -", "pass"},
		// Twins that stay.
		{"dry-run", "s3cmd get s3://b/rc /home/dev/.bashrc -n", "pass"},
		{"dry-run", "aws s3 cp s3://b/rc /home/dev/.bashrc --dryrun", "pass"},
		{"dry-run", "mc mirror --dry-run local/b .", "pass"},
		{"dry-run", "azcopy copy 'https://acct.blob.core.windows.net/c/rc' /home/dev/.bashrc --dry-run=true", "pass"},
	})
}
