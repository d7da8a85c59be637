package rules

import (
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// Commands a tool runs in a grammar that is not the shell's (issue 31).
// A network device's CLI (Junos, Cisco IOS and NX-OS, Arista EOS,
// MikroTik RouterOS, PAN-OS, FortiOS, VyOS, SONiC, Huawei VRP) reads
// `clear bgp neighbor all` or `file delete /config/juniper.conf.gz` as
// its own commands, not as the shell's clear or file. Their documented
// grammars share one shape: operational reads (show, display, get,
// print, ping, traceroute, monitor) change nothing, and anything else
// (configure, set, delete, commit, write memory, clear, request, reload,
// erase, zeroize, a user added) changes a device others route through.
// A configuration read in full, or of where the device keeps its
// accounts and keys, shows password hashes and keys that reverse
// ($9$, type 7): a secret read.

// deviceNames are the words of a tool's or server's name that name a
// network device's operating system, its vendor, or the device itself.
var deviceNames = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"junos", "juniper", "cisco", "ios", "iosxe", "iosxr", "nxos", "eos", "arista", "routeros", "mikrotik",
		"panos", "paloalto", "fortios", "fortigate", "fortinet", "vyos", "sonic", "edgeos", "huawei", "vrp", "comware",
		"netmiko", "napalm", "router", "routers", "switch", "switches",
	} {
		m[w] = true
	}
	return m
}}

// deviceTool reports whether a tool's own name or its server's names a
// network device.
func deviceTool(own, server []string) bool {
	names := deviceNames.Get()
	return slices.ContainsFunc(own, func(w string) bool { return names[w] }) ||
		slices.ContainsFunc(server, func(w string) bool { return names[w] })
}

// deviceReads are the first words of a device CLI's operational reads,
// from the vendors' command references.
var deviceReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"show", "display", "get", "print", "ping", "traceroute", "tracert", "trace", "monitor", "help", "?", "dir", "more",
		"list", "describe", "exit", "end", "quit", "terminal",
	} {
		m[w] = true
	}
	return m
}}

// routerOSReads and routerOSWrites are the commands of a MikroTik
// RouterOS menu (`/ip address print`, `/interface disable ether1`).
var routerOSReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"print", "export", "monitor", "ping", "traceroute", "get", "find"} {
		m[w] = true
	}
	return m
}}

var routerOSWrites = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		"add", "set", "remove", "disable", "enable", "reset", "reset-configuration", "reboot", "shutdown", "import", "run",
		"unset", "edit", "move", "upgrade", "install", "execute", "fetch", "save", "load", "clear", "uninstall", "downgrade",
	} {
		m[w] = true
	}
	return m
}}

// deviceLines splits a device's command text into its commands: one a
// line (a carriage return ends one as Enter does), or between semicolons.
func deviceLines(text string) []string {
	var out []string
	for _, l := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' || r == ';' }) {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "!") {
			out = append(out, l)
		}
	}
	return out
}

// deviceLineRead reports whether one command of a device's CLI only
// reads: an operational read first (also from configuration mode: Junos'
// and VyOS' run, Cisco's do), or a RouterOS menu's read, and no pipe
// into a file on the device (| save, | redirect, | tee, | append).
func deviceLineRead(line string) bool {
	words := strings.Fields(strings.ToLower(line))
	if len(words) == 0 {
		return true
	}
	for i, w := range words {
		if w == "|" && i+1 < len(words) {
			switch words[i+1] {
			case "save", "redirect", "tee", "append", "file":
				return false
			}
		}
		// NX-OS' and EOS' show ... > bootflash:FILE (or >>).
		if strings.HasPrefix(w, ">") {
			return false
		}
	}
	if strings.HasPrefix(words[0], "/") || strings.HasPrefix(words[0], ":") {
		// A command inside brackets or quotes ([/system reboot]) runs
		// as well: its words are read as the line's.
		words = strings.FieldsFunc(strings.ToLower(line), func(r rune) bool {
			return r == ' ' || r == '\t' || r == '/' || r == '[' || r == ']' || r == '{' || r == '}' || r == '(' || r == ')' || r == '"' || r == '\''
		})
		reads := false
		for _, w := range words {
			w = strings.TrimPrefix(w, "/")
			if strings.Contains(w, "=") {
				continue
			}
			if routerOSWrites.Get()[w] {
				return false
			}
			reads = reads || routerOSReads.Get()[w]
		}
		return reads
	}
	if (words[0] == "run" || words[0] == "do") && len(words) > 1 {
		words = words[1:]
	}
	if words[0] == "file" && len(words) > 1 {
		return words[1] == "list" || words[1] == "show"
	}
	return deviceReads.Get()[words[0]]
}

