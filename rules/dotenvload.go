package rules

import (
	"path"
	"strings"

	"gatesh/parser"
)

// dotenvLoaded drops the secret-dotenv hits of the project's own .env
// loaded into the shell for the commands after it (source .env && npm
// run dev, set -a; . ./.env; set +a; ..., export $(grep -v '^#' .env |
// xargs) && npx playwright test): loading the project's environment to
// run its own tools is everyday work, and the values stay in the
// processes the project runs, as they do when its code reads .env
// itself. A secret is red when its contents can leave: the hit stays
// when the script prints the environment or hands a variable's value to
// a program (echo "$KEY", env, printenv, psql "$DATABASE_URL", curl -H
// "...$TOKEN"), runs inline code (which reads the environment), loads a
// file outside the project or one named for production, or runs nothing
// but the load. Every other hit stays as it was.
func (s *Set) dotenvLoaded(sc *parser.Script, hits []Hit) []Hit {
	if sc == nil {
		return hits
	}
	// grep -n '^PORT=' .env.local prints one setting that is no secret.
	kept := hits[:0:0]
	for _, h := range hits {
		if h.ID == "secret-dotenv" && h.Cmd != nil && s.dotenvSettingLookup(h.Cmd) {
			continue
		}
		kept = append(kept, h)
	}
	hits = kept
	var loads map[*parser.Command]bool
	for _, h := range hits {
		if h.ID != "secret-dotenv" || h.Cmd == nil {
			continue
		}
		if cmds, ok := s.dotenvLoad(sc, h.Cmd); ok {
			if loads == nil {
				loads = map[*parser.Command]bool{}
			}
			for _, c := range cmds {
				loads[c] = true
			}
		}
	}
	if loads == nil {
		return hits
	}
	for _, h := range hits {
		if h.ID == "secret-dotenv" && !loads[h.Cmd] {
			return hits // another read of a .env: it prints or copies
		}
	}
	consumer := false
	for _, c := range sc.Commands {
		if loads[c] {
			continue
		}
		if revealsEnv(c) || envTargeted(c) || s.fetchedProgram(c) {
			return hits
		}
		if !trivialCommand(c) {
			consumer = true
		}
	}
	if !consumer {
		return hits
	}
	out := hits[:0:0]
	for _, h := range hits {
		if h.ID == "secret-dotenv" {
			continue
		}
		out = append(out, h)
	}
	return out
}

// dotenvLoad returns the commands that load the .env file c reads into
// the shell's environment: c itself for source or . of it, or the
// substitution c reads it in (cat, grep, through xargs) with the export
// it feeds. ok is false when c does something else with it, or the file
// is not the project's own, or is named for production.
func (s *Set) dotenvLoad(sc *parser.Script, c *parser.Command) ([]*parser.Command, bool) {
	if c.CwdUnknown || c.Dir != "" || c.Container != nil || c.Context&(parser.InCode|parser.InLater|parser.InFunc) != 0 {
		return nil, false
	}
	// A nested shell's options are not kept with what it runs (bash -xc
	// 'source .env; ...' traces every assignment the file makes): only
	// eval, which adds none, may carry the load.
	for _, w := range c.Wrappers {
		if w != "eval" {
			return nil, false
		}
	}
	switch c.Name {
	case "source", ".":
		if len(c.Args) == 0 || len(c.Redirs) > 0 && !onlyDiscards(c.Redirs) || !s.ownDotenv(c.Args[0]) {
			return nil, false
		}
		return []*parser.Command{c}, true
	}
	// export $(cat .env | grep -v '^#' | xargs): the readers of a
	// substitution, in the order they are listed, then the export.
	at := -1
	for i, x := range sc.Commands {
		if x == c {
			at = i
			break
		}
	}
	if at < 0 || c.Context&parser.InSubst == 0 || c.Depth == 0 {
		return nil, false
	}
	files := 0
	for _, a := range c.Args {
		if a.Dynamic {
			return nil, false
		}
		if !strings.HasPrefix(a.Value, "-") {
			if s.ownDotenv(a) {
				files++
			} else if c.Name == "cat" {
				return nil, false
			}
		}
	}
	if files != 1 {
		return nil, false
	}
	cmds := []*parser.Command{c}
	for _, x := range sc.Commands[at+1:] {
		if x.Depth < c.Depth {
			if x.Name != "export" || x.Depth != c.Depth-1 || len(x.Redirs) > 0 {
				return nil, false
			}
			return append(cmds, x), true
		}
		if x.Depth != c.Depth || x.Context&parser.InSubst == 0 || len(x.Redirs) > 0 && !onlyDiscards(x.Redirs) || len(x.Payloads) > 0 {
			return nil, false
		}
		switch x.Name {
		case "grep", "egrep", "cut", "tr", "sort", "head", "tail":
		case "echo":
			// xargs with no command prints what it read on one line.
			if len(x.Wrappers) != 1 || x.Wrappers[0] != "xargs" {
				return nil, false
			}
		default:
			return nil, false
		}
		for _, a := range x.Args {
			if a.Dynamic || !strings.HasPrefix(a.Value, "-") && (x.Name == "head" || x.Name == "tail" || x.Name == "sort" || x.Name == "cut" || x.Name == "tr") {
				return nil, false
			}
		}
		cmds = append(cmds, x)
	}
	return nil, false
}

