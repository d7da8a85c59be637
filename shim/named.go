package shim

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/binding"
	"gatesh/config"
	"gatesh/parser"
	"gatesh/queue"
)

// A command that runs on an approval runs unrestricted, and bash finds
// each program it names without a slash on PATH, which the agent sets: a
// person who approved `git push` approved git, not a git a green command
// put in a folder first on PATH. So before an approval is spent, each
// such program is checked as the real shell is (trusted). A program
// named with a slash (`./deploy.sh`) is what the person read, and is not.

// bashBuiltins are the names bash runs itself, never from PATH
// (`enable -a` and the keywords of bash 5.2).
var bashBuiltins = []string{
	".", ":", "[", "[[", "alias", "bg", "bind", "break", "builtin", "caller", "case", "cd", "command",
	"compgen", "complete", "compopt", "continue", "coproc", "declare", "dirs", "disown", "do", "done",
	"echo", "elif", "else", "enable", "esac", "eval", "exec", "exit", "export", "false", "fc", "fg",
	"fi", "for", "function", "getopts", "hash", "help", "history", "if", "in", "jobs", "kill", "let",
	"local", "logout", "mapfile", "popd", "printf", "pushd", "pwd", "read", "readarray", "readonly",
	"return", "select", "set", "shift", "shopt", "source", "suspend", "test", "then", "time", "times",
	"trap", "true", "type", "typeset", "ulimit", "umask", "unalias", "unset", "until", "wait", "while",
}

// namedPrograms checks the programs text names without a slash, as bash
// would find them on PATH from cwd, with trusted.
func (r *runtime) namedPrograms(cfg *config.Config, cwd, text string) error {
	var err error
	r.eachNamedProgram(cwd, text, func(p string) bool {
		err = r.trusted(cfg, cwd, p)
		return err == nil
	})
	return err
}

// plantablePrograms are the facts of the programs text names that bash
// would find, from cwd, in a folder a green command could have written.
func (r *runtime) plantablePrograms(cwd, text string) []queue.Fact {
	var facts []queue.Fact
	cfg, err := r.config()
	if err != nil {
		cfg = nil
	}
	check := r.programChecker(cfg, cwd)
	r.eachNamedProgram(cwd, text, func(p string) bool {
		if err := check.Program(p); err != nil {
			facts = append(facts, queue.Fact{Kind: binding.KindProgram, Name: filepath.Base(p), Value: err.Error()})
		}
		return true
	})
	return facts
}

// eachNamedProgram calls f with the file bash would run for each
// program text names without a slash, once each, until f returns false.
func (r *runtime) eachNamedProgram(cwd, text string, f func(path string) bool) {
	s := parser.Parse(text, parser.Options{Cwd: cwd})
	seen := map[string]bool{}
	for _, c := range s.Commands {
		name := c.Path
		if c.FuncCall || c.Container != nil || name == "" || seen[name] || strings.ContainsAny(name, "/$") ||
			slices.Contains(bashBuiltins, name) || slices.Contains(c.Wrappers, "ssh") {
			continue
		}
		seen[name] = true
		if p := bashLookup(name, r.env.get("PATH"), cwd); p != "" && !f(p) {
			return
		}
	}
}

// bashLookup is the file bash runs for name: the first executable
// regular file in PATH's folders, an empty or relative one taken from
// cwd, as bash takes it; "" for none.
func bashLookup(name, pathList, cwd string) string {
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" {
			dir = "."
		}
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(cwd, dir)
		}
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}
