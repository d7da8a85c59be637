package rules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"gatesh/internal/needs"
	"gatesh/rules"
)

// peersDir holds command corpora of other command guards, each line with
// the verdict that guard's own tests expect. It lives beside the
// repository and is not copied in.
var peersDir = filepath.Join("..", "..", "shared", "corpus", "peers")

// peerPolicyPath lists the classes of disagreement with a peer that are
// deliberate policy differences, each with its reason.
var peerPolicyPath = filepath.Join(corpusDir, "peer_policy.jsonl")

type peerRecord struct {
	Cmd          string         `json:"cmd"`
	PeerVerdict  string         `json:"peer_verdict"`
	Source       string         `json:"source"`
	Rule         string         `json:"rule"`
	KnownGap     bool           `json:"known_gap"`
	Opts         map[string]any `json:"opts"`
	BashSyntaxOK *bool          `json:"bash_syntax_ok"`

	file string
	line int
}

// policyEntry names one class of disagreement. Every selector that is
// set must match; at least one of cmd, cmd_regexp, source_prefix,
// syntax_error, opts_key and gatesh_hits must be set so that no entry
// covers a whole file by accident.
type policyEntry struct {
	Class           string `json:"class"`
	File            string `json:"file"`         // peer file name; required
	PeerVerdict     string `json:"peer_verdict"` // "block" or "allow"; required
	Cmd             string `json:"cmd"`          // exact command
	CmdRegexp       string `json:"cmd_regexp"`   // RE2, matched against the whole command
	UnlessCmdRegexp string `json:"unless_cmd_regexp"`
	SourcePrefix    string `json:"source_prefix"`
	SyntaxError     bool   `json:"syntax_error"` // bash -n rejects the command
	OptsKey         string `json:"opts_key"`     // the record's opts has this key
	// GateshHits matches when gatesh holds the command and every red hit
	// is one of these rule ids: the hold comes from these rules alone.
	GateshHits []string `json:"gatesh_hits"`
	// Whose says whose policy is stricter: "gatesh" (gatesh holds what
	// the peer allows) or the peer's file name without .jsonl.
	Whose  string `json:"whose"`
	Reason string `json:"reason"`

	re, unless *regexp.Regexp
	line       int
}

func (p *policyEntry) matches(r peerRecord, d rules.Decision) bool {
	switch {
	case p.File != r.file, p.PeerVerdict != r.PeerVerdict:
		return false
	case p.Cmd != "" && p.Cmd != r.Cmd:
		return false
	case p.re != nil && !p.re.MatchString(r.Cmd):
		return false
	case p.unless != nil && p.unless.MatchString(r.Cmd):
		return false
	case p.SourcePrefix != "" && !strings.HasPrefix(r.Source, p.SourcePrefix):
		return false
	case p.SyntaxError && (r.BashSyntaxOK == nil || *r.BashSyntaxOK):
		return false
	case len(p.GateshHits) > 0 && !onlyHits(d, p.GateshHits):
		return false
	}
	if p.OptsKey != "" {
		if _, ok := r.Opts[p.OptsKey]; !ok {
			return false
		}
	}
	return true
}

// onlyHits reports whether d is red and every red hit is one of ids.
func onlyHits(d rules.Decision, ids []string) bool {
	red := 0
	for _, h := range d.Hits {
		if h.Tier != rules.Red {
			continue
		}
		if !slices.Contains(ids, h.ID) {
			return false
		}
		red++
	}
	return red > 0
}

func wholeRegexp(expr string) (*regexp.Regexp, error) {
	if expr == "" {
		return nil, nil
	}
	return regexp.Compile(`\A(?:` + expr + `)\z`)
}

