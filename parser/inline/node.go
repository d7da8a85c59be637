package inline

import (
	"regexp"
	"strings"

	"gatesh/internal/lazy"
)

// node models JavaScript for node, deno and bun.
var node = Lang{
	Name:    "node",
	Wrapper: "node -e",
	calls: []call{
		{"execSync", "shell"}, {"exec", "shell"}, {"spawnSync", "argv"}, {"spawn", "argv"}, {"execFileSync", "argv"}, {"execFile", "argv"},
		{"fs.rmSync", "rmrf"}, {"fs.rmdirSync", "rmrf"}, {"fs.unlinkSync", "rmf"}, {"fs.rm", "rmrf"}, {"fs.rmdir", "rmrf"}, {"fs.unlink", "rmf"},
		{"fs.promises.rm", "rmrf"}, {"fs.promises.rmdir", "rmrf"}, {"fs.promises.unlink", "rmf"}, {"rimraf", "rmrf"},
		{"rmSync", "rmrf"}, {"rmdirSync", "rmrf"}, {"unlinkSync", "rmf"},
		{"readFileSync", "read"}, {"readFile", "read"}, {"writeFileSync", "write"}, {"writeFile", "write"},
		{"appendFileSync", "write"}, {"appendFile", "write"},
	},
	// exec and spawn are child_process's only when the code names it.
	runsOnlyWith: "child_process",
	receivers:    []string{"cp", "childProcess", "proc"},
	anyReceiver:  true,
	prepare:      nodeInline,
	imports:      nodeBindings,
	modules:      nodeModules,
	globals:      []string{"Deno", "Bun", "process"},
	// A REPL started from the code.
	input: []pattern{{src: `\brepl\.start\s*\(|(node:)?repl['"]\s*\)\s*\.start\s*\(|\bREPLServer\b`}},
	unlisted: []pattern{
		{cap: Network, src: `(?is)\bfetch\s*\(.*\b(method\s*:\s*['"` + "`" + `]?(post|put|patch|delete)|body\s*:)`},
		{cap: Process, src: `\brequire\s*\(\s*[^'"` + "`" + `\s)]`},
		{cap: Process, src: `\bimport\s*\(\s*[^'"` + "`" + `\s)]`},
	},
}

var nodeModules = &lazy.Value[map[string]module]{New: func() map[string]module {
	fs := module{cap: Delete, attrs: []string{"rm", "rmSync", "rmdir", "rmdirSync", "unlink", "unlinkSync", "truncate", "truncateSync", "ftruncate", "ftruncateSync"}}
	net := module{cap: Network, attrs: []string{"request", "connect", "createConnection", "Socket", "createSocket", "Agent"}}
	all := func(c string) module { return module{cap: c} }
	return map[string]module{
		"child_process":  {cap: Process, safe: []string{}},
		"fs":             fs,
		"fs/promises":    fs,
		"fs-extra":       {cap: Delete, attrs: []string{"remove", "removeSync", "emptyDir", "emptyDirSync", "rm", "rmSync", "unlink", "unlinkSync", "truncate"}},
		"rimraf":         all(Delete),
		"del":            all(Delete),
		"http":           net,
		"https":          net,
		"http2":          net,
		"net":            net,
		"tls":            net,
		"dgram":          net,
		"axios":          {cap: Network, attrs: []string{"post", "put", "patch", "delete", "request", "create"}},
		"got":            {cap: Network, attrs: []string{"post", "put", "patch", "delete", "extend"}},
		"undici":         {cap: Network, attrs: []string{"request", "fetch", "Client", "Pool"}},
		"node-fetch":     all(Network),
		"nodemailer":     all(Mail),
		"pg":             all(Database),
		"mysql":          all(Database),
		"mysql2":         all(Database),
		"sqlite3":        all(Database),
		"sqlite":         all(Database),
		"better-sqlite3": all(Database),
		"node:sqlite":    all(Database),
		"mongodb":        all(Database),
		"mongoose":       all(Database),
		"redis":          all(Database),
		"ioredis":        all(Database),
		"knex":           all(Database),
		"sequelize":      all(Database),
		"@prisma/client": all(Database),
		"aws-sdk":        all(Cloud),
		"@aws-sdk":       all(Cloud),
		"@google-cloud":  all(Cloud),
		"@azure":         all(Cloud),
		"firebase-admin": all(Cloud),
		"execa":          all(Process),
		"shelljs":        {cap: Process, attrs: []string{"exec", "rm:delete", "exit"}},
		"zx":             all(Process),
		"cross-spawn":    all(Process),
		"cluster":        {cap: Process, attrs: []string{"fork", "setupPrimary", "setupMaster"}},
		"Deno":           {cap: Process, attrs: []string{"run", "Command", "kill", "remove:delete", "removeSync:delete", "truncate:delete", "truncateSync:delete", "connect:network", "connectTls:network"}},
		"Bun":            {cap: Process, attrs: []string{"spawn", "spawnSync", "$"}},
		"bun":            {cap: Process, attrs: []string{"$", "spawn", "spawnSync"}},
		"process":        {cap: Process, attrs: []string{"binding", "dlopen", "_linkedBinding", "mainModule"}},
	}
}}

