package parser

import (
	"slices"
	"strings"

	"gatesh/parser/inline"
	"gatesh/sqlscan"
)

// opensNoFile reports whether SQL for sqlite3 or duckdb opens no file
// database (ATTACH, .open, .restore): what it changes then lives only in
// the transient database it started with.
func opensNoFile(sql string) bool {
	low := strings.ToLower(sql)
	return !strings.Contains(low, "attach") && !strings.Contains(low, ".open") && !strings.Contains(low, ".restore")
}

// SQL scans the payload as SQL, with what a client or the shell
// interpolates in it (sqlscan.ScanExpanded): a statement an expansion may
// make or change is Dynamic.
func (pl *Payload) SQL() sqlscan.Result {
	return sqlscan.ScanExpanded(pl.Text, pl.Dynamic, pl.Vars)
}

// psqlVars returns the variables psql's options set, the last setting of
// a name winning, as psql reads them in order. An option whose name the
// shell chooses at run time may set any of them: then none is known.
// It is never nil: psql puts :name in its text as it is (sqlscan).
func psqlVars(opts []opt) map[string]string {
	vars := map[string]string{}
	for _, o := range opts {
		if o.name != "-v" && o.name != "--set" && o.name != "--variable" {
			continue
		}
		name, value, _ := strings.Cut(o.val.Value, "=")
		if strings.Contains(name, "$") {
			return map[string]string{}
		}
		vars[name] = value
	}
	return vars
}

// mayExpand reports whether text holds what an unquoted heredoc would
// expand: a backquote, or a $ before a name, a digit, {, ( or one of
// bash's special parameters. "$.key" (a JSON path) is not one.
func mayExpand(text string) bool {
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '`':
			return true
		case '$':
			if i+1 < len(text) {
				c := text[i+1]
				if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("{(@*#?$!-", c) >= 0 {
					return true
				}
			}
		}
	}
	return false
}

// answersOnly reports whether an interpreter or client is asked only for
// its version or usage (python3 --version, node -v), or to run what is
// not code from its input (node --test): it reads no code there.
func answersOnly(name string, args []field) bool {
	if name == "psql" && psqlList(args) {
		return true
	}
	for _, a := range args {
		switch a.Value {
		case "--version", "-V", "-version", "--help", "-help", "-?":
			return true
		case "-h":
			// A database client's -h is its host.
			if isInterpreter(name) {
				return true
			}
		case "--test", "--run":
			// node's test runner finds its files; --run runs a script
			// of package.json. Neither reads code from the terminal.
			if name == "node" || name == "nodejs" {
				return true
			}
		case "-v":
			// python -v is verbose; for these it is the version.
			if isInterpreter(name) && !isPython(name) {
				return true
			}
		}
	}
	return false
}

