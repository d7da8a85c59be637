// Package hub is the gatesh-hub program: a team's machines, members and
// decisions on one PostgreSQL database, served by any number of stateless
// replicas. Its sub-packages keep the state (store) and serve the API
// (api); this package reads the command line.
package hub

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"gatesh/hub/api"
	"gatesh/hub/store"
)

// Main runs gatesh-hub with args (args[0] is the program's name) and
// returns its exit status: 0, 1 for a failure, 2 for a usage error.
func Main(args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return Run(ctx, args, stdout, stderr, getenv)
}

// Run is Main until ctx ends: serve stops then.
func Run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	c := &cli{stdout: stdout, stderr: stderr, getenv: getenv}
	if len(args) < 2 {
		c.usage()
		return 2
	}
	cmd, rest := args[1], args[2:]
	switch cmd {
	case "serve":
		return c.serve(ctx, rest)
	case "migrate":
		return c.migrate(ctx, rest)
	case "keygen":
		return c.keygen(rest)
	case "enrol", "enroll":
		return c.enrol(ctx, rest)
	case "member":
		return c.member(ctx, rest)
	case "token":
		return c.token(ctx, rest)
	case "role":
		return c.role(ctx, rest)
	case "machine":
		return c.machine(ctx, rest)
	case "prune":
		return c.prune(ctx, rest)
	case "policy":
		return c.policy(ctx, rest)
	case "audit":
		return c.audit(ctx, rest)
	case "slack":
		return c.slack(ctx, rest)
	case "-h", "--help", "help":
		c.usage()
		return 0
	}
	return c.fail(2, "gatesh-hub --help lists them", "unknown command %q", cmd)
}

type cli struct {
	stdout, stderr io.Writer
	getenv         func(string) string
}

func (c *cli) usage() {
	fmt.Fprint(c.stderr, `usage:
  gatesh-hub keygen --out FILE
  gatesh-hub migrate --db DSN [--team-key FILE]
  gatesh-hub serve --db DSN --team-key FILE [--listen ADDR] [--tls-cert FILE --tls-key FILE]
                   [--oidc-issuer URL --oidc-client-id ID --public-url URL [--oidc-groups-claim C]]
                   [--decision-ttl D] [--audit-retention D] [--session-ttl D] [--device-session-ttl D]
                   [--otlp-endpoint URL [--otlp-header K=V]]
                   [--slack-channel [GROUP=]CHANNEL ... [--slack-app-token-env V] [--slack-bot-token-env V] [--slack-api-url URL]]
  gatesh-hub enrol --db DSN [--group NAME] [--expires D]
  gatesh-hub member add EMAIL --role viewer|approver|admin [--group G] [--login L ...] [--token [--scope approve|read] [--token-expires D]] --db DSN
  gatesh-hub member remove EMAIL --db DSN
  gatesh-hub member list --db DSN
  gatesh-hub token revoke ID --db DSN
  gatesh-hub role map PROVIDER_GROUP --role viewer|approver|admin [--group G] --db DSN
  gatesh-hub role unmap PROVIDER_GROUP [--group G] --db DSN
  gatesh-hub role list --db DSN
  gatesh-hub machine list|remove [ID] --db DSN
  gatesh-hub prune --db DSN [--keep D]
  gatesh-hub policy push FILE --db DSN --team-key FILE [--group G] [--shadow]
  gatesh-hub policy list --db DSN [--body]
  gatesh-hub audit stream --db DSN [--cursor NAME | --after C] [--follow]
  gatesh-hub audit export --db DSN --otlp-endpoint URL [--otlp-header K=V] [--cursor NAME] [--follow]
  gatesh-hub slack check --slack-channel [GROUP=]CHANNEL ... [--slack-app-token-env V] [--slack-bot-token-env V] [--slack-api-url URL]
`)
}

