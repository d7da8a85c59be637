package agentsetup

import (
	"strings"

	"gatesh/config"
	"gatesh/egress"
)

// network says whether green commands are held to the network allowlist,
// and whether this machine lets this user make the namespaces it needs.
func (d *doctor) network(cfg *config.Config) {
	probe := egress.Probe()
	switch {
	case cfg.Network != config.NetworkAllowlist && probe == nil:
		d.info("network allowlist", "off; this machine can make user and network namespaces (network = \"allowlist\" in config.toml turns it on)")
	case cfg.Network != config.NetworkAllowlist:
		d.info("network allowlist", "off, and this machine could not hold commands to it: %v", probe)
	case probe != nil:
		d.bad("network allowlist", "allow unprivileged user namespaces (sysctl user.max_user_namespaces above 0; kernel.unprivileged_userns_clone=1 on Debian kernels; kernel.apparmor_restrict_unprivileged_userns=0 on Ubuntu) and install util-linux's nsenter, or set network = \"off\"",
			"network = \"allowlist\", but %v: green commands run with the network unrestricted, and the log says network_unenforced", probe)
	default:
		reg, from, err := egress.LoadRegistries(cfg.Home)
		if err != nil {
			d.bad("network allowlist", "fix or remove "+from, "%v: every green command is held", err)
			return
		}
		d.ok("network allowlist", "green and yellow commands reach %d registries (%s) and %d more destinations (network_allow), through a proxy; nothing else: %s",
			len(reg.Entries), from, len(cfg.NetworkAllow), strings.Join(reg.Join(mustParse(cfg.NetworkAllow)).Texts(), ", "))
	}
}

func mustParse(texts []string) *egress.Allowlist {
	a, err := egress.Parse(texts, "")
	if err != nil {
		return nil
	}
	return a
}