// deviceSecretRead reports whether a read shows the device's secrets:
// its configuration whole (Junos' show configuration, Cisco's and
// Arista's show running-config, PAN-OS' show config running, FortiOS'
// show full-configuration), or the parts that keep accounts and keys
// (system login, snmp, security), or a RouterOS export with
// show-sensitive; not one filtered to lines that hold no secret.
func deviceSecretRead(line string) bool {
	cmd, filter, _ := strings.Cut(strings.ToLower(line), "|")
	words := strings.Fields(cmd)
	if len(words) > 0 && (words[0] == "run" || words[0] == "do") {
		words = words[1:]
	}
	if slices.Contains(words, "show-sensitive") {
		return true
	}
	if len(words) < 2 || words[0] != "show" && words[0] != "more" && words[0] != "display" {
		return false
	}
	whole := false
	// A file system's name before the file (nvram:startup-config,
	// system:running-config) names the same configuration.
	name := words[1]
	if i := strings.LastIndexByte(name, ':'); i >= 0 && i+1 < len(name) {
		name = name[i+1:]
	}
	switch name {
	case "configuration", "config", "running-config", "run", "running", "startup-config", "start", "full-configuration",
		"current-configuration", "saved-configuration":
		rest := words[2:]
		if len(rest) > 0 && (rest[0] == "running" || rest[0] == "candidate" || rest[0] == "saved") {
			rest = rest[1:]
		}
		switch {
		case len(rest) == 0, secretConfigPart(rest[0]):
			whole = true
		case rest[0] == "sanitized":
			return false
		}
	}
	// The reads that list keys and accounts themselves: Cisco's SNMP
	// communities, IKE pre-shared keys and key chains (shown in
	// clear), FortiOS' admins, local users and VPN tunnels (their
	// ENC passwords and PSKs).
	shown := " " + strings.Join(words[1:], " ") + " "
	for _, part := range []string{" snmp community", " snmp user", " crypto isakmp key", " crypto ikev2 keyring", " key chain",
		" system admin", " user local", " vpn ipsec", " system api-user"} {
		if strings.HasPrefix(shown, part+" ") {
			whole = true
		}
	}
	if !whole {
		return false
	}
	// A filter that keeps only lines of some other part shows no
	// secret; one that asks for them, that any line matches (a regular
	// expression, a letter) or that shows what follows a line, does.
	f := strings.Fields(filter)
	if len(f) < 2 {
		return true
	}
	switch f[0] {
	case "include", "inc", "i", "match", "section", "sec", "grep", "count", "find":
		if f[0] == "count" {
			return false
		}
		for _, w := range f[1:] {
			if !plainFilterWord(w) {
				return true
			}
			for _, s := range secretLineWords(f[0] == "section" || f[0] == "sec") {
				if strings.Contains(w, s) || strings.Contains(s, w) {
					return true
				}
			}
		}
		return false
	}
	return true
}

// secretConfigPart reports whether a part of a device's configuration
// (show running-config PART) holds its accounts or keys, or is all of
// it (all, view full, detail: the same with defaults).
func secretConfigPart(p string) bool {
	switch p {
	case "system", "snmp", "snmp-server", "security", "access", "username", "user", "aaa", "admin", "all", "view", "full",
		"detail", "details", "groups", "key", "crypto", "tacacs", "tacacs-server", "radius", "radius-server", "line":
		return true
	}
	return false
}

