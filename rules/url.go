package rules

import (
	"encoding/json"
	"io"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"unicode"

	"gatesh/internal/devhost"
	"gatesh/internal/lazy"
	"gatesh/parser"
)

// remoteURL finds a URL argument whose host is not this machine: a
// positional or a --url value that looks like a URL. A dynamic one counts
// as remote, since it can be anything.
func remoteURL(v *cmdView, pos []parser.Word) (parser.Span, bool) {
	for _, w := range pos {
		// A loopback URL after a forward of the same script reaches the
		// forward's other end (forwardsHere).
		if looksLikeURL(w.Value) && (w.Dynamic && dynamicHost(w.Value) || !devDest(w.Value) || v.forwarded && forwardedEnd(w.Value)) {
			return w.Span, true
		}
		if w.Dynamic && strings.HasPrefix(w.Value, "$") {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.hasValue && (f.name == "--url" && (!devDest(f.value) || v.forwarded && forwardedEnd(f.value)) || proxyFlags.Get()[f.name] && !isLoopback(f.value)) {
			// A proxy on another host receives all that is sent.
			return f.valueSpan, true
		}
		switch f.name {
		case "--resolve", "--connect-to":
			// The URL names localhost, the connection goes elsewhere.
			if !f.hasValue || !connectsLocally(f.name, f.value) {
				return f.span, true
			}
		case "-K", "--config", "--unix-socket", "--abstract-unix-socket":
			// URLs and options from a file gatesh does not read; a
			// request to whatever daemon listens on a socket.
			return f.span, true
		}
	}
	return parser.Span{}, false
}

// connectsLocally reports whether curl's --resolve HOST:PORT:ADDR[,ADDR]
// or --connect-to HOST:PORT:HOST2:PORT2 sends the connection to this
// machine only. A --resolve entry that removes one (-HOST:PORT) adds no
// address.
func connectsLocally(flag, v string) bool {
	if flag == "--resolve" {
		if strings.HasPrefix(v, "-") {
			return true
		}
		parts := strings.SplitN(strings.TrimPrefix(v, "+"), ":", 3)
		if len(parts) != 3 {
			return false
		}
		for _, addr := range strings.Split(parts[2], ",") {
			if !loopbackHost(strings.Trim(addr, "[]")) {
				return false
			}
		}
		return true
	}
	parts := strings.SplitN(v, ":", 3)
	if len(parts) != 3 {
		return false
	}
	host := parts[2]
	if strings.HasPrefix(host, "[") {
		end := strings.IndexByte(host, ']')
		if end < 0 {
			return false
		}
		host = host[1:end]
	} else if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host = host[:i]
	}
	return host == "" || loopbackHost(host) // "": the URL's own host
}

// loopbackHost reports whether a bare host name or address is this
// machine's loopback.
func loopbackHost(h string) bool {
	if strings.Contains(h, ":") {
		h = "[" + h + "]"
	}
	return h != "" && isLoopback("http://"+h+"/")
}

// cutScheme splits a URL's scheme from what follows its colon, when the
// text starts with a scheme curl knows followed by a slash: curl reads
// http:/host and http:///host as the host too, where Go's parser finds
// one only after exactly two slashes.
func cutScheme(s string) (scheme, rest string, ok bool) {
	scheme, rest, ok = strings.Cut(s, ":")
	if !ok || !strings.HasPrefix(rest, "/") {
		return "", "", false
	}
	switch strings.ToLower(scheme) {
	case "http", "https", "ftp", "ftps", "sftp", "scp", "ws", "wss", "dict", "gopher", "gophers", "imap", "imaps",
		"ldap", "ldaps", "mqtt", "pop3", "pop3s", "rtsp", "smb", "smbs", "smtp", "smtps", "telnet", "tftp":
		return scheme, rest, true
	}
	return "", "", false
}