// fail prints an error and a hint in gatesh's way and returns status.
func (c *cli) fail(status int, hint, format string, a ...any) int {
	fmt.Fprintf(c.stderr, "gatesh-hub: error: "+format+"\n", a...)
	if hint != "" {
		fmt.Fprintf(c.stderr, "gatesh-hub: hint: %s\n", hint)
	}
	return status
}

// failErr prints err, with a refusal's own hint.
func (c *cli) failErr(err error) int {
	var ref *store.Refusal
	if errors.As(err, &ref) {
		return c.fail(1, ref.Hint, "%s", ref.Msg)
	}
	switch {
	case errors.Is(err, store.ErrSchemaOld):
		return c.fail(1, "run gatesh-hub migrate --db DSN first", "%v", err)
	case errors.Is(err, store.ErrNoTeam):
		return c.fail(1, "gatesh-hub migrate --db DSN --team-key FILE records it (or start gatesh-hub serve once)", "%v", err)
	}
	return c.fail(1, "", "%v", err)
}

// flags makes a flag set that reports to stderr and takes positional
// arguments among its flags (member add EMAIL --role R).
func (c *cli) flags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("gatesh-hub "+name, flag.ContinueOnError)
	fs.SetOutput(c.stderr)
	return fs
}

// parse parses args, positional arguments anywhere among the flags.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// open connects to the database of --db, checking that its schema is
// this binary's.
func (c *cli) open(ctx context.Context, dsn string) (*store.Store, error) {
	if dsn == "" {
		return nil, &store.Refusal{Kind: store.ErrBadInput, Msg: "--db is required", Hint: "--db 'postgres://USER@HOST/DB' or --db 'host=/run/postgresql dbname=gatesh'"}
	}
	st, err := store.Open(ctx, dsn)
	if err != nil {
		return nil, err
	}
	if err := st.CheckSchema(ctx); err != nil {
		st.Close()
		return nil, err
	}
	return st, nil
}