// payloads records SQL and inline code a command runs.
func (p *parser) payloads(fr *frame, u *unwrap, c *Command, argv []field, in cmdIn) {
	name := c.Name
	args := argv[1:]
	add := func(lang string, src textSrc) {
		if src.dynamic && lang != "sql" && lang != "redis" {
			p.problem("dynamic_eval", c.Name+" runs inline code that is not known statically", src.span)
		}
		span := src.span
		if src.exact && fr.exact && src.offs == nil {
			span = fr.spanOf(src.base, src.base+len(src.text))
		}
		c.Payloads = append(c.Payloads, Payload{Lang: lang, Text: src.text, From: src.from, Span: span, Dynamic: src.dynamic})
	}
	stdin := func(lang string) {
		if in.stdin != nil && !in.stdin.file {
			src := *in.stdin
			if len(c.PipeFrom) > 0 && src.from == "" {
				src.from = "pipe"
			}
			add(lang, src)
			return
		}
		if in.stdin == nil && len(c.PipeFrom) > 0 && lang != "sql" && lang != "redis" && lang != "mongo" {
			// ./gen | python3: the program is whatever gen prints.
			p.problem("dynamic_eval", c.Name+" runs code from a pipeline whose output is not known statically", in.span)
			return
		}
		// `mysql < dump.sql` is how a database client runs a file: read it
		// as psql -f is read, and hold what cannot be read. Interpreters
		// are left alone, as `python x.py` is: gatesh reads commands, not
		// the programs on disk.
		if f, ok := stdinRedirect(c); ok && (lang == "sql" || lang == "redis" || lang == "mongo") {
			if !p.readPayload(c, lang, field{Word: f}) {
				p.problem("dynamic_eval", c.Name+" reads "+lang+" from a file gatesh could not read", f.Span)
			}
		}
		if in.stdin == nil && len(c.PipeFrom) == 0 && !u.more && !stdinRedirected(in.redirs) && !answersOnly(name, args) {
			// As a bare bash (see runStdin): on a terminal the agent
			// holds (Codex's exec_command with tty, then write_stdin,
			// which starts no hook) the agent types the program.
			p.problem(StdinCommands, c.Name+" reads its code from the standard input it inherits: on a terminal the agent may type it, unseen", in.span)
		}
	}
	if in.stdin == nil && len(c.PipeFrom) == 0 && !u.more && !stdinRedirected(in.redirs) && startsShell(name, args) {
		p.problem(StdinCommands, c.Name+" starts a shell that reads its commands from the terminal it inherits: the agent may type them, unseen", in.span)
	}
	// flagCode adds what a client's query options give as lang and reads
	// the files its file options name ("-" is its standard input); with
	// neither, it reads its standard input.
	flagCode := func(opts []opt, lang string, query, files []string) {
		found := false
		for _, o := range opts {
			switch {
			case slices.Contains(query, o.name):
				add(lang, p.srcOf(fr, o.val, "flag"))
			case slices.Contains(files, o.name) && o.val.Value == "-":
				stdin(lang)
			case slices.Contains(files, o.name):
				p.readPayload(c, lang, o.val)
			default:
				continue
			}
			found = true
		}
		if !found {
			stdin(lang)
		}
	}
	switch {
	case name == "psql":
		opts, _ := scanOptsAll(args, "cdfhpUvoLTFRP", []string{"command", "file", "dbname", "host", "port", "username", "set", "variable", "output", "log-file", "table-attr", "field-separator", "record-separator", "pset"})
		n := len(c.Payloads)
		flagCode(opts, "sql", []string{"-c", "--command"}, []string{"-f", "--file"})
		vars := psqlVars(opts)
		for i := n; i < len(c.Payloads); i++ {
			c.Payloads[i].Vars = vars
		}
	case name == "mysql" || name == "mariadb":
		// -pSECRET is a password attached to -p, not more options.
		var kept []field
		for _, a := range args {
			if !strings.HasPrefix(a.Value, "-p") {
				kept = append(kept, a)
			}
		}
		opts, _ := scanOptsAll(kept, "ehuPSDO", []string{"execute", "host", "user", "port", "socket", "database", "default-character-set", "defaults-file"})
		flagCode(opts, "sql", []string{"-e", "--execute"}, nil)
	case name == "mycli":
		// mycli -e/--execute QUERY runs it and exits (mycli --help).
		opts, _ := scanOptsAll(args, "ehuPSDRl", []string{"execute", "host", "user", "port", "socket", "database", "prompt", "logfile", "defaults-file", "login-path", "init-command", "charset", "ssl-ca", "ssl-cert", "ssl-key"})
		flagCode(opts, "sql", []string{"-e", "--execute"}, nil)
	case name == "mysqlsh":
		// MySQL Shell runs -e/--execute and -f/--file in the language
		// chosen: SQL with --sql, --sqlc or --sqlx, else JavaScript or
		// Python, whose session.runSql() and session.sql() carry SQL
		// gatesh does not take apart from the code: held as code run
		// unread.
		opts, _ := scanOptsAll(args, "ehuPSDf", []string{"execute", "host", "user", "port", "socket", "schema", "database", "file", "uri"})
		sqlMode := false
		for _, a := range args {
			switch a.Value {
			case "--sql", "--sqlc", "--sqlx":
				sqlMode = true
			}
		}
		if sqlMode {
			flagCode(opts, "sql", []string{"-e", "--execute"}, []string{"-f", "--file"})
			break
		}
		for _, o := range opts {
			if o.name == "-e" || o.name == "--execute" || o.name == "-f" || o.name == "--file" {
				p.problem("dynamic_eval", "mysqlsh runs JavaScript or Python that may send any SQL (session.runSql): gatesh does not read it", o.val.Span)
			}
		}
	case name == "sqlite3" || name == "sqlite" || name == "duckdb":
		var flagged, operands, inits []field
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			if strings.HasPrefix(v, "-") && v != "-" {
				switch strings.TrimLeft(v, "-") {
				case "cmd", "c", "s":
					if i+1 < len(args) {
						flagged = append(flagged, args[i+1])
						i++
					}
				case "init":
					// -init FILE runs the SQL and dot-commands in FILE
					// first, as .read does.
					if i+1 < len(args) {
						inits = append(inits, args[i+1])
						i++
					}
				case "separator", "newline", "nullvalue", "vfs", "maxsize", "mmap", "pagecache", "lookaside", "heap":
					i++
				}
				continue
			}
			operands = append(operands, args[i])
		}
		// An in-memory database keeps nothing: its SQL is marked so that
		// what only loses data there passes. It is :memory:, or no
		// database at all (both clients then open a transient one), as
		// long as the SQL opens no file database (ATTACH, .open).
		memory := len(operands) == 0 || !operands[0].Dynamic && operands[0].Value == ":memory:"
		for _, f := range append(slices.Clone(flagged), operands[min(1, len(operands)):]...) {
			if f.Dynamic || !opensNoFile(f.Value) {
				memory = false
			}
		}
		for _, f := range inits {
			if !p.readPayload(c, "sql", f) {
				p.problem("dynamic_eval", c.Name+" runs the SQL of a file gatesh could not read (-init)", f.Span)
			}
		}
		for _, f := range flagged {
			from := "flag"
			if memory {
				from = "memory"
			}
			add("sql", p.srcOf(fr, f, from))
		}
		if len(operands) > 1 {
			from := "arg"
			if memory {
				from = "memory"
			}
			for _, o := range operands[1:] {
				add("sql", p.srcOf(fr, o, from))
			}
		}
		if len(flagged) == 0 && len(operands) <= 1 {
			n := len(c.Payloads)
			stdin("sql")
			// The same transient database fed by a heredoc or a
			// here-string (sqlite3 :memory: <<'EOF'), when its text is
			// known (no expansion in it) and opens no file database.
			if memory && len(c.Payloads) == n+1 && in.stdin != nil && !in.stdin.dynamic && opensNoFile(c.Payloads[n].Text) && !mayExpand(c.Payloads[n].Text) &&
				(c.Payloads[n].From == "heredoc" || c.Payloads[n].From == "herestring") {
				c.Payloads[n].From = "memory"
			}
		}
	case name == "sqlcmd":
		// Microsoft's client: -Q runs a query and exits, -q runs one and
		// stays, -i reads files. Its options are one letter, some of
		// them capitals, each with its value.
		opts, _ := scanOptsAll(args, "SdUPQqiohsvwlHtAWcfakKMNrxyY", nil)
		flagCode(opts, "sql", []string{"-Q", "-q"}, []string{"-i"})
	case name == "isql" || name == "iusql" || name == "tsql" || name == "bsqldb":
		// unixODBC's isql and FreeTDS's tsql and bsqldb take no query
		// option: they read their SQL on standard input.
		stdin("sql")
	case name == "sqlplus" || name == "sql" || name == "sqlcl":
		// Oracle's SQL*Plus and SQLcl run the script an @ or @@ operand
		// names (sqlplus user/pw@db @drop.sql), else what standard input
		// gives them.
		found := false
		for i := 0; i < len(args); i++ {
			v := args[i].Value
			switch {
			case v == "-M" || v == "-MARKUP" || v == "-R" || v == "-C":
				i++
			case strings.HasPrefix(v, "@") && len(strings.TrimLeft(v, "@")) > 0:
				f := args[i]
				f.Value = strings.TrimLeft(v, "@")
				if !p.readPayload(c, "sql", f) {
					p.problem("dynamic_eval", c.Name+" runs an SQL script gatesh could not read", f.Span)
				}
				found = true
			}
		}
		if !found {
			stdin("sql")
		}
	case name == "clickhouse-client" || name == "clickhouse" && len(args) > 0 && args[0].Value == "client":
		opts, _ := scanOptsAll(args, "qhudp", []string{"query", "host", "user", "database", "password", "port"})
		flagCode(opts, "sql", []string{"-q", "--query"}, nil)
	case name == "cqlsh":
		opts, _ := scanOptsAll(args, "efuPk", []string{"execute", "file", "username", "password", "keyspace", "cqlversion", "encoding", "cqlshrc", "connect-timeout", "request-timeout"})
		flagCode(opts, "sql", []string{"-e", "--execute"}, []string{"-f", "--file"})
	case name == "redis-cli" || name == "valkey-cli" || name == "keydb-cli":
		// The long options that take a value, from redis-cli --help: a
		// --scan's --pattern is a key pattern, not a command.
		opts, i := scanOpts(args, "hpasnuridXD", []string{"user", "pass", "cacert", "cert", "key", "sni", "eval", "cluster",
			"pattern", "quoted-pattern", "count", "rdb", "functions-rdb", "pipe-timeout", "memkeys-samples", "lru-test",
			"intrinsic-latency", "show-pushes", "cacertdir", "tls-ciphers", "tls-ciphersuites"})
		if i < len(args) {
			src, _ := p.joinSrc(fr, args[i:], "arg")
			add("redis", src)
		} else if !slices.ContainsFunc(opts, redisMode) {
			stdin("redis")
		}
	case name == "mongosh" || name == "mongo":
		opts, _ := scanOptsAll(args, "fuph", []string{"eval", "file", "username", "password", "host", "port", "authenticationDatabase"})
		flagCode(opts, "mongo", []string{"--eval"}, []string{"-f", "--file"})
	default:
		p.codePayloads(fr, c, args, in, add, stdin)
		if c.MoreArgs && isInterpreter(name) {
			// xargs python, xargs -I{} node -e '{}': the program or
			// code is chosen at run time.
			for _, a := range args {
				if u.runtimeText(a.Value) {
					p.problem("dynamic_eval", name+" runs code chosen at run time by "+lastWrapper(u), a.Span)
				}
			}
			if len(c.Payloads) == 0 && !hasOperand(args) {
				p.problem("dynamic_eval", name+" runs a program read at run time by "+lastWrapper(u), in.span)
			}
		}
	}
	if isHTTPClient(name) {
		for _, src := range httpSQL(name, args) {
			add("sql", src)
		}
	}
	input := false
	for i := 0; i < len(c.Payloads); i++ {
		pl := c.Payloads[i]
		switch pl.Lang {
		case "sql":
			p.clientShell(fr, u, c, pl)
		case "redis", "mongo":
		default:
			r := p.extractCode(fr, u, c, pl)
			c.Payloads[i].Caps, c.Payloads[i].Checked, c.Payloads[i].Program = r.Caps, r.Checked, r.Program
			if lang := inline.Lookup(pl.Lang); !input && lang != nil && lang.ReadsInput(pl.Text) {
				// code.interact(), breakpoint(), eval STDIN.read: the code
				// runs what it reads, as python3 - does. Text fed to it is
				// read here, in this loop.
				input = true
				stdin(pl.Lang)
			}
		}
	}
}

