package shim

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/egress"
	"gatesh/enforce"
	"gatesh/probe"
	"gatesh/rules"
	"gatesh/toolcall"
)

// Classifier is what gatesh needs from the rule engine.
type Classifier interface {
	Classify(text string) rules.Decision
	// ClassifyShell classifies text run with these positional
	// parameters, as bash -c TEXT NAME ARGS... runs it.
	ClassifyShell(text string, args []string) rules.Decision
	ClassifyArgv(argv []string) rules.Decision
	// ClassifyTool classifies an agent's tool call other than its shell.
	ClassifyTool(call toolcall.Call) rules.Decision
}

// loader returns the rules in force for a config, a cwd and the user's
// home folder.
type loader func(cfg *config.Config, cwd, userHome string) (Classifier, error)

func loadRules(cfg *config.Config, cwd, userHome string) (Classifier, error) {
	set, err := rules.Load(rules.LoadOptions{Home: cfg.Home, Cwd: cwd, UserHome: userHome, Posture: cfg.Posture, ReadFile: readFrom(cwd), ListArchive: archiveFrom(cwd), IsLink: linkFrom(cwd), ReadLink: toolcall.ReadLinkFrom(cwd), ListLinks: toolcall.ListLinksFrom(cwd), IsFile: fileFrom(cwd), Exists: exists, Resolve: toolcall.Resolve, Content: probe.FileContent,
		Team: cfg.TeamRules, TeamName: teamLayerName(cfg), ScratchHosts: cfg.ScratchHosts})
	if err != nil {
		return nil, err
	}
	return set, nil
}

// heldAll holds every command with one reason: what gatesh does while its
// config or rules are broken.
type heldAll struct{ decision rules.Decision }

func (h heldAll) Classify(string) rules.Decision { return h.decision }
func (h heldAll) ClassifyShell(string, []string) rules.Decision {
	return h.decision
}
func (h heldAll) ClassifyArgv([]string) rules.Decision { return h.decision }
func (h heldAll) ClassifyTool(toolcall.Call) rules.Decision {
	return h.decision
}

// redDecision is a red hold for one gatesh-level reason.
func redDecision(id, reason string) rules.Decision {
	return rules.Decision{Tier: rules.Red, Verdict: rules.Hold, Hits: []rules.Hit{{ID: id, Tier: rules.Red, Reason: reason}}}
}

// config reads the config strictly: for subcommands that report errors
// rather than hold. These are the operator's commands, so they also name
// keys that no longer do anything; shell mode stays silent about them,
// since its stderr is the agent's.
func (r *runtime) config() (*config.Config, error) {
	home, err := config.Home(r.env.get)
	if err != nil {
		return nil, fmt.Errorf("gatesh folder: %w", err)
	}
	cfg, err := config.Load(home)
	if err == nil {
		for _, note := range cfg.Deprecated {
			fmt.Fprintf(r.stderr, "gatesh: hint: %s: %s\n", filepath.Join(home, "config.toml"), note)
		}
	}
	return cfg, err
}

// start reads the working folder, then the config and the rules in force
// there: what every mode that classifies does first. A non-zero status
// means it failed and said why.
func (r *runtime) start() (cwd string, cfg *config.Config, cls Classifier, status int) {
	cwd, err := r.getwd()
	if err != nil {
		return "", nil, nil, r.errorf(ExitInternal, "", "working folder: %v", err)
	}
	cfg, cls, err = r.setup(cwd)
	if err != nil {
		return "", nil, nil, r.errorf(ExitInternal, "set GATESH_HOME or HOME", "%v", err)
	}
	r.cls = cls
	return cwd, cfg, cls, 0
}

// setup reads the config and the rules for cwd. A broken config or broken
// rules never fail: they give a classifier that holds every command. Only
// a gatesh folder that cannot be named is an error.
func (r *runtime) setup(cwd string) (*config.Config, Classifier, error) {
	home, err := config.Home(r.env.get)
	if err != nil {
		return nil, nil, fmt.Errorf("gatesh folder: %w", err)
	}
	cfg, err := config.Load(home)
	if err != nil {
		return config.Defaults(home), heldAll{redDecision("config_error", err.Error())}, nil
	}
	// A team's stop, a state that does not verify, or settings that
	// break its [require] hold everything before any rule is read.
	if d := r.team(cfg); d != nil {
		return cfg, heldAll{*d}, nil
	}
	cls, err := r.classify(cfg, cwd, r.env.get("HOME"))
	if err != nil {
		return cfg, heldAll{rules.Broken(err)}, nil
	}
	if s, ok := cls.(interface{ ReadLinksOnce() }); r.linksOnce && ok {
		s.ReadLinksOnce()
	}
	return cfg, r.withShadow(cfg, cwd, r.refined(cfg, cwd, cls)), nil
}

