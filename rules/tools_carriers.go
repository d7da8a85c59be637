package rules

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// Effects carried in a write's arguments (mcp-fix8, issue 31): a known
// write verb on an object no rule names (update_item, update_agent,
// update_wlan, create_rule) is yellow by its name alone, and its
// arguments say what it changes. What they carry is added to the call's
// kinds, which the rules' words read as they read the name's nouns:
//   - a password or a passphrase set (a Wi-Fi key, an account's):
//     "password" (tool-password-set);
//   - roles or permissions given by id or as a list (role_ids: [7],
//     permissions: ["admin"], is_admin: true): "role" (tool-access);
//   - a person made the assignee (assignedUserId, assignee_id): they
//     are notified and the work is theirs: "assignee"
//     (tool-assigns-person);
//   - an SSH public key handed over (a machine's or an account's
//     authorised keys, whatever the key is called): "access"
//     (tool-access);
//   - a notification asked for (notify: true, notify_sms: true,
//     sendInvitation: true, send_email: true): the people it names are
//     told: "notification" (tool-outward-object);
//   - a port opened to any address, or let in by an accept rule, a
//     forward, an address allowed in, a port on the interface that
//     faces the internet (a WAN), a port listened on: "firewall"
//     (tool-network-block).
//
// A power state set off (state: "off") switches the device off, as an
// operation that says off does (switchedOff).

// maxCarrierDepth bounds how deep objects in the arguments are read.
const maxCarrierDepth = 4

// carriedKinds returns the kinds a write's arguments carry, and whether
// one of them sets a power state off.
func carriedKinds(args map[string]any) (kinds []string, powerOff bool) {
	add := func(k string) {
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	var visit func(obj map[string]any, depth int)
	visit = func(obj map[string]any, depth int) {
		if exposesPort(obj) {
			add("firewall")
		}
		for _, k := range sortedKeys(obj) {
			v := obj[k]
			ws := toolcall.Words(k)
			switch {
			case passwordKey(ws) && nonEmptyString(v):
				add("password")
			case roleKey(ws) && grantsRole(ws, v):
				add("role")
			case assigneeKey(ws) && assignsPerson(v):
				add("assignee")
			case allowedAddressKey(ws) && nonEmpty(v):
				add("firewall")
			case sshPublicKey(v):
				add("access")
			case remoteShellKey(ws) && v == true:
				add("access")
			case notifyKey(ws) && v == true:
				add("notification")
			case powerStateKey(ws):
				if s, ok := v.(string); ok && len(switchedOff(toolcall.Words(s))) == 1 && switchedOff(toolcall.Words(s))[0] == "poweroff" {
					powerOff = true
				}
			}
			if depth >= maxCarrierDepth {
				continue
			}
			switch x := v.(type) {
			case map[string]any:
				visit(x, depth+1)
			case []any:
				for _, e := range x {
					if m, ok := e.(map[string]any); ok {
						visit(m, depth+1)
					}
				}
			}
		}
	}
	visit(args, 0)
	return kinds, powerOff
}

// passwordKey reports whether a key's words name a password or a shared
// key that signs in (passphrase, x_passphrase, wpa_psk, new_password).
func passwordKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "password", "passwd", "passphrase", "psk":
			return true
		}
		return false
	})
}

// roleKey reports whether a key's words name roles, permissions or an
// administrator's rights (role_ids, roles, permission_ids, is_admin). A
// scope is left out: a search's or a report's scope is no grant.
func roleKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "role", "roles", "permission", "permissions", "admin", "superuser", "privilege", "privileges":
			return true
		}
		return false
	})
}

// grantsRole reports whether a role key's value gives one: ids or names
// in a list, an id, or true. A role named alone in a string is a chat
// message's (role: "user") or a filter's, and is left to accessArgs,
// which asks for the person it goes to.
func grantsRole(ws []string, v any) bool {
	ids := slices.Contains(ws, "id") || slices.Contains(ws, "ids")
	if !slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "role", "roles", "permission", "permissions", "privilege", "privileges":
			return true
		}
		return false
	}) {
		// An admin's or a superuser's flag, or their ids: not a list
		// of notes about them.
		if b, ok := v.(bool); ok {
			return b
		}
		if !ids {
			return false
		}
	}
	switch x := v.(type) {
	case []any:
		return len(x) > 0
	case float64:
		return slices.Contains(ws, "id") || slices.Contains(ws, "ids")
	case bool:
		return x && (slices.Contains(ws, "admin") || slices.Contains(ws, "superuser"))
	case string:
		return x != "" && (slices.Contains(ws, "id") || slices.Contains(ws, "ids"))
	}
	return false
}

