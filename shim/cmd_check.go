package shim

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	goruntime "runtime"
	"runtime/debug"
	"sync"

	"gatesh/audit"
	"gatesh/probe"
	"gatesh/rules"
	"gatesh/toolcall"
)

// checkResult is one answer of `gatesh check`.
type checkResult struct {
	Cmd     string          `json:"cmd"`
	Tool    string          `json:"tool,omitempty"`
	Server  string          `json:"server,omitempty"`
	Input   json.RawMessage `json:"input,omitempty"`
	Cwd     string          `json:"cwd,omitempty"`
	Verdict string          `json:"verdict"`
	Tier    string          `json:"tier"`
	Rules   []audit.Rule    `json:"rules"`
	Error   string          `json:"error,omitempty"`
}

// runCheck classifies without running or logging anything.
//
//	gatesh check [--json] -c CMD
//	gatesh check [--json] --tool NAME [--server NAME] [--input JSON]
//	gatesh check --batch   < {"cmd": ..., "cwd": ...} or {"tool": ..., "input": ..., "cwd": ...} lines
func runCheck(r *runtime, args []string) int {
	fs := newFlags("check")
	asJSON := fs.Bool("json", false, "print one JSON object")
	batch := fs.Bool("batch", false, "read JSON lines {\"cmd\",\"cwd\"} on stdin, write one JSON object per line")
	text := fs.String("c", "", "the command text to check")
	tool := fs.String("tool", "", "check a tool call of this tool instead of a command")
	server := fs.String("server", "", "the MCP server of --tool, when its name does not say")
	input := fs.String("input", "{}", "the tool call's arguments, a JSON object")
	if err := fs.Parse(args); err != nil {
		return r.flagError(fs, err)
	}
	given := isFlagSet(fs, "c")
	if !given && fs.NArg() == 1 {
		*text, given = fs.Arg(0), true
	} else if fs.NArg() > 0 {
		return r.usageHint("check: unexpected arguments", "quote the command: gatesh check -c 'CMD'")
	}
	cwd, err := r.getwd()
	if err != nil {
		return r.errorf(ExitInternal, "", "working folder: %v", err)
	}
	c := &checker{r: r, cache: map[string]Classifier{}}
	if *batch {
		if given || *tool != "" {
			return r.usage("check: --batch reads commands from stdin; do not give -c or --tool")
		}
		return c.batch(cwd)
	}
	if *tool != "" || isFlagSet(fs, "input") || isFlagSet(fs, "server") {
		if given {
			return r.usage("check: give -c CMD or --tool NAME, not both")
		}
		call, err := toolcall.New(*tool, *server, []byte(*input))
		if err != nil {
			return r.usageHint(fmt.Sprintf("check: --tool %q --input: %v", *tool, err), `gatesh check --tool NAME --input '{"key":"value"}'`)
		}
		res, err := c.checkTool(call, cwd)
		if err != nil {
			return r.errorf(ExitInternal, "set GATESH_HOME or HOME", "%v", err)
		}
		if *asJSON {
			return r.printJSON(res)
		}
		return c.printText(res)
	}
	if !given {
		return r.usageHint("check: no command", "gatesh check -c 'CMD'")
	}
	res, err := c.check(*text, cwd)
	if err != nil {
		return r.errorf(ExitInternal, "set GATESH_HOME or HOME", "%v", err)
	}
	if *asJSON {
		return r.printJSON(res)
	}
	return c.printText(res)
}

func (c *checker) printText(res checkResult) int {
	fmt.Fprintf(c.r.stdout, "%s %s\n", res.Tier, res.Verdict)
	for _, rule := range res.Rules {
		fmt.Fprintf(c.r.stdout, "  %s (%s): %s\n", rule.ID, rule.Tier, rule.Reason)
	}
	return 0
}

func isFlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// printJSON writes v as one line of JSON. Shell text keeps its < > &
// unescaped, so that a person or grep sees the command as typed.
func (r *runtime) printJSON(v any) int {
	enc := json.NewEncoder(r.stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return r.errorf(ExitInternal, "", "%v", err)
	}
	return 0
}

// checker classifies texts for several folders, loading the rules of each
// folder once. Its methods are safe for concurrent use once it is made.
type checker struct {
	r     *runtime
	mu    sync.Mutex // guards cache, and the runtime while setup reads the rules
	cache map[string]Classifier
}

func (c *checker) classifier(cwd string) (Classifier, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if cls, ok := c.cache[cwd]; ok {
		return cls, nil
	}
	_, cls, err := c.r.setup(cwd)
	if err != nil {
		return nil, err
	}
	c.cache[cwd] = cls
	return cls, nil
}

func (c *checker) decision(text, cwd string) (rules.Decision, error) {
	cls, err := c.classifier(cwd)
	if err != nil {
		return rules.Decision{}, err
	}
	return normalize(cls.ClassifyShell(text, nil)), nil
}

// checkTool classifies a tool call as the hook does, in cwd.
func (c *checker) checkTool(call toolcall.Call, cwd string) (checkResult, error) {
	cls, err := c.classifier(cwd)
	if err != nil {
		return checkResult{}, err
	}
	d := normalize(cls.ClassifyTool(call))
	return checkResult{Cmd: call.Text(), Tool: call.Tool, Server: call.Server, Input: call.Input,
		Verdict: string(d.Verdict), Tier: d.Tier.String(), Rules: ruleList(d)}, nil
}

