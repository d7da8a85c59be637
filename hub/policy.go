package hub

import (
	"context"
	"fmt"
	"os"

	"gatesh/hub/store"
	"gatesh/keys"
	"gatesh/teamapi"
	"gatesh/teampolicy"
)

// TeamKeyEnv names the environment variable --team-key defaults to.
const TeamKeyEnv = "GATESH_HUB_TEAM_KEY"

// policy pushes and lists the team's policy:
//
//	policy push FILE --db DSN --team-key FILE [--group G] [--shadow]
//	policy list --db DSN [--body]
//
// A push signs each machine's new state with the team key, as a replica
// does, so that a database writer alone cannot publish a policy.
func (c *cli) policy(ctx context.Context, args []string) int {
	if len(args) == 0 || args[0] != "push" && args[0] != "list" {
		return c.fail(2, "gatesh-hub policy push FILE --db DSN --team-key FILE, or policy list --db DSN", "policy: want push or list")
	}
	fs := c.flags("policy " + args[0])
	dsn := c.dbFlag(fs)
	teamKey := fs.String("team-key", c.getenv(TeamKeyEnv), "the team's private key file, to sign each machine's state (default $"+TeamKeyEnv+")")
	group := fs.String("group", store.AllGroups, "the machine group the policy is for; * is every group")
	shadow := fs.Bool("shadow", false, "run it beside the live policy, recording what it would decide otherwise and changing nothing")
	by := fs.String("by", "", "who pushes it, for the hub's record (default: the hub's command line and $USER)")
	body := fs.Bool("body", false, "list: print each policy's text too")
	pos, err := parse(fs, args[1:])
	if err != nil {
		return 2
	}
	if args[0] == "list" {
		if len(pos) != 0 {
			return c.fail(2, "", "policy list: no arguments")
		}
		return c.policyList(ctx, *dsn, *body)
	}
	if len(pos) != 1 {
		return c.fail(2, "gatesh-hub policy push policy.toml --db DSN --team-key team.key", "policy push: want one FILE")
	}
	if *teamKey == "" {
		return c.fail(2, "the key gatesh-hub serve runs with; every machine's state is signed with it", "--team-key is required")
	}
	text, err := os.ReadFile(pos[0])
	if err != nil {
		return c.fail(1, "", "%v", err)
	}
	// Checked here too, to name the file before anything connects.
	if _, err := teampolicy.Check(pos[0], string(text)); err != nil {
		return c.fail(1, "fix the file and push it again; nothing was stored", "%v", err)
	}
	signer, err := keys.LoadSigner(*teamKey)
	if err != nil {
		return c.fail(1, "gatesh-hub keygen --out FILE makes one (mode 0600)", "%v", err)
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	fp, pub, err := st.Team(ctx)
	if err != nil {
		return c.failErr(err)
	}
	if !pub.Equal(signer.Verifier().PublicKey()) {
		return c.fail(1, "push with the key gatesh-hub serve runs with", "--team-key is not the team key this database records (team %s)", fp)
	}
	who := *by
	if who == "" {
		who = "gatesh-hub policy push"
		if u := c.getenv("USER"); u != "" {
			who += " (" + u + ")"
		}
	}
	sg := store.Signer{Team: fp, Sign: func(d *teamapi.Decision) { d.SignWith(signer.Sign) }, SignBytes: signer.Sign}
	v, err := st.PushPolicy(ctx, store.PolicyPush{Body: string(text), Group: *group, Shadow: *shadow, By: who}, sg)
	if err != nil {
		return c.failErr(err)
	}
	kind := "in force"
	if *shadow {
		kind = "in shadow beside the live policy (gatesh team diff shows what it would change)"
	}
	fmt.Fprintf(c.stdout, "policy version %s for group %s, %s; sent to the machines\n", v, *group, kind)
	return 0
}

func (c *cli) policyList(ctx context.Context, dsn string, body bool) int {
	st, err := c.open(ctx, dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	list, err := st.Policies(ctx, body)
	if err != nil {
		return c.failErr(err)
	}
	for _, p := range list.Policies {
		state := "old"
		switch {
		case p.Live && p.Shadow:
			state = "shadow"
		case p.Live:
			state = "live"
		}
		fmt.Fprintf(c.stdout, "%s\tgroup %s\t%s\t%s by %s\tsha256 %s\n", p.Version, p.Group, state, p.CreatedAt.Format("2006-01-02T15:04:05Z"), p.CreatedBy, p.SHA256[:min(16, len(p.SHA256))])
		if body {
			fmt.Fprintln(c.stdout, p.Body)
		}
	}
	for _, s := range list.Stops {
		fmt.Fprintf(c.stdout, "stopped\tgroup %s\t%q by %s at %s\n", s.Group, s.Reason, s.By, s.At.Format("2006-01-02T15:04:05Z"))
	}
	return 0
}
