package rules

import (
	"net/netip"
	"path"
	"strconv"
	"strings"

	"gatesh/internal/devhost"
	"gatesh/parser"
)

// loadRemote reports whether the command has the shape of a load test
// and is aimed at a host that is not this machine or a development
// host beside it: the traffic reaches a service others use, as many
// requests as it can. The shape is two numeric options of
// concurrency, count, rate or duration (-n 100000 -c 100, -t8 -c400
// -d60s, --count 50 --num 200), a load plan (a .jmx file, a script
// named for load or stress), or a program or subcommand named for it
// (a perf test, an attack). The host is a URL, a host-shaped value
// (-Jhost=shop.x.example, bootstrap.servers=k.x.example:9092) or a
// value named like production (-targets=prod-targets.txt).
func loadRemote(v *cmdView) (parser.Span, bool) {
	args := v.cmd.Args
	shape := loadNamed(v.cmd.Name)
	first := ""
	var target parser.Span
	remote := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.Dynamic {
			continue
		}
		x := a.Value
		if !remote {
			if key, val := lastValue(x); remoteLoadTarget(key, val, val != x) || remoteAddress(val) {
				target, remote = a.Span, true
			}
		}
		if !shape && !strings.HasPrefix(x, "-") && (i == 0 && loadNamed(x) || loadPlan(x)) {
			shape = true
		}
		if len(x) < 2 || x[0] != '-' || x == "--" || shape {
			continue
		}
		name, value, eq := strings.Cut(strings.TrimLeft(x, "-"), "=")
		if !eq {
			switch {
			case !strings.HasPrefix(x, "--") && len(name) > 1 && (name[1] >= '0' && name[1] <= '9' || name[1] == '-'):
				// A short option with its number glued on: -c400,
				// -p1-65535, -p- (every port).
				name, value = name[:1], name[1:]
			case i+1 < len(args):
				value = args[i+1].Value
			}
		}
		if floodOption(name, value) {
			shape = true
			continue
		}
		if loadOption(name) && loadNumber(value) {
			if first == "" {
				first = name
			}
			shape = name != first
		}
	}
	return target, shape && remote
}

// floodOption reports whether one option alone gives a flood's or a
// scan's shape: a flood (--flood), a range of ports or the top ones
// (-p1-65535, -p-, --ports 1-1024, --top-ports 1000), or so many
// connections at once that a server's slots fill (-c 1000): what a
// slow-request attack holds open.
func floodOption(name, value string) bool {
	switch name {
	case "flood":
		return true
	case "p", "port", "ports":
		if value == "-" {
			return true
		}
		lo, hi, ok := strings.Cut(value, "-")
		return ok && loadNumber(lo) && loadNumber(hi) && strings.Trim(lo+hi, "0123456789") == ""
	case "top-ports":
		return loadNumber(value)
	case "c", "concurrency", "connections", "conns", "clients":
		n, err := strconv.Atoi(value)
		return err == nil && n >= 500
	}
	return false
}

// remoteAddress reports whether a word is an IP address or a network
// range (203.0.113.7, 198.51.100.0/24) that is not this machine: a
// scan's or a flood's target.
func remoteAddress(x string) bool {
	if x == "" || (x[0] < '0' || x[0] > '9') && !strings.Contains(x, ":") {
		return false // neither IPv4 nor IPv6: nothing to parse
	}
	if p, err := netip.ParsePrefix(x); err == nil {
		return !devhost.Here(p.Addr().String())
	}
	if ip, err := netip.ParseAddr(x); err == nil {
		return !devhost.Here(ip.String())
	}
	return false
}

// lastValue splits a word at its last "=" into the key before it (host
// of -Jhost=x, bootstrap.servers of k=v inside an option's value) and
// the value after it; a word without one is its own value.
func lastValue(x string) (string, string) {
	if i := strings.LastIndexByte(x, '='); i >= 0 {
		return strings.ToLower(x[:i]), x[i+1:]
	}
	return "", x
}

// remoteLoadTarget reports whether a word names a host that is not this
// machine or a development host: a URL, a host-shaped name or address,
// a dotted name given to a setting named for a host, or an option's
// value named like production.
func remoteLoadTarget(key, x string, value bool) bool {
	if x == "" {
		return false
	}
	if strings.Contains(x, "://") {
		return !devDest(x)
	}
	if hostShaped(x) || hostKey(key) && strings.Contains(x, ".") {
		return !localTarget(x) && !devDest(x)
	}
	return value && prodNamed(x)
}

// hostKey reports whether a setting's name says its value is a host
// (-Jhost, target.hostname, bootstrap.servers, BASE_URL).
func hostKey(key string) bool {
	for _, end := range []string{"host", "hostname", "server", "servers", "url", "uri", "endpoint", "addr", "address"} {
		if strings.HasSuffix(key, end) {
			return true
		}
	}
	return false
}

// loadNamed reports whether a program's or a subcommand's name says it
// generates load: a perf test, a load or stress test, a benchmark, an
// attack, a siege.
func loadNamed(name string) bool {
	base := path.Base(name)
	if strings.Contains(base, "flood") || strings.Contains(base, "Flood") {
		return true // synflood, udpflood: a name of one word
	}
	for part := range wordParts(base) {
		switch part {
		case "perf", "loadtest", "stress", "benchmark", "attack", "siege", "flood":
			return true
		}
	}
	return false
}

// loadPlan reports whether an operand is a load test's plan: a JMeter
// plan, or a script named for load, stress, soak or spike.
func loadPlan(x string) bool {
	ext := path.Ext(x)
	switch ext {
	case ".jmx":
		return true
	case ".js", ".ts", ".py", ".scala", ".lua", ".yml", ".yaml":
	default:
		return false
	}
	for part := range wordParts(strings.TrimSuffix(path.Base(x), ext)) {
		switch part {
		case "load", "loadtest", "stress", "soak", "spike", "perf":
			return true
		}
	}
	return false
}

// loadOption reports whether an option's name is one of a load test's
// figures: concurrency, requests, rate, duration, threads.
func loadOption(name string) bool {
	switch name {
	case "c", "n", "t", "r", "d", "z", "u",
		"concurrency", "connections", "clients", "users", "vus", "threads", "workers",
		"num", "count", "requests", "number", "iterations", "num-records", "reps",
		"rate", "qps", "throughput", "arrival-rate", "spawn-rate",
		"duration", "time":
		return true
	}
	return false
}

// loadNumber reports whether a value is a count, a rate or a duration:
// digits, maybe negative (--throughput -1), with a unit (60s, 10M, 1m).
func loadNumber(x string) bool {
	x = strings.TrimPrefix(x, "-")
	digits := 0
	for digits < len(x) && (x[digits] >= '0' && x[digits] <= '9' || digits > 0 && x[digits] == '.') {
		digits++
	}
	return digits > 0 && len(x)-digits <= 2
}
