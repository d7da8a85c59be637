package hub

import (
	"context"
	"fmt"

	"gatesh/hub/store"
)

// role maps the provider's groups (the ID token's groups claim) to roles
// of members: `role map PROVIDER_GROUP --role R [--group G]`, `role
// unmap PROVIDER_GROUP [--group G]`, `role list`. A mapping gives roles
// to members only: who may sign in is still the members table, where
// each person's machine logins are linked.
func (c *cli) role(ctx context.Context, args []string) int {
	if len(args) == 0 {
		return c.fail(2, "gatesh-hub role map|unmap|list ...", "role: want a subcommand")
	}
	fs := c.flags("role " + args[0])
	dsn := c.dbFlag(fs)
	role := fs.String("role", "", "viewer, approver or admin")
	group := fs.String("group", store.AllGroups, "the machine group the role is for; * is every group")
	pos, err := parse(fs, args[1:])
	if err != nil {
		return 2
	}
	switch {
	case args[0] == "map" && (len(pos) != 1 || *role == ""):
		return c.fail(2, "gatesh-hub role map hub-approvers --role approver --group ci --db DSN", "role map: want one PROVIDER_GROUP and --role")
	case args[0] == "unmap" && len(pos) != 1, args[0] == "list" && len(pos) != 0:
		return c.fail(2, "gatesh-hub role unmap PROVIDER_GROUP [--group G], or role list", "role %s: bad arguments", args[0])
	case args[0] != "map" && args[0] != "unmap" && args[0] != "list":
		return c.fail(2, "gatesh-hub role map|unmap|list ...", "role: unknown subcommand %q", args[0])
	}
	st, err := c.open(ctx, *dsn)
	if err != nil {
		return c.failErr(err)
	}
	defer st.Close()
	switch args[0] {
	case "map":
		if err := st.MapGroup(ctx, pos[0], *role, *group); err != nil {
			return c.failErr(err)
		}
		fmt.Fprintf(c.stdout, "members in the provider's group %s are %s of group %s\n", pos[0], *role, *group)
	case "unmap":
		if err := st.UnmapGroup(ctx, pos[0], *group); err != nil {
			return c.failErr(err)
		}
		fmt.Fprintf(c.stdout, "the provider's group %s grants nothing in group %s now\n", pos[0], *group)
	case "list":
		rs, err := st.GroupRoles(ctx)
		if err != nil {
			return c.failErr(err)
		}
		for _, r := range rs {
			fmt.Fprintf(c.stdout, "%s\t%s of group %s\n", r.ClaimGroup, r.Role, r.Group)
		}
	}
	return 0
}
