package inline

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"gatesh/internal/devhost"
	"gatesh/internal/relit"
)

// The capabilities a snippet may reach that gatesh holds when it cannot
// follow how they are used.
const (
	Process  = "process"  // runs programs or shell commands
	Delete   = "delete"   // deletes or truncates files
	Network  = "network"  // sends data to another host
	Database = "database" // talks to a database
	Cloud    = "cloud"    // uses a cloud account
	Mail     = "mail"     // sends mail
	// RunsDownload: imports, loads or runs a file it wrote from what it
	// fetched.
	RunsDownload = "runs-download"
)

// module is a library a language imports, and what it can do.
type module struct {
	cap string
	// attrs are the names that reach a capability, "name" for cap or
	// "name:capability" for another; nil means every name but safe.
	attrs []string
	safe  []string
}

// Result is what a snippet does, as far as gatesh can read it.
type Result struct {
	// Calls run commands or touch files with arguments gatesh can read;
	// they are classified as commands of their own.
	Calls []Call
	// Caps are capabilities the snippet reaches in a way gatesh cannot
	// follow: an unlisted name of a module that has one, a lookup by
	// string, a rename, an indirect call.
	Caps []string
	// Checked, when not empty, is the code as patterns that hold a
	// delete read it: the deletes of what the code made itself blanked,
	// and the copies of collections.abc's classes onto collections
	// (pyCompatShims).
	Checked string
	// Program, when not empty, is the code as patterns that read only
	// what it runs see it: the text of its plain strings and comments
	// filled in (pyProgram).
	Program string
}

// bindings are what a snippet's imports name.
type bindings struct {
	aliases map[string]string // local name -> module
	names   map[string]string // local name -> module.attr
	stars   []string          // modules imported with *
	skip    [][2]int          // spans of import statements, not uses
}

func (b *bindings) alias(local, mod string) {
	if b.aliases == nil {
		b.aliases = map[string]string{}
	}
	b.aliases[local] = mod
}

func (b *bindings) name(local, qualified string) {
	if b.names == nil {
		b.names = map[string]string{}
	}
	b.names[local] = qualified
}

// pattern is a regexp compiled on first use that it may match, with the
// capability it shows. Most snippets hold none of the literals a pattern
// needs (relit): the substring search that says so spares the regexp's
// run, and a pattern no snippet of the process may match is never
// compiled.
type pattern struct {
	cap        string
	src        string
	filterOnce sync.Once
	filter     relit.Filter
	once       sync.Once
	re         *regexp.Regexp
}

func (p *pattern) match(code string) bool {
	p.filterOnce.Do(func() { p.filter = relit.New(p.src) })
	if !p.filter.MayMatch(code) {
		return false
	}
	p.once.Do(func() { p.re = regexp.MustCompile(p.src) })
	return p.re.MatchString(code)
}

// plainDunders are special names of a module that reach none of its code.
var plainDunders = []string{"__version__", "__name__", "__file__", "__doc__", "__path__", "__spec__", "__package__"}