var (
	nodeRequire = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?:process\.mainModule\.|module\.)?require\(\s*['"` + "`" + `](?:node:)?([\w@/.\-]+)['"` + "`" + `]\s*\)|\(\s*await\s+import\(\s*['"` + "`" + `](?:node:)?([\w@/.\-]+)['"` + "`" + `]\s*\)\s*\)`)
	}}
	nodeThenImport = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bimport\(\s*['"` + "`" + `](?:node:)?([\w@/.\-]+)['"` + "`" + `]\s*\)\s*\.\s*then\b`)
	}}
	nodeBind = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\b(?:const|let|var)\s+(?:(\w+)|\{([^}]*)\})\s*=\s*(\w[\w@/.\-]*)\s*;?`)
	}}
	nodeImport = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bimport\s+(?:(\w+)\s*,?\s*)?(?:\*\s*as\s+(\w+)|\{([^}]*)\})?\s*from\s*['"](?:node:)?([\w@/.\-]+)['"]`)
	}}
)

// nodeInline rewrites require("m"), (await import("m")) and the like to
// the module's name, so that require("child_process").execSync(...) reads
// as child_process.execSync(...).
func nodeInline(code string, calls []call) (string, []call) {
	if !strings.Contains(code, "require") && !strings.Contains(code, "import") {
		return code, calls
	}
	code = nodeRequire.Get().ReplaceAllStringFunc(code, func(m string) string {
		sm := nodeRequire.Get().FindStringSubmatch(m)
		if sm[1] != "" {
			return sm[1]
		}
		return sm[2]
	})
	return code, calls
}

// nodeBindings reads const x = require("m"), const {a, b: c} = require("m"),
// import x from "m", import * as x from "m", import {a as b} from "m".
// It is given the code before nodeInline, so require(...) is still there,
// and measures the spans of what it skips after it.
// envValue reports whether a bound value is one variable of Node's
// environment by its name (process.env.NAME), nothing after it, and a
// name that does not say it holds a secret (code-env-secret-print's
// words: SECRET, TOKEN, PASSWORD, API_KEY, ..., DATABASE_URL, or a name
// ending in KEY): the value of such a one stays judged as before.
func envValue(v string) bool {
	name, ok := strings.CutPrefix(v, "process.env.")
	if !ok || name == "" {
		return false
	}
	up := strings.ToUpper(name)
	if strings.HasSuffix(up, "KEY") {
		return false
	}
	for _, w := range []string{"SECRET", "TOKEN", "PASS", "APIKEY", "API_KEY", "PRIVATE", "ACCESS_KEY", "CREDENTIAL", "DSN", "DATABASE_URL", "AUTH", "COOKIE", "SESSION"} {
		if strings.Contains(up, w) {
			return false
		}
	}
	for i := 0; i < len(name); i++ {
		if !isIdent(name[i]) {
			return false
		}
	}
	return true
}

func nodeBindings(code string) bindings {
	var b bindings
	for _, m := range nodeRequire.Get().FindAllStringSubmatch(code, -1) {
		mod := m[1] + m[2]
		b.alias(mod, mod) // require("m").x reads as m.x
	}
	// import("m").then(x => ...): the module reaches a name gatesh does
	// not follow.
	for _, m := range nodeThenImport.Get().FindAllStringSubmatch(code, -1) {
		b.stars = append(b.stars, m[1])
	}
	code, _ = nodeInline(code, nil)
	for _, m := range nodeBind.Get().FindAllStringSubmatchIndex(code, -1) {
		mod := code[m[6]:m[7]]
		if !knownModule(nodeModules.Get(), mod) {
			continue
		}
		// const source = fs.readFileSync(...): the name holds what the
		// call returned, not the module or its function; the call is
		// read where it stands.
		if m[2] >= 0 && strings.HasPrefix(strings.TrimLeft(code[m[7]:], " \t"), "(") {
			continue
		}
		// const certPath = process.env.TLS_CERT_PATH || ...: one
		// variable of the environment, a string (Node's process.env:
		// "an object containing the user environment", its values
		// strings), not the process object.
		if m[2] >= 0 && envValue(mod) {
			continue
		}
		b.skip = append(b.skip, [2]int{m[0], m[1]})
		if m[2] >= 0 {
			b.alias(code[m[2]:m[3]], mod)
			continue
		}
		for _, item := range strings.Split(code[m[4]:m[5]], ",") {
			name, local, renamed := strings.Cut(item, ":")
			name, local = strings.TrimSpace(name), strings.TrimSpace(local)
			if !renamed {
				local = name
			}
			if name != "" && local != "" {
				b.name(local, mod+"."+name)
			}
		}
	}
	for _, m := range nodeImport.Get().FindAllStringSubmatchIndex(code, -1) {
		b.skip = append(b.skip, [2]int{m[0], m[1]})
		mod := code[m[8]:m[9]]
		for _, g := range [][2]int{{m[2], m[3]}, {m[4], m[5]}} {
			if g[0] >= 0 {
				b.alias(code[g[0]:g[1]], mod)
			}
		}
		if m[6] < 0 {
			continue
		}
		for _, item := range strings.Split(code[m[6]:m[7]], ",") {
			name, local, renamed := strings.Cut(item, " as ")
			name, local = strings.TrimSpace(name), strings.TrimSpace(local)
			if !renamed {
				local = name
			}
			if name != "" && local != "" {
				b.name(local, mod+"."+name)
			}
		}
	}
	return b
}