// teamLayerName names the team's layer of rules in errors and sources.
func teamLayerName(cfg *config.Config) string {
	if cfg.TeamRules == "" {
		return ""
	}
	return "the team's policy v" + cfg.TeamPolicy
}

// normalize makes a decision fail closed: a red tier is never auto_pass,
// and an unknown verdict is a hold.
func normalize(d rules.Decision) rules.Decision {
	switch d.Verdict {
	case rules.Deny, rules.Hold:
	case rules.AutoPass:
		if d.Tier >= rules.Red {
			d.Verdict = rules.Hold
		}
	default:
		d.Verdict = rules.Hold
		d.Tier = rules.Red
	}
	return d
}

// merge combines the decisions on several texts that one invocation runs:
// the highest tier wins, deny before hold before auto_pass.
func merge(ds ...rules.Decision) rules.Decision {
	out := normalize(ds[0])
	for _, d := range ds[1:] {
		d = normalize(d)
		out.Tier = max(out.Tier, d.Tier)
		out.Hits = append(out.Hits, d.Hits...)
		out.Unfamiliar = append(out.Unfamiliar, d.Unfamiliar...)
		switch {
		case out.Verdict == rules.Deny || d.Verdict == rules.Deny:
			out.Verdict = rules.Deny
		case out.Verdict == rules.Hold || d.Verdict == rules.Hold:
			out.Verdict = rules.Hold
		}
	}
	return out
}

// ruleList is the logged and printed form of a decision's hits, one per
// rule id.
func ruleList(d rules.Decision) []audit.Rule {
	seen := map[string]bool{}
	list := []audit.Rule{}
	for _, h := range d.Hits {
		if seen[h.ID] {
			continue
		}
		seen[h.ID] = true
		list = append(list, audit.Rule{ID: h.ID, Tier: h.Tier.String(), Reason: h.Reason})
	}
	return list
}

// record is the audit record of a decision on text run from cwd.
func (r *runtime) record(text, cwd string, d rules.Decision) audit.Record {
	agent, session := r.identity()
	user := r.env.get("USER")
	if user == "" {
		user = "uid:" + strconv.Itoa(os.Getuid())
	}
	rec := audit.Record{
		Event:   audit.EventDecision,
		Command: text,
		Cwd:     cwd,
		Tier:    d.Tier.String(),
		Verdict: string(d.Verdict),
		Rules:   ruleList(d),
		Pid:     r.pid,
		Ppid:    r.ppid,
		User:    user,
		Agent:   agent,
		Session: session,
	}
	if r.tool != nil {
		rec.Tool, rec.Server, rec.Input = r.tool.Tool, r.tool.Server, r.tool.Input
	}
	r.noteTeam(&rec, d)
	return rec
}