// Analyze reads a snippet: the calls that run commands or touch files,
// with imports resolved (import subprocess as sp; sp.run(...) is
// subprocess.run), and the capabilities reached in ways it cannot follow.
func (l *Lang) Analyze(code string) Result {
	if l.analyze != nil {
		return l.analyze(code)
	}
	orig := code
	var b bindings
	if l.imports != nil {
		// Given the code as written: it sees the inline imports the
		// rewriting removes, and measures its spans after that rewriting.
		b = l.imports(code)
	}
	code, calls := l.prep(code)
	code = l.resolve(code, &b)
	if l.Name == "python" {
		b.skip = append(b.skip, pyDataSpans(code)...)
	}
	r := Result{Calls: l.scan(code, calls)}
	if l.Name == "python" {
		r.Checked = markOwn(orig, code, r.Calls)
		base := r.Checked
		if base == "" {
			base = orig
		}
		if c := pyCompatShims(base); c != "" {
			r.Checked, base = c, c
		}
		if c := pyPlainBuiltins(base); c != base {
			r.Checked = c
		}
		if r.Checked != "" {
			r.Program = pyProgram(r.Checked)
		} else {
			r.Program = pyProgram(orig)
		}
		if pyRunsDownload(code) {
			r.Caps = append(r.Caps, RunsDownload)
		}
	}
	add := func(c string) {
		if !slices.Contains(r.Caps, c) {
			r.Caps = append(r.Caps, c)
		}
	}
	for _, m := range b.stars {
		if mod, ok := l.module(m); ok {
			add(mod.cap) // every name of the module, bare
		}
	}
	// used maps the name a module goes by in the rewritten code to the
	// module: its own name, or the alias when that cannot be rewritten.
	used := map[string]string{}
	for a, m := range b.aliases {
		if t := rewriteTarget(m); t != "" {
			used[t] = m
		} else {
			used[a] = m
		}
	}
	for _, q := range b.names {
		m, _ := splitQualified(q)
		if t := rewriteTarget(m); t != "" {
			used[t] = m
		}
	}
	for name, m := range used {
		if mod, ok := l.module(m); ok {
			if c := l.reaches(code, name, mod, b.skip, false); c != "" {
				if c == Network && l.Name == "python" && requestsOnlyBuilds(code, name, m, mod, b.skip, l) {
					continue
				}
				add(c)
			}
		}
	}
	for _, m := range l.globals {
		if mod, ok := l.module(m); ok && used[m] == "" {
			if c := l.reaches(code, m, mod, b.skip, true); c != "" {
				add(c)
			}
		}
	}
	// A name imported from a module and then used other than in a call
	// gatesh reads: passed on, stored, renamed.
	for local, q := range b.names {
		m, attr := splitQualified(q)
		mod, ok := l.module(m)
		if !ok {
			continue
		}
		if c, bad := mod.capOf(attr); bad && usedBare(code, local, b.skip) {
			if l.Name == "python" && attr == "Request" && (m == "requests" || strings.HasPrefix(m, "requests.")) {
				continue // requests' Request only builds (see requestsOnlyBuilds)
			}
			add(c)
		}
	}
	for i := range l.unlisted {
		if p := &l.unlisted[i]; p.match(code) {
			add(p.cap)
		}
	}
	if slices.Contains(r.Caps, Network) && OnlyLocalURLs(code) {
		r.Caps = slices.DeleteFunc(r.Caps, func(c string) bool { return c == Network })
	}
	if slices.Contains(r.Caps, Database) && (sqliteReadsOnly(code) || l.Name == "node" && pgLoopbackReadsOnly(orig)) {
		r.Caps = slices.DeleteFunc(r.Caps, func(c string) bool { return c == Database })
	}
	return r
}

// sqlCall finds the SQL a snippet hands a driver: execute("..."),
// executemany('...'), query(`...`), read_sql("...").
var sqlCall = &lazyRegexp{src: `\b(execute|executemany|executescript|query|read_sql(?:_query)?|exec|all|get|run|prepare)\s*\(\s*[rbuf]{0,2}("""|'''|"|'|` + "`" + `)`}

// otherStore names database and cloud libraries besides SQLite.
var otherStore = &lazyRegexp{src: `(?i)psycopg|pymysql|mysqldb|mysql\.connector|mysql2|pymongo|mongo|redis|sqlalchemy|asyncpg|aiomysql|cx_oracle|oracledb|pyodbc|pg\b|\bpg\.|knex|sequelize|prisma|boto|google\.cloud|azure|snowflake|bigquery|clickhouse|cassandra|neo4j|elasticsearch|duckdb|attach`}

// sqliteReadsOnly reports whether the snippet's database is SQLite and
// every statement it hands the driver, and there is one, only reads
// (SELECT, PRAGMA table_info): counting a local database's rows changes
// nothing. A commit, a statement built at run time or another store's
// library is not known to read.
func sqliteReadsOnly(code string) bool {
	if !strings.Contains(strings.ToLower(code), "sqlite") || otherStore.get().MatchString(code) || strings.Contains(code, "commit") {
		return false
	}
	calls := sqlCall.get().FindAllStringSubmatchIndex(code, 16)
	// A call handed anything but a literal (c.execute(open('q.sql').read()),
	// db.exec(sql)) runs SQL nobody read: DDL commits at once.
	if len(calls) == 0 || len(calls) == 16 {
		return false
	}
	literal := 0
	for _, m := range calls {
		if sqlCallAny.get().MatchString(code[m[2]:m[1]]) {
			literal++
		}
	}
	if literal != len(sqlCallAny.get().FindAllStringIndex(code, -1)) {
		return false
	}
	return literalSQLReadsOnly(code, calls)
}