func (c *checker) check(text, cwd string) (checkResult, error) {
	d, err := c.decision(text, cwd)
	if err != nil {
		return checkResult{}, err
	}
	return checkResult{Cmd: text, Verdict: string(d.Verdict), Tier: d.Tier.String(), Rules: ruleList(d)}, nil
}

// batch answers each input line in order. A line that is not a valid
// request gets an error object that is also a red hold, so a consumer
// that only reads the verdict still fails closed. Lines are judged by as
// many workers as there are processors, twice over (each decision
// depends on its line alone; see maxBatchWorkers), and answered in their
// order.
func (c *checker) batch(cwd string) int {
	// A batch allocates much and keeps little beyond the rules: collect
	// less often (a quarter to a third less CPU over the corpus), unless
	// GOGC says otherwise.
	prev := debug.SetGCPercent(batchGCPercent)
	if prev != 100 {
		debug.SetGCPercent(prev)
	}
	defer debug.SetGCPercent(prev)
	// The probes of all lines share their answers, and git answers past
	// the budget of the line that asked first (probe.NewBatchCache).
	c.r.probeCache = probe.NewBatchCache()
	// Nothing runs between the lines either: whether a name is a link is
	// asked once per name for the whole batch.
	c.r.linksOnce = true
	type job struct {
		n    int
		line []byte
	}
	type answered struct {
		n   int
		res checkResult
	}
	workers := min(2*goruntime.GOMAXPROCS(0), maxBatchWorkers)
	jobs := make(chan job, 4*workers)
	results := make(chan answered, 4*workers)
	var readErr error
	go func() {
		defer close(jobs)
		in := bufio.NewReader(c.r.stdin)
		for n := 0; ; {
			line, err := in.ReadBytes('\n')
			if len(bytes.TrimSpace(line)) > 0 { // blank lines are not requests
				jobs <- job{n, line}
				n++
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					readErr = err
				}
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				results <- answered{j.n, c.answer(j.line, cwd)}
			}
		})
	}
	go func() {
		wg.Wait()
		close(results)
	}()
	out := bufio.NewWriter(c.r.stdout)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	var writeErr error
	pending := map[int]checkResult{}
	next := 0
	for a := range results {
		pending[a.n] = a.res
		for {
			res, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if writeErr == nil {
				writeErr = enc.Encode(res)
			}
		}
	}
	if writeErr == nil {
		writeErr = out.Flush()
	}
	if writeErr != nil {
		return c.r.errorf(ExitInternal, "", "write: %v", writeErr)
	}
	if readErr != nil { // read after the reader closed jobs
		return c.r.errorf(ExitInternal, "", "read stdin: %v", readErr)
	}
	return 0
}

// request is one input line of check --batch.
type request struct {
	cmd, tool, server, dir string
	hasCmd, hasTool        bool
	input                  json.RawMessage
}

// read reads a line exactly (toolcall.Object): the request, or the
// error that its answer carries.
func (q *request) read(line []byte) error {
	req, err := toolcall.Object(line)
	if err != nil {
		return errors.New("malformed input line: " + err.Error())
	}
	str := func(key string) (string, bool, error) {
		raw, ok := req[key]
		if !ok || string(raw) == "null" {
			return "", false, nil
		}
		var v string
		if err := json.Unmarshal(raw, &v); err != nil {
			return "", true, fmt.Errorf("input line: %q is not a string", key)
		}
		return v, true, nil
	}
	var err1, err2, err3, err4 error
	q.cmd, q.hasCmd, err1 = str("cmd")
	q.tool, q.hasTool, err2 = str("tool")
	q.server, _, err3 = str("server")
	q.dir, _, err4 = str("cwd")
	q.input = req["input"]
	return errors.Join(err1, err2, err3, err4)
}

// maxBatchWorkers bounds the workers of check --batch, two a processor:
// a worker that waits for git (a probe's answer) leaves its processor
// to the other. More would gain little and, on a loaded machine, let
// more gits run at once, so that more probes run out of their
// wall-clock budget (and hold, as they must when they cannot tell).
const maxBatchWorkers = 8

// batchGCPercent is the garbage collector's target (GOGC) during a batch.
const batchGCPercent = 400

func (c *checker) answer(line []byte, cwd string) checkResult {
	held := checkResult{Verdict: string(rules.Hold), Tier: rules.Red.String(), Rules: []audit.Rule{}}
	var q request
	if cmd, dir, hasCmd, _, ok := flatRequest(line); ok {
		q = request{cmd: cmd, hasCmd: hasCmd, dir: dir}
	} else if err := q.read(line); err != nil {
		held.Error = err.Error()
		return held
	}
	held.Cmd, held.Cwd = q.cmd, q.dir
	dir := q.dir
	if dir == "" {
		dir = cwd
	}
	var res checkResult
	var err error
	switch {
	case q.hasCmd && q.hasTool:
		held.Error = `input line has both "cmd" and "tool"`
		return held
	case q.hasTool:
		held.Tool = q.tool
		call, cerr := toolcall.New(q.tool, q.server, q.input)
		if cerr != nil {
			held.Error = "input line: " + cerr.Error()
			return held
		}
		res, err = c.checkTool(call, dir)
	case q.hasCmd:
		res, err = c.check(q.cmd, dir)
	default:
		held.Error = `input line has no "cmd" or "tool"`
		return held
	}
	if err != nil {
		held.Error = err.Error()
		return held
	}
	res.Cwd = held.Cwd
	return res
}