func loadPeerPolicy(t *testing.T) []*policyEntry {
	t.Helper()
	var out []*policyEntry
	err := readJSONLines(peerPolicyPath, true, func(p *policyEntry, line int) error {
		p.line = line
		if p.Class == "" || p.Reason == "" || p.Whose == "" {
			return fmt.Errorf("class, whose and reason are required")
		}
		if p.File == "" || (p.PeerVerdict != "block" && p.PeerVerdict != "allow") {
			return fmt.Errorf("file and peer_verdict (block or allow) are required")
		}
		if p.Cmd == "" && p.CmdRegexp == "" && p.SourcePrefix == "" && !p.SyntaxError && p.OptsKey == "" && len(p.GateshHits) == 0 {
			return fmt.Errorf("class %q selects a whole file: set cmd, cmd_regexp, source_prefix, syntax_error, opts_key or gatesh_hits", p.Class)
		}
		var err error
		if p.re, err = wholeRegexp(p.CmdRegexp); err != nil {
			return fmt.Errorf("class %q: %w", p.Class, err)
		}
		if p.unless, err = wholeRegexp(p.UnlessCmdRegexp); err != nil {
			return fmt.Errorf("class %q: %w", p.Class, err)
		}
		out = append(out, p)
		return nil
	})
	if err != nil {
		t.Fatalf("reading peer policy: %v", err)
	}
	return out
}

// peerMode names the peer settings a record's verdict depends on that
// gatesh's default rules do not try to reproduce: a stricter mode, a
// custom configuration, another shell language, or an opt-in rule pack.
// It returns "" for records judged under the peer's defaults.
func peerMode(r peerRecord) string {
	var modes []string
	for _, flag := range []string{"strict", "paranoidRm", "paranoidInterpreters", "worktreeMode"} {
		if v, ok := r.Opts[flag].(bool); ok && v {
			modes = append(modes, flag)
		}
	}
	for _, key := range []string{"config", "secret_config"} {
		if _, ok := r.Opts[key]; ok {
			modes = append(modes, key)
		}
	}
	if r.Opts["shell"] == "powershell" {
		modes = append(modes, "powershell")
	}
	if pack, ok := r.Opts["pack"].(string); ok {
		modes = append(modes, "pack "+pack)
	}
	return strings.Join(modes, "+")
}

// peerContext names the analysis context a record sets (working
// directory, environment), which gatesh's classifier does not take.
func peerContext(r peerRecord) string {
	var keys []string
	for _, k := range []string{"cwd", "env", "envAssignments", "process_env"} {
		if _, ok := r.Opts[k]; ok {
			keys = append(keys, k)
		}
	}
	return strings.Join(keys, "+")
}

// peerScope is the part of the peer that produced the verdict.
func peerScope(r peerRecord) string {
	if s, ok := r.Opts["scope"].(string); ok {
		return s
	}
	return "default"
}

type agreement struct {
	blockHeld, blockTotal, allowPassed, allowTotal int
}

func (a *agreement) add(r peerRecord, held bool) {
	if r.PeerVerdict == "block" {
		a.blockTotal++
		if held {
			a.blockHeld++
		}
		return
	}
	a.allowTotal++
	if !held {
		a.allowPassed++
	}
}

func (a agreement) String() string {
	return fmt.Sprintf("block held %d/%d, allow passed %d/%d",
		a.blockHeld, a.blockTotal, a.allowPassed, a.allowTotal)
}

type disagreement struct {
	r      peerRecord
	d      rules.Decision
	policy *policyEntry // nil when no documented class covers it
}

func (x disagreement) String() string {
	cls := "UNDOCUMENTED"
	if x.policy != nil {
		cls = x.policy.Class
	}
	opts := ""
	if len(x.r.Opts) > 0 {
		opts = fmt.Sprintf(" opts=%v", x.r.Opts)
	}
	return fmt.Sprintf("%s:%d [%s] peer %s, gatesh %s/%s (%s) src=%s%s\n\tcmd: %q",
		x.r.file, x.r.line, cls, x.r.PeerVerdict, x.d.Tier, x.d.Verdict,
		formatHits(x.d.Hits), x.r.Source, opts, x.r.Cmd)
}

