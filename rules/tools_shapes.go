package rules

import (
	"path"
	"strings"
)

// Shapes of a tool call's arguments that spell what runs other than a
// command line or a program beside its arguments (programArgs): a
// key-value store's command words, a container's entrypoint and cmd, and
// code beside the name of its interpreter. Each is judged as the command
// it runs (argEffects).

// kvFlush reports whether text is a key-value store's command that
// empties it (FLUSHALL, FLUSHDB, memcached's flush_all), whatever tool
// carries it: no prose starts so.
func kvFlush(text string) bool {
	w, _, _ := strings.Cut(strings.TrimSpace(text), " ")
	switch strings.ToLower(w) {
	case "flushall", "flushdb", "flush_all":
		return true
	}
	return false
}

// kvArgv is the command line a key-value store's client is given for the
// words a call carries: redis-cli WORDS, judged as in a shell.
func kvArgv(words []string) []string {
	return append([]string{"redis-cli"}, words...)
}

// kvWords are the command words an object of a call's arguments carries
// for a key-value store: for a tool whose name or server says it speaks
// one, a command or query string split into words, then the
// strings of a list (command "DEL", args ["k"]); for any tool, a string
// or a list that starts with a command that empties the store, unless
// the tool's name says it only reads (search_code {"q": "FLUSHALL"}).
func kvWords(ts *toolSet, f *toolFacts, obj map[string]any) []string {
	if !f.kv && f.class == verbRead {
		return nil
	}
	var head, list []string
	for _, k := range sortedKeys(obj) {
		if keyIn(k, ts.args.Content) {
			continue
		}
		switch v := obj[k].(type) {
		case string:
			if head == nil && (f.kv && (keyIn(k, ts.args.Shell) || keyIn(k, ts.args.SQL)) || kvFlush(v)) {
				head = strings.Fields(v)
			}
		case []any:
			if l := stringsOf(v); list == nil && len(l) > 0 && (f.kv || kvFlush(l[0])) {
				list = l
			}
		}
	}
	return append(head, list...)
}

// entrypointArgs is the command a container's spelling carries: the
// entrypoint (a list, or one program), then the list under cmd, command,
// args or the like as its arguments. Docker's entrypoint in shell form
// (a string of several words) is run by /bin/sh -c.
func entrypointArgs(obj map[string]any) (programCall, bool) {
	var pc programCall
	var argv []string
	for _, k := range sortedKeys(obj) {
		if !keyIn(k, []string{"entrypoint", "entry_point"}) {
			continue
		}
		switch v := obj[k].(type) {
		case string:
			argv = []string{v}
			if shellText(v) {
				argv = []string{"/bin/sh", "-c", v}
			}
		case []any:
			argv = stringsOf(v)
		}
		if len(argv) == 0 {
			return pc, false
		}
		pc.program = k
		break
	}
	if pc.program == "" {
		return pc, false
	}
	for _, k := range sortedKeys(obj) {
		if l, ok := obj[k].([]any); ok && (argsKey(k) || keyIn(k, []string{"cmd", "command"})) && stringsOf(l) != nil {
			pc.args = k
			argv = append(argv, stringsOf(l)...)
			break
		}
	}
	pc.argv, pc.sure = argv, true
	return pc, true
}

// interpreterCode finds code an object carries beside a key that names
// its interpreter or language ({"interpreter": "bash", "code": "..."},
// {"runtime": "node", "source": "..."}): the code is judged as that
// interpreter's inline code (bash -c, python3 -c, node -e, ruby -e,
// perl -e, php -r). An interpreter, runtime, kernel or shell key says the
// code runs; a language key may name what a tool only shows, so then
// only what is dangerous in it counts. Languages that run nothing here
// (go, markdown) are left to the other keys.
func interpreterCode(ts *toolSet, obj map[string]any) []programCall {
	var lang, langKey string
	for _, k := range sortedKeys(obj) {
		if v, ok := obj[k].(string); ok && keyIn(k, []string{"interpreter", "runtime", "kernel", "shell", "executor", "language", "lang"}) && programPath(v) {
			if inlineFlag(v) != nil {
				lang, langKey = v, k
				break
			}
		}
	}
	if lang == "" {
		return nil
	}
	sure := !keyIn(langKey, []string{"language", "lang"})
	var out []programCall
	for _, k := range sortedKeys(obj) {
		v, ok := obj[k].(string)
		if !ok || k == langKey || strings.TrimSpace(v) == "" || keyIn(k, ts.args.Content) {
			continue
		}
		if keyIn(k, ts.args.Code) || keyIn(k, []string{"source", "source_code", "script", "input", "command", "cmd", "program", "stdin"}) {
			out = append(out, programCall{program: langKey, args: k, argv: append(inlineFlag(lang), v), sure: sure})
		}
	}
	return out
}