// ownDotenv reports whether a word names a .env file of the project
// (relative and staying inside it, or inside it by its absolute path)
// whose name says nothing of production.
func (s *Set) ownDotenv(w parser.Word) bool {
	if w.Dynamic || w.Glob || !strings.Contains(path.Base(w.Value), ".env") || prodNamed(path.Base(w.Value)) {
		return false
	}
	// A home folder itself, or a system folder, is no project: ~/.env
	// read there is the user's, not a project's.
	if s.cwdKind != projectFolder {
		return false
	}
	if path.IsAbs(w.Value) {
		return s.inProject(w.Value, nil) && !s.linkedOut(path.Clean(w.Value))
	}
	return relativePath(w.Value) && inProject(w) && !s.linkedOut(path.Clean(w.Value))
}

// linkedOut reports whether the clean path p goes through a symbolic
// link on disk below the project (a .env that links to ~/.ssh/id_rsa,
// or sits in a folder that links out): that file is not the project's
// own. It is false when gatesh may not look.
func (s *Set) linkedOut(p string) bool {
	if s.isLink == nil {
		return false
	}
	look, rest := "", p
	if path.IsAbs(p) {
		for _, top := range []string{path.Clean(s.cwd), s.root} {
			if top != "" && top != "/" && within(p, top) {
				look, rest = top, strings.TrimPrefix(p[len(top):], "/")
				break
			}
		}
		if look == "" {
			return true
		}
	}
	for _, comp := range strings.Split(rest, "/") {
		if comp == "" || comp == "." {
			continue
		}
		look = path.Join(look, comp)
		if s.isLink(look) {
			return true
		}
	}
	return false
}

// onlyDiscards reports whether every redirection only sends an error or
// the output away (2>/dev/null, >/dev/null 2>&1).
func onlyDiscards(rs []parser.Redirect) bool {
	for _, r := range rs {
		switch {
		case r.Op == ">&" && !r.Target.Dynamic && isFd(r.Target.Value):
		case (r.Op == ">" || r.Op == ">>" || r.Op == "&>") && r.Target.Value == "/dev/null":
		default:
			return false
		}
	}
	return true
}

// envTargeted reports whether a command is a client that takes where it
// connects, or the credential it connects with, from the environment
// (PGHOST, DATABASE_URL, AWS_*, KUBECONFIG, DOCKER_HOST, GH_TOKEN, an API
// key): after a .env is loaded, gatesh cannot see its target, which the
// rules judge (a production host, another machine's daemon), so the
// load stays held. The project's own tools read .env themselves and are
// judged as they are without it.
func envTargeted(c *parser.Command) bool {
	switch c.Name {
	case "psql", "pg_dump", "pg_dumpall", "pg_restore", "mysql", "mariadb", "mysqldump", "mongosh", "mongo",
		"mongodump", "mongorestore", "redis-cli", "valkey-cli", "sqlcmd", "cqlsh", "clickhouse-client",
		"clickhouse", "usql", "pgcli", "mycli", "snowsql", "bq", "trino", "presto", "sqlplus", "cockroach",
		"aws", "gcloud", "gsutil", "az", "kubectl", "helm", "terraform", "tofu", "terragrunt", "pulumi",
		"vault", "consul", "nomad", "gh", "glab", "vercel", "netlify", "fly", "flyctl", "heroku", "wrangler",
		"firebase", "supabase", "stripe", "doctl", "railway", "ssh", "scp", "sftp", "rsync", "docker",
		"podman", "s3cmd", "rclone", "mc", "sentry-cli", "curl", "wget", "http", "https", "xh":
		return true
	}
	return false
}