// TestPeers runs the peer corpora through the default rules and prints
// agreement per file. A disagreement fails the test only when no class
// in testdata/corpus/peer_policy.jsonl documents it as a deliberate
// policy difference.
func TestPeers(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(peersDir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	policy := loadPeerPolicy(t) // checked even when the peers are absent
	if len(files) == 0 {
		needs.Skip(t, needs.SharedCorpora, "no peer corpora in %s (they sit beside the repository, not in it); nothing to compare", peersDir)
	}
	set := rules.Default()

	// The list of disagreements is the test's own file unless
	// GATESH_PEER_REPORT names one to keep: a run leaves nothing behind.
	reportPath := os.Getenv("GATESH_PEER_REPORT")
	if reportPath == "" {
		reportPath = filepath.Join(t.TempDir(), "peer-disagreements.txt")
	}
	report, err := os.Create(reportPath)
	if err != nil {
		t.Fatal(err)
	}
	defer report.Close()
	t.Logf("every disagreement is listed in %s (set GATESH_PEER_REPORT=FILE to keep it)", report.Name())

	used := make([]int, len(policy))
	matchedAny := make([]bool, len(policy))
	for _, path := range files {
		name := filepath.Base(path)
		var recs []peerRecord
		err := readJSONLines(path, false, func(r *peerRecord, line int) error {
			r.file, r.line = name, line
			recs = append(recs, *r)
			return nil
		})
		if err != nil {
			t.Fatalf("reading peer corpus: %v", err)
		}

		total := agreement{}
		byScope := map[string]*agreement{}
		knownGap := agreement{}
		byMode := map[string]*agreement{}
		byContext := map[string]*agreement{}
		var counted, excluded []disagreement
		perClass := map[string][]disagreement{}
		for _, r := range recs {
			d := set.Classify(r.Cmd)
			held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
			agree := held == (r.PeerVerdict == "block")
			var policyHit *policyEntry
			for i, p := range policy {
				if p.matches(r, d) {
					matchedAny[i] = true
					if !agree && policyHit == nil {
						policyHit = p
						used[i]++
					}
				}
			}
			if mode := peerMode(r); mode != "" {
				addTo(byMode, mode, r, held)
				if !agree {
					excluded = append(excluded, disagreement{r, d, policyHit})
				}
				continue
			}
			total.add(r, held)
			addTo(byScope, peerScope(r), r, held)
			if ctx := peerContext(r); ctx != "" {
				addTo(byContext, ctx, r, held)
			}
			if r.KnownGap {
				knownGap.add(r, held)
			}
			if !agree {
				x := disagreement{r, d, policyHit}
				counted = append(counted, x)
				cls := "UNDOCUMENTED " + r.PeerVerdict
				if policyHit != nil {
					cls = policyHit.Class
				}
				perClass[cls] = append(perClass[cls], x)
			}
		}

		var b strings.Builder
		fmt.Fprintf(&b, "%s: %d records; under the peer's defaults: %s\n", name, len(recs), total)
		for _, k := range sortedKeys(byScope) {
			fmt.Fprintf(&b, "  scope %-18s %s\n", k, byScope[k])
		}
		for _, k := range sortedKeys(byContext) {
			fmt.Fprintf(&b, "  with %-17s %s (gatesh classifies the text alone)\n", k, byContext[k])
		}
		if knownGap.blockTotal+knownGap.allowTotal > 0 {
			fmt.Fprintf(&b, "  of which known_gap    %s\n", knownGap)
		}
		modeTotal := agreement{}
		for _, a := range byMode {
			modeTotal.blockHeld += a.blockHeld
			modeTotal.blockTotal += a.blockTotal
			modeTotal.allowPassed += a.allowPassed
			modeTotal.allowTotal += a.allowTotal
		}
		fmt.Fprintf(&b, "  not counted: %d records whose verdict needs a peer mode, custom config, powershell or opt-in pack: %s\n",
			modeTotal.blockTotal+modeTotal.allowTotal, modeTotal)
		for _, k := range sortedKeys(byMode) {
			fmt.Fprintf(&b, "    %-36s %s\n", k, byMode[k])
		}
		fmt.Fprintf(&b, "  disagreements counted: %d; by class:\n", len(counted))
		for _, k := range sortedKeys(perClass) {
			xs := perClass[k]
			fmt.Fprintf(&b, "    %-40s %d, e.g. %q\n", k, len(xs), examples(xs, 3))
		}
		t.Log(b.String())

		fmt.Fprintf(report, "== %s\n%s\n", name, b.String())
		fmt.Fprintf(report, "-- disagreements counted against gatesh (%d)\n", len(counted))
		for _, x := range counted {
			fmt.Fprintln(report, x)
		}
		fmt.Fprintf(report, "-- disagreements on records that need a peer mode, not counted (%d)\n", len(excluded))
		for _, x := range excluded {
			fmt.Fprintln(report, x)
		}
		for _, x := range counted {
			if x.policy == nil {
				t.Errorf("undocumented disagreement: %s", x)
			}
		}
	}
	for i, p := range policy {
		switch {
		case !matchedAny[i]:
			t.Errorf("%s:%d: class %q matches no peer record; fix or remove it", peerPolicyPath, p.line, p.Class)
		case used[i] == 0:
			t.Logf("%s:%d: class %q covers no current disagreement", peerPolicyPath, p.line, p.Class)
		}
	}
}

func addTo(m map[string]*agreement, key string, r peerRecord, held bool) {
	a := m[key]
	if a == nil {
		a = &agreement{}
		m[key] = a
	}
	a.add(r, held)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func examples(xs []disagreement, n int) []string {
	var out []string
	for _, x := range xs[:min(n, len(xs))] {
		out = append(out, x.r.Cmd)
	}
	return out
}

// TestPolicyEntryMatches checks the selectors that decide which
// disagreements count as documented.
func TestPolicyEntryMatches(t *testing.T) {
	no := false
	rec := peerRecord{Cmd: "rm -rf ./subdir", PeerVerdict: "allow", Source: "tests/a.ts:3",
		Opts: map[string]any{"cwd": "/tmp"}, BashSyntaxOK: &no, file: "p.jsonl"}
	held := rules.Decision{Tier: rules.Red, Verdict: rules.Hold, Hits: []rules.Hit{
		{ID: "rm-recursive", Tier: rules.Red}, {ID: "everyday-read", Tier: rules.Green}}}
	heldMore := rules.Decision{Tier: rules.Red, Verdict: rules.Hold, Hits: []rules.Hit{
		{ID: "rm-recursive", Tier: rules.Red}, {ID: "secret-dotenv", Tier: rules.Red}}}
	passed := rules.Decision{Tier: rules.Green, Verdict: rules.AutoPass}
	tests := []struct {
		name  string
		entry policyEntry
		d     rules.Decision
		want  bool
	}{
		{"exact cmd", policyEntry{File: "p.jsonl", PeerVerdict: "allow", Cmd: "rm -rf ./subdir"}, held, true},
		{"other file", policyEntry{File: "q.jsonl", PeerVerdict: "allow", Cmd: "rm -rf ./subdir"}, held, false},
		{"other verdict", policyEntry{File: "p.jsonl", PeerVerdict: "block", Cmd: "rm -rf ./subdir"}, held, false},
		{"regexp is anchored", policyEntry{File: "p.jsonl", PeerVerdict: "allow", CmdRegexp: "rm -rf"}, held, false},
		{"regexp whole", policyEntry{File: "p.jsonl", PeerVerdict: "allow", CmdRegexp: `rm -rf \./\w+`}, held, true},
		{"unless excludes", policyEntry{File: "p.jsonl", PeerVerdict: "allow", CmdRegexp: ".*", UnlessCmdRegexp: ".*subdir"}, held, false},
		{"source prefix", policyEntry{File: "p.jsonl", PeerVerdict: "allow", SourcePrefix: "tests/a"}, held, true},
		{"syntax error", policyEntry{File: "p.jsonl", PeerVerdict: "allow", SyntaxError: true}, held, true},
		{"opts key", policyEntry{File: "p.jsonl", PeerVerdict: "allow", OptsKey: "env"}, held, false},
		{"only the named rules held it", policyEntry{File: "p.jsonl", PeerVerdict: "allow", GateshHits: []string{"rm-recursive"}}, held, true},
		{"another red rule held it too", policyEntry{File: "p.jsonl", PeerVerdict: "allow", GateshHits: []string{"rm-recursive"}}, heldMore, false},
		{"nothing held it", policyEntry{File: "p.jsonl", PeerVerdict: "allow", GateshHits: []string{"rm-recursive"}}, passed, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.entry
			var err error
			if e.re, err = wholeRegexp(e.CmdRegexp); err != nil {
				t.Fatal(err)
			}
			if e.unless, err = wholeRegexp(e.UnlessCmdRegexp); err != nil {
				t.Fatal(err)
			}
			if got := e.matches(rec, tt.d); got != tt.want {
				t.Errorf("matches = %v, want %v", got, tt.want)
			}
		})
	}
}
