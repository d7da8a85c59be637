package rules_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"gatesh/internal/needs"
	"gatesh/rules"
)

// corpusDir holds gatesh's own command corpus: red.jsonl must be held,
// green.jsonl must not be (lines tagged "tier":"yellow" must be yellow).
var corpusDir = filepath.Join("..", "testdata", "corpus")

// redCategories are the red categories of the classifier coverage issue;
// the corpus must exercise every one.
var redCategories = []string{
	"filesystem", "git", "database", "secrets", "outward",
	"infrastructure", "remote-code", "privilege", "gate-tampering", "inline-code", "persistence",
}

type corpusEntry struct {
	Cmd       string `json:"cmd"`
	Category  string `json:"category"`
	Technique string `json:"technique"`
	Note      string `json:"note"`
	Tier      string `json:"tier,omitempty"`
	// Cwd is the folder a held-out line is measured in, when it names
	// one; Source is the documentation it was written from.
	Cwd    string `json:"cwd,omitempty"`
	Source string `json:"source,omitempty"`

	where string // file:line, for messages
}

func (e corpusEntry) label() string {
	return e.Category + "/" + e.Technique
}

// readJSONLines decodes one object per non-empty line of path into a
// fresh T. With strict, unknown fields are an error, so that a typo in a
// key of our own files is caught.
func readJSONLines[T any](path string, strict bool, each func(v *T, line int) error) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		if strict {
			dec.DisallowUnknownFields()
		}
		v := new(T)
		if err := dec.Decode(v); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
		if err := each(v, line); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
	}
	return sc.Err()
}

func loadCorpus(tb testing.TB, name string) []corpusEntry {
	tb.Helper()
	path := filepath.Join(corpusDir, name)
	var out []corpusEntry
	err := readJSONLines(path, true, func(e *corpusEntry, line int) error {
		e.where = fmt.Sprintf("%s:%d", name, line)
		out = append(out, *e)
		return nil
	})
	if err != nil {
		tb.Fatalf("reading corpus: %v", err)
	}
	return out
}

func formatHits(hits []rules.Hit) string {
	if len(hits) == 0 {
		return "none"
	}
	parts := make([]string, len(hits))
	for i, h := range hits {
		parts[i] = fmt.Sprintf("%s(%s): %s", h.ID, h.Tier, h.Reason)
	}
	return strings.Join(parts, "; ")
}

// TestCorpusData checks the corpus itself: shape, size, variety, no
// duplicates, and that bash accepts every line.
func TestCorpusData(t *testing.T) {
	red := loadCorpus(t, "red.jsonl")
	green := loadCorpus(t, "green.jsonl")

	seen := map[string]string{}
	check := func(e corpusEntry, isRed bool) {
		if e.Cmd == "" || e.Category == "" || e.Technique == "" {
			t.Errorf("%s: cmd, category and technique are required", e.where)
		}
		switch {
		case e.Tier == "":
		case e.Tier == "yellow" && !isRed:
		default:
			t.Errorf("%s: tier %q not allowed here (only \"yellow\", only in green.jsonl)", e.where, e.Tier)
		}
		if prev, ok := seen[e.Cmd]; ok {
			t.Errorf("%s: duplicate of %s: %q", e.where, prev, e.Cmd)
		}
		seen[e.Cmd] = e.where
	}
	techniques := map[string]bool{}
	categories := map[string]bool{}
	for _, e := range red {
		check(e, true)
		techniques[e.Technique] = true
		categories[e.Category] = true
	}
	everyday := 0
	for _, e := range green {
		check(e, false)
		if e.Tier == "" {
			everyday++
		}
	}
	if len(red) < 300 {
		t.Errorf("red.jsonl has %d commands, want at least 300", len(red))
	}
	if everyday < 300 {
		t.Errorf("green.jsonl has %d everyday (non-yellow) commands, want at least 300", everyday)
	}
	if len(techniques) < 40 {
		t.Errorf("red.jsonl uses %d distinct techniques, want at least 40", len(techniques))
	}
	for _, c := range redCategories {
		if !categories[c] {
			t.Errorf("red.jsonl has no command in category %q", c)
		}
	}
	for c := range categories {
		if !slices.Contains(redCategories, c) {
			t.Errorf("red.jsonl uses unknown category %q (known: %s)", c, strings.Join(redCategories, ", "))
		}
	}

	bash := needs.Program(t, "bash")
	for _, e := range append(red, green...) {
		out, err := exec.Command(bash, "-n", "-c", e.Cmd).CombinedOutput()
		if err != nil {
			t.Errorf("%s: bash -n rejects %q: %v: %s", e.where, e.Cmd, err, out)
		}
	}
}

// rate counts, per category, how many corpus lines got the expected
// outcome.
type rate struct{ ok, total int }

