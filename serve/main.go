package serve

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"gatesh/config"
	"gatesh/consume"
	"gatesh/internal/passwd"
	"gatesh/keys"
	"gatesh/slackapp"
)

// Exit statuses, as gatesh's subcommands use them.
const (
	exitFailed = 1
	exitUsage  = 2
)

// Main runs `gatesh serve ARGS` and returns its exit status. It serves
// until SIGINT or SIGTERM.
//
//	gatesh serve [--addr HOST:PORT] [--listen-remote] [--tls-cert FILE --tls-key FILE]
//	             [--name HOST]... [--webhook URL [--webhook-format ntfy|slack|json]]
//	gatesh serve url
//	gatesh serve slack-check
func Main(args []string, stdout, stderr io.Writer, env []string) int {
	getenv := func(k string) string {
		for _, kv := range env {
			if v, ok := strings.CutPrefix(kv, k+"="); ok {
				return v
			}
		}
		return ""
	}
	fail := func(status int, hint, format string, a ...any) int {
		fmt.Fprintf(stderr, "gatesh: error: "+format+"\n", a...)
		if hint != "" {
			fmt.Fprintf(stderr, "gatesh: hint: %s\n", hint)
		}
		return status
	}
	home, err := config.Home(getenv)
	if err != nil {
		return fail(exitFailed, "set GATESH_HOME or HOME", "%v", err)
	}
	if len(args) > 0 && args[0] == "url" {
		cfg, err := config.Load(home)
		if err != nil {
			return fail(exitFailed, "fix config.toml", "%v", err)
		}
		return printLoginURL(cfg, args[1:], stdout, fail)
	}
	if len(args) > 0 && args[0] == "slack-check" {
		cfg, err := config.Load(home)
		if err != nil {
			return fail(exitFailed, "fix config.toml", "%v", err)
		}
		return slackCheck(cfg, args[1:], getenv, stdout, fail)
	}

	flags := flag.NewFlagSet("serve", flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	var o Options
	flags.StringVar(&o.Addr, "addr", DefaultAddr, "address to listen on; loopback unless --listen-remote")
	flags.BoolVar(&o.ListenRemote, "listen-remote", false, "allow an address other than loopback (always with TLS)")
	flags.StringVar(&o.TLSCert, "tls-cert", "", "certificate file (PEM) to serve with")
	flags.StringVar(&o.TLSKey, "tls-key", "", "its private key (PEM)")
	flags.Func("name", "a host name the page is reached by (repeatable)", func(v string) error {
		o.Names = append(o.Names, v)
		return nil
	})
	flags.StringVar(&o.Webhook, "webhook", "", "POST a summary of each new request to this URL")
	flags.StringVar(&o.WebhookFormat, "webhook-format", "ntfy", "ntfy, slack or json")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(stdout, "usage: gatesh serve [flags]\n       gatesh serve url: print a new one-time login link\n\nserve the review page and use approvals for shims\n\nflags:\n")
			flags.SetOutput(stdout)
			flags.PrintDefaults()
			return 0
		}
		return fail(exitUsage, "`gatesh serve --help` lists its flags", "serve: %v", err)
	}
	cfg, err := config.Load(home)
	if err != nil {
		return fail(exitFailed, "fix config.toml", "%v", err)
	}
	o.Config = cfg
	if flags.NArg() > 0 {
		return fail(exitUsage, "gatesh serve [--addr HOST:PORT] ...; gatesh serve url", "serve: unexpected arguments %q", flags.Args())
	}
	switch o.WebhookFormat {
	case "ntfy", "slack", "json":
	default:
		return fail(exitUsage, "", "--webhook-format %q: want ntfy, slack or json", o.WebhookFormat)
	}
	o.TTL = cfg.Hold.TTL
	if v := getenv("GATESH_HOLD_TTL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			return fail(exitFailed, "", "GATESH_HOLD_TTL=%q: want a duration such as 2h", v)
		}
		o.TTL = d
	}
	o.User = passwd.Self(getenv)
	o.Git, o.Getenv = findGit(getenv("PATH")), getenv
	o.Log = stderr

	if err := keys.GenerateToken(cfg.ServeToken); err == nil {
		fmt.Fprintf(stdout, "review token: %s (new; mode 0600)\n", cfg.ServeToken)
	} else if !errors.Is(err, keys.ErrKeyExists) {
		return fail(exitFailed, "", "login token: %v", err)
	}
	s, err := Start(o)
	if err != nil {
		hint := ""
		switch {
		case errors.Is(err, fs.ErrNotExist):
			hint = "run `gatesh init` first, as the operator"
		case errors.Is(err, errSlackTokens), errors.Is(err, slackapp.ErrToken):
			hint = "start gatesh serve with the Slack app's tokens in its environment (docs/slack.md), or remove [slack] from config.toml"
		}
		return fail(exitFailed, hint, "%v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	fmt.Fprintf(stdout, "review page: %s\n", s.URL())
	if c := s.Certificate(); c != nil {
		fmt.Fprintf(stdout, "TLS certificate SHA-256 fingerprint:\n  %s\n", Fingerprint(*c))
		fmt.Fprintf(stdout, "  check that the browser shows this fingerprint before you sign in\n")
	}
	fmt.Fprintf(stdout, "sign in, once, within %d minutes: %s\n", int(codeLifetime.Minutes()), s.LoginURL())
	fmt.Fprintf(stdout, "another login link later: gatesh serve url\n")
	if !o.NoSocket {
		fmt.Fprintf(stdout, "approvals are used through %s while this runs\n", consume.SocketPath(cfg.Home))
	}
	<-ctx.Done()
	fmt.Fprintf(stdout, "stopping\n")
	if err := s.Close(); err != nil {
		return fail(exitFailed, "", "%v", err)
	}
	return 0
}

// slackCheck checks the [slack] tokens and channel, as `gatesh doctor`
// shows it: one line per check, and a fix for each problem. It exits 1
// when a check failed.
func slackCheck(cfg *config.Config, args []string, getenv func(string) string, stdout io.Writer, fail func(int, string, string, ...any) int) int {
	if len(args) > 0 {
		return fail(exitUsage, "", "serve slack-check: unexpected arguments")
	}
	if cfg.Slack == nil {
		return fail(exitFailed, "docs/slack.md shows the table", "config.toml has no [slack] table")
	}
	app, bot, err := SlackTokens(cfg.Slack, getenv)
	if err != nil {
		return fail(exitFailed, "set them in the environment gatesh serve runs in (docs/slack.md)", "%v", err)
	}
	a, err := slackapp.New(slackapp.Options{AppToken: app, BotToken: bot, APIURL: cfg.Slack.APIURL})
	if err != nil {
		return fail(exitFailed, "", "%v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	status := 0
	for _, c := range a.Check(ctx, []string{cfg.Slack.Channel}) {
		if c.OK {
			fmt.Fprintf(stdout, "ok    %s: %s\n", c.What, c.Detail)
			continue
		}
		status = exitFailed
		fmt.Fprintf(stdout, "FAIL  %s: %s\n      fix: %s\n", c.What, c.Detail, c.Fix)
	}
	if len(cfg.Slack.Approvers) == 0 {
		fmt.Fprintf(stdout, "info  slack approvers: none; every click is refused (slack.approvers lists the Slack user ids that decide as the operator)\n")
	} else {
		fmt.Fprintf(stdout, "ok    slack approvers: %s decide as the operator\n", strings.Join(cfg.Slack.Approvers, ", "))
	}
	return status
}

// printLoginURL mints a one-time login URL for the server that runs now.
func printLoginURL(cfg *config.Config, args []string, stdout io.Writer, fail func(int, string, string, ...any) int) int {
	if len(args) > 0 {
		return fail(exitUsage, "", "serve url: unexpected arguments")
	}
	data, err := os.ReadFile(consume.URLFile(cfg.Home))
	if errors.Is(err, fs.ErrNotExist) {
		return fail(exitFailed, "start it with `gatesh serve`", "no review server runs")
	}
	if err != nil {
		return fail(exitFailed, "", "%v", err)
	}
	token, err := keys.LoadToken(cfg.ServeToken)
	if err != nil {
		return fail(exitFailed, "run as the operator", "login token: %v", err)
	}
	fmt.Fprintln(stdout, LoginURL(strings.TrimSpace(string(data)), token, time.Now()))
	return 0
}

// findGit is the first git on PATH that is not a gatesh link: describing a
// request only reads, and must not be logged or held as a command.
func findGit(path string) string {
	var gatesh os.FileInfo
	if exe, err := os.Executable(); err == nil {
		gatesh, _ = os.Stat(filepath.Join(filepath.Dir(exe), "gatesh"))
	}
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, "git")
		info, err := os.Stat(p)
		if err != nil || !info.Mode().IsRegular() || info.Mode().Perm()&0o111 == 0 {
			continue
		}
		if gatesh != nil && os.SameFile(info, gatesh) {
			continue
		}
		return p
	}
	return ""
}
