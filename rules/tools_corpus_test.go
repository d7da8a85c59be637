package rules

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gatesh/toolcall"
)

// toolCase is one line of testdata/corpus/tools.
type toolCorpusCase struct {
	Agent string          `json:"agent"`
	Tool  string          `json:"tool"`
	Input json.RawMessage `json:"input"`
	Cwd   string          `json:"cwd"`
	Kind  string          `json:"kind"`
	Want  string          `json:"want"`
	Why   string          `json:"why"`
	line  string
}

func readToolCorpus(t *testing.T, name string) []toolCorpusCase {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", "corpus", "tools", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []toolCorpusCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var c toolCorpusCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", name, n, err)
		}
		c.line = fmt.Sprintf("%s:%d", name, n)
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s is empty", name)
	}
	return out
}

// TestToolCorpus classifies every tool call of the corpus as the hook
// does, as an agent in /home/u/project with GATESH_HOME ~/.gatesh, and
// reports the figure per kind: held of the red, passed (at the tier
// wanted) of the rest.
func TestToolCorpus(t *testing.T) {
	sets := map[string]*Set{}
	set := func(cwd string) *Set {
		if s := sets[cwd]; s != nil {
			return s
		}
		s := toolSetFor(t, LoadOptions{Cwd: cwd, UserHome: "/home/u", Home: "/home/u/.gatesh"})
		sets[cwd] = s
		return s
	}
	type tally struct{ ok, all int }
	figures := map[string]*tally{}
	for _, name := range []string{"red.jsonl", "green.jsonl", "effects-red.jsonl", "effects-green.jsonl", "agents-red.jsonl", "agents-green.jsonl"} {
		for _, c := range readToolCorpus(t, name) {
			want, err := ParseTier(c.Want)
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			call, err := toolcall.New(c.Tool, "", c.Input)
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			d := set(c.Cwd).ClassifyTool(call)
			ok := d.Tier == want
			if want == Red {
				ok = d.Verdict == Hold || d.Verdict == Deny
			}
			key := c.Kind + " " + map[bool]string{true: "red", false: "pass"}[want == Red]
			if figures[key] == nil {
				figures[key] = &tally{}
			}
			figures[key].all++
			if ok {
				figures[key].ok++
				continue
			}
			var ids []string
			for _, h := range d.Hits {
				ids = append(ids, h.ID)
			}
			t.Errorf("%s: %s %s: got %s %v, want %s (%s)", c.line, c.Tool, c.Input, d.Tier, ids, c.Want, c.Why)
		}
	}
	keys := make([]string, 0, len(figures))
	for k := range figures {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%-16s %3d/%d\n", k, figures[k].ok, figures[k].all)
	}
	t.Logf("tool corpus, right of all, by kind:\n%s", b.String())
}