// privilegedLabel reports whether a change's labels, groups or teams put
// someone among the administrators or the owners (a user's labels:
// ["admin"], groups: ["owners"]): many backends grant a role by a label
// (Appwrite's Role.label, a directory's groups). The caller asks that the
// tool's name be about a person.
func privilegedLabel(args map[string]any) bool {
	for _, k := range sortedKeys(args) {
		if !slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
			switch w {
			case "label", "labels", "group", "groups", "team", "teams":
				return true
			}
			return false
		}) {
			continue
		}
		vals := []any{args[k]}
		if l, ok := args[k].([]any); ok {
			vals = l
		}
		for _, v := range vals {
			if s, ok := v.(string); ok && slices.ContainsFunc(toolcall.Words(s), privilegedWord) {
				return true
			}
		}
	}
	return false
}

// privilegedWord reports whether a word names the administrators or
// the owners of a system.
func privilegedWord(w string) bool {
	switch w {
	case "admin", "admins", "administrator", "administrators", "owner", "owners", "superuser", "superusers", "superadmin", "root", "sudo", "sudoers", "wheel":
		return true
	}
	return false
}

// assigneeKey reports whether a key names who an item is assigned to
// (assignee, assignees, assignee_id, assignedUserId, assigned_to).
func assigneeKey(ws []string) bool {
	return slices.Contains(ws, "assignee") || slices.Contains(ws, "assignees") ||
		len(ws) > 1 && ws[0] == "assigned" && ws[1] != "at" && ws[1] != "on" && ws[1] != "date"
}

// assignsPerson reports whether an assignee's value names someone other
// than the user: not empty, not zero, not me or self.
func assignsPerson(v any) bool {
	switch x := v.(type) {
	case string:
		switch strings.ToLower(strings.TrimSpace(x)) {
		case "", "me", "self", "myself", "current_user", "currentuser", "@me", "none", "null", "unassigned":
			return false
		}
		return true
	case float64:
		return x != 0
	case []any:
		return slices.ContainsFunc(x, assignsPerson)
	case map[string]any:
		return len(x) > 0
	}
	return false
}

// allowedAddressKey reports whether a key names addresses let into a
// network (allowed_address, allowed_ips, source_ranges, cidr_blocks).
func allowedAddressKey(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	switch ws[0] + " " + ws[len(ws)-1] {
	case "allowed address", "allowed addresses", "allowed ip", "allowed ips", "source ranges", "source range",
		"cidr blocks", "allowed cidrs", "allowed cidr", "trusted ips", "trusted networks":
		return true
	}
	return false
}

// powerStateKey reports whether a key names a device's power or on/off
// state (state, power, power_state, outlet_state).
func powerStateKey(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	switch ws[len(ws)-1] {
	case "state", "power":
		return true
	}
	return false
}

// exposesPort reports whether one object of the arguments opens a port
// to the network: a port and, beside it, any address (0.0.0.0, ::/0,
// any, *), an accept or allow action, a forward to a host, or the
// interface or zone that faces the internet (a router's WAN, a
// firewall's untrusted zone): what arrives there from anyone reaches
// the port; or a port listened on (lport, listen_port) that is not on
// loopback.
func exposesPort(obj map[string]any) bool {
	port, open, listen, loop := false, false, false, false
	for k, v := range obj {
		ws := toolcall.Words(k)
		s, isString := v.(string)
		if portKey(ws) && nonEmpty(v) {
			port = true
			if slices.Contains(ws, "listen") || ws[0] == "lport" || ws[0] == "bind" {
				listen = true
			}
		}
		if !isString {
			continue
		}
		s = strings.ToLower(strings.TrimSpace(s))
		switch {
		case anyAddress(s) && addressKey(ws):
			open = true
		case slices.Contains(ws, "action") && (s == "accept" || s == "allow" || s == "permit" || s == "pass"):
			open = true
		case (ws[0] == "fwd" || ws[0] == "forward" || slices.Contains(ws, "forward")) && s != "":
			open = true
		case interfaceKey(ws) && outsideSide(s):
			open = true
		case ws[0] == "lhost" || slices.Contains(ws, "listen") || ws[0] == "bind":
			if loopback(s) {
				loop = true
			}
		}
	}
	return port && (open || listen && !loop)
}

// portKey reports whether a key names a network port (port, dst_port,
// dport, fwd_port, lport, listen_port, port_range).
func portKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "port", "ports", "dport", "lport", "sport":
			return true
		}
		return false
	})
}