// sqlCallAny finds every call of sqlCall's names that always take SQL
// text first, whatever it is handed. get, all and run are left out:
// better-sqlite3's statements run by them with bind values
// (db.prepare('...').get(id)).
var sqlCallAny = &lazyRegexp{src: `\b(execute|executemany|executescript|query|read_sql(?:_query)?|exec|prepare)\s*\(`}

// urlLiteral finds the URLs a snippet names.
var urlLiteral = &lazyRegexp{src: `\b[a-zA-Z][a-zA-Z0-9+.-]{1,15}://[^\s'"` + "`" + `)]+`}

// OnlyLocalURLs reports whether every place the snippet sends to, and
// there is at least one, is this machine or a development host beside it
// (devhost.Local, as for curl: a compose service such as api:8000): a
// test that posts to the local server it started, or checks its port,
// sends nothing away. Every URL it names must be one, and every call
// that names where to send must name it there, as a string or a
// socket's (host, port): a snippet that builds its destination from
// anything else may send anywhere.
func OnlyLocalURLs(code string) bool {
	urls := urlLiteral.get().FindAllString(code, 16)
	if len(urls) == 16 {
		return false
	}
	for _, u := range urls {
		scheme, rest, _ := strings.Cut(u, "://")
		switch strings.ToLower(scheme) {
		case "http", "https", "ws", "wss":
		default:
			return false
		}
		host := rest
		if i := strings.IndexAny(host, "/?#"); i >= 0 {
			host = host[:i]
		}
		if i := strings.LastIndexByte(host, '@'); i >= 0 {
			return false // userinfo: the host may be elsewhere
		}
		if strings.HasPrefix(host, "[") {
			host, _, _ = strings.Cut(host[1:], "]")
		} else if i := strings.IndexByte(host, ':'); i >= 0 {
			host = host[:i]
		}
		if !devhost.Local(host) {
			return false
		}
	}
	sockets := 0
	for _, m := range destCall.get().FindAllStringIndex(code, 64) {
		rest := code[m[1]:]
		// requests.request(METHOD, URL), urllib3's and httpx's request
		// and fetch-like request(method, url): the method comes first,
		// the destination second.
		if strings.HasSuffix(strings.TrimRight(code[m[0]:m[1]], " \t("), "request") {
			if mm := methodArg.get().FindStringIndex(rest); mm != nil {
				rest = rest[mm[1]:]
			}
		}
		switch {
		case strings.HasPrefix(rest, "(") || strings.HasPrefix(rest, "["):
			host, ok := literalHost(rest[1:])
			if !ok || !devhost.Local(host) {
				return false
			}
			sockets++
		case len(rest) > 0 && strings.IndexByte("'\"`", rest[0]) >= 0:
			// A string: a URL among those checked above, or no
			// destination (a dictionary's .get('key')); nothing joined
			// to it may reach its host.
			if !wholeURLArg(code, m[1]) {
				return false
			}
		case len(rest) > 1 && strings.IndexByte("fFrRbBuU", rest[0]) >= 0 && strings.IndexByte("'\"", rest[1]) >= 0:
			if !wholeURLArg(code, m[1]+1) {
				return false
			}
		case uriOfString.get().MatchString(rest):
			// Ruby's URI("...") or URI.parse("..."): a URL among
			// those checked above, given whole (not URI(...) + "//h",
			// .merge or .tap).
			if !wholeURI(code, m[1]) {
				return false
			}
		case strings.HasPrefix(rest, "{"):
			// Node's options object (net.connect({host: '127.0.0.1',
			// port: 5433}), http.request({hostname: 'localhost'})).
			if !localOptions(rest, nodeHTTPCall(code, m[0])) || jsReaims.get().MatchString(code) {
				return false
			}
			sockets++
		case !jsReaims.get().MatchString(code) && boundToOptions(code, rest, nodeHTTPCall(code, m[0])):
			// Node's options object bound to a name first
			// (const opt = {hostname: 'localhost', ...};
			// http.request(opt, cb)).
			sockets++
		default:
			// A name the snippet binds, each time, to a request or a
			// URI made from a string (r = urllib.request.Request(
			// 'http://127.0.0.1/x', data=b); urlopen(r)): the
			// constructor is a call checked here as well.
			if !boundToRequest(code, rest) {
				return false
			}
		}
	}
	// A client made for one host, named first (http.client's
	// HTTPConnection('localhost', 8000), its "host:port" form), sends
	// only there.
	for _, m := range hostClient.get().FindAllStringIndex(code, 64) {
		host, ok := literalHost(code[m[1]:])
		if !ok {
			return false
		}
		if h, port, found := strings.Cut(host, ":"); found && !strings.Contains(port, ":") {
			host = h
		}
		if !devhost.Local(host) {
			return false
		}
		sockets++
	}
	return len(urls)+sockets > 0
}

