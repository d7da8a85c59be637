package rules

import (
	"path"
	"slices"

	"gatesh/parser"
)

// tlsClientSendsFile returns where openssl s_client, connected to another
// host, is given a file as its standard input: s_client sends what it
// reads there to the server (openssl-s_client(1): "any data typed at the
// terminal will be sent to the server"), so `openssl s_client -connect
// host:443 < data.csv` or `cat data.csv | openssl s_client ...` uploads
// the file as nc does. Nothing (< /dev/null), or text the command spells
// out (echo | ..., printf 'Q' | ...), as a certificate check gives it, is
// no file sent. The host is -connect's (or -host's) value or the operand (OpenSSL 3's
// s_client host:port), localhost:4433 when neither is given.
func tlsClientSendsFile(v *cmdView) (parser.Span, bool) {
	if path.Base(v.cmd.Name) != "openssl" || len(v.pos) == 0 || v.pos[0].Dynamic || v.pos[0].Value != "s_client" {
		return parser.Span{}, false
	}
	var hosts []parser.Word
	for _, f := range v.flags {
		if (f.name == "-connect" || f.name == "-host") && f.hasValue {
			hosts = append(hosts, parser.Word{Value: f.value, Dynamic: f.dynamic, Span: f.span})
		}
	}
	hosts = append(hosts, v.pos[1:]...)
	remote := false
	for _, h := range hosts {
		if h.Dynamic || !localTarget(h.Value) {
			remote = true
		}
	}
	if !remote {
		return parser.Span{}, false
	}
	for _, r := range v.cmd.Redirs {
		if r.Op == "<" && (r.Fd == "" || r.Fd == "0") && (r.Target.Dynamic || r.Target.Value != "/dev/null") {
			return r.Span, true
		}
	}
	if slices.ContainsFunc(v.cmd.PipeFrom, func(name string) bool { return !literalTextSource(name) }) {
		return v.cmd.Span, true
	}
	return parser.Span{}, false
}

// literalTextSource reports whether a command upstream in a pipeline
// writes only text its own words give, or nothing: echo, printf, true.
func literalTextSource(name string) bool {
	switch path.Base(name) {
	case "echo", "printf", "true", "false", ":", "sleep":
		return true
	}
	return false
}