// interfaceKey reports whether a key names a network interface or a
// firewall's zone (interface, iface, interfaceName, src_zone).
func interfaceKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "interface", "interfaces", "iface", "zone", "zones":
			return true
		}
		return false
	})
}

// outsideSide reports whether an interface's or a zone's name is the
// side that faces the internet: a router's WAN (wan, wan2, opt_wan), a
// firewall's untrusted, external or public zone.
func outsideSide(s string) bool {
	for _, w := range toolcall.Words(s) {
		switch w {
		case "wan", "internet", "external", "outside", "untrust", "untrusted", "public":
			return true
		}
		if len(w) <= 4 && strings.HasPrefix(w, "wan") && strings.Trim(w[3:], "0123456789") == "" {
			return true
		}
	}
	return false
}

// anyAddress reports whether an address value means every address.
func anyAddress(s string) bool {
	switch s {
	case "0.0.0.0", "0.0.0.0/0", "::", "::/0", "any", "*", "all", "internet", "anywhere":
		return true
	}
	return false
}

// nonEmptyString reports whether v is a string with something in it.
func nonEmptyString(v any) bool {
	s, ok := v.(string)
	return ok && strings.TrimSpace(s) != ""
}

// plainObject reports whether the object words of a name are only a
// record, an entry, an item or a rule, which say nothing of what kind
// they are, or a mode or the configuration of something: the words
// before the verb say it (dns_create_record, nat_set_mode,
// vlan_update_config).
func plainObject(objects []string) bool {
	return len(objects) > 0 && !slices.ContainsFunc(objects, func(w string) bool {
		switch w {
		case "rule", "rules", "mode", "modes", "config", "configs", "configuration", "settings":
			return false
		}
		return !genericRecord(w)
	})
}

// readNoun reports whether a read word of the lexicon is a noun as well
// (keys, logs, events, a version): after a verb that changes something,
// it is what is changed (set_version).
func readNoun(w string) bool {
	switch w {
	case "keys", "logs", "events", "members", "images", "stats", "outputs", "completions", "version", "versions":
		return true
	}
	return false
}

// remoteShellKey reports whether a key's words switch on a remote shell
// or desktop into a machine (NetBird's update_peer {ssh_enabled: true},
// allow_ssh, enable_rdp): set true, whoever may reach the machine gets
// a shell on it.
func remoteShellKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "ssh", "rdp", "vnc", "telnet":
			return true
		}
		return false
	})
}

// sshPublicKey reports whether v is an SSH public key: whoever holds its
// private half signs in where it is added.
func sshPublicKey(v any) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	s = strings.TrimSpace(s)
	for _, p := range []string{"ssh-ed25519 ", "ssh-rsa ", "ssh-dss ", "ecdsa-sha2-", "sk-ssh-ed25519@openssh.com ", "sk-ecdsa-sha2-"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// notifyKey reports whether a flag's words ask for the people a change
// names to be told (notify, notify_users, send_notification_email,
// sendInvitation, send_sms). A notification's own flag
// (notification_enabled, mark_notification_read) asks for nothing sent.
func notifyKey(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "notify":
			return true
		case "send":
			if i+1 < len(ws) {
				switch ws[i+1] {
				case "email", "emails", "mail", "sms", "invitation", "invitations", "invite", "invites", "notification", "notifications", "message":
					return true
				}
			}
		}
	}
	return false
}

// staffAccount reports whether a change makes or changes the account of
// a person who works a service (a help desk's agent, a technician, an
// operator): its object is such a noun and its arguments name the person
// by an email address. An AI platform's agent has no address.
func staffAccount(objects []string, args map[string]any) bool {
	if !slices.ContainsFunc(objects, func(w string) bool {
		switch strings.TrimSuffix(w, "s") {
		case "agent", "staff", "technician", "operator", "responder", "seat":
			return true
		}
		return false
	}) {
		return false
	}
	for _, kv := range stringArgs(args) {
		if addressed(kv[1]) && !strings.Contains(kv[1], "://") {
			return true
		}
	}
	return false
}

// addressKey reports whether a key names an address or a range of them
// (src, source, subnet, cidr, remote_ip, host): where "any" means every
// address, not every protocol.
func addressKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "address", "addresses", "addr", "ip", "ips", "ipv4", "ipv6", "src", "source", "subnet", "cidr", "host", "hosts",
			"network", "from", "remote", "range", "ranges", "prefix", "origin", "peer":
			return true
		}
		return false
	})
}