// optionHost reads a host given to a Node options object as a literal.
var optionHost = &lazyRegexp{src: `\b(host|hostname)[ \t]*:[ \t]*(['"])([^'"\\]*)['"]`}

// optionWhere finds the options of Node's net and http that choose where
// a connection goes: the host, or a resolver, socket, agent or connection
// of the code's own.
var optionWhere = &lazyRegexp{src: `\b(host|hostname|lookup|socketPath|path|agent|createConnection)\b`}

// localOptions reports whether a Node options object, which starts
// rest, names its destination only as a literal host on this machine
// (net.connect({host: '127.0.0.1', port: 5433})): a flat object with no
// spread, whose host or hostname is a string, and no resolver, socket,
// agent or connection chosen by the code.
//
// For http.request and http.get (http true), path is the request's path
// and not a socket (Node's docs: socketPath names the Unix socket), and
// a flat headers object, which does not choose where the request goes,
// may be nested.
func localOptions(rest string, http bool) bool {
	if http {
		if loc := nestedHeaders.get().FindStringIndex(rest); loc != nil && !strings.Contains(rest[:loc[0]], "}") {
			rest = rest[:loc[0]] + "headers:0" + rest[loc[1]:]
		}
	}
	end := strings.IndexByte(rest, '}')
	if end < 0 || strings.ContainsAny(rest[1:end], "{`") || strings.Contains(rest[:end], "...") {
		return false
	}
	obj := rest[1:end]
	if strings.Contains(obj, "\\") || computedKey.get().MatchString(obj) {
		// An escape ('look\x75p', socket\u0050ath) or a computed
		// key (['socket' + 'Path']) names an option the words below
		// do not see.
		return false
	}
	hosts := optionHost.get().FindAllStringSubmatch(obj, -1)
	where := 0
	for _, w := range optionWhere.get().FindAllString(obj, -1) {
		if !http || w != "path" {
			where++
		}
	}
	if len(hosts) == 0 || len(hosts) != where {
		return false
	}
	for _, h := range hosts {
		if !devhost.Local(h[3]) {
			return false
		}
	}
	return true
}

// computedKey finds a computed key in an object's text ({['look' +
// 'up']: f}).
var computedKey = &lazyRegexp{src: `(?:^|,)[ \t\r\n]*\[`}

// jsReaims finds code that can give Node's options, or every request,
// a destination other than the one its object names: the prototype the
// options inherit from (Object.prototype.lookup = ..., opt.__proto__), a
// property defined out of sight (Object.defineProperty), the agent every
// request goes through (http.globalAgent) and eval, which can rebind
// any name in scope.
var jsReaims = &lazyRegexp{src: `__proto__|\bprototype\b|\bsetPrototypeOf\b|\bdefineProperty|\bglobalAgent\b|\beval[ \t]*\(`}

// nestedHeaders finds a flat headers object inside Node's options.
var nestedHeaders = &lazyRegexp{src: "\\bheaders[ \\t]*:[ \\t]*\\{[^{}`]*\\}"}

// nodeHTTPCall reports whether the call whose name starts code[i:] is
// Node's http.request, http.get or their https twins.
func nodeHTTPCall(code string, i int) bool {
	return (strings.HasPrefix(code[i:], "request") || strings.HasPrefix(code[i:], "get")) && nodeHTTPModule.get().MatchString(code[:i])
}

// nodeHTTPModule finds Node's http or https module named just before a
// call.
var nodeHTTPModule = &lazyRegexp{src: `(?:^|[^\w.$])https?\.$`}