// namedInterpreterCode is the code a tool named for an interpreter
// other than a POSIX shell (Powershell-Tool, run_powershell,
// execute_pwsh) is given under a key of code or of a command: judged as
// that interpreter given it inline, as under a key that names the
// interpreter. A POSIX shell's name already makes its command shell text.
func namedInterpreterCode(ts *toolSet, own []string, obj map[string]any) []programCall {
	lang := ""
	for _, w := range own {
		if w == "pwsh" || w == "powershell" {
			lang = w
			break
		}
	}
	if lang == "" {
		return nil
	}
	var out []programCall
	for _, k := range sortedKeys(obj) {
		v, ok := obj[k].(string)
		if !ok || strings.TrimSpace(v) == "" || keyIn(k, ts.args.Content) {
			continue
		}
		if keyIn(k, ts.args.Code) || keyIn(k, []string{"source", "source_code", "script", "input", "command", "cmd", "program", "stdin"}) {
			out = append(out, programCall{program: k, args: k, argv: append(inlineFlag(lang), v), sure: true})
		}
	}
	return out
}

// inlineFlag is the argument vector, before the code, with which an
// interpreter runs code given inline, by its name or its language's
// (bash -c, python3 -c, node -e); nil for a name that runs no code.
func inlineFlag(name string) []string {
	n := strings.ToLower(path.Base(name))
	switch {
	case shellName(n):
		return []string{n, "-c"}
	case n == "shell" || n == "posix" || n == "shellscript" || n == "shell-script" || n == "console":
		// A language's name, not a program's: the shell runs it.
		return []string{"sh", "-c"}
	case strings.HasPrefix(n, "python") || n == "py" || n == "pypy3" || n == "ipython":
		return []string{"python3", "-c"}
	case n == "node" || n == "nodejs" || n == "javascript" || n == "js" || n == "deno" || n == "bun" || n == "typescript" || n == "ts":
		return []string{"node", "-e"}
	case n == "ruby" || n == "rb":
		return []string{"ruby", "-e"}
	case n == "perl" || n == "pl":
		return []string{"perl", "-e"}
	case n == "php":
		return []string{"php", "-r"}
	case n == "lua" || n == "luajit":
		return []string{"lua", "-e"}
	case n == "r" || n == "rscript":
		return []string{"Rscript", "-e"}
	case n == "pwsh" || n == "powershell":
		return []string{"pwsh", "-Command"}
	}
	return nil
}

// codeEnvName reports whether a variable makes a process run code it
// does not name: a bash child's function or start-up file, a library
// loaded first, an interpreter's start-up options, or gatesh's own.
func codeEnvName(n string) bool {
	switch n {
	case "BASH_ENV", "ENV", "PROMPT_COMMAND", "PS4", "SHELLOPTS", "LD_PRELOAD", "LD_AUDIT", "DYLD_INSERT_LIBRARIES",
		"NODE_OPTIONS", "PYTHONSTARTUP", "PYTHONPATH", "PERL5OPT", "PERL5LIB", "RUBYOPT", "JAVA_TOOL_OPTIONS", "GIT_CONFIG_PARAMETERS":
		return true
	}
	return strings.HasPrefix(n, "BASH_FUNC_") || strings.HasPrefix(n, "GATESH_")
}

// withToolEnv is argv run under the variables the call's env gives it
// ({"env": {"BASH_ENV": "x.sh"}}, a list of NAME=value, or of {name,
// value}) that make it run code it does not name, as env would set them.
// argv is unchanged when there is none.
func withToolEnv(obj map[string]any, argv []string) []string {
	var pairs []string
	add := func(name string, v any) {
		if val, ok := v.(string); ok && codeEnvName(name) {
			pairs = append(pairs, name+"="+val)
		}
	}
	for _, k := range sortedKeys(obj) {
		if !keyIn(k, []string{"env", "environment", "env_vars", "envs", "environment_variables", "variables"}) {
			continue
		}
		switch v := obj[k].(type) {
		case map[string]any:
			for _, n := range sortedKeys(v) {
				add(n, v[n])
			}
		case []any:
			for _, e := range v {
				switch e := e.(type) {
				case string:
					if n, val, ok := strings.Cut(e, "="); ok {
						add(n, val)
					}
				case map[string]any:
					if n, ok := e["name"].(string); ok {
						add(n, e["value"])
					}
				}
			}
		}
	}
	if len(pairs) == 0 {
		return argv
	}
	return append(append([]string{"env"}, pairs...), argv...)
}
