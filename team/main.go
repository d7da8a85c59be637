// Package team is a machine's side of a team's hub (join, and the sync
// that ships requests and audit lines and brings decisions back) and an
// approver's commands (login, pending, show, approve, reject, revoke,
// log). It is the gatesh-team program, which `gatesh team` runs: the
// gatesh shell links no network code.
package team

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"gatesh/config"
)

// Exit statuses, as gatesh's subcommands use them.
const (
	exitFailed = 1
	exitUsage  = 2
)

// env is what a command reads and writes besides its arguments; tests
// replace each part.
type env struct {
	getenv         func(string) string
	stdin          io.Reader
	stdout, stderr io.Writer
	now            func() time.Time
	// client makes the hub calls that end; stream, the event stream,
	// which does not.
	client, stream *http.Client
	hostname       func() (string, error)
	ctx            context.Context
	// sleep waits between the polls of a device login; nil: the clock.
	sleep func(context.Context, time.Duration) bool
}

// command is one subcommand.
type command struct {
	name, usage, summary string
	run                  func(e *env, args []string) int
}

func commands() []command {
	return []command{
		{"join", "gatesh team join URL --token TOKEN [--name NAME]", "make this machine a member of the team whose hub is at URL", runJoin},
		{"sync", "gatesh team sync [--once]", "ship requests and audit lines to the hub, and bring its decisions back (a service)", runSync},
		{"login", "gatesh team login URL [--token PAT|-]", "sign in to the hub as an approver (device login, or a personal access token)", runLogin},
		{"pending", "gatesh team pending [--json] [--machine M]", "list what waits for a decision across the team's machines", runPending},
		{"show", "gatesh team show ID [--machine M]", "everything needed to decide on a request", runShow},
		{"approve", "gatesh team approve ID [--machine M] [--reason TEXT]", "approve a request on the hub", runApprove},
		{"reject", "gatesh team reject ID [--machine M] [--reason TEXT]", "reject a request on the hub", runReject},
		{"revoke", "gatesh team revoke ID [--machine M] [--reason TEXT]", "take back an approval that has not run", runRevoke},
		{"log", "gatesh team log [--machine M] [--since D] [--limit N] [--json]", "the audit lines the machines shipped", runLog},
		{"stop", "gatesh team stop --reason R [--group G]", "hold every command and tool call of the group's machines until resume (admin)", runStop},
		{"resume", "gatesh team resume [--group G]", "lift a stop (admin)", runResume},
		{"diff", "gatesh team diff [--version V] [--machine M] [--since D] [--limit N] [--json]", "what a policy tried in shadow would have decided otherwise", runDiff},
	}
}

// Main runs `gatesh team ARGS` and returns its exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, environ []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return Run(ctx, args, stdin, stdout, stderr, environ)
}

// Run is Main until ctx ends: a sync stops then.
func Run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, environ []string) int {
	getenv := func(k string) string {
		for _, kv := range environ {
			if v, ok := strings.CutPrefix(kv, k+"="); ok {
				return v
			}
		}
		return ""
	}
	e := &env{getenv: getenv, stdin: stdin, stdout: stdout, stderr: stderr, now: time.Now,
		client:   &http.Client{Timeout: callTimeout, CheckRedirect: noRedirect},
		stream:   &http.Client{CheckRedirect: noRedirect},
		hostname: os.Hostname, ctx: ctx}
	return run(e, args)
}

func run(e *env, args []string) int {
	if len(args) == 0 || isHelp(args[0]) {
		e.help(e.stdout)
		if len(args) == 0 {
			return exitUsage
		}
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] {
			if len(args) > 1 && isHelp(args[1]) {
				fmt.Fprintf(e.stdout, "usage: %s\n%s\n", c.usage, c.summary)
				return 0
			}
			return c.run(e, args[1:])
		}
	}
	return e.usage(fmt.Sprintf("unknown team command %q", args[0]), "gatesh team help lists them")
}

func isHelp(s string) bool { return s == "help" || s == "-h" || s == "--help" || s == "-help" }

func (e *env) help(w io.Writer) {
	fmt.Fprintln(w, "gatesh team: a machine's side of a team's hub, and an approver's commands")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-62s %s\n", c.usage, c.summary)
	}
	fmt.Fprintln(w, "see docs/team.md")
}

// errorf reports an error with an optional hint and returns status.
func (e *env) errorf(status int, hint, format string, a ...any) int {
	fmt.Fprintf(e.stderr, "gatesh: error: "+format+"\n", a...)
	if hint != "" {
		fmt.Fprintf(e.stderr, "gatesh: hint: %s\n", hint)
	}
	return status
}

func (e *env) usage(msg, hint string) int { return e.errorf(exitUsage, hint, "%s", msg) }

// hubError reports a failed hub call: the hub's own hint when it gave
// one, else hint.
func (e *env) hubError(err error, hint, format string, a ...any) int {
	var he *HubError
	if errors.As(err, &he) && he.Hint != "" {
		hint = he.Hint
	}
	return e.errorf(exitFailed, hint, format+": %v", append(a, err)...)
}

// config loads config.toml from GATESH_HOME.
func (e *env) config() (*config.Config, error) {
	home, err := config.Home(e.getenv)
	if err != nil {
		return nil, err
	}
	return config.Load(home)
}

// parseFlags parses flags given before and after the positional
// arguments, as in `gatesh team join URL --token T`, and returns those.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, nil
		}
		if args[0] == "--" {
			return append(rest, args[1:]...), nil
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

func newFlags(name string, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet("gatesh team "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	return fs
}
