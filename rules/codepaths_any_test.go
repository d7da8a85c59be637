package rules

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gatesh/internal/relit"
)

// The expressions codeHome and codeWrites were, as one regexp each
// (main at cf7dd757): the oracle their alternatives are compared with.
const (
	codeHomeOne   = `expanduser|homedir|Path\.home|Dir\.home|ENV\[["']HOME|env\.HOME|getenv\(["']HOME|environ\[["']HOME|environ\.get\(["']HOME|\$HOME|home_dir|user-home|getProperty\(["']user\.home`
	codeWritesOne = `open\(.{0,200}?,\s*["'](w|a|x|r\+)[bt+]?["']|writeFile|appendFile|write_text|write_bytes|File\.write|IO\.write|json\.dump\(|fs\.write|createWriteStream|append-to-file|write-region|file_put_contents|\bunlink|os\.remove|shutil\.` +
		`|\bopen\s*\(?[^;]{0,200}?["']\s*(>|>>|\+<)|\bos\.(rename|renames|replace|link|symlink)\s*\(|\.(rename|symlink_to|hardlink_to|link_to)\s*\(` +
		`|\b(copyFile|copyFileSync|cpSync|renameSync|symlinkSync|linkSync)\s*\(|\b(fs|fsp|fse|promises)\.(cp|copy|rename|symlink|link|move)\w*\s*\(` +
		`|\bFile::Copy\b|\brename\s*[\s(]|\bFileUtils\.(cp|mv|ln|copy|move|install|cp_r|ln_s)\w*|\bFile\.(rename|symlink|link)\b|(^|[^.\w])(copy|move)\s*\(`
)

// codeTexts are texts to match: every command of the corpus files (their
// inline code among them), and texts made to meet each alternative at
// its edges (the bounded repetitions' 200 characters, word boundaries,
// a dot before copy).
func codeTexts(t *testing.T) []string {
	t.Helper()
	texts := []string{
		"", "open('x', 'w')", "open(" + strings.Repeat("a", 200) + ", 'w')", "open(" + strings.Repeat("a", 201) + ", 'w')",
		"open " + strings.Repeat("b", 200) + "'>", "open " + strings.Repeat("b", 201) + "'>", "open(F, '>>', $f)", "xopen(F, '+<x')",
		"open(F; '>')", "reopen(x, \"a\")", "fs.writeFileSync(p)", "os.unlink(p)", "funlink(p)", "os.remove(p)", "shutil.move(a, b)",
		"os.renames (a, b)", "p.rename(q)", "p.symlink_to (q)", "copyFileSync(a,b)", "fsp.copyFile(a, b)", "fse.moveSync (a)",
		"File::Copy", "File::Copyx", "rename a b", "rename(a)", "renamed(a)", "FileUtils.cp_r a", "File.symlink(a)", "File.linked",
		"copy(a, b)", ".copy(a)", "x.move (a)", "_copy(a)", " copy (a)", "copy\n(a)", "é.copy(a)", "écopy(a)",
		"os.path.expanduser('~')", "$HOME/.npmrc", "ENV['HOME']", "getenv(\"HOME\")", "System.getProperty('user.home')",
		"environ.get('HOME')", "user-home", "Dir.home", "home dir",
	}
	files, err := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	for _, file := range files {
		texts = append(texts, corpusCommands(t, file)...)
	}
	return texts
}

// codeHome and codeWrites, as lists of alternatives each ruled out by
// its literals, match exactly the texts the one regexp did.
func TestCodeAlternativesMatchAsOne(t *testing.T) {
	texts := codeTexts(t)
	for _, c := range []struct {
		name string
		any  *relit.Any
		one  string
	}{{"codeHome", codeHome, codeHomeOne}, {"codeWrites", codeWrites, codeWritesOne}} {
		if joined := strings.Join(c.any.Srcs, "|"); joined != c.one {
			t.Errorf("%s: the alternatives joined are not the regexp:\n%s\n%s", c.name, joined, c.one)
		}
		one := regexp.MustCompile(c.one)
		matched := 0
		for _, text := range texts {
			want := one.MatchString(text)
			if got := c.any.MatchString(text); got != want {
				t.Errorf("%s: %q: %v, the one regexp %v", c.name, text, got, want)
			}
			if want {
				matched++
			}
		}
		if matched < 20 || matched == len(texts) {
			t.Errorf("%s: %d of %d texts matched: the comparison proves little", c.name, matched, len(texts))
		}
	}
}