func logRates(t *testing.T, title, outcome string, rates map[string]*rate) {
	t.Helper()
	names := make([]string, 0, len(rates))
	all := rate{}
	for name, r := range rates {
		names = append(names, name)
		all.ok += r.ok
		all.total += r.total
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d/%d %s (%.1f%%)\n", title, all.ok, all.total, outcome, percent(all))
	for _, name := range names {
		r := rates[name]
		fmt.Fprintf(&b, "  %-16s %3d/%-3d %s (%.1f%%)\n", name, r.ok, r.total, outcome, percent(*r))
	}
	t.Log(b.String())
}

func percent(r rate) float64 {
	if r.total == 0 {
		return 100
	}
	return 100 * float64(r.ok) / float64(r.total)
}

// TestCorpus classifies every corpus line with the default rules: every
// red line must be held (or denied), no everyday line may be red, and
// lines tagged yellow must be yellow.
func TestCorpus(t *testing.T) {
	// The corpus's home folder is /home/agent: $HOME there is known.
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/agent"})
	if err != nil {
		t.Fatal(err)
	}
	red := loadCorpus(t, "red.jsonl")
	green := loadCorpus(t, "green.jsonl")

	held := map[string]*rate{}
	missed := map[string][]corpusEntry{}
	for _, e := range red {
		d := set.Classify(e.Cmd)
		r := bump(held, e.Category)
		if d.Verdict == rules.Hold || d.Verdict == rules.Deny {
			r.ok++
			continue
		}
		missed[e.label()] = append(missed[e.label()], e)
		t.Errorf("%s [%s] not held: tier %s, verdict %s, hits: %s\n\tcmd: %q",
			e.where, e.label(), d.Tier, d.Verdict, formatHits(d.Hits), e.Cmd)
	}

	passed := map[string]*rate{}
	yellow := map[string]*rate{}
	wrong := map[string][]corpusEntry{}
	for _, e := range green {
		d := set.Classify(e.Cmd)
		if e.Tier == "yellow" {
			r := bump(yellow, e.Category)
			if d.Tier == rules.Yellow && d.Verdict == rules.AutoPass {
				r.ok++
				continue
			}
			wrong[e.label()] = append(wrong[e.label()], e)
			t.Errorf("%s [%s] want yellow, got tier %s, verdict %s, hits: %s\n\tcmd: %q",
				e.where, e.label(), d.Tier, d.Verdict, formatHits(d.Hits), e.Cmd)
			continue
		}
		r := bump(passed, e.Category)
		if d.Tier != rules.Red && d.Verdict == rules.AutoPass {
			r.ok++
			continue
		}
		wrong[e.label()] = append(wrong[e.label()], e)
		t.Errorf("%s [%s] everyday command held: tier %s, verdict %s, hits: %s\n\tcmd: %q",
			e.where, e.label(), d.Tier, d.Verdict, formatHits(d.Hits), e.Cmd)
	}

	logRates(t, "red corpus", "held", held)
	logRates(t, "everyday corpus", "passed", passed)
	logRates(t, "yellow corpus", "yellow", yellow)
	logGroups(t, "red lines not held, by category/technique", missed)
	logGroups(t, "green lines with the wrong tier, by category/technique", wrong)
}

func bump(m map[string]*rate, key string) *rate {
	r := m[key]
	if r == nil {
		r = &rate{}
		m[key] = r
	}
	r.total++
	return r
}

func logGroups(t *testing.T, title string, groups map[string][]corpusEntry) {
	t.Helper()
	if len(groups) == 0 {
		return
	}
	keys := make([]string, 0, len(groups))
	n := 0
	for k, v := range groups {
		keys = append(keys, k)
		n += len(v)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%d lines):\n", title, n)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %s (%d)\n", k, len(groups[k]))
		for _, e := range groups[k] {
			fmt.Fprintf(&b, "    %q\n", e.Cmd)
		}
	}
	t.Log(b.String())
}

// BenchmarkCorpus classifies the whole corpus and reports the mean cost
// of one command.
func BenchmarkCorpus(b *testing.B) {
	set := rules.Default()
	var cmds []string
	for _, name := range []string{"red.jsonl", "green.jsonl"} {
		for _, e := range loadCorpus(b, name) {
			cmds = append(cmds, e.Cmd)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range cmds {
			set.Classify(c)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N*len(cmds)), "µs/cmd")
}

// BenchmarkClassifySize classifies scripts of about 1 KB, 10 KB and
// 100 KB built from corpus lines; µs/KB staying flat shows that the cost
// grows linearly with the input.
func BenchmarkClassifySize(b *testing.B) {
	set := rules.Default()
	var cmds []string
	for _, name := range []string{"green.jsonl", "red.jsonl"} {
		for _, e := range loadCorpus(b, name) {
			// exit would end the script early for bash, not for the
			// classifier; keep the script a plain list anyway.
			if !strings.Contains(e.Cmd, "exit") {
				cmds = append(cmds, e.Cmd)
			}
		}
	}
	for _, size := range []int{1 << 10, 10 << 10, 100 << 10} {
		var sb strings.Builder
		for i := 0; sb.Len() < size; i++ {
			sb.WriteString(cmds[i%len(cmds)])
			sb.WriteByte('\n')
		}
		script := sb.String()
		b.Run(fmt.Sprintf("%dKB", size>>10), func(b *testing.B) {
			b.SetBytes(int64(len(script)))
			for b.Loop() {
				set.Classify(script)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N)/(float64(len(script))/1024), "µs/KB")
		})
	}
}