// proxyFlags are curl's options that send everything through a proxy.
var proxyFlags = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"-x": true, "--proxy": true, "--preproxy": true, "--socks5": true, "--socks5-hostname": true,
		"--socks4": true, "--socks4a": true,
	}
}}

// remoteWrite finds a file written on another host: [user@]host:path, as
// scp and rsync name one, or an rsync:// or scp:// URL.
// A copy to a scratch host the route reaches is none (scratch.go).
func (s *Set) remoteWrite(v *cmdView) (parser.Span, bool) {
	for _, w := range v.writes {
		if h := remoteHost(w.value); h != "" && !isLoopback(h) {
			if _, ok := s.scratchOperand(w.value, v.cmd); ok {
				continue
			}
			return w.span, true
		}
	}
	return parser.Span{}, false
}

// remoteHost returns the host of [user@]host:path or of a URL, or "".
func remoteHost(s string) string {
	if scheme, rest, ok := strings.Cut(s, "://"); ok && scheme != "file" {
		host, _, _ := strings.Cut(rest, "/")
		return host
	}
	i := strings.IndexByte(s, ':')
	if i <= 0 || strings.ContainsAny(s[:i], "/") {
		return "" // a local path (with a colon after a slash)
	}
	host := s[:i]
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	return host
}

// looksLikeURL accepts "scheme:/...", "scheme://..." and scheme-less "host[:port][/path]"
// where the host has a dot or is localhost; "name=value" items and words
// without a dot are not URLs.
func looksLikeURL(s string) bool {
	if _, _, ok := cutScheme(s); ok || strings.Contains(s, "://") {
		return true
	}
	if strings.ContainsAny(s, "= ") || strings.HasPrefix(s, "@") || strings.HasPrefix(s, "-") {
		return false
	}
	host, _, _ := strings.Cut(s, "/")
	host = strings.TrimPrefix(host, ":")
	return strings.Contains(host, ".") || strings.HasPrefix(host, "localhost") || strings.HasPrefix(host, "[")
}

// isLoopback reports whether the URL's host is localhost or a loopback
// address, parsed as curl would: userinfo before "@" and a fragment after
// "#" are not the host.
func isLoopback(raw string) bool {
	u, ok := curlURL(raw)
	return ok && hostIsLoopback(u.Hostname())
}

// devDest reports whether a URL a client sends to reaches this machine or
// a development host beside it (devhost.Local): http://0.0.0.0:8000,
// http://api:8000 in a compose network, host.docker.internal. Other
// schemes (slack://TEAM/...) name no host a dev server answers on.
func devDest(raw string) bool {
	u, ok := curlURL(raw)
	if !ok {
		return false
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "ws", "wss":
		return devhost.Local(u.Hostname())
	}
	return hostIsLoopback(u.Hostname())
}

// curlURL parses a URL as curl reads one, with http:// when it names no
// scheme; false where curl and Go's parser would find different hosts.
func curlURL(raw string) (*url.URL, bool) {
	if _, rest, ok := cutScheme(raw); ok && (!strings.HasPrefix(rest, "//") || strings.HasPrefix(rest, "///")) {
		return nil, false // curl finds a host where Go's parser finds none
	}
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	if _, rest, _ := strings.Cut(raw, "://"); strings.Count(strings.SplitN(rest, "/", 2)[0], "@") > 1 {
		return nil, false // Go takes the last @ for the host, curl the first
	}
	u, err := url.Parse(raw)
	return u, err == nil
}

