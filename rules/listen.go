package rules

import (
	"net/url"
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// listenOptions name the options through which servers take the address
// they listen on.
var listenOptions = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"bind": true, "b": true, "host": true, "ip": true, "listen": true, "address": true, "addr": true,
		"a": true, "S": true, "interface": true, "hostname": true, "http-address": true, "http-host": true, "bind-address": true,
		"bind-addr": true, "l": true, "h": true, "H": true, "listen-address": true, "addr-listen": true, "bind_ip": true,
		"NotebookApp.ip": true, "ServerApp.ip": true, "server.address": true, "server.host": true,
	}
}}

// ownListenOptions are the listen options of programs whose other
// one-letter options mean something else: php serves only with -S (its
// -l lints the files after it, -h prints help, -a is its interactive
// shell), php-cgi binds its FastCGI socket with -b, miniserve and webfsd
// bind with -i.
var ownListenOptions = &lazy.Value[map[string]map[string]bool]{New: func() map[string]map[string]bool {
	return map[string]map[string]bool{
		"php":     {"S": true},
		"php-cgi": {"b": true},
		// miniserve binds what each -i/--interfaces names, webfsd what -i
		// names (their manuals); without one they bind every interface.
		"miniserve": {"i": true, "interfaces": true, "interface": true},
		"webfsd":    {"i": true},
	}
}}

// listenAddresses returns the listen addresses a command is given:
// --bind=A, --bind A, -b A, -S A:PORT, --host A.
func listenAddresses(c *parser.Command) []parser.Word {
	var out []parser.Word
	args := c.Args
	options := listenOptions.Get()
	if own, ok := ownListenOptions.Get()[c.Name]; ok {
		options = own
	}
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if len(a) < 2 || a[0] != '-' || a == "--" {
			continue
		}
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !options[name] {
			continue
		}
		switch {
		case eq:
			out = append(out, parser.Word{Value: value, Span: args[i].Span, Dynamic: args[i].Dynamic})
		case i+1 < len(args) && !strings.HasPrefix(args[i+1].Value, "-"):
			out = append(out, args[i+1])
		}
	}
	return out
}

// loopback reports whether a listen address is this machine alone:
// 127.0.0.0/8, ::1 or localhost, with or without a port or scheme, or a
// unix socket.
func loopback(a string) bool {
	a = strings.ToLower(strings.TrimSpace(a))
	// A unix socket or a file descriptor is reached only from here.
	if strings.HasPrefix(a, "unix:") || strings.HasPrefix(a, "fd:") || strings.HasPrefix(a, "/") || strings.HasPrefix(a, "npipe:") {
		return true
	}
	if u, err := url.Parse(a); err == nil && u.Host != "" {
		a = u.Host
	}
	host := a
	switch {
	case strings.HasPrefix(a, "["):
		host, _, _ = strings.Cut(a[1:], "]")
	case strings.Count(a, ":") == 1:
		host, _, _ = strings.Cut(a, ":")
	}
	// The URL policy's test (hostIsLoopback): an address of 127.0.0.0/8
	// or ::1, or localhost; a name that only starts with 127.
	// (127.0.0.1.nip.io, 127.lan.example) resolves where its DNS says.
	return hostIsLoopback(host)
}

// listenPublic finds a listen address that is not loopback: 0.0.0.0,
// ::, a LAN address, a host name, ":PORT" (every interface), or one not
// known statically.
func listenPublic(v *cmdView) (parser.Span, bool) {
	for _, w := range listenAddresses(v.cmd) {
		if w.Dynamic || !loopback(w.Value) {
			return w.Span, true
		}
	}
	return parser.Span{}, false
}

// appServer reports whether a server serves the project's own
// application while it is developed, rather than a folder, a shell, a
// store or a tunnel: it is given an app object as module:attr (main:app,
// src.api.main:app, app:create_app()), or its first word is a framework's
// dev server (dev) or run of a code file of the project (run app.py).
// What such a server shows is the app being built; on a developer's
// machine that is not outward by itself. A preview serves the built
// folder as files and is left out.
func appServer(v *cmdView) bool {
	if !serverOwnArgs(v.cmd.Args) {
		return false
	}
	// The words left once the listen addresses and bare port numbers
	// (which a program gatesh does not know may take as operands) are
	// set aside. The app object or the subcommand is the server's first
	// operand; only a word that may be an earlier option's value comes
	// before it (gunicorn -k uvicorn.workers.UvicornWorker main:app),
	// not a program the server runs (frobd sh -c bash main:app).
	addrs := listenAddresses(v.cmd)
	var words []parser.Word
	for _, w := range v.pos {
		if w.Dynamic {
			return false
		}
		if slices.ContainsFunc(addrs, func(a parser.Word) bool { return a.Span == w.Span }) || portNumber(w.Value) {
			continue
		}
		words = append(words, w)
	}
	for i, w := range words {
		if appObject(w.Value) {
			return true
		}
		switch w.Value {
		case "dev":
			return i+1 == len(words) || projectCodeFile(words[i+1].Value)
		case "run":
			return i+1 < len(words) && projectCodeFile(words[i+1].Value)
		}
		if len(words) == 1 && siteServer(v.cmd.Name, w.Value) {
			return true
		}
		if !optionValue(v.cmd.Args, w.Span) {
			return false
		}
	}
	return false
}