// boundToOptions reports whether the call's first argument, which starts
// rest, is a name declared once as a Node options object (const opt =
// {hostname: 'localhost', port: 5000, path, method}) that localOptions
// accepts, and used otherwise only as the whole first argument of a call
// that sends or to set its headers (opt.headers['Authorization'] = ...):
// no other binding (a parameter, a reassignment) or use (opt.hostname =
// ..., Object.assign(opt, ...)) can give it another destination.
func boundToOptions(code, rest string, http bool) bool {
	m := argName.get().FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	// A unicode escape may spell the name where no mention below is
	// seen (\u006fpt.hostname = ...).
	if strings.Contains(code, `\u`) {
		return false
	}
	name := regexp.QuoteMeta(m[1])
	// const or let: a var of the script's top level is a property of
	// the global object, which globalThis.opt = ... or
	// globalThis['o' + 'pt'] = ... rebinds without naming it.
	if regexp.MustCompile(`(?:^|[^\w.$])var[ \t]+` + name + `\b`).MatchString(code) {
		return false
	}
	decl := regexp.MustCompile(`(?:^|[^\w.$])(?:const|let)[ \t]+(`+name+`)[ \t]*=[ \t]*\{`).FindAllStringSubmatchIndex(code, -1)
	if len(decl) != 1 || !localOptions(code[decl[0][1]-1:], http) {
		return false
	}
	if regexp.MustCompile(`\bfunction[ \t]*\w*[ \t]*\([^)]*\b` + name + `\b|\([^()]*\b` + name + `\b[^()]*\)[ \t]*=>|\b` + name + `[ \t]*=>`).MatchString(code) {
		return false
	}
	ok := map[int]bool{decl[0][2]: true}
	return onlyUses(code, m[1], ok, sendUse, `(?:^|[^\w.$])(NAME)\.headers(?:\[|\.)`)
}

// uriOfString finds Ruby's URI("...") and URI.parse("...") as a call's
// first argument.
var uriOfString = &lazyRegexp{src: `^URI(\.parse)?[ \t]*\([ \t]*['"]`}

// methodArg reads an HTTP method given as a call's first argument, and
// the comma after it.
var methodArg = &lazyRegexp{src: `^[rbuRBU]?['"](?i:get|post|put|patch|delete|head|options|trace|connect)['"][ \t]*,[ \t]*`}

// methodString finds a name bound to an HTTP method's name alone (m =
// 'POST').
var methodString = &lazyRegexp{src: `=[ \t]*[rbuRBU]?['"](?i:get|post|put|patch|delete|head|options|trace|connect)['"]`}

// argName reads a plain name as a call's whole first argument.
var argName = &lazyRegexp{src: `^([A-Za-z_][A-Za-z0-9_]*)[ \t]*[,)]`}