// hostIsLoopback reports whether a URL's host name is this machine's
// loopback.
func hostIsLoopback(host string) bool {
	if host == "localhost" || strings.HasSuffix(host, ".localhost") && !strings.Contains(strings.TrimSuffix(host, ".localhost"), ".") {
		return true
	}
	// net/netip rather than net: net links cgo into the binary, which
	// costs every command a dynamic loader at start.
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// dynamicHost reports whether the host part of a URL holds a placeholder:
// http://localhost:3000/?t=$X goes to localhost, http://$H/ anywhere.
func dynamicHost(raw string) bool {
	rest := raw
	if _, after, ok := strings.Cut(raw, "://"); ok {
		rest = after
	}
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	return strings.Contains(rest[:end], "$")
}

// transferOf reports whether the command copies between a remote store
// and this machine in the direction dir ("download": its last operand is
// a local path and an earlier one remote; "upload": the other way), and
// the operand that says so. "upload-store" is an upload whose
// destination is a URL of a store or host that is not a web server
// (cos://, sftp://, ftp://): a downloader's last operand is often an
// http URL after an option's value gatesh took for an operand (tool -o
// out.mp4 https://...), which says nothing of a copy's direction.
func transferOf(v *cmdView, dir string) (parser.Span, bool) {
	if dir == "upload-store" {
		sp, ok := transferOf(v, "upload")
		if !ok || webURL(v.pos[len(v.pos)-1].Value) {
			return parser.Span{}, false
		}
		return sp, true
	}
	pos := v.pos
	// The leading plain words are the subcommand (aws s3 cp, s3cmd put).
	for k := 0; k < 2 && len(pos) > 0 && !pos[0].Dynamic && !strings.ContainsAny(pos[0].Value, "/.:~*"); k++ {
		pos = pos[1:]
	}
	if len(pos) < 2 {
		return parser.Span{}, false
	}
	dest := pos[len(pos)-1]
	// The destination is a path or a store, not an option's value that
	// gatesh took for an operand (--acl public-read).
	if dest.Dynamic || !strings.ContainsAny(dest.Value, "/.:~") {
		return parser.Span{}, false
	}
	tool := v.cmd.Name
	destRemote := remoteStore(dest.Value, tool)
	if destRemote != (dir == "upload") {
		return parser.Span{}, false
	}
	// A copy to this machine's loopback (a local emulator of a store)
	// uploads nothing others read.
	if destRemote && loopbackURL(dest.Value) {
		return parser.Span{}, false
	}
	// An rclone remote the script defines as a folder of this machine
	// (RCLONE_CONFIG_NAME_TYPE=local) is no store others read.
	if destRemote && tool == "rclone" && rcloneLocalRemote(v.cmd, dest.Value) {
		return parser.Span{}, false
	}
	for _, w := range pos[:len(pos)-1] {
		if w.Dynamic {
			return parser.Span{}, false
		}
		if remoteStore(w.Value, tool) != destRemote {
			return dest.Span, true
		}
	}
	return parser.Span{}, false
}

// rcloneLocalRemote reports whether the remote that the operand w
// (name:path) names is defined in the command's environment, or by an
// earlier export of the script, as rclone's local backend
// (RCLONE_CONFIG_NAME_TYPE=local, rclone's docs on configuring remotes
// by environment variables).
func rcloneLocalRemote(c *parser.Command, w string) bool {
	name, _, ok := strings.Cut(w, ":")
	if !ok || name == "" {
		return false
	}
	key := "RCLONE_CONFIG_" + strings.ToUpper(name) + "_TYPE"
	local := false
	for _, as := range [][]parser.Assign{c.Exported, c.Assigns} {
		for _, a := range as {
			if a.Name == key {
				local = !a.Value.Dynamic && a.Value.Value == "local"
			}
		}
	}
	return local
}

// webURL reports whether w is an http or https URL.
func webURL(w string) bool {
	scheme, _, ok := strings.Cut(w, "://")
	return ok && (strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https"))
}

// loopbackURL reports whether w is a URL whose host is this machine's
// loopback (http://localhost:9000/b, sftp://127.0.0.1/x).
func loopbackURL(w string) bool {
	_, rest, ok := strings.Cut(w, "://")
	if !ok {
		return false
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	host := rest
	if strings.HasPrefix(host, "[") {
		if i := strings.IndexByte(host, ']'); i > 0 {
			host = host[1:i]
		}
	} else if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host = host[:i]
	}
	return hostIsLoopback(host)
}

// remoteStore reports whether a copy's operand names a remote store: a
// URL of a store or a web server, rclone's remote:path, or MinIO mc's
// alias/bucket path.
func remoteStore(w, tool string) bool {
	if scheme, _, ok := strings.Cut(w, "://"); ok {
		return scheme != "file"
	}
	switch tool {
	case "rclone":
		// :TYPE:PATH or :TYPE,OPTIONS:PATH is a backend made on the fly
		// (rclone's docs, "Connection strings"): a store unless local.
		if t, ok := strings.CutPrefix(w, ":"); ok {
			end := strings.IndexAny(t, ",:")
			return end > 0 && t[:end] != "local"
		}
		i := strings.IndexByte(w, ':')
		return i > 1 && !strings.ContainsAny(w[:i], "/~.$")
	case "mc":
		return strings.Contains(w, "/") && !strings.HasPrefix(w, ".") && !strings.HasPrefix(w, "/") && !strings.HasPrefix(w, "~")
	}
	return false
}

// httpReadOnly reports whether an HTTP client only asks for what a URL
// holds: curl or wget with no body, form, upload or request file and a
// method, if any, that reads (GET, HEAD, OPTIONS); httpie and xh with
// no data item (a=b, a:=b, a@file) and such a method. What the host
// answers is printed or saved here; nothing is sent to change it.
func httpReadOnly(v *cmdView) bool {
	switch v.cmd.Name {
	case "curl", "wget":
		// With -G, curl puts the data in the URL's query of a GET.
		get := slices.ContainsFunc(v.flags, func(f flagUse) bool { return f.name == "-G" || f.name == "--get" })
		for _, f := range v.flags {
			switch f.name {
			case "-X", "--request", "--method":
				if !f.hasValue || !readMethod(f.value) {
					return false
				}
			case "-d", "--data", "--data-raw", "--data-binary", "--data-ascii", "--data-urlencode", "--json":
				if !get {
					return false
				}
			case "-F", "--form", "--form-string", "-T", "--upload-file", "-K", "--config",
				"--post-data", "--post-file", "--body-data", "--body-file":
				return false
			}
		}
		return len(v.pos) > 0
	case "http", "https", "xh", "xhs":
		for i, w := range v.pos {
			if i == 0 && !w.Dynamic && upperWord(w.Value) {
				if !readMethod(w.Value) {
					return false
				}
				continue
			}
			if !httpieReadItem(w.Value) {
				return false
			}
		}
		for _, f := range v.flags {
			switch f.name {
			case "-f", "--form", "--multipart", "--raw", "--offline":
				return false
			}
		}
		return len(v.pos) > 0
	}
	return false
}

// httpieReadItem reports whether a word of httpie or xh is the URL, a
// header (Name:value) or a query parameter (name==value), not a data
// item (name=value, name:=json, name@file): its first separator decides,
// and it must come before any text that is known only at run time.
func httpieReadItem(w string) bool {
	i := strings.IndexAny(w, ":=@$")
	switch {
	case i < 0:
		return true
	case w[i] == '$':
		return false
	case w[i] == ':':
		return strings.HasPrefix(w[i:], "://") || !strings.HasPrefix(w[i:], ":=")
	case w[i] == '=':
		return strings.HasPrefix(w[i:], "==")
	}
	return false
}

// readMethod reports whether an HTTP method only reads.
func readMethod(m string) bool {
	switch strings.ToUpper(m) {
	case "GET", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// bodyFlags are curl's options whose value is a request body.
var bodyFlags = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-d": true, "--data": true, "--data-raw": true, "--data-binary": true, "--data-ascii": true, "--json": true}
}}

// queryReadOnly reports whether the command sends bodies, each a request
// that only reads, and nothing else: no form, no upload. A read is a
// GraphQL query ({"query": "query { viewer { login } }"}) or a JSON-RPC
// call that only reads (rpcRead: an MCP server's listings, a tools/call
// of a tool the tool-call policy finds green). gh api's fields are not
// curl's: ghGraphQLRead reads them.
func (s *Set) queryReadOnly(v *cmdView) bool {
	if v.cmd.Name == "gh" {
		return ghGraphQLRead(v)
	}
	n := 0
	for _, f := range v.flags {
		switch {
		case f.name == "-F" || f.name == "--form" || f.name == "--form-string" || f.name == "-T" || f.name == "--upload-file",
			f.name == "--data-urlencode" || f.name == "--url-query" || strings.HasPrefix(f.name, "--expand-"):
			// A form, an upload, more data or a URL built from variables
			// (--expand-data '{{SECRET}}') goes with the request.
			return false
		case f.name == "-X" || f.name == "--request":
			// The body is sent to the URL with another method (DELETE,
			// PUT): the method is what the request does.
			if !f.hasValue || f.dynamic || strings.ToUpper(f.value) != "POST" && !readMethod(f.value) {
				return false
			}
		case bodyFlags.Get()[f.name]:
			body := f.value
			if f.hasValue && body == "@-" {
				body = echoedBody(v)
			}
			// A body known only at run time ($X, $(git log -p)) may
			// carry anything to the other host, whatever it asks.
			if !f.hasValue || f.dynamic || !uniqueKeys(body) || !graphqlRead(body) && !s.rpcRead(body) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// echoedBody returns what a request body read from stdin (-d @-) is when
// the command's only upstream is an echo of one literal word (echo
// '{"jsonrpc":...}' | curl -d @- URL), and "" otherwise: a filter
// between them, a redirection or an option of echo's could change it.
func echoedBody(v *cmdView) string {
	up := v.upstream
	if up == nil || len(v.cmd.PipeFrom) != 1 || v.cmd.PipeFrom[0] != "echo" || up.Name != "echo" || len(up.Args) != 1 {
		return ""
	}
	for _, r := range v.cmd.Redirs {
		if strings.HasPrefix(r.Op, "<") && r.Fd == "" {
			return ""
		}
	}
	// A backslash is echo's escape where it reads them (xpg_echo, sh's
	// echo): what it prints may be another text than the word.
	if a := up.Args[0]; !a.Dynamic && !strings.HasPrefix(a.Value, "-") && !strings.Contains(a.Value, `\`) {
		return a.Value
	}
	return ""
}

// uniqueKeys reports whether text is one JSON value in which no object
// has two keys that are equal when case is folded. Go's decoder takes the
// last of such keys for a field and folds case; the server may take the
// first, or only the exact spelling ({"method":"tools/call",
// "METHOD":"tools/list"}): such a body may not be read as what it asks.
func uniqueKeys(text string) bool {
	type level struct {
		object, wantKey bool
		keys            map[string]bool
	}
	dec := json.NewDecoder(strings.NewReader(text))
	var stack []level
	done := false
	valueEnds := func() {
		if len(stack) == 0 {
			done = true
		} else if top := &stack[len(stack)-1]; top.object {
			top.wantKey = true
		}
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return done
		}
		if err != nil || done {
			return false
		}
		if d, ok := tok.(json.Delim); ok {
			if d == '{' || d == '[' {
				stack = append(stack, level{object: d == '{', wantKey: true})
				continue
			}
			stack = stack[:len(stack)-1]
			valueEnds()
			continue
		}
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantKey {
			top := &stack[n-1]
			k := foldKey(tok.(string))
			if top.keys == nil {
				top.keys = map[string]bool{}
			}
			if top.keys[k] {
				return false
			}
			top.keys[k], top.wantKey = true, false
			continue
		}
		valueEnds()
	}
}

// foldKey maps each letter of s to the least of the letters Unicode's
// simple case folding makes it equal to (K, k and the Kelvin sign are
// one), as Go's decoder compares keys.
func foldKey(s string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, s)
}
