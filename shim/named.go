package shim

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/config"
	"gatesh/parser"
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
	s := parser.Parse(text, parser.Options{Cwd: cwd})
	seen := map[string]bool{}
	for _, c := range s.Commands {
		name := c.Path
		if c.FuncCall || c.Container != nil || name == "" || seen[name] || strings.ContainsAny(name, "/$") ||
			slices.Contains(bashBuiltins, name) || slices.Contains(c.Wrappers, "ssh") {
			continue
		}
		seen[name] = true
		if p := bashLookup(name, r.env.get("PATH"), cwd); p != "" {
			if err := r.trusted(cfg, cwd, p); err != nil {
				return err
			}
		}
	}
	return nil
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
