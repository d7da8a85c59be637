package inline

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

var python = Lang{
	Name:    "python",
	Wrapper: "python -c",
	calls: []call{
		{"os.system", "shell"}, {"os.popen", "shell"}, {"subprocess.run", "shell"}, {"subprocess.call", "shell"},
		{"subprocess.check_call", "shell"}, {"subprocess.check_output", "shell"}, {"subprocess.Popen", "shell"},
		{"subprocess.getoutput", "shell"}, {"subprocess.getstatusoutput", "shell"},
		{"shutil.rmtree", "rmrf"}, {"os.remove", "rmf"}, {"os.unlink", "rmf"}, {"os.rmdir", "rmdir"}, {"os.removedirs", "rmdir"},
		{"os.execv", "execv"}, {"os.execve", "execv"}, {"os.execvp", "execv"}, {"os.execvpe", "execv"},
		{"os.posix_spawn", "execv"}, {"os.posix_spawnp", "execv"},
		{"os.execl", "execl"}, {"os.execle", "execl"}, {"os.execlp", "execl"}, {"os.execlpe", "execl"},
		{"os.spawnv", "spawnv"}, {"os.spawnve", "spawnv"}, {"os.spawnvp", "spawnv"}, {"os.spawnvpe", "spawnv"},
		{"os.spawnl", "spawnl"}, {"os.spawnle", "spawnl"}, {"os.spawnlp", "spawnl"}, {"os.spawnlpe", "spawnl"},
		{"open", "open"}, {"io.open", "open"},
	},
	prepare: pythonInline,
	imports: pythonBindings,
	modules: pythonModules,
	input:   pythonInput,
	extra:   pythonPathWrites,
}

// pythonInput are the consoles and debugger prompts Python code starts:
// code.interact() and InteractiveConsole, breakpoint() and pdb's (and its
// kin's) entry points, IPython.embed(); also through names imported from
// them (from code import interact).
var pythonInput = []pattern{
	{src: `(^|[^\w.])(breakpoint|interact|set_trace|post_mortem|start_ipython|embed|InteractiveConsole|InteractiveInterpreter)\s*\(`},
	{src: `\b(code|pdb|ipdb|pudb|rpdb|bdb|web_pdb|remote_pdb|IPython)\.(interact|InteractiveConsole|InteractiveInterpreter|set_trace|run|runeval|runcall|runctx|post_mortem|pm|Pdb|Bdb|embed|start_ipython|start_kernel|RemotePdb)\b`},
	{src: `\.(interact|set_trace|cmdloop)\s*\(|\bsys\.breakpointhook\b`},
}

