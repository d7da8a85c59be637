package shim

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"gatesh/binding"
	"gatesh/config"
	"gatesh/describe"
	"gatesh/parser"
	"gatesh/queue"
	"gatesh/rules"
)

// An approved command often runs programs that gatesh interposes: an
// approved `git push --force` reaches the git link on PATH, which would
// hold it again. So shell mode passes GATESH_APPROVED=ID:PID to what it
// runs, PID being its own process, which becomes the real shell.
//
// The variable alone grants nothing; the agent can set it too. The
// interposer lets a held argv through only when all of these hold:
//   - request ID carries a used approval that the operator's key signed,
//     and has not expired;
//   - PID is the interposer itself or one of its ancestors, and started
//     no later than the approval was used: a process the agent starts
//     afterwards cannot claim it;
//   - an ancestor PID still runs the approved text (one of its
//     arguments is it, up to the request key), or PID is the interposer
//     itself (the shell exec'd the last command of the approved text in
//     place);
//   - the argv is, word for word, one of the statically known commands
//     of the approved text;
//   - what the argv binds now (for git: the hooks it runs, the settings
//     that run programs, what a push publishes; see bind.go) is among
//     what the approval bound: a hook planted or a commit made by an
//     earlier part of the approved script is not covered.
// A nested gated shell (`bash -c TEXT` with gatesh as bash) is let
// through the same way when each command of TEXT is, word for word, one
// of the approved script's commands.
// What it does not guard: a process that descends from the approved
// command and runs the same argv again while the command still runs, and
// a process that started before the approval was used and then execs the
// argv with the variable naming its own pid.

// grantEnv is the entry shell mode passes to an approved command.
func grantEnv(id string, pid int) string {
	return approvedEnv + "=" + id + ":" + strconv.Itoa(pid)
}

// grantedBy returns the request that approved argv through the
// GATESH_APPROVED entry, or an error saying why it does not apply.
func (r *runtime) grantedBy(cfg *config.Config, cwd string, argv []string) (queue.Request, error) {
	return r.grant(cfg, func(approved string) bool { return scriptRuns(approved, argv) },
		func() []queue.Fact { return binding.ArgvFacts(argv, cwd, r.bindingEnv()) })
}

// grantedText is grantedBy for a nested shell's -c text, as in an
// approved `bash -c 'git push --force'` when bash on PATH is gatesh.
func (r *runtime) grantedText(cfg *config.Config, cwd, text string) (queue.Request, error) {
	return r.grant(cfg, func(approved string) bool { return scriptPasses(approved, text) },
		func() []queue.Fact { return binding.Facts(text, cwd, r.bindingEnv()) })
}

func (r *runtime) grant(cfg *config.Config, covers func(approved string) bool, facts func() []queue.Fact) (queue.Request, error) {
	val := r.env.get(approvedEnv)
	if val == "" {
		return queue.Request{}, errors.New("no approval in the environment")
	}
	id, pidText, ok := strings.Cut(val, ":")
	pid, err := strconv.Atoi(pidText)
	if !ok || err != nil || pid <= 0 {
		return queue.Request{}, fmt.Errorf("malformed %s=%q", approvedEnv, val)
	}
	v, err := loadVerifier(cfg)
	if err != nil {
		return queue.Request{}, fmt.Errorf("operator key: %w", err)
	}
	q, err := r.openQueue(cfg, cfg.Hold.TTL)
	if err != nil {
		return queue.Request{}, err
	}
	if v == nil && !q.CanApprove(v) {
		return queue.Request{}, errors.New("no operator key or team key to check the approval with")
	}
	st, err := q.Get(id, v)
	if err != nil {
		return queue.Request{}, err
	}
	req := st.Request
	if st.Status != queue.Used || req.ID != id {
		return queue.Request{}, fmt.Errorf("request %s is %s, not a used approval", id, st.Status)
	}
	if !r.now().Before(req.Expiry()) {
		return queue.Request{}, fmt.Errorf("request %s has expired", id)
	}
	if err := r.procs.descendsFrom(r.pid, pid, req.Command, req.UsedAt); err != nil {
		return queue.Request{}, err
	}
	if !covers(req.Command) {
		return queue.Request{}, fmt.Errorf("request %s did not approve this command", id)
	}
	if req.Tool != "" {
		return queue.Request{}, fmt.Errorf("request %s approved a tool call, not a command", id)
	}
	if err := coveredFacts(req, facts()); err != nil {
		return queue.Request{}, err
	}
	return req, nil
}

