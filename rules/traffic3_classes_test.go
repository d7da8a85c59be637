package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTraffic3Classes checks, class by class, what the third set of real
// agent traffic showed the classifier getting wrong (the twelfth round):
// each class has everyday spellings that must pass and the dangerous
// ones beside them that must stay held. The commands are written here,
// not taken from the set.
func TestTraffic3Classes(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/Users/dev", Cwd: "/Users/dev/code/site"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// php serves files only with -S: -l lints the files after it.
		{"php lint", `php -l src/Controller.php`, false},
		{"php lint", `php -l index.php lib/db.php 2>&1 | grep -v "No syntax errors"`, false},
		{"php lint", `cd /Users/dev/code/site && php -l -f wp-config-sample.php`, false},
		{"php lint", `php -S 0.0.0.0:8080 -t public`, true},
		{"php lint", `php -l x.php && php -S 0.0.0.0:80`, true},
		{"php lint", `php -S :8000`, true},
		// On macOS /tmp is /private/tmp: Claude Code's scratch folder
		// there is scratch space; /private/etc and /private/var are the
		// system's.
		{"private tmp", "cat > /private/tmp/claude-501/-Users-dev-code-site/s1/scratchpad/pr.md <<'EOF'\n## Summary\nEOF", false},
		{"private tmp", `cd /private/tmp/claude-501/s1/scratchpad && gh api repos/o/r/actions/runs/7/logs > logs.zip && unzip -o -q logs.zip -d logs`, false},
		{"private tmp", `echo "1.2.3.4 api.example.com" > /private/etc/hosts`, true},
		{"private tmp", `cp k.pub /private/var/root/.ssh/authorized_keys`, true},
		// The project by its home path is the project.
		{"cd home path", `cd ~/code/site && ./tools/check.py status`, false},
		{"cd home path", `cd ~/code/site && ruff check --fix . && ruff format .`, false},
		{"cd home path", `cd ~/code/site/src && black .`, false},
		{"cd home path", `cd ~/code && ruff format .`, true},
		{"cd home path", `cd ~ && black .`, true},
		{"cd home path", `cd ~/code/site/../blog && ruff format .`, true},
		{"cd home path", `cd ~/code/site && cd .. && rm -rf site`, true},
		// Text tools of coreutils read and print: paste is no pastebin.
		{"text tools", `git show HEAD:README.md | grep -o '[0-9]* hidden' | grep -o '[0-9]*' | paste -sd+ - | bc`, false},
		{"text tools", `paste names.txt ages.txt | column -t`, false},
		{"text tools", `cd .. && lsof -i :5173`, false},
		{"text tools", `paste ~/.ssh/id_ed25519`, true},
		{"text tools", `tac .env`, true},
		{"text tools", `comm -13 a.txt b.txt > ~/.profile`, true},
		// touch empties nothing: an empty file in the owner's folders
		// passes; one whose presence changes the system does not.
		{"touch", `mkdir -p ~/code/wiki/notes/archive && touch ~/code/wiki/notes/archive/.gitkeep`, false},
		{"touch", `touch ../blog/drafts/.gitkeep`, false},
		{"touch", `touch /run/nologin`, true},
		{"touch", `touch /.autorelabel`, true},
		{"touch", `touch ~/.bashrc`, true},
		{"touch", `touch ~/.config/autostart/agent.desktop`, true},
		{"touch", `touch ~/.claude/settings.json`, true},
		{"touch", `echo > ~/code/wiki/notes/index.md`, true},
		{"touch", `touch ~/.aws/credentials`, true},
		{"touch", `touch -d "2 years ago" ~/code/wiki/notes/index.md`, true},
	})
}