// pythonModules is built on first use: a map literal would cost every
// start of gatesh.
var pythonModules = &lazy.Value[map[string]module]{New: func() map[string]module {
	return map[string]module{
		"os": {cap: Process, attrs: []string{
			"system", "popen", "execl", "execle", "execlp", "execlpe", "execv", "execve", "execvp", "execvpe",
			"spawnl", "spawnle", "spawnlp", "spawnlpe", "spawnv", "spawnve", "spawnvp", "spawnvpe",
			"posix_spawn", "posix_spawnp", "fork", "forkpty", "startfile",
			"remove:delete", "unlink:delete", "rmdir:delete", "removedirs:delete", "truncate:delete", "ftruncate:delete",
		}},
		"posix":          {cap: Process, attrs: []string{"system", "popen", "execv", "execve", "fork", "posix_spawn", "unlink:delete", "remove:delete"}},
		"subprocess":     {cap: Process, safe: []string{"PIPE", "STDOUT", "DEVNULL", "CalledProcessError", "TimeoutExpired", "CompletedProcess", "SubprocessError", "list2cmdline"}},
		"pty":            {cap: Process},
		"commands":       {cap: Process},
		"asyncio":        {cap: Process, attrs: []string{"create_subprocess_exec", "create_subprocess_shell"}},
		"ctypes":         {cap: Process, safe: []string{"c_int", "c_char_p", "sizeof"}},
		"shutil":         {cap: Delete, attrs: []string{"rmtree", "move"}},
		"requests":       {cap: Network, attrs: []string{"post", "put", "patch", "delete", "request", "Session", "session", "Request", "adapters", "HTTPAdapter", "api"}},
		"httpx":          {cap: Network, attrs: []string{"post", "put", "patch", "delete", "request", "Client", "AsyncClient", "stream"}},
		"urllib.request": {cap: Network, attrs: []string{"Request", "build_opener", "install_opener", "OpenerDirector"}},
		"urllib3":        {cap: Network, safe: []string{"disable_warnings", "exceptions"}},
		// urllib3.util's URL and header helpers compute values and send
		// nothing (its connection and wait helpers are not listed).
		"urllib3.util":    {cap: Network, safe: []string{"parse_url", "Url", "url", "make_headers", "Retry", "Timeout", "exceptions"}},
		"http.client":     {cap: Network, safe: []string{"responses", "HTTPException"}},
		"aiohttp":         {cap: Network},
		"socket":          {cap: Network, attrs: []string{"socket", "create_connection", "create_server", "socketpair", "fromfd"}},
		"ftplib":          {cap: Network},
		"telnetlib":       {cap: Network},
		"paramiko":        {cap: Process},
		"fabric":          {cap: Process},
		"smtplib":         {cap: Mail},
		"sendgrid":        {cap: Mail},
		"sqlite3":         {cap: Database, safe: []string{"version", "sqlite_version", "paramstyle", "Error"}},
		"psycopg2":        {cap: Database, safe: []string{"__version__", "extensions", "Error"}},
		"psycopg":         {cap: Database, safe: []string{"__version__", "Error"}},
		"pymysql":         {cap: Database, safe: []string{"__version__"}},
		"MySQLdb":         {cap: Database},
		"mysql.connector": {cap: Database},
		"sqlalchemy":      {cap: Database, safe: []string{"__version__"}},
		"pymongo":         {cap: Database, safe: []string{"version", "ASCENDING", "DESCENDING"}},
		"redis":           {cap: Database, safe: []string{"__version__"}},
		"duckdb":          {cap: Database, safe: []string{"__version__"}},
		"pyodbc":          {cap: Database},
		"cx_Oracle":       {cap: Database},
		"oracledb":        {cap: Database},
		"boto3":           {cap: Cloud, safe: []string{"__version__"}},
		"botocore":        {cap: Cloud, safe: []string{"__version__", "exceptions"}},
		"google.cloud":    {cap: Cloud},
		"googleapiclient": {cap: Cloud},
		"azure":           {cap: Cloud},
		"kubernetes":      {cap: Cloud},
		"docker":          {cap: Process},
	}
}}

// pythonInline rewrites a builtin reached through the builtins module
// as the plain name (pyPlainBuiltins), __import__("os").system to
// os.system, and adds the bare names brought in by `from os import *`.
func pythonInline(code string, calls []call) (string, []call) {
	code = pyPlainBuiltins(code)
	if strings.Contains(code, "__import__(") || strings.Contains(code, "import_module(") {
		code = pyDunderImport.Get().ReplaceAllString(code, "$1.")
	}
	if !strings.Contains(code, "import *") {
		return code, calls
	}
	extra := append([]call(nil), calls...)
	for _, c := range calls {
		mod, name, _ := strings.Cut(c.name, ".")
		if strings.Contains(code, "from "+mod+" import *") {
			extra = append(extra, call{name, c.kind})
		}
	}
	return code, extra
}

var (
	pyDunderImport = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?:\bimportlib\s*\.\s*)?(?:__import__|\bimport_module)\(\s*['"]([\w.]+)['"]\s*\)\.`)
	}}
	pyImport = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)(?:^|[;:])[ \t]*import[ \t]+([\w. \t,]+)`)
	}}
	pyFrom = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)(?:^|[;:])[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]+(?:\(([\w \t,*\n]+)\)|([\w \t,*]+))`)
	}}
	pyAssignImport = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\b(\w+)[ \t]*=[ \t]*(?:importlib\.)?(?:import_module|__import__)\(\s*['"]([\w.]+)['"]\s*\)`)
	}}
)