// serverOwnArgs reports whether a server's words are all its own and
// name nothing it serves or runs beyond the project's app: no word
// known only at run time, no -- (what follows is handed on to another
// program), no path outside the project (--root=/, --static ~/), and no
// option that names a program to run for whoever connects (--exec,
// --shell, --command).
func serverOwnArgs(args []parser.Word) bool {
	for _, a := range args {
		if a.Dynamic || a.Value == "--" {
			return false
		}
		value := a.Value
		if strings.HasPrefix(value, "-") {
			name, val, _ := strings.Cut(strings.TrimLeft(value, "-"), "=")
			name = strings.ToLower(name)
			if strings.Contains(name, "exec") || strings.Contains(name, "shell") || strings.Contains(name, "command") || strings.Contains(name, "cmd") {
				return false
			}
			value = val
		}
		if outsideWord(value) {
			return false
		}
	}
	return true
}

// outsideWord reports whether a word spells a path that leaves the
// folder the command runs in: a root, the home, a variable or a parent.
func outsideWord(p string) bool {
	return strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") || p == ".." ||
		strings.HasPrefix(p, "../") || strings.Contains(p, "/../") || strings.HasSuffix(p, "/..")
}

// optionValue reports whether the word at span follows an option given
// without =, whose value it may be (-k uvicorn.workers.UvicornWorker).
func optionValue(args []parser.Word, span parser.Span) bool {
	for i := 1; i < len(args); i++ {
		if args[i].Span == span {
			prev := args[i-1].Value
			return len(prev) > 1 && prev[0] == '-' && !strings.Contains(prev, "=")
		}
	}
	return false
}

// siteServer reports whether word is the subcommand by which a static
// site generator builds the project's site and serves it while it is
// written (hugo server, jekyll serve, mkdocs serve), from each
// generator's documentation. It takes the site from the folder's own
// configuration, never from an operand: with one, the command is not
// this. A generator's subcommand that serves the built output alone
// (a preview) is left out, as a preview is above.
func siteServer(name, word string) bool {
	switch name {
	case "hugo":
		return word == "server" || word == "serve"
	case "jekyll":
		return word == "serve" || word == "s" || word == "server"
	case "hexo":
		return word == "server" || word == "s"
	case "middleman":
		return word == "server"
	case "zola", "mkdocs", "mdbook":
		return word == "serve"
	case "gatsby":
		return word == "develop"
	case "docusaurus", "bridgetown":
		return word == "start"
	}
	return false
}

// portNumber reports whether s is a port: one to five digits.
func portNumber(s string) bool {
	return len(s) <= 5 && isDigits(s)
}

// appObject reports whether s names an object of a module: dotted
// identifiers, a colon, an identifier, and an optional call of a factory
// with no arguments (main:app, api.server:create_app()).
func appObject(s string) bool {
	mod, attr, ok := strings.Cut(s, ":")
	if !ok || mod == "" || attr == "" {
		return false
	}
	attr = strings.TrimSuffix(attr, "()")
	for _, part := range strings.Split(mod, ".") {
		if !identifier(part) {
			return false
		}
	}
	return identifier(attr)
}

func identifier(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// projectCodeFile reports whether p is a relative path below the folder
// to a source file (app.py, src/server.ts), not a folder to serve.
func projectCodeFile(p string) bool {
	if p == "" || outsideWord(p) {
		return false
	}
	switch path.Ext(p) {
	case ".py", ".js", ".mjs", ".cjs", ".ts", ".mts", ".tsx", ".jsx", ".rb", ".php":
		return true
	}
	return false
}

// listenLoopbackOnly reports whether the command names listen addresses
// and every one is loopback.
func listenLoopbackOnly(v *cmdView) bool {
	as := listenAddresses(v.cmd)
	for _, w := range as {
		if w.Dynamic || !loopback(w.Value) {
			return false
		}
	}
	return len(as) > 0
}