func (c *cli) migrate(ctx context.Context, args []string) int {
	fs := c.flags("migrate")
	dsn := c.dbFlag(fs)
	teamKey := fs.String("team-key", "", "record this team key (the private key file, or its .pub)")
	if _, err := parse(fs, args); err != nil {
		return 2
	}
	if *dsn == "" {
		return c.fail(2, "gatesh-hub migrate --db DSN", "--db is required")
	}
	applied, err := store.Migrate(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	if len(applied) == 0 {
		fmt.Fprintf(c.stdout, "schema is up to date (version %d)\n", store.SchemaVersion())
	} else {
		fmt.Fprintf(c.stdout, "applied migrations %v; schema version %d\n", applied, store.SchemaVersion())
	}
	if *teamKey != "" {
		pub, err := loadPublic(*teamKey)
		if err != nil {
			return c.fail(1, "gatesh-hub keygen --out FILE makes one", "%v", err)
		}
		st, err := store.Open(ctx, *dsn)
		if err != nil {
			return c.failErr(err)
		}
		defer st.Close()
		if err := st.SetTeam(ctx, pub); err != nil {
			return c.fail(1, "a database serves one team key for life: every machine pinned it", "%v", err)
		}
		fp, _, _ := st.Team(ctx)
		fmt.Fprintf(c.stdout, "team %s\n", fp)
	}
	return 0
}

func (c *cli) enrol(ctx context.Context, args []string) int {
	fs := c.flags("enrol")
	dsn := c.dbFlag(fs)
	group := fs.String("group", store.DefaultGroup, "the machine's group")
	expires := fs.String("expires", "24h", "how long the token may be used (Go duration or days, 7d)")
	if pos, err := parse(fs, args); err != nil || len(pos) > 0 {
		return 2
	}
	ttl, err := api.ParseDuration(*expires)
	if err != nil || ttl <= 0 {
		return c.fail(2, "", "--expires %q: want a duration such as 1h or 7d", *expires)
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	tok, err := st.Enrol(ctx, *group, ttl)
	if err != nil {
		return c.failErr(err)
	}
	fmt.Fprintf(c.stderr, "gatesh-hub: a one-time token for a machine of group %s, usable until %s:\n", *group, time.Now().Add(ttl).UTC().Format(time.RFC3339))
	fmt.Fprintln(c.stdout, tok.String())
	return 0
}

// logins collects repeated --login flags.
type logins []string

func (l *logins) String() string     { return strings.Join(*l, ",") }
func (l *logins) Set(v string) error { *l = append(*l, v); return nil }

func (c *cli) member(ctx context.Context, args []string) int {
	if len(args) == 0 {
		return c.fail(2, "gatesh-hub member add|remove|list ...", "member: want a subcommand")
	}
	fs := c.flags("member " + args[0])
	dsn := c.dbFlag(fs)
	switch args[0] {
	case "add":
		role := fs.String("role", "", "viewer, approver or admin")
		group := fs.String("group", store.AllGroups, "the machine group the role is for; * is every group")
		var ls logins
		fs.Var(&ls, "login", "a machine login that is this person: LOGIN or LOGIN@MACHINE (repeat)")
		token := fs.Bool("token", false, "also make a personal access token, printed alone on the last line")
		scope := fs.String("scope", store.ScopeApprove, "the token's scope: approve or read")
		tokenTTL := fs.String("token-expires", "0", "the token's lifetime (0: until revoked)")
		pos, err := parse(fs, args[1:])
		if err != nil {
			return 2
		}
		if len(pos) != 1 || *role == "" {
			return c.fail(2, "gatesh-hub member add EMAIL --role approver --db DSN", "member add: want one EMAIL and --role")
		}
		var parsed []store.Login
		for _, l := range ls {
			x, err := store.ParseLogin(l)
			if err != nil {
				return c.failErr(err)
			}
			parsed = append(parsed, x)
		}
		ttl, err := api.ParseDuration(*tokenTTL)
		if err != nil {
			return c.fail(2, "", "--token-expires: %v", err)
		}
		st, err := c.open(ctx, *dsn)
		if err != nil {
			return c.failErr(err)
		}
		defer st.Close()
		if err := st.AddMember(ctx, pos[0], *role, *group, parsed); err != nil {
			return c.failErr(err)
		}
		fmt.Fprintf(c.stdout, "%s is %s of group %s\n", pos[0], *role, *group)
		if *token {
			id, tok, err := st.NewToken(ctx, pos[0], *scope, ttl)
			if err != nil {
				return c.failErr(err)
			}
			fmt.Fprintf(c.stdout, "token %s (scope %s; gatesh-hub token revoke %s ends it):\n", id, *scope, id)
			// The token alone on the last line: a contract for scripts.
			fmt.Fprintln(c.stdout, tok)
		}
		return 0
	case "remove":
		pos, err := parse(fs, args[1:])
		if err != nil || len(pos) != 1 {
			return c.fail(2, "", "member remove: want one EMAIL")
		}
		st, err := c.open(ctx, *dsn)
		if err != nil {
			return c.failErr(err)
		}
		defer st.Close()
		if err := st.RemoveMember(ctx, pos[0]); err != nil {
			return c.failErr(err)
		}
		fmt.Fprintf(c.stdout, "removed %s, with their roles, logins and tokens\n", pos[0])
		return 0
	case "list":
		if pos, err := parse(fs, args[1:]); err != nil || len(pos) > 0 {
			return 2
		}
		st, err := c.open(ctx, *dsn)
		if err != nil {
			return c.failErr(err)
		}
		defer st.Close()
		ms, err := st.Members(ctx)
		if err != nil {
			return c.failErr(err)
		}
		for _, m := range ms {
			var roles, ls []string
			for g, r := range m.Roles {
				roles = append(roles, r+"@"+g)
			}
			for _, l := range m.Logins {
				ls = append(ls, l.String())
			}
			slices.Sort(roles)
			fmt.Fprintf(c.stdout, "%s\troles %s\tlogins %s\n", m.Email, strings.Join(roles, ","), strings.Join(ls, ","))
		}
		return 0
	}
	return c.fail(2, "gatesh-hub member add|remove|list ...", "member: unknown subcommand %q", args[0])
}

func (c *cli) token(ctx context.Context, args []string) int {
	if len(args) == 0 || args[0] != "revoke" {
		return c.fail(2, "gatesh-hub token revoke ID --db DSN", "token: want revoke")
	}
	fs := c.flags("token revoke")
	dsn := c.dbFlag(fs)
	pos, err := parse(fs, args[1:])
	if err != nil || len(pos) != 1 {
		return c.fail(2, "", "token revoke: want one token ID")
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	if err := st.RevokeToken(ctx, pos[0]); err != nil {
		return c.failErr(err)
	}
	fmt.Fprintf(c.stdout, "revoked token %s\n", pos[0])
	return 0
}

func (c *cli) machine(ctx context.Context, args []string) int {
	if len(args) == 0 {
		return c.fail(2, "gatesh-hub machine list|remove", "machine: want a subcommand")
	}
	fs := c.flags("machine " + args[0])
	dsn := c.dbFlag(fs)
	pos, err := parse(fs, args[1:])
	if err != nil {
		return 2
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	switch {
	case args[0] == "list" && len(pos) == 0:
		ms, err := st.Machines(ctx)
		if err != nil {
			return c.failErr(err)
		}
		for _, m := range ms {
			state := "enrolled"
			if m.Removed {
				state = "removed"
			}
			fmt.Fprintf(c.stdout, "%s\t%s\tgroup %s\t%s\tlast contact %s\taudit through %d\tlag %s\tevents %d/%d\n",
				m.ID, m.Name, m.Group, state, m.LastContact.Format(time.RFC3339), m.AuditThrough, m.AuditLag.Round(time.Millisecond), m.EventsAfter, m.EventSeq)
		}
		return 0
	case args[0] == "remove" && len(pos) == 1:
		if err := st.RemoveMachine(ctx, pos[0]); err != nil {
			return c.failErr(err)
		}
		fmt.Fprintf(c.stdout, "removed machine %s: its calls are refused from now on\n", pos[0])
		return 0
	}
	return c.fail(2, "gatesh-hub machine list, or machine remove ID", "machine: bad arguments")
}

func (c *cli) prune(ctx context.Context, args []string) int {
	fs := c.flags("prune")
	dsn := c.dbFlag(fs)
	keep := fs.String("keep", "", "keep audit lines received within this long (default: the audit_retention setting)")
	if pos, err := parse(fs, args); err != nil || len(pos) > 0 {
		return 2
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	d, err := retention(ctx, st, *keep)
	if err != nil {
		return c.fail(2, "", "%v", err)
	}
	if d == 0 {
		return c.fail(1, "--keep 400d, or serve --audit-retention 400d sets it", "no retention is set: shipped audit lines are kept for ever")
	}
	n, err := st.Prune(ctx, d)
	if err != nil {
		return c.failErr(err)
	}
	fmt.Fprintf(c.stdout, "pruned %d audit lines received more than %s ago\n", n, d)
	return 0
}

// retention is the flag's duration, else the database's setting; 0 keeps
// every line.
func retention(ctx context.Context, st *store.Store, flagValue string) (time.Duration, error) {
	v := flagValue
	if v == "" {
		var err error
		if v, err = st.Setting(ctx, store.RetentionSetting); err != nil || v == "" {
			return 0, err
		}
	}
	d, err := api.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("retention %q: want a duration such as 400d", v)
	}
	return d, nil
}

// DBEnv names the environment variable --db defaults to.
const DBEnv = "GATESH_HUB_DB"

// dbFlag defines --db, defaulting to $GATESH_HUB_DB.
func (c *cli) dbFlag(fs *flag.FlagSet) *string {
	return fs.String("db", c.getenv(DBEnv), "the PostgreSQL database (default $"+DBEnv+")")
}