// plainFilterWord reports whether a filter's word matches only lines
// that hold it: three characters or more, none a regular expression's.
func plainFilterWord(w string) bool {
	if len(w) < 3 {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '/' || r == ':') {
			return false
		}
	}
	return true
}

// secretLineWords are the words of the configuration lines that hold a
// secret (username ... secret, enable secret, snmp-server community,
// tacacs-server key, ntp authentication-key, crypto isakmp key,
// neighbor ... password, key-string, wpa-psk, ppp chap password,
// pre-shared-key): a filter that holds one of them or is part of one
// keeps those lines. A section also keeps what is under its line: a
// routing protocol's neighbors and an interface's keys.
func secretLineWords(section bool) []string {
	ws := []string{"pass", "secret", "key", "auth", "community", "user", "encrypted", "hash", "login", "snmp", "enable",
		"tacacs", "radius", "crypto", "isakmp", "ike", "psk", "chap", "ppp", "wpa", "md5", "sha", "ntp", "neighbor",
		"digest", "shared", "aaa", "system", "security"}
	if section {
		ws = append(ws, "router", "interface", "bgp", "ospf", "isis", "eigrp", "line", "vty", "wlan")
	}
	return ws
}

// deviceChangeName reports whether a device tool's own name says it
// changes the device: loads, commits, applies or pushes configuration,
// rolls it back, reboots or erases it.
func deviceChangeName(own []string) bool {
	config := slices.ContainsFunc(own, func(w string) bool {
		return w == "config" || w == "configuration" || w == "configs" || w == "template"
	})
	// The device itself named (reload_switch, reset_router), not the
	// server's list of devices (reload_devices).
	itself := slices.ContainsFunc(own, func(w string) bool { return deviceNames.Get()[w] })
	for _, w := range own {
		switch w {
		case "commit", "rollback", "reboot", "zeroize", "erase":
			return true
		case "reload", "reset", "restart", "shutdown":
			if config || itself {
				return true
			}
		case "load", "apply", "push", "set", "configure", "deploy", "replace", "merge", "update", "edit", "write", "install":
			if config {
				return true
			}
		}
	}
	return false
}

// explainsCommands reports whether a tool's own name says it explains
// or looks up a command (get_command_help, explain_command) rather than
// sends it.
func explainsCommands(own []string) bool {
	return slices.ContainsFunc(own, func(w string) bool {
		switch w {
		case "help", "explain", "explains", "doc", "docs", "documentation", "syntax", "reference", "lookup", "manual":
			return true
		}
		return false
	})
}

// deviceDryRun reports whether a device tool's arguments ask it only to
// render or check a change: a dry run, a check, or applying switched
// off (render_and_apply_j2_template {apply_config: false}).
func deviceDryRun(args map[string]any) bool {
	for k, v := range args {
		b, ok := v.(bool)
		if !ok {
			continue
		}
		switch {
		case sameKey(k, "dry_run"), sameKey(k, "dryrun"), sameKey(k, "check"), sameKey(k, "check_only"), sameKey(k, "preview"):
			if b {
				return true
			}
		case sameKey(k, "apply"), sameKey(k, "apply_config"), sameKey(k, "commit"):
			if !b {
				return true
			}
		}
	}
	return false
}

// deviceText judges the command text a device's tool is given, in the
// device's grammar.
func (fx *effects) deviceText(tool, text string) {
	fx.known = true
	for _, l := range deviceLines(text) {
		switch {
		case deviceSecretRead(l):
			fx.hits = append(fx.hits, Hit{ID: "tool-device-secret", Tier: Red, Command: tool + " " + l,
				Reason: "reads a network device's configuration where it keeps accounts and keys: password hashes and keys that reverse"})
		case !deviceLineRead(l):
			fx.hits = append(fx.hits, Hit{ID: "tool-device-command", Tier: Red, Command: tool + " " + l,
				Reason: "runs a command on a network device that is not a read: it changes what the device routes, whom it lets in, or wipes it"})
		}
	}
}
