package rules_test

import "testing"

// I3 (round 4c, G12's class): agent settings written by an editor run
// with commands, by a rename, or brought by an archive reader that is
// not tar or unzip. The payload lines of 600-gen-new.py (150, 155) and
// 602-gen-followup.py (64-70), with the class's other spellings.
func TestAgentSettingsByEditorsRenamesAndArchiveReaders(t *testing.T) {
	checkHeld(t, []heldCase{
		// Editors: the file their commands write is a write.
		{"vim -es -c 'w .mcp.json' -c q tools/m.json", true},
		{"ex -sc 'w! .mcp.json|q' tools/m.json", true},
		{"vim -es -c 'w .claude/settings.json' -c q tools/s.json", true},
		{"vi -es -c 'w .mcp.json' -c q tools/m.json", true},
		{"ex tools/m.json -sc 'saveas .mcp.json' -c q", true},
		{"nvim --headless -c 'w .mcp.json' -c q tools/m.json", true},
		{"nvim --headless +'w .mcp.json' +q tools/m.json", true},
		{"vim -Es +'%w! .codex/config.toml' +qa tools/m.toml", true},
		{"vim -es -c 'sil! write >> .claude/settings.local.json' -c q tools/s.json", true},
		{"vim -es -c 'file .mcp.json' -c w -c q tools/m.json", true},
		{"vim -es -c 'redir! > .mcp.json' -c 'echo 1' -c 'redir END' -c q", true},
		{"ed -s tools/m.json <<< 'w .mcp.json'", true},
		{"ed -s tools/m.json <<'EOF'\n1,$w .claude/settings.json\nq\nEOF", true},
		{"ed -s tools/m.json < tools/script.ed", true},
		{"cat tools/script.ed | ed -s tools/m.json", true},
		{"vim -es tools/m.json < tools/script.vim", true},
		{"vim -es -S tools/x.vim tools/m.json", true},
		{"vim -es -c 'call writefile(readfile(\"tools/m.json\"), \".mcp.json\")' -c q", true},
		{"vim -es -c 'exe \"w .\" . \"mcp.json\"' -c q tools/m.json", true},
		{"emacs --batch tools/m.json --eval '(write-file \".mcp.json\")'", true},
		{"emacs -Q --batch --eval '(copy-file \"tools/m.json\" \".mcp.json\")'", true},
		{"emacs --batch --eval '(write-region \"{}\" nil (concat \".mc\" \"p.json\"))'", true},
		{"kak -n -ui dummy -e 'write .mcp.json; quit' tools/m.json", true},
		// The shell an Ex command runs, after flags run together.
		{"cd /tmp && ex -sc '!rm -rf ~/work' -c q f", true},
		{"cd /tmp && vim -esc '!rm -rf ~/work' -c q f", true},
		// Renames: what each name becomes.
		{"rename 's#tools/m#.mcp#' tools/m.json", true},
		{"rename 's#tools/s#.claude/settings#' tools/s.json", true},
		{"prename 's/m.json/.mcp.json/' tools/m.json", true},
		{"perl-rename 's/^tools\\/(\\w+)/.$1/' tools/mcp.json", true},
		{"rename -e 's/x/.mcp/e' tools/x.json", true},
		{"rename 'y/a-z/A-Z/' tools/m.json", true},
		{"rename tools/m .mcp tools/m.json", true},
		{"rename 's/^m/.mcp/' *", true},
		{"rename 's/x/claude/' tools/*.json", true},
		{"rename m .mcp *.json", true},
		{`rename 's/m/.mcp/' "$f"`, true},
		// Archive readers.
		{"dpkg-deb -x tools/a.deb .", true},
		{"dpkg-deb -R tools/a.deb .", true},
		{"dpkg-deb --extract tools/a.deb .claude", true},
		{"dpkg -x tools/a.deb .", true},
		// Everyday: editors that write what they edit or elsewhere,
		// renames of ordinary names, extraction elsewhere.
		{"vim -es -c '%s/foo/bar/g' -c wq src/main.go", false},
		{"vim -es -c 'w build/out.txt' -c q src/main.go", false},
		{"vim -c 'set nu' README.md", false},
		{"vim +10 README.md", false},
		{"ed -s notes.txt <<'EOF'\n,s/a/b/g\nw\nq\nEOF", false},
		{"emacs --batch -f batch-byte-compile init.el", false},
		{"emacs -batch -l ert -l test/x-test.el -f ert-run-tests-batch-and-exit", false},
		{"rename 's/\\.txt$/.md/' notes/a.txt notes/b.txt", false},
		{"rename .txt .md notes/a.txt", false},
		{"rename 's/\\.jpeg$/.jpg/' photos/*.jpeg", false},
		{"rename 's/ /_/g' photos/*", false},
		{"rename .jpeg .jpg photos/*.jpeg", true},
		{"rename 's/\\.jpeg$/.jpg/' *.jpeg", true},
		{"rename -n 's/^/./' tools/m.json", false},
		{"dpkg-deb -c tools/a.deb", false},
		{"dpkg-deb -x tools/a.deb /tmp/pkg", false},
		{`python3 -c "import shutil; shutil.unpack_archive('tools/a.zip', '/tmp/x')"`, false},
		{`python3 -c "import tarfile; tarfile.open('tools/a.tar').extractall('/tmp/x')"`, false},
		{`python3 -c "import zipfile; print(zipfile.ZipFile('tools/a.zip').namelist())"`, false},
	})
}