// fetchedProgram reports whether c is a package runner that fetches the
// program it runs from a registry: uvx, pipx run, bunx, pnpx, pnpm dlx,
// yarn dlx, bun x always; npx and npm exec with --yes or --package, a
// version (pkg@latest), or a program the project's node_modules/.bin
// does not hold (when gatesh may look). That program is no tool of the
// project's: code nobody has read, which the loaded values reach.
func (s *Set) fetchedProgram(c *parser.Command) bool {
	if !c.RunsProgram {
		return false
	}
	i := 0
	switch c.Name {
	case "npx":
	case "npm":
		i = 1
	default:
		return true
	}
	for ; i < len(c.Args); i++ {
		v := c.Args[i].Value
		if v == "-y" || v == "--yes" || v == "-p" || v == "--package" || strings.HasPrefix(v, "--package=") {
			return true
		}
		if !strings.HasPrefix(v, "-") {
			break
		}
	}
	if i >= len(c.Args) {
		return true
	}
	pkg := c.Args[i].Value
	if strings.Contains(strings.TrimPrefix(pkg, "@"), "@") {
		return true // a version asked for: fetched
	}
	if s.exists == nil {
		return false
	}
	if s.cwd == "" || !path.IsAbs(s.cwd) {
		return true
	}
	return !s.exists(path.Join(s.cwd, "node_modules", ".bin", path.Base(pkg)))
}

// revealsEnv reports whether a command may print or hand on the values
// of the shell's variables: it prints the environment (env, printenv,
// set, export -p, declare -p, compgen -v, /proc/.../environ), expands a
// variable into an argument, a redirection, a heredoc or an assignment
// (echo "$KEY", psql "$DATABASE_URL", curl -H "Bearer $TOKEN"), or runs
// inline code, which reads the environment.
func revealsEnv(c *parser.Command) bool {
	switch c.Name {
	case "env", "printenv", "compgen":
		return true
	case "set":
		// set -x, set -v: the shell prints each assignment the .env
		// makes, with its value, as it runs it.
		if len(c.Args) == 0 || traces(c.Args) {
			return true
		}
		for _, a := range c.Args {
			if !strings.HasPrefix(a.Value, "-") && !strings.HasPrefix(a.Value, "+") {
				return true
			}
		}
	case "export", "declare", "typeset", "readonly", "local":
		// Options alone (declare -x, typeset -rx) list the variables.
		names := false
		for _, a := range c.Args {
			if a.Value == "-p" || strings.HasPrefix(a.Value, "-") && strings.Contains(a.Value, "p") {
				return true
			}
			names = names || !strings.HasPrefix(a.Value, "-") && !strings.HasPrefix(a.Value, "+")
		}
		if !names {
			return true
		}
	case "shopt":
		// shopt -so xtrace is set -o xtrace.
		for _, a := range c.Args {
			if a.Value == "xtrace" || a.Value == "verbose" {
				return true
			}
		}
	case "npm", "pnpm", "yarn", "bun":
		// npm run env prints the environment its scripts get.
		if len(c.Args) >= 2 && (c.Args[0].Value == "run" || c.Args[0].Value == "run-script") && c.Args[1].Value == "env" {
			return true
		}
	case "make", "gmake":
		// make -p prints its variables, the environment's among them.
		for _, a := range c.Args {
			if a.Value == "--print-data-base" || len(a.Value) > 1 && a.Value[0] == '-' && a.Value[1] != '-' && strings.Contains(a.Value, "p") {
				return true
			}
		}
	}
	if shellName(c.Name) && traces(c.Args) {
		return true // bash -x script.sh traces with the values expanded
	}
	for _, a := range c.Assigns {
		if a.Name == "SHELLOPTS" {
			return true // SHELLOPTS=xtrace bash ...
		}
	}
	for _, p := range c.Payloads {
		if p.Lang != "sql" {
			return true
		}
	}
	expands := func(w parser.Word) bool {
		return w.Dynamic && namesVariable(w.Value) || strings.Contains(w.Value, "environ")
	}
	for _, a := range c.Args {
		if expands(a) {
			return true
		}
	}
	for _, r := range c.Redirs {
		if expands(r.Target) {
			return true
		}
	}
	for _, a := range c.Assigns {
		if expands(a.Value) {
			return true
		}
	}
	return false
}