// readPayload reads a small local file named by -f, when allowed, and
// reports whether it did. After a cd, or in a command run in another
// folder, the name may mean another file than the one gatesh would read, so
// it is not read: the payload stays unknown and the rules hold it.
func (p *parser) readPayload(c *Command, lang string, f field) bool {
	if p.opts.ReadFile == nil || f.Dynamic || p.cwdChanged || c.CwdUnknown {
		return false
	}
	data, err := p.opts.ReadFile(f.Value)
	if err != nil || len(data) > maxPayloadFile {
		return false
	}
	c.Payloads = append(c.Payloads, Payload{Lang: lang, Text: string(data), From: "file", Span: f.Span})
	return true
}

// stdinRedirect is the file a command's standard input is redirected
// from, the last `<` or `0<` that applies.
func stdinRedirect(c *Command) (Word, bool) {
	for i := len(c.Redirs) - 1; i >= 0; i-- {
		r := c.Redirs[i]
		if r.Op == "<" && (r.Fd == "" || r.Fd == "0") {
			return r.Target, true
		}
	}
	return Word{}, false
}

// clientShell parses the shell commands that a database client's escapes
// in an SQL payload run (psql \! CMD, sqlite .shell CMD, \o |CMD), as
// commands of their own.
func (p *parser) clientShell(fr *frame, u *unwrap, c *Command, pl Payload) {
	if !strings.Contains(pl.Text, "\\") && !strings.Contains(pl.Text, ".") && !strings.Contains(strings.ToLower(pl.Text), "system") && !strings.Contains(strings.ToLower(pl.Text), "pager") {
		return
	}
	for _, st := range sqlscan.Scan(pl.Text).Statements {
		if st.Shell == "" {
			continue
		}
		cu := &unwrap{ctx: c.Context | InCode, wrappers: c.Wrappers, container: c.Container}
		cf := &frame{ctx: cu.ctx, wrappers: cu.wrappers, depth: fr.depth, fixed: pl.Span, container: c.Container}
		p.nested(cf, textSrc{text: st.Shell, span: pl.Span}, 0, c.Name+" "+st.Verb)
	}
}

// redisMode reports a redis-cli option that runs a mode of its own and
// exits, reading no commands (--scan, --bigkeys, --stat, --latency).
func redisMode(o opt) bool {
	switch o.name {
	case "--scan", "--bigkeys", "--memkeys", "--hotkeys", "--keystats", "--stat", "--latency", "--latency-history",
		"--latency-dist", "--intrinsic-latency", "--lru-test", "--rdb", "--functions-rdb":
		return true
	}
	return false
}