// boundToRequest reports whether the call's first argument, which starts
// rest, is a name that the snippet binds to a request or a URI made from a
// string literal given whole (r = Request('...', data=b), u = URI('...'),
// URI.parse('...'), nothing chained after the call) and uses otherwise
// only as the whole first argument of a call that sends (urlopen(r),
// Net::HTTP.post(u, ...), fetch(url)), to add or read a header
// (r.add_header(...)) or to read a URI's part (u.host, u.port): no other
// binding (a loop, a with, :=, a tuple, a parameter) or use (r.host =
// ..., r.set_proxy(...), vars(r), u.host = ..., u.host.replace(...)) can
// give it another destination. A name bound to a plain string literal
// and nothing else on its line (url = 'http://localhost:5000/api', then
// requests.post(url, json=...)) is that string, a URL among those
// OnlyLocalURLs checks or none; one joined to more (url =
// 'http://localhost' + path), an f-string or a template is not. A
// function's parameter of that name is another binding.
func boundToRequest(code, rest string) bool {
	m := argName.get().FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	name := regexp.QuoteMeta(m[1])
	made := regexp.MustCompile(`(?m)(?:^|[^\w.])(`+name+`)[ \t]*=[ \t]*(?:(?:[A-Za-z_][\w.]*\.)?(?:Request|URI|URI\.parse)[ \t]*(\()[ \t]*[rbuRBU]?['"]|[rbuRBU]?(?:'[^'\\\n]*'|"[^"\\\n]*")[ \t]*(?:;|#.*$|$))`).FindAllStringSubmatchIndex(code, -1)
	if len(made) == 0 {
		return false
	}
	if regexp.MustCompile(`\b(?:def|function)[ \t]+\w*[ \t]*\([^)]*\b` + name + `\b|\blambda\b[^:\n]*\b` + name + `\b|\([^()]*\b` + name + `\b[^()]*\)[ \t]*=>|\b` + name + `[ \t]*=>`).MatchString(code) {
		return false
	}
	ok := map[int]bool{}
	for _, x := range made {
		if x[4] < 0 {
			// A plain string, whole by the pattern: nothing but a
			// statement's end follows it on its line. A method's
			// name (m = 'POST'; requests.request(m, url)) is no
			// destination: the one sent to comes after it.
			if methodString.get().MatchString(code[x[2]:x[1]]) {
				return false
			}
			ok[x[2]] = true
			continue
		}
		if !wholeURLArg(code, x[1]-1) {
			return false
		}
		// The constructor's call ends the statement: nothing is
		// chained after it (URI('...').tap { ... }, + '//h').
		end := closingParen(code, x[4])
		if end < 0 {
			return false
		}
		if after := strings.TrimLeft(code[end+1:], " \t"); after != "" && after[0] != ';' && after[0] != '\n' && after[0] != '\r' {
			return false
		}
		ok[x[2]] = true
	}
	return onlyUses(code, m[1], ok, sendUse, requestUse)
}

// onlyUses reports whether every mention of name in code is one of ok
// (its bindings, by the index where the name starts) or matches one of
// uses (patterns whose NAME is the name, its first group the mention).
func onlyUses(code, name string, ok map[int]bool, uses ...string) bool {
	for _, src := range uses {
		for _, x := range useOf(src, name).FindAllStringSubmatchIndex(code, -1) {
			ok[x[2]] = true
		}
	}
	for _, x := range regexp.MustCompile(`(?:^|[^\w.])(`+regexp.QuoteMeta(name)+`)\b`).FindAllStringSubmatchIndex(code, -1) {
		if !ok[x[2]] {
			return false
		}
	}
	return true
}

// wholeURI reports whether Ruby's URI("...") or URI.parse("..."), which
// starts code[i:], is a call's whole argument, its string given whole.
func wholeURI(code string, i int) bool {
	open := strings.IndexByte(code[i:], '(')
	if open < 0 {
		return false
	}
	q := i + open + 1
	for q < len(code) && (code[q] == ' ' || code[q] == '\t') {
		q++
	}
	end := closingParen(code, i+open)
	if end < 0 || !wholeURLArg(code, q) {
		return false
	}
	after := strings.TrimLeft(code[end+1:], " \t")
	return after != "" && (after[0] == ',' || after[0] == ')')
}

// hostClient finds the constructors of clients bound to one host, given
// as their first argument: http.client's connections, urllib3's pools,
// ftplib, smtplib, telnetlib.
var hostClient = &lazyRegexp{src: `\b(HTTPConnection|HTTPSConnection|HTTPConnectionPool|HTTPSConnectionPool|FTP|FTP_TLS|SMTP|SMTP_SSL|LMTP|Telnet)[ \t]*\([ \t]*`}

// destCall finds the calls that take where to send as their first
// argument: HTTP clients' verbs, urlopen and fetch, and sockets' connect.
var destCall = &lazyRegexp{src: `\b(get|post|put|patch|delete|request|urlopen|urlretrieve|fetch|Request|connect|connect_ex|create_connection|open_connection|sendto|ws_connect|WebSocket|Socket)[ \t]*\([ \t]*`}

// literalHost reads the quoted host that starts a socket address
// ('localhost', 8000).
func literalHost(s string) (string, bool) {
	s = strings.TrimLeft(s, " \t")
	if s == "" || (s[0] != '\'' && s[0] != '"') {
		return "", false
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return "", false
	}
	return s[1 : 1+end], true
}

// lazyRegexp is a regexp compiled on first use.
type lazyRegexp struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
}

func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.src) })
	return l.re
}

