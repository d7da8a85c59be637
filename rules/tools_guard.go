package rules

import (
	"slices"
	"strings"

	"gatesh/toolcall"
)

// guardOff reports whether a call turns a guard of its tool or of the
// service off, or widens it: an option set true whose key says it is
// dangerous or unsafe or that it drops a check (allowDangerous,
// skip_verification), a flag among its values that does
// (--no-sandbox, --disable-web-security), or, for a call that writes a
// setting, a setting named as a guard (blockedCommands,
// allowedDirectories). The name or key of what a create makes
// (create_group {name: "sandbox-testers"}) is no setting.
func guardOff(args map[string]any, class, verb string, name []string) bool {
	creates := verb == "create" || verb == "new" || verb == "add"
	for k, v := range args {
		b, ok := v.(bool)
		if !ok {
			continue
		}
		if b && guardWords(toolcall.Words(k)) {
			return true
		}
		// A guard set false (require_two_factor, mfa_required,
		// enforce_ssl), or a guard's tool turned off (enabled: false of
		// a firewall rule, a rate limit, the audit log).
		if !b && (guardNamed(toolcall.Words(k)) || keyIn(k, []string{"enabled", "enable", "active", "on"}) && guardNamed(name)) {
			return true
		}
		// A filter of a change set false stops blocking what it names
		// (blockpriv, block_bogons, block_malicious_domains: false): a
		// router's or a resolver's filter of private or bogus addresses,
		// malware or phishing.
		if !b && class != verbRead && class != verbNone && blocksThreat(k) {
			return true
		}
	}
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		if len(v) > 2 && v[:2] == "--" && guardWords(toolcall.Words(v)) {
			return true
		}
		// A check or a guard set to none or off (dtbp_check: "none",
		// ssl: "off") by a write turns it off, as one set false does.
		if class != verbRead && class != verbNone && offValue(v) {
			if ws := toolcall.Words(k); guardNamed(ws) || slices.ContainsFunc(ws, func(w string) bool { return w == "check" || w == "checks" }) {
				return true
			}
		}
		// A record API rule set empty opens what it guards to everyone:
		// PocketBase's listRule, viewRule, createRule, updateRule,
		// deleteRule, manageRule and authRule "" let anyone, signed in
		// or not, where null keeps the action to superusers.
		if class != verbRead && class != verbNone && v == "" && apiRuleKey(k) {
			return true
		}
		if creates && keyIn(k, []string{"key", "name"}) {
			continue
		}
		if class != verbRead && class != verbNone && keyIn(k, []string{"key", "name", "setting", "option", "config", "property", "field"}) &&
			slices.ContainsFunc(identifierWords(v), guardSetting) {
			return true
		}
	}
	return false
}

// apiRuleKey reports whether a key names a record API rule of an
// action (listRule, view_rule, deleteRule): the filter that says who may
// list, view, create, update, delete, manage or authenticate records.
func apiRuleKey(k string) bool {
	ws := toolcall.Words(k)
	if len(ws) != 2 || ws[1] != "rule" {
		return false
	}
	switch ws[0] {
	case "list", "view", "create", "update", "delete", "manage", "auth":
		return true
	}
	return false
}

// guardWords reports whether the words of an option say that it turns a
// guard off: dangerous, unsafe or insecure, or a word that drops (no,
// disable, skip, bypass, ignore, allow) before a guard's (sandbox,
// security, verification, certificate, checks, hooks).
func guardWords(ws []string) bool {
	drop := false
	for _, w := range ws {
		switch w {
		case "dangerous", "dangerously", "unsafe", "unsafely", "insecure":
			return true
		case "no", "disable", "disabled", "skip", "bypass", "ignore", "allow":
			drop = true
		case "sandbox", "security", "verification", "verify", "certificate", "certificates", "checks", "hooks", "protection":
			if drop {
				return true
			}
		}
	}
	return false
}

// guardSetting reports whether a word of a setting's name names a guard:
// what is blocked or allowed, a sandbox, a safe or read-only mode.
func guardSetting(w string) bool {
	switch w {
	case "blocked", "allowed", "allowlist", "blocklist", "denylist", "whitelist", "blacklist", "sandbox", "security",
		"readonly", "safe", "restricted", "restrictions":
		return true
	}
	return false
}

// guardNamed reports whether words name a guard of a service: two-factor
// or single sign-on, a sandbox, verification, TLS, encryption, a
// protection, an audit log, a firewall, a rate limit, a read-only or
// safe mode, an analysis or a scan.
func guardNamed(ws []string) bool {
	for i, w := range ws {
		switch w {
		case "mfa", "2fa", "totp", "sso", "saml", "sandbox", "security", "verification", "verify", "ssl", "tls", "https",
			"encryption", "encrypted", "encrypt", "protection", "protected", "audit", "auditing", "firewall", "waf",
			"ratelimit", "readonly", "safe", "safety", "captcha", "lockout",
			// A code or security analysis, a scan or a check that guards
			// what is merged or shipped.
			"analysis", "scan", "scanning", "scanner", "scans":
			return true
		case "factor", "limit", "limiting":
			if i > 0 && (ws[i-1] == "two" || ws[i-1] == "multi" || ws[i-1] == "rate") {
				return true
			}
		case "only":
			if i > 0 && ws[i-1] == "read" {
				return true
			}
		}
	}
	return false
}

// blocksThreat reports whether a key names a filter that blocks
// addresses or content that is a threat: block (or deny, drop, filter)
// followed by private or bogus networks, malware, phishing, spam, Tor
// or unsolicited inbound traffic, in one word or several (blockpriv,
// block_bogons, blockMalware, deny_inbound). Blocking ads or a page's
// resources guards nothing.
func blocksThreat(k string) bool {
	s := strings.ToLower(strings.Join(toolcall.Words(k), ""))
	for _, verb := range []string{"block", "deny", "drop", "filter"} {
		rest, ok := strings.CutPrefix(s, verb)
		if !ok {
			continue
		}
		for _, what := range []string{"priv", "bogon", "martian", "malware", "malicious", "phish", "spam", "tor", "threat",
			"inbound", "incoming", "unsolicited", "invalid", "spoof"} {
			if strings.HasPrefix(rest, what) {
				return true
			}
		}
	}
	return false
}

// offValue reports whether a setting's value turns it off.
func offValue(v string) bool {
	switch v {
	case "none", "None", "NONE", "off", "Off", "OFF", "disabled", "Disabled", "DISABLED", "disable":
		return true
	}
	return false
}