// pythonBindings reads import M, import M as A, from M import a as b,
// from M import *, and A = importlib.import_module("M").
func pythonBindings(code string) bindings {
	var b bindings
	for _, m := range pyDunderImport.Get().FindAllStringSubmatch(code, -1) {
		b.alias(m[1], m[1]) // __import__("m").x and import_module("m").x read as m.x
	}
	code, _ = pythonInline(code, nil)
	for _, m := range pyImport.Get().FindAllStringSubmatchIndex(code, -1) {
		b.skip = append(b.skip, [2]int{m[0], m[1]})
		for _, item := range strings.Split(code[m[2]:m[3]], ",") {
			f := strings.Fields(item)
			switch {
			case len(f) == 3 && f[1] == "as":
				b.alias(f[2], f[0])
			case len(f) >= 1:
				// import a.b binds a, and a.b.x reads through it.
				top, _, _ := strings.Cut(f[0], ".")
				b.alias(top, top)
				if f[0] != top {
					b.alias(f[0], f[0])
				}
			}
		}
	}
	for _, m := range pyFrom.Get().FindAllStringSubmatchIndex(code, -1) {
		b.skip = append(b.skip, [2]int{m[0], m[1]})
		mod := code[m[2]:m[3]]
		// The names: in parentheses, over lines; else to the line's end
		// (the next line's HTTPAdapter() is no name imported).
		names := m[4:6]
		if names[0] < 0 {
			names = m[6:8]
		}
		for _, item := range strings.Split(code[names[0]:names[1]], ",") {
			f := strings.Fields(item)
			if len(f) == 0 {
				continue
			}
			local := f[0]
			if len(f) == 3 && f[1] == "as" {
				local = f[2]
			}
			switch {
			case f[0] == "*":
				b.stars = append(b.stars, mod)
			case pythonModules.Get()[mod+"."+f[0]].cap != "":
				b.alias(local, mod+"."+f[0]) // from urllib import request
			default:
				b.name(local, mod+"."+f[0])
			}
		}
	}
	for _, m := range pyAssignImport.Get().FindAllStringSubmatch(code, -1) {
		b.alias(m[1], m[2])
	}
	return b
}

// pyDottedName finds a dotted name (requests.post, os.environ, os .system:
// Python allows space around the dot) that is not an attribute of
// something else.
var pyDottedName = &lazy.Regexp{Src: `(?:^|[^\w.])([A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)+)`}

// pyBareName finds a name that is not an attribute of something else.
var pyBareName = &lazy.Regexp{Src: `(?:^|[^\w.])([A-Za-z_]\w*)`}

// PythonInScope returns code with an import of each module of the table
// it names at the start of a dotted name, or hands on bare (getattr(os,
// "system"), (os).system, [os][0], m = os), before it: a program under a
// debugger has its modules imported already, so an expression evaluated
// there (requests.post(URL, data=str(os.environ))) reaches what its
// names reach without an import of its own.
func PythonInScope(code string) string {
	mods := pythonModules.Get()
	var names []string
	add := func(n string) {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for _, m := range pyDottedName.Get().FindAllStringSubmatch(code, -1) {
		// The longest module of the table the name starts with:
		// urllib.request of urllib.request.urlopen.
		for n := strings.Join(strings.FieldsFunc(m[1], func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' }), ""); ; {
			i := strings.LastIndexByte(n, '.')
			if i < 0 {
				break
			}
			n = n[:i]
			if _, ok := mods[n]; ok {
				add(n)
				break
			}
		}
	}
	for _, m := range pyBareName.Get().FindAllStringSubmatchIndex(code, -1) {
		n := code[m[2]:m[3]]
		if _, ok := mods[n]; ok && pyHandedOn(code[:m[2]], code[m[3]:]) {
			add(n)
		}
	}
	if len(names) == 0 {
		return code
	}
	return "import " + strings.Join(names, ", ") + "\n" + code
}

// pyHandedOn reports whether a bare name between before and after is
// handed on as a value whose attributes are then taken: the first
// argument of getattr or vars, a name in parentheses an attribute is
// taken of ((os).system), an item of a list ([os][0]), or the value of an
// assignment (m = os).
func pyHandedOn(before, after string) bool {
	b := strings.TrimRight(before, " \t")
	a := strings.TrimLeft(after, " \t")
	switch {
	case strings.HasSuffix(b, "("):
		f := strings.TrimRight(b[:len(b)-1], " \t")
		for _, fn := range []string{"getattr", "vars"} {
			if strings.HasSuffix(f, fn) && (len(f) == len(fn) || !isIdent(f[len(f)-len(fn)-1])) {
				return true
			}
		}
		return strings.HasPrefix(a, ")") && strings.HasPrefix(strings.TrimLeft(a[1:], " \t"), ".")
	case strings.HasSuffix(b, "["), strings.HasSuffix(b, ","):
		return strings.HasPrefix(a, "]") || strings.HasPrefix(a, ",")
	case strings.HasSuffix(b, "=") && !strings.HasSuffix(b, "==") && !strings.HasSuffix(b, "!=") && !strings.HasSuffix(b, "<=") && !strings.HasSuffix(b, ">="):
		return a == "" || strings.ContainsAny(a[:1], ";\n,)")
	}
	return false
}
