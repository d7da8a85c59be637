package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// markdownLink is [text](target) outside code; images too.
var markdownLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// anchor is the id GitHub gives a heading: lower case, punctuation but
// '-' dropped, spaces as '-'.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// headings are the anchors of a Markdown file's headings, code excluded.
func headings(t *testing.T, path string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	fence := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "```") {
			fence = !fence
		}
		if !fence && strings.HasPrefix(line, "#") {
			out[anchor(strings.TrimSpace(strings.TrimLeft(line, "#")))] = true
		}
	}
	return out
}

// codeSpan is inline code on one line: `vars(m)['f'](...)` is code, not a link.
var codeSpan = regexp.MustCompile("`[^`\n]*`")

// proseLines are a Markdown file's lines outside fenced code, with their
// inline code spans emptied (a link's text may be code; the link stays).
func proseLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fence := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "```") {
			fence = !fence
			continue
		}
		if !fence {
			out = append(out, codeSpan.ReplaceAllString(line, "``"))
		}
	}
	return out
}

// TestLinksResolve: every relative link of the README and of docs/ names
// a file that exists and, with a #fragment, a heading in it. The README
// was cut down by moving sections into docs/; a link that points nowhere
// would lose the reader the moved text.
func TestLinksResolve(t *testing.T) {
	files, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, "../README.md")
	checked := 0
	for _, f := range files {
		prose := strings.Join(proseLines(t, f), "\n")
		// A link's text may wrap, so the target is matched on the joined text.
		for _, m := range markdownLink.FindAllStringSubmatch(prose, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, frag, _ := strings.Cut(target, "#")
			path := f
			if file != "" {
				path = filepath.Join(filepath.Dir(f), file)
			}
			st, err := os.Stat(path)
			if err != nil {
				t.Errorf("%s: link %s: %v", f, target, err)
				continue
			}
			checked++
			if frag == "" {
				continue
			}
			if st.IsDir() || !strings.HasSuffix(path, ".md") {
				t.Errorf("%s: link %s: a fragment into something that is not a Markdown file", f, target)
				continue
			}
			if !headings(t, path)[frag] {
				t.Errorf("%s: link %s: %s has no heading #%s", f, target, path, frag)
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d links checked: the link pattern no longer matches the documents", checked)
	}
}

// TestReadmeIsShort: the README is the first hour's page; details belong
// in docs/, one file per topic.
func TestReadmeIsShort(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\n"); n > 430 {
		t.Errorf("README.md has %d lines; move details to a topic file in docs/ and link it", n)
	}
}

// TestEveryTopicIsLinked: each page in docs/ is reachable from the README,
// directly or through another page.
func TestEveryTopicIsLinked(t *testing.T) {
	pages, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	reached := map[string]bool{}
	queue := []string{"../README.md"}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		for _, m := range markdownLink.FindAllStringSubmatch(strings.Join(proseLines(t, f), "\n"), -1) {
			file, _, _ := strings.Cut(m[1], "#")
			if file == "" || strings.Contains(file, "://") || !strings.HasSuffix(file, ".md") {
				continue
			}
			p := filepath.Join(filepath.Dir(f), file)
			if !reached[abs(p)] {
				reached[abs(p)] = true
				queue = append(queue, p)
			}
		}
	}
	for _, p := range pages {
		if !reached[abs(p)] {
			t.Errorf("docs/%s is linked from nowhere the README leads to", p)
		}
	}
}
