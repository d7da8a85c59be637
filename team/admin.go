package team

import (
	"fmt"
	"net/url"
	"strconv"
	"time"

	"gatesh/describe"
	"gatesh/teamapi"
)

// runStop and runResume stop and resume the machines of a group (every
// group by default): an admin's call, which the hub records with who
// and when. A stopped machine holds every command and tool call, green
// ones too, from the moment its sync takes the hub's signed state.
//
//	gatesh team stop --reason R [--group G]
//	gatesh team resume [--group G]
func runStop(e *env, args []string) int   { return e.stopOrResume("stop", args) }
func runResume(e *env, args []string) int { return e.stopOrResume("resume", args) }

func (e *env) stopOrResume(verb string, args []string) int {
	fs := newFlags(verb, e)
	group := fs.String("group", teamapi.AllGroups, "the machine group; * is every group")
	reason := fs.String("reason", "", "why (a stop needs one): every held agent is told")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(rest) != 0 {
		return e.usage(verb+": no arguments", "gatesh team "+verb+" [--group G]")
	}
	if verb == "stop" && *reason == "" {
		return e.usage("stop: --reason is required", "gatesh team stop --reason 'leaked token, investigating'")
	}
	h, s, status := e.approver()
	if status != 0 {
		return status
	}
	path := map[string]string{"stop": teamapi.PathStop, "resume": teamapi.PathResume}[verb]
	var stops []teamapi.Stop
	if err := h.call(e.ctx, "POST", path, teamapi.StopAsk{Group: *group, Reason: *reason}, &stops); err != nil {
		return e.sessionError(err, s, "%s group %s", verb, *group)
	}
	if verb == "stop" {
		fmt.Fprintf(e.stdout, "stopped group %s: every command and tool call of its machines is held until gatesh team resume\n", *group)
	} else {
		fmt.Fprintf(e.stdout, "resumed group %s\n", *group)
	}
	for _, x := range stops {
		fmt.Fprintf(e.stdout, "in force: group %s stopped by %s at %s: %s\n", x.Group, x.By, x.At.Local().Format(time.DateTime), x.Reason)
	}
	return 0
}

// runDiff shows what a policy pushed with --shadow would have decided
// otherwise on the machines: counts per rule, then the commands and
// calls whose tier or verdict it would change.
//
//	gatesh team diff [--version V] [--machine M] [--since D] [--limit N] [--json]
func runDiff(e *env, args []string) int {
	fs := newFlags("diff", e)
	version := fs.String("version", "", "the shadow policy's version (default: every one)")
	machine := fs.String("machine", "", "one machine")
	since := fs.String("since", "", "from when: RFC 3339, a date, or a duration back (24h, 7d)")
	limit := fs.Int("limit", 50, "how many changes to list")
	asJSON := fs.Bool("json", false, "print the hub's answer as JSON")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(rest) != 0 {
		return e.usage("diff: no arguments", "gatesh team diff [--version V]")
	}
	q := url.Values{}
	for k, v := range map[string]string{"version": *version, "machine": *machine, "since": *since, "limit": strconv.Itoa(*limit)} {
		if v != "" {
			q.Set(k, v)
		}
	}
	h, s, status := e.approver()
	if status != 0 {
		return status
	}
	var d teamapi.ShadowDiff
	if err := h.call(e.ctx, "GET", teamapi.PathShadow+"?"+q.Encode(), nil, &d); err != nil {
		return e.sessionError(err, s, "diff")
	}
	if *asJSON {
		return e.printJSON(d)
	}
	w := e.stdout
	fmt.Fprintf(w, "%d decisions the shadow policy would change\n", d.Total)
	for _, r := range d.Rules {
		fmt.Fprintf(w, "%6d  %s (%d would be held rather than run)\n", r.Count, r.Rule, r.WouldHold)
	}
	for _, c := range d.Changes {
		text, _ := describe.SafeText(c.Command)
		fmt.Fprintf(w, "%s  %s  v%s %s %s -> v%s %s %s  %s\n", c.At.Local().Format(time.DateTime), c.Machine, c.Policy, c.Tier, c.Verdict,
			c.ShadowVersion, c.ShadowTier, c.ShadowVerdict, clip(oneLine(text), 80))
	}
	return 0
}
