package rules

import (
	"path"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// A secret is red when its contents can leave: reach the output, the
// network or another file. These commands name a secret file without
// letting its contents out, so rules with unless_mention let them pass.

// quietSearchFlags make a search print no matched text: only whether,
// where or how often it matched.
var quietSearchFlags = []string{"-q", "--quiet", "--silent", "-l", "--files-with-matches", "-L", "--files-without-match", "-c", "--count"}

// metadataOnly reports whether a program prints what a file is, never
// what it holds: a .env linter names keys and lines, not values.
func metadataOnly(name string) bool {
	switch name {
	case "wc", "stat", "du", "file", "ls", "dotenv-linter":
		return true
	}
	return false
}

var searchers = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"grep": true, "egrep": true, "fgrep": true, "rg": true, "ag": true, "ack": true}
}}

// keyGenerators make a new key into the file they are given; the
// subcommand words say which of openssl's do.
var keyGenerators = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"ssh-keygen": nil, "age-keygen": nil, "mkcert": nil, "minisign": nil,
		"openssl": {"genrsa", "genpkey", "ecparam", "req", "dhparam", "rand"},
		"wg":      {"genkey", "genpsk", "pubkey"},
		// ssh-add hands a key to the agent, which keeps it from everyone.
		"ssh-add": nil,
		"step":    {"crypto"},
	}
}}

// mentionOnly reports whether the command only names secret files: a
// quiet search, a rename inside the project, or a key generated into the
// project.
func mentionOnly(v *cmdView) bool {
	c := v.cmd
	if c.MoreArgs || c.CwdUnknown || c.Dir != "" || len(c.PipeFrom) > 0 && !searchers.Get()[c.Name] {
		return false
	}
	name := c.Name
	pos := v.pos
	if name == "git" && len(pos) > 0 && pos[0].Value == "grep" {
		name, pos = "grep", pos[1:]
	}
	switch {
	case searchers.Get()[name]:
		// Exact names: --file (grep -f) is no abbreviation of
		// --files-with-matches here.
		for _, f := range v.flags {
			if containsWord(quietSearchFlags, f.name) {
				return true
			}
		}
		return stdoutDiscarded(c)
	case name == "diff" || name == "cmp":
		// diff -q and cmp -s say only whether files differ.
		for _, f := range v.flags {
			if f.name == "-q" || f.name == "--brief" || name == "cmp" && (f.name == "-s" || f.name == "--quiet" || f.name == "--silent") {
				return true
			}
		}
		return false
	case name == "mv":
		return len(pos) >= 2 && allInProject(pos) && flagValuesInProject(v)
	case name == "sed":
		return sedInPlace(v)
	case metadataOnly(name):
		// Counts, sizes, types and modes of files named: nothing of
		// the contents. Contents handed over by a redirection are
		// judged as contents.
		for _, r := range c.Redirs {
			if r.Op == "<" || r.Op == "<>" {
				return false
			}
		}
		return flagValuesInProject(v)
	}
	if publicOnly(name, pos, v) {
		return true
	}
	subs, ok := keyGenerators.Get()[name]
	if !ok {
		return false
	}
	if len(subs) > 0 && (len(pos) == 0 || !containsWord(subs, pos[0].Value)) {
		return false
	}
	if name == "ssh-add" {
		// Keys from anywhere go to the agent; only -L prints (public keys).
		return !c.MoreArgs
	}
	// ssh-keygen -y, -e print a key derived from the one read.
	if _, printsKey := v.findFlag([]string{"-y", "-e", "-text", "-noout"}); printsKey && name != "openssl" {
		return false
	}
	if _, printsKey := v.findFlag([]string{"-text", "-in"}); printsKey && name == "openssl" {
		return false
	}
	return flagValuesInProject(v) && allInProject(pos[min(len(pos), len(subs)):])
}

// inProject reports whether a word is a path relative to the project
// folder that stays inside it.
func inProject(w parser.Word) bool {
	if w.Dynamic || !relativePath(w.Value) {
		return false
	}
	p := path.Clean(w.Value)
	return p != ".." && !strings.HasPrefix(p, "../")
}

func allInProject(ws []parser.Word) bool {
	for _, w := range ws {
		if !inProject(w) {
			return false
		}
	}
	return true
}

// flagValuesInProject reports whether every option value that names a
// path (not text) is inside the project; redirections must be too.
func flagValuesInProject(v *cmdView) bool {
	for _, f := range v.flags {
		if f.hasValue && !f.text && strings.ContainsAny(f.value, "/~$") && !inProject(parser.Word{Value: f.value}) {
			return false
		}
	}
	for _, r := range v.cmd.Redirs {
		if r.Op != "<" && !isFd(r.Target.Value) && r.Target.Value != "/dev/null" && !inProject(r.Target) {
			return false
		}
	}
	return true
}

func containsWord(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// publicOnly reports whether a key tool prints only the public part of
// what it reads: openssl's certificate commands (x509 prints a
// certificate and never the key beside it in the same file), keytool's
// listings, a key's fingerprint.
func publicOnly(name string, pos []parser.Word, v *cmdView) bool {
	switch name {
	case "openssl":
		if len(pos) == 0 {
			return false
		}
		switch pos[0].Value {
		case "x509", "verify", "crl", "crl2pkcs7", "s_client", "ocsp":
			return true
		}
	case "keytool":
		_, ok := v.findFlag([]string{"-list", "-printcert", "-exportcert", "-export"})
		return ok
	case "ssh-keygen":
		_, ok := v.findFlag([]string{"-l"})
		return ok
	}
	return false
}

// sedInPlace reports whether sed edits its files in place, inside the
// project, with a script that writes nothing elsewhere (no w or W
// command): what it reads stays in the file it came from.
func sedInPlace(v *cmdView) bool {
	if _, ok := v.findFlag([]string{"-i", "--in-place"}); !ok {
		return false
	}
	var scripts []parser.Word
	if v.patternIdx >= 0 && v.patternIdx < len(v.pos) {
		scripts = append(scripts, v.pos[v.patternIdx])
	}
	for _, f := range v.flags {
		if f.name == "-f" || f.name == "--file" {
			return false
		}
		if f.pattern {
			scripts = append(scripts, parser.Word{Value: f.value})
		}
	}
	for _, w := range scripts {
		if w.Dynamic || strings.ContainsAny(w.Value, "wW") {
			return false
		}
	}
	var files []parser.Word
	for i, w := range v.pos {
		if i != v.patternIdx {
			files = append(files, w)
		}
	}
	return len(scripts) > 0 && allInProject(files) && flagValuesInProject(v)
}
