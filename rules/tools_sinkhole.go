package rules

import (
	"strconv"
	"strings"
	"time"

	"gatesh/toolcall"
)

// sinkholeOff reports whether a call switches off the blocking of a
// network's DNS sinkhole (Pi-hole, AdGuard Home, Technitium, Blocky,
// NextDNS): an argument whose key names its blocking, protection or
// filtering (blocking, protection_enabled, filtering_enabled, or enabled
// on a tool named for one of them) set false or off. Every device that
// resolves through it loses the blocking, so it is a guard turned off; a
// pause with a timer ends by itself within it and is not (a timer of
// 300 turns blocking back on in five minutes).
func sinkholeOff(args map[string]any, class string, name, server []string) bool {
	if class == verbRead || class == verbNone || !dnsSinkhole(server) {
		return false
	}
	off := false
	for k, v := range args {
		ws := toolcall.Words(k)
		guard := blockingWord(ws) || keyIn(k, []string{"enabled", "enable", "status", "state"}) && blockingWord(name)
		if !guard {
			continue
		}
		switch x := v.(type) {
		case bool:
			off = off || !x
		case string:
			off = off || offValue(x) || strings.EqualFold(x, "false")
		}
	}
	return off && !timed(args)
}

// dnsSinkhole reports whether a server's words name a network DNS
// sinkhole.
func dnsSinkhole(server []string) bool {
	for _, w := range server {
		switch w {
		case "pihole", "adguard", "adguardhome", "technitium", "blocky", "nextdns":
			return true
		}
	}
	return false
}

// blockingWord reports whether words name a sinkhole's blocking.
func blockingWord(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "blocking", "protection", "filtering", "blocklist", "blocklists":
			return true
		}
	}
	return false
}

// timed reports whether a call's arguments give a positive timer or
// duration of at most an hour after which what it changes reverts: a
// timer of a year, or one that is no number ("forever"), is blocking
// switched off. A number is seconds (minutes under a minutes key); a
// duration in milliseconds (AdGuard Home's) reads as more, and is held.
func timed(args map[string]any) bool {
	const most = time.Hour
	for k, v := range args {
		for _, w := range toolcall.Words(k) {
			unit := time.Second
			switch w {
			case "minutes":
				unit = time.Minute
			case "timer", "duration", "seconds", "timeout", "for":
			default:
				continue
			}
			var d time.Duration
			switch x := v.(type) {
			case float64:
				if x <= 0 || x > float64(most/unit) {
					return false
				}
				d = time.Duration(x * float64(unit))
			case string:
				if n, err := strconv.Atoi(x); err == nil {
					d = time.Duration(n) * unit
				} else if pd, err := time.ParseDuration(x); err == nil {
					d = pd
				}
			}
			return d > 0 && d <= most
		}
	}
	return false
}