// traces reports whether a shell's or set's options turn on tracing or
// verbose mode: a cluster of single-letter options holding x or v (-x,
// -eux, -xv), --verbose, or -o xtrace / -o verbose.
func traces(args []parser.Word) bool {
	for _, a := range args {
		v := a.Value
		switch {
		case v == "xtrace" || v == "verbose" || v == "--verbose" || v == "--xtrace":
			return true
		case len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v, "xv"):
			return true
		}
	}
	return false
}

// namesVariable reports whether text left dynamic by the parser holds a
// variable's expansion ($NAME, ${NAME...}), other than the shell's own
// special parameters ($?, $#, $$, $!, $0...$9, $@, $*, $-).
func namesVariable(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if text[i] != '$' {
			continue
		}
		c := text[i+1]
		if c == '{' && i+2 < len(text) {
			c = text[i+2]
		}
		if c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
			return true
		}
		if c == '(' {
			return true // a substitution's output, which may be a value
		}
	}
	return false
}

// trivialCommand reports whether a command does nothing with the
// environment it runs in: a shell option, cd, true, false, :, or echo of
// literal text.
func trivialCommand(c *parser.Command) bool {
	switch c.Name {
	case "set", "cd", "true", "false", ":":
		return true
	case "echo", "printf":
		for _, a := range c.Args {
			if a.Dynamic {
				return false
			}
		}
		return true
	}
	return false
}

// dotenvSettingLookup reports whether c searches the project's own .env
// files for one setting by its name, anchored at the start of the line
// (grep -n '^PORT=' .env.local), and the name is made only of words that
// name no secret (PORT, HOST, NODE_ENV, LOG_LEVEL): only that line is
// printed. Context lines, an inverted or several patterns, a recursive
// search, or a name with any other word (API_KEY, DATABASE_URL) are not.
func (s *Set) dotenvSettingLookup(c *parser.Command) bool {
	if c.Name != "grep" && c.Name != "egrep" || c.MoreArgs || c.CwdUnknown || c.Dir != "" || c.Container != nil || len(c.Redirs) > 0 && !onlyDiscards(c.Redirs) {
		return false
	}
	pattern, files := "", 0
	for _, a := range c.Args {
		if a.Dynamic || a.Glob {
			return false
		}
		if len(a.Value) > 1 && a.Value[0] == '-' {
			if strings.Trim(a.Value[1:], "nHhisEwx") != "" {
				return false
			}
			continue
		}
		if pattern == "" {
			pattern = a.Value
			continue
		}
		if !s.ownDotenv(a) {
			return false
		}
		files++
	}
	name, ok := strings.CutPrefix(pattern, "^")
	if !ok || files == 0 {
		return false
	}
	name = strings.TrimSuffix(name, "=")
	if name == "" {
		return false
	}
	for _, part := range strings.Split(name, "_") {
		if !settingWord(strings.ToLower(part)) {
			return false
		}
	}
	return true
}

// settingWord reports whether a word of a setting's name says where or
// how the project runs, never what lets it in.
func settingWord(w string) bool {
	switch w {
	case "port", "host", "hostname", "bind", "node", "env", "environment", "mode", "log", "level", "debug",
		"app", "name", "version", "region", "tz", "lang", "locale", "timeout", "workers", "threads", "next",
		"vite", "public", "base", "path", "dir", "enabled", "disable", "disabled", "feature", "flag", "flags":
		return true
	}
	return false
}