// module returns the model of the module called name, or of the nearest
// package it belongs to (google.cloud.storage is google.cloud's).
func (l *Lang) module(name string) (module, bool) {
	if l.modules == nil {
		return module{}, false
	}
	return lookupModule(l.modules.Get(), name)
}

func lookupModule(mods map[string]module, name string) (module, bool) {
	for n := name; n != ""; {
		if m, ok := mods[n]; ok {
			return m, true
		}
		i := strings.LastIndexAny(n, "./")
		if i < 0 {
			break
		}
		n = n[:i]
	}
	return module{}, false
}

func knownModule(mods map[string]module, name string) bool {
	_, ok := lookupModule(mods, name)
	return ok
}

// capOf returns the capability the module's name attr reaches, if any.
func (m module) capOf(attr string) (string, bool) {
	if strings.HasPrefix(attr, "__") && !slices.Contains(plainDunders, attr) {
		return m.cap, true // os.__dict__["system"] reaches every name
	}
	if m.attrs == nil {
		return m.cap, !slices.Contains(m.safe, attr)
	}
	for _, a := range m.attrs {
		name, c, has := strings.Cut(a, ":")
		if name != attr {
			continue
		}
		if has {
			return c, true
		}
		return m.cap, true
	}
	return "", false
}

// reaches returns the capability code reaches through module m other
// than by a call gatesh reads: m.attr not followed by a call it extracts,
// or m itself used bare (getattr(m, x), m[x], f = m); "" when none.
// A global (Deno, process) used bare counts only when looked into by a
// string (process["binding"]).
func (l *Lang) reaches(code, m string, mod module, skip [][2]int, global bool) string {
	for i := 0; ; {
		k := indexWord(code[i:], m)
		if k < 0 {
			return ""
		}
		k += i
		i = k + len(m)
		if inSpans(k, skip) {
			continue
		}
		rest := code[i:]
		if !strings.HasPrefix(rest, ".") {
			// hasattr(m, "name") answers true or false: it hands
			// nothing of m on.
			if hasattrFirst(code[:k], rest) || inspected(code[:k], rest) {
				continue
			}
			if !global || strings.HasPrefix(strings.TrimLeft(rest, " \t"), "[") {
				return mod.cap
			}
			continue
		}
		// Every name along m.a.b: fs.promises.rm reaches rm.
		j := 1
		found, last := "", ""
		for {
			e := j
			for e < len(rest) && (isIdent(rest[e]) || rest[e] == '$') {
				e++
			}
			if e == j {
				break
			}
			last = rest[j:e]
			if c, bad := mod.capOf(last); bad && found == "" {
				found = c
			}
			j = e
			if j >= len(rest) || rest[j] != '.' {
				break
			}
			j++
		}
		if found == "" || inspected(code[:k], rest[j:]) {
			continue
		}
		call := strings.HasPrefix(strings.TrimLeft(rest[j:], " \t"), "(")
		// The call read is the whole chain: os.path.os.system(...) is
		// no os.system call the model extracts, though it ends so.
		if !call || !l.extracts(m, rest[1:j]) {
			return found
		}
	}
}

// hasattrFirst reports whether the name between before and rest is the
// first argument of Python's hasattr (not x.hasattr, not myhasattr).
func hasattrFirst(before, rest string) bool {
	const h = "hasattr("
	before = strings.TrimRight(before, " \t")
	if !strings.HasSuffix(before, h) || !strings.HasPrefix(strings.TrimLeft(rest, " \t"), ",") {
		return false
	}
	j := len(before) - len(h)
	return j == 0 || !isIdent(before[j-1]) && before[j-1] != '.'
}

// inspectReaders are Python's inspect functions that read an object's
// source, documentation or signature and call nothing of it.
var inspectReaders = []string{"getsource", "getsourcelines", "getsourcefile", "getfile", "getdoc", "getcomments", "signature", "getfullargspec"}

// inspected reports whether the name between before and rest is the one
// argument of one of inspectReaders (inspect.getsource(m.f)): its source
// is read, nothing of it runs.
func inspected(before, rest string) bool {
	before = strings.TrimRight(before, " \t")
	if !strings.HasSuffix(before, "(") || !strings.HasPrefix(strings.TrimLeft(rest, " \t"), ")") {
		return false
	}
	before = strings.TrimRight(before[:len(before)-1], " \t")
	for _, f := range inspectReaders {
		if !strings.HasSuffix(before, "inspect."+f) {
			continue
		}
		j := len(before) - len("inspect."+f)
		return j == 0 || !isIdent(before[j-1]) && before[j-1] != '.'
	}
	return false
}