// decide logs the decision and, for a hold, queues the command and waits
// for the operator. When the log cannot be written nothing runs, green
// included: an unrecorded run is what the log exists to rule out.
func (r *runtime) decide(cfg *config.Config, text, cwd string, d rules.Decision) action {
	// A model, if configured, may raise the tier before anything else
	// looks at it (see model.go).
	d, opinion := r.secondOpinion(cfg, text, cwd, d)
	r.decided = d
	// A command that runs because it is green or yellow gets the
	// kernel's restriction, prepared before the log says it ran so.
	var ruleset *enforce.Ruleset
	var enforced string
	var netSess *egress.Session
	var netNote string
	if d.Verdict == rules.AutoPass && d.Tier < rules.Red && r.tool == nil {
		var err error
		if ruleset, enforced, err = r.enforcement(cfg, cwd, d); err != nil {
			d = merge(d, enforceError(err))
		}
		if netSess, netNote, err = r.networkSession(cfg, cwd); err != nil {
			d = merge(d, networkError(err))
		}
	}
	rec := r.record(text, cwd, d)
	rec.Enforce = enforced
	rec.Network = netNote
	r.noteModel(&rec, cfg, opinion)
	log := r.auditLog(cfg)
	if log.Meter.Over(r.now()) {
		// Past the bound, nothing more of this session is logged in full
		// nor run until the window ends: a loop cannot fill the disk.
		if ruleset != nil {
			ruleset.Close()
		}
		if netSess != nil {
			netSess.Close()
		}
		fmt.Fprintf(r.stderr, "gatesh: held: audit_rate: this session wrote over %d MiB to the audit log in the last minute; nothing ran\n", audit.MaxRate>>20)
		fmt.Fprintf(r.stderr, "gatesh: hint: wait a minute, then go on more slowly; if a loop is retrying, stop it\n")
		return stop(ExitHeld)
	}
	rec, err := log.Append(rec)
	if err != nil && r.nestedUnlogged(cfg, err) && d.Verdict == rules.AutoPass {
		// The outer command's record covers this one, and the restriction
		// it inherited still binds it.
		return action{run: true, ruleset: ruleset, network: netSess}
	}
	if err != nil && r.nestedUnlogged(cfg, err) {
		if ruleset != nil {
			ruleset.Close()
		}
		if netSess != nil {
			netSess.Close()
		}
		r.refusal("held", d)
		fmt.Fprintf(r.stderr, "gatesh: held: nested: this command runs inside one that gatesh restricted, where nothing can be queued for approval; nothing ran\n")
		fmt.Fprintf(r.stderr, "gatesh: hint: run it as a command of its own, not from inside a script or another command\n")
		return stop(ExitHeld)
	}
	if err != nil || d.Verdict != rules.AutoPass {
		if netSess != nil {
			netSess.Close()
		}
	}
	if err != nil {
		if ruleset != nil {
			ruleset.Close()
		}
		fmt.Fprintf(r.stderr, "gatesh: held: audit_error: the audit log cannot be written: %v\n", err)
		fmt.Fprintf(r.stderr, "gatesh: hint: nothing ran; fix %s (disk space, permissions) and run the command again\n", cfg.AuditPath)
		return stop(ExitHeld)
	}
	switch d.Verdict {
	case rules.AutoPass:
		r.registerNetwork(netSess, rec)
		return action{run: true, ruleset: ruleset, network: netSess}
	case rules.Deny:
		r.refusal("denied", d)
		fmt.Fprintf(r.stderr, "gatesh: hint: nothing ran; this command is denied by rule, do not retry it: do the task another way or ask the person you work for\n")
		return stop(ExitDenied)
	default:
		return r.hold(cfg, text, cwd, d)
	}
}

// refusal names each rule that refused the command: the deny rules for a
// denial, the red rules for a hold.
func (r *runtime) refusal(word string, d rules.Decision) {
	seen := map[string]bool{}
	for _, h := range d.Hits {
		decisive := h.Deny
		if d.Verdict != rules.Deny {
			decisive = h.Tier >= rules.Red || h.Deny
		}
		if !decisive || seen[h.ID] {
			continue
		}
		seen[h.ID] = true
		fmt.Fprintf(r.stderr, "gatesh: %s: %s: %s\n", word, h.ID, h.Reason)
	}
	if len(seen) == 0 {
		fmt.Fprintf(r.stderr, "gatesh: %s: the rules in force refuse this command\n", word)
	}
}

// exists tells the rules whether anything, a dangling link too, is at
// path; a file that cannot be checked counts as existing.
func exists(path string) bool {
	_, err := os.Lstat(path)
	return !missing(err)
}

// missing reports an error that says the file is not there.
func missing(err error) bool {
	pe, ok := err.(*fs.PathError)
	return ok && pe.Err == syscall.ENOENT
}

// readFrom reads files named relative to cwd, the folder the command runs
// in, which for check --batch need not be gatesh's own.
func readFrom(cwd string) func(string) ([]byte, error) {
	return func(path string) ([]byte, error) {
		if !filepath.IsAbs(path) {
			path = filepath.Join(cwd, path)
		}
		return readSmallFile(path)
	}
}

// linkFrom reports whether a path, relative to cwd, is a symbolic link.
func linkFrom(cwd string) func(string) bool {
	return func(path string) bool {
		if !filepath.IsAbs(path) {
			path = filepath.Join(cwd, path)
		}
		info, err := os.Lstat(path)
		return err == nil && info.Mode()&os.ModeSymlink != 0
	}
}

// fileFrom reports whether a path, relative to cwd, is a regular file.
func fileFrom(cwd string) func(string) bool {
	return func(path string) bool {
		if !filepath.IsAbs(path) {
			path = filepath.Join(cwd, path)
		}
		info, err := os.Stat(path)
		return err == nil && info.Mode().IsRegular()
	}
}

// readSmallFile reads a file a command names for its payload (psql -f
// x.sql), so the rules can see what it runs. Only a regular file of at most
// 1 MiB is read; it is opened without blocking, so that a FIFO or a device
// cannot stall gatesh. Anything else is an error, and the payload stays
// unknown: held.
func readSmallFile(path string) ([]byte, error) {
	const limit = 1 << 20
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() || info.Size() > limit {
		return nil, fmt.Errorf("%s: not a small regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, limit)
	}
	return data, nil
}
