package rules

import (
	"path"
	"slices"
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
// what it holds: a .env linter names keys and lines, not values;
// basename and dirname print parts of the names they are given and open
// nothing (POSIX: they work on the string alone).
func metadataOnly(name string) bool {
	switch name {
	case "wc", "stat", "du", "file", "ls", "dotenv-linter", "basename", "dirname":
		return true
	}
	return false
}

// packageRunner says whether a program runs the package its first
// operand names.
func packageRunner(name string) bool {
	switch name {
	case "npx", "pnpx", "bunx", "uvx":
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
func (s *Set) mentionOnly(v *cmdView) bool {
	c := v.cmd
	name := c.Name
	pos := v.pos
	if name == "git" && len(pos) > 0 && pos[0].Value == "grep" {
		name, pos = "grep", pos[1:]
	}
	// A package runner's words are the program it runs and that
	// program's (npx dotenv-linter .env): the program is judged as
	// itself, beside, and the runner's reading is the program's.
	if packageRunner(name) && len(pos) > 0 && !pos[0].Dynamic {
		if inner, _, _ := strings.Cut(pos[0].Value, "@"); inner != "" && metadataOnly(inner) {
			return !c.MoreArgs && !c.CwdUnknown && c.Dir == "" && len(c.PipeFrom) == 0 && !slices.ContainsFunc(c.Redirs, func(r parser.Redirect) bool { return r.Op == "<" || r.Op == "<>" })
		}
	}
	if searchers.Get()[name] {
		// A quiet search prints names or counts wherever it runs and
		// whatever files xargs or find -exec add: none of them turns
		// -l or -c off. Exact names: --file (grep -f) is no
		// abbreviation of --files-with-matches here.
		for _, f := range v.flags {
			// rg's -L is --follow, not -L of grep (ripgrep's manual):
			// it prints what it finds.
			if containsWord(quietSearchFlags, f.name) && !(f.name == "-L" && path.Base(c.Name) == "rg") {
				return true
			}
		}
		return stdoutDiscarded(c) || placeholderSearch(v) || namesOnlySearch(v)
	}
	if c.MoreArgs || c.CwdUnknown || c.Dir != "" || len(c.PipeFrom) > 0 {
		return false
	}
	switch {
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
	case name == "dotenv":
		// python-dotenv's set and unset write one key the command names
		// and print only it: nothing else of the file.
		return len(pos) > 0 && (pos[0].Value == "set" || pos[0].Value == "unset")
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
	// The project's own files by their absolute paths are the project's
	// too (openssl genrsa -out /app/ssl/server.key run in /app).
	return s.allInProjectView(pos[min(len(pos), len(subs)):], v)
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
// listings and new keys, a key's fingerprint.
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
		// Making a key pair or a signing request prints nothing of the
		// private key (-genkeypair adds a new entry, -certreq prints a
		// request, -gencert a certificate); -importkeystore copies keys.
		_, ok := v.findFlag([]string{"-list", "-printcert", "-exportcert", "-export", "-genkeypair", "-genkey", "-certreq", "-gencert"})
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
		if w.Dynamic || strings.ContainsAny(w.Value, "wW") && !onlySubstitutions(w.Value) {
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

// secretKept reports whether cat joins files of the project into one
// file of the project that the rule's paths name too (cat server.crt
// server.key > server.pem): nothing is printed, and the secret stays
// under a secret's name, where reading it is judged as before. A key
// copied in from elsewhere, or under a name the rule does not know,
// is not.
func (s *Set) secretKept(r *rule, v *cmdView) bool {
	c := v.cmd
	if c.Name != "cat" || len(v.flags) > 0 || len(v.pos) == 0 || r.paths.Empty() {
		return false
	}
	target := ""
	for _, rd := range c.Redirs {
		if rd.Op == "<" || rd.Op == "<>" || rd.Op == "<&" {
			return false
		}
		if rd.Fd != "" && rd.Fd != "1" && rd.Op != "&>" && rd.Op != "&>>" {
			continue
		}
		switch rd.Op {
		case ">", ">>", ">|", "&>", "&>>":
			target = rd.Target.Value
			if rd.Target.Dynamic || isFd(target) {
				return false
			}
		case ">&":
			target = "" // to another descriptor: the terminal, say
		}
	}
	if target == "" || target == "/dev/null" || !s.allInProjectView(v.pos, v) {
		return false
	}
	_, ok := s.findRef(r.paths, r.foldedPaths, r.exceptPaths, []ref{{value: target}}, c, r.exceptProject, false)
	return ok
}

// onlySubstitutions reports whether a sed script is nothing but s
// commands whose flags write nowhere (g, p, i, I, m, M, a count): a w in
// their text is a letter of the pattern or the replacement
// (s/hf_abc...xyz/<token>/g), not sed's w command. A line-number
// address (30s/a/b/, 1,$s/a/b/) picks lines and writes nothing. Anything
// else (a pattern address, another command, the w or e flag) is not.
func onlySubstitutions(script string) bool {
	rest := strings.TrimSpace(script)
	if rest == "" {
		return false
	}
	for rest != "" {
		rest = strings.TrimLeft(rest, "0123456789$,")
		if len(rest) < 2 || rest[0] != 's' || rest[1] == '\\' || rest[1] == '\n' || rest[1] == ' ' {
			return false
		}
		delim := rest[1]
		i := 2
		for part := 0; part < 2; part++ {
			start := i
			for ; i < len(rest) && rest[i] != delim; i++ {
				if rest[i] == '\n' {
					return false
				}
				if rest[i] == '\\' {
					i++
				}
			}
			if i >= len(rest) {
				return false
			}
			// GNU sed ends the pattern at the first bare delimiter;
			// POSIX lets a bracket expression hold one (s/[/]/x/), which
			// would move where the flags are. Read only a pattern whose
			// brackets close before its end, where the two agree.
			if part == 0 && !bracketsClosed(rest[start:i]) {
				return false
			}
			i++
		}
		for ; i < len(rest) && !strings.ContainsRune(";\n", rune(rest[i])); i++ {
			if !strings.ContainsRune("gpiImM0123456789 \t", rune(rest[i])) {
				return false
			}
		}
		rest = strings.TrimLeft(rest[i:], "; \t\n")
	}
	return true
}

// bracketsClosed reports whether every bracket expression of a sed
// pattern ([^'], []a], [[:alpha:]_]) closes inside it, so that no
// delimiter could have stood in one.
func bracketsClosed(re string) bool {
	for i := 0; i < len(re); i++ {
		switch re[i] {
		case '\\':
			i++
		case '[':
			i++
			if i < len(re) && re[i] == '^' {
				i++
			}
			if i < len(re) && re[i] == ']' {
				i++ // a first ] is a member
			}
			for ; i < len(re) && re[i] != ']'; i++ {
				// A class, collating symbol or equivalence ([:alpha:],
				// [.-.], [=a=]) ends with its own mark and ].
				if re[i] == '[' && i+1 < len(re) && strings.IndexByte(":.=", re[i+1]) >= 0 {
					end := strings.Index(re[i+2:], string(re[i+1])+"]")
					if end < 0 {
						return false
					}
					i += 2 + end + 1
				}
			}
			if i >= len(re) {
				return false
			}
		}
	}
	return true
}

// placeholderSearch reports whether every pattern the search is given
// looks only for placeholders (<your-aws-access-key-id>, alone or as
// alternatives), or for variables a web framework ships to every
// browser (NEXT_PUBLIC_API_URL, VITE_BACKEND_URL): the lines it prints
// hold the placeholder that replaced a key, or a value that is public
// by design, not a key.
func placeholderSearch(v *cmdView) bool {
	// -v prints every line that holds no placeholder: the keys; context
	// options print the lines around a match.
	if _, printsOthers := v.findFlag([]string{"-v", "--invert-match", "-A", "-B", "-C", "--context", "--after-context", "--before-context"}); printsOthers {
		return false
	}
	var patterns []string
	if v.patternIdx >= 0 && v.patternIdx < len(v.pos) {
		w := v.pos[v.patternIdx]
		if w.Dynamic {
			return false
		}
		patterns = append(patterns, w.Value)
	}
	for _, f := range v.flags {
		if f.name == "-f" || f.name == "--file" {
			return false
		}
		if f.pattern {
			patterns = append(patterns, f.value)
		}
	}
	if len(patterns) == 0 {
		return false
	}
	for _, p := range patterns {
		p = strings.TrimSuffix(strings.TrimPrefix(p, "("), ")")
		p = strings.TrimSuffix(strings.TrimPrefix(p, "\\("), "\\)")
		for _, alt := range strings.Split(strings.ReplaceAll(p, "\\|", "|"), "|") {
			if !placeholder(alt) && !publicVariable(alt) {
				return false
			}
		}
	}
	return true
}

// publicPrefixes start the names of variables that web frameworks put
// in the code they ship to every browser (Next.js, Vite, Create React
// App, Expo, Nuxt, Gatsby, Vue CLI, SvelteKit, Storybook).
var publicPrefixes = []string{"NEXT_PUBLIC_", "VITE_", "REACT_APP_", "EXPO_PUBLIC_", "NUXT_PUBLIC_", "GATSBY_", "VUE_APP_", "PUBLIC_", "STORYBOOK_"}

// publicVariable reports whether s is one such variable's name, whole
// (optionally ^NAME or NAME=): a pattern of capitals, digits and
// underscores after a public prefix, which matches no other name's line.
func publicVariable(s string) bool {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "^"), "=")
	for _, p := range publicPrefixes {
		rest, ok := strings.CutPrefix(s, p)
		if !ok || rest == "" {
			continue
		}
		return !strings.ContainsFunc(rest, func(r rune) bool {
			return !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_')
		})
	}
	return false
}

// placeholder reports whether s is <name>, a name of letters, digits,
// dashes, underscores, dots or spaces.
func placeholder(s string) bool {
	if len(s) < 3 || s[0] != '<' || s[len(s)-1] != '>' {
		return false
	}
	inner := s[1 : len(s)-1]
	for _, r := range inner {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_. ", r)) {
			return false
		}
	}
	return true
}