// extracts reports whether the model reads calls of m.attr: listed so,
// or listed bare for the module the model ties its bare calls to
// (node's execSync is child_process's).
func (l *Lang) extracts(m, attr string) bool {
	for _, c := range l.calls {
		if c.name == m+"."+attr || c.name == attr && m == l.runsOnlyWith {
			return true
		}
	}
	return false
}

// rewriteTarget is the name a module is written as in code the model
// reads: fs/promises as fs.promises; "" for a name no code can spell
// (@aws-sdk/client-s3), which is then looked for by its alias.
func rewriteTarget(m string) string {
	if m == "fs/promises" {
		return "fs.promises"
	}
	for i := 0; i < len(m); i++ {
		if !isIdent(m[i]) && m[i] != '.' {
			return ""
		}
	}
	return m
}

// usedBare reports whether the name appears other than as a call.
func usedBare(code, name string, skip [][2]int) bool {
	return !everyUse(code, name, skip, func(k int) bool {
		return strings.HasPrefix(strings.TrimLeft(code[k+len(name):], " \t"), "(")
	})
}

// everyUse reports whether ok holds for every offset at which name
// stands as a whole word outside the spans of skip.
func everyUse(code, name string, skip [][2]int, ok func(k int) bool) bool {
	for i := 0; ; {
		k := indexWord(code[i:], name)
		if k < 0 {
			return true
		}
		k += i
		i = k + len(name)
		if !inSpans(k, skip) && !ok(k) {
			return false
		}
	}
}

// resolve rewrites aliases to the modules they name (sp.run to
// subprocess.run) and imported names to their qualified form (run( to
// subprocess.run(), so that the calls are read as the model lists them.
// Import statements are left alone.
func (l *Lang) resolve(code string, b *bindings) string {
	if len(b.aliases) == 0 && len(b.names) == 0 {
		return code
	}
	var sb strings.Builder
	last := 0
	for i := 0; i < len(code); {
		if !isIdent(code[i]) || i > 0 && (isIdent(code[i-1]) || code[i-1] == '.' || code[i-1] == '$') {
			i++
			continue
		}
		e := i
		for e < len(code) && isIdent(code[e]) {
			e++
		}
		word := code[i:e]
		repl := ""
		if m, ok := b.aliases[word]; ok && rewriteTarget(m) != "" && rewriteTarget(m) != word {
			repl = rewriteTarget(m)
		} else if q, ok := b.names[word]; ok && q != word && strings.HasPrefix(strings.TrimLeft(code[e:], " \t"), "(") {
			m, attr := splitQualified(q)
			if t := rewriteTarget(m); t != "" {
				repl = t + "." + attr
			}
		}
		if repl != "" && !inSpans(i, b.skip) {
			sb.WriteString(code[last:i])
			sb.WriteString(repl)
			last = e
			// Spans after this point move by the difference.
			shift := len(repl) - len(word)
			for k := range b.skip {
				if b.skip[k][0] >= e {
					b.skip[k][0] += shift
					b.skip[k][1] += shift
				}
			}
		}
		i = e
	}
	if last == 0 {
		return code
	}
	sb.WriteString(code[last:])
	return sb.String()
}

// indexWord finds name as a whole word, not a member (x.name) or part
// of a longer name.
func indexWord(s, name string) int {
	for off := 0; ; {
		k := strings.Index(s[off:], name)
		if k < 0 {
			return -1
		}
		k += off
		end := k + len(name)
		before := k == 0 || !isIdent(s[k-1]) && s[k-1] != '.' && s[k-1] != '$'
		after := end >= len(s) || !isIdent(s[end])
		if before && after {
			return k
		}
		off = k + 1
	}
}

func inSpans(i int, spans [][2]int) bool {
	for _, s := range spans {
		if i >= s[0] && i < s[1] {
			return true
		}
	}
	return false
}

func splitQualified(q string) (mod, attr string) {
	i := strings.LastIndexByte(q, '.')
	if i < 0 {
		return q, ""
	}
	return q[:i], q[i+1:]
}