// scriptRuns reports whether text runs argv as one of its commands, with
// every word known statically.
func scriptRuns(text string, argv []string) bool {
	s := parser.Parse(text, parser.Options{})
	if len(s.Problems) > 0 {
		return false
	}
	for _, c := range s.Commands {
		if c.Name != filepath.Base(argv[0]) || len(c.Args) != len(argv)-1 || c.MoreArgs {
			continue
		}
		if !slices.ContainsFunc(c.Args, func(w parser.Word) bool { return w.Dynamic || w.Glob }) &&
			slices.EqualFunc(c.Args, argv[1:], func(w parser.Word, a string) bool { return w.Value == a }) {
			return true
		}
	}
	return false
}

// scriptPasses reports whether every command of a nested text is, word
// for word and statically known, a command of the approved text, as when
// the approved text is `bash -c 'git push --force'`.
func scriptPasses(approved, text string) bool {
	nested := parser.Parse(text, parser.Options{})
	if len(nested.Problems) > 0 || len(nested.Commands) == 0 {
		return false
	}
	for _, c := range nested.Commands {
		if c.MoreArgs || !scriptRuns(approved, append([]string{c.Name}, describe.Words(c.Args)...)) ||
			slices.ContainsFunc(c.Args, func(w parser.Word) bool { return w.Dynamic || w.Glob }) {
			return false
		}
	}
	return true
}

// granted turns a hold into a pass for an argv an approved command runs.
func granted(d rules.Decision, req queue.Request) rules.Decision {
	d.Verdict = rules.AutoPass
	d.Hits = append(d.Hits, rules.Hit{ID: "approved_request", Tier: d.Tier,
		Reason: "part of approved request " + req.ID})
	return d
}

// procFS reads process facts from /proc.
type procFS struct {
	root string // "/proc"
}

// descendsFrom checks that pid is self or an ancestor of self, started no
// later than usedAt, and, unless it is self, still has an argument whose
// request key is text.
func (p procFS) descendsFrom(self, pid int, text string, usedAt time.Time) error {
	cur := self
	for range 1024 {
		if cur == pid {
			break
		}
		ppid, _, err := p.stat(cur)
		if err != nil || ppid <= 0 {
			break
		}
		cur = ppid
	}
	if cur != pid {
		return fmt.Errorf("process %d is not an ancestor of this one", pid)
	}
	_, started, err := p.stat(pid)
	if err != nil {
		return err
	}
	// Start times have a resolution of one clock tick; boot time, of a second.
	if started.After(usedAt.Add(time.Second)) {
		return fmt.Errorf("process %d started after the approval was used", pid)
	}
	if pid == self {
		return nil
	}
	data, err := os.ReadFile(filepath.Join(p.root, strconv.Itoa(pid), "cmdline"))
	if err != nil {
		return err
	}
	args := strings.Split(strings.TrimSuffix(string(data), "\x00"), "\x00")
	if !slices.ContainsFunc(args, func(arg string) bool { return requestKey(arg) == text }) && !runsCommand(args, text) {
		return fmt.Errorf("process %d does not run the approved command", pid)
	}
	return nil
}

// runsCommand reports whether a shell command line runs -c text with the
// arguments it was approved with.
func runsCommand(args []string, text string) bool {
	inv, err := parseShellArgs(args)
	return err == nil && inv.hasCommand && len(inv.args) > 0 && requestKey(requestText(inv, inv.command)) == text
}

// clockTicks is USER_HZ, the unit of start times in /proc: 100 on Linux.
const clockTicks = 100

// stat returns the parent pid and the start time of pid.
func (p procFS) stat(pid int) (ppid int, started time.Time, err error) {
	data, err := os.ReadFile(filepath.Join(p.root, strconv.Itoa(pid), "stat"))
	if err != nil {
		return 0, time.Time{}, err
	}
	// The command name in parentheses may hold spaces and parentheses.
	i := strings.LastIndexByte(string(data), ')')
	if i < 0 {
		return 0, time.Time{}, fmt.Errorf("malformed stat of process %d", pid)
	}
	f := strings.Fields(string(data[i+1:]))
	if len(f) < 20 {
		return 0, time.Time{}, fmt.Errorf("malformed stat of process %d", pid)
	}
	ppid, err1 := strconv.Atoi(f[1])
	ticks, err2 := strconv.ParseInt(f[19], 10, 64)
	boot, err3 := p.bootTime()
	if err := errors.Join(err1, err2, err3); err != nil {
		return 0, time.Time{}, fmt.Errorf("stat of process %d: %w", pid, err)
	}
	return ppid, boot.Add(time.Duration(ticks) * time.Second / clockTicks), nil
}

func (p procFS) bootTime() (time.Time, error) {
	data, err := os.ReadFile(filepath.Join(p.root, "stat"))
	if err != nil {
		return time.Time{}, err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "btime "); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			if err != nil {
				return time.Time{}, err
			}
			return time.Unix(n, 0), nil
		}
	}
	return time.Time{}, errors.New("no btime in /proc/stat")
}
