package rules

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/sqlscan"
)

// flagUse is one option as the command will read it.
type flagUse struct {
	name      string
	value     string
	hasValue  bool
	dynamic   bool // the value is known only at run time ($X, $(cmd))
	text      bool // the value is text (a message, a pattern), not a file
	pattern   bool // the value is what a search looks for
	write     bool // the value is a file the command writes
	span      parser.Span
	valueSpan parser.Span
}

// ref is a word that may name a file, with the span to show.
type ref struct {
	value string
	span  parser.Span
	forms []string // pathForms(value), filled on first use
	// low are the forms with their letters made lower case, those that
	// have any, filled on first use; lowDone says they are.
	low     []string
	lowDone bool
	glob    bool // the word is an unquoted glob the shell will expand
	// setup is set on a redirection that creates its file from what
	// gatesh follows whole (parser.Redirect.New); content is what it
	// writes, as code.
	setup   bool
	content string
	// unlisted: value is a folder where names gatesh cannot list land
	// (cp -r tools/. DEST); brought: they come from an archive, a patch
	// or other commits (bringsUnread).
	unlisted bool
	brought  bool
	// unread: what an archive or a patch brings could not be listed
	// (listBrought).
	unread bool
	// creates: a folder the command makes new, refusing one that holds
	// anything (git clone DIR): no overwrite (unless_creates).
	creates bool
}

// cmdView is a command's arguments read through its option spec.
type cmdView struct {
	cmd *parser.Command
	// wholeFolders: the command reads a folder it is handed whole
	// (wholeFolderReaders); 0 until asked, then 1 yes or -1 no.
	wholeFolders int8
	flags        []flagUse
	pos          []parser.Word
	reads        []ref
	writes       []ref
	// destUnknown is a download's or a package extract's destination
	// whose value gatesh cannot know (unknownDest); nil when none.
	destUnknown *parser.Word
	sql         []*sqlscan.Result // parallel to payloads(); nil until needed
	// argSQL are the arguments of a program gatesh knows nothing of that
	// are SQL statements (usql -c 'DROP ...', acme-sql -e 'DELETE ...'):
	// read as the SQL of a client, after cmd.Payloads.
	argSQL []parser.Payload
	links  map[string]bool // paths looked at on disk: whether each is a link
	// linkEnds are the names of written paths looked at on disk for a
	// link (linkedWrites): where each leads, "" when it is no link.
	linkEnds map[string]linkEnd
	// linkHeld is a written path through a link gatesh cannot follow.
	linkHeld *ref
	// linkReadHeld is a link below a searched folder whose chain gatesh
	// cannot follow to its end.
	linkReadHeld *ref
	// linksUnlisted is a folder that a search following every link reads
	// whose links were not all listed (the walk stopped at its bound).
	linksUnlisted *ref
	// The class of the command's subcommand by the [verbs] lexicon, and
	// the word that decided it; computed on first use (Set.verb).
	verbDone  bool
	verbClass string
	verbSpan  parser.Span
	// Whether no table or rule names the command (Set.unlisted),
	// computed on first use: several rules ask.
	unlistedDone, unlistedVal bool
	// Whether the command's words read out a secret by name (verb_class
	// "reveal"), and the word that says so; set with the verb.
	reveals    bool
	revealSpan parser.Span
	// patternIdx is the positional that is a search's pattern, or -1.
	patternIdx int
	// upstream is the command that pipes into this one, when known.
	upstream *parser.Command
	// forwarded: a command of the script forwards a port or a socket
	// of this machine to another (forwardsHere).
	forwarded bool
	// scriptAssigns are the script's plain assignments (NAME=value with
	// no command): they reach the command when the name is exported.
	scriptAssigns []parser.Assign
	// azStorage: the script sets the Azure CLI's storage account, key,
	// SAS token or connection string in its configuration (az config
	// set storage.account=...).
	azStorage bool
	// named is set while a rule that names the command literally is
	// matched: its command condition holds.
	named bool
	// forms are pathForms of each positional, filled on first use: every
	// rule with args patterns asks.
	forms [][]string
}

// posForms is pathForms of the positional v.pos[i].
func (v *cmdView) posForms(s *Set, i int) []string {
	if v.forms == nil {
		v.forms = make([][]string, len(v.pos))
	}
	if v.forms[i] == nil {
		c := v.cmd
		// A command that reads no file its words name (ps aux, echo)
		// has words, not paths: a cd before it does not make them
		// names in that folder (cd api && ps aux is no ps given
		// api/aux, whose e would ask for the environment).
		if c.Dir != "" && c.Container == nil {
			if sp := s.spec(c.Name); sp != nil && sp.printsArgs {
				moved := *c
				moved.Dir = ""
				c = &moved
			}
		}
		forms := s.pathForms(v.pos[i].Value, c)
		// A URL whose host is spelled other than rules name it
		// (http://2852039166/ is 169.254.169.254) is also matched
		// by the host it reaches.
		if h := urlHostForm(v.pos[i].Value, urlFetcher(c.Name)); h != "" {
			forms = append(forms[:len(forms):len(forms)], h)
		}
		v.forms[i] = forms
	}
	return v.forms[i]
}

// findExecFlags start an embedded command that runs to ";" or "+"; the
// parser lists that command separately.
var findExecFlags = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"-exec": true, "-execdir": true, "-ok": true, "-okdir": true}
}}

func (s *Set) view(c *parser.Command) *cmdView {
	v := &cmdView{cmd: c}
	if len(c.Args) > 0 {
		// Most words are positional: one allocation, not one per doubling.
		v.pos = make([]parser.Word, 0, len(c.Args))
	}
	sp := s.spec(c.Name)
	empty := &optSpec{}
	opts := empty
	if sp != nil {
		opts = &sp.global
	}
	subStart := 0
	patternGiven := false
	isGit := sp != nil && path.Base(c.Name) == "git"
	var git gitDirs
	args := c.Args
	endOpts := false
	for i := 0; i < len(args); i++ {
		w := args[i]
		val := w.Value
		if endOpts || len(val) < 2 || val[0] != '-' {
			v.pos = append(v.pos, w)
			if len(v.pos) == 1 && sp != nil && sp.subs != nil {
				if sub := sp.subs[val]; sub != nil {
					opts = sub
					subStart = 1
				} else if !sp.optionsAnywhere {
					opts = empty
				}
			}
			if len(v.pos) == 2 && sp != nil && sp.subs != nil {
				// A subcommand of two words: git worktree add DIR.
				if sub := sp.subs[v.pos[0].Value+" "+val]; sub != nil {
					opts = sub
					subStart = 2
				}
			}
			continue
		}
		if val == "--" {
			v.flags = append(v.flags, flagUse{name: "--", span: w.Span})
			endOpts = true
			continue
		}
		if name, ok := strings.CutPrefix(val, "--no-"); ok && !strings.Contains(name, "=") {
			// --no-force after --force: the last one wins.
			v.flags = slices.DeleteFunc(v.flags, func(f flagUse) bool { return f.name == "--"+name })
		}
		takeNext := func(f *flagUse) {
			if i+1 < len(args) {
				i++
				f.value, f.hasValue, f.valueSpan, f.dynamic = args[i].Value, true, args[i].Span, args[i].Dynamic
			}
		}
		mark := func(f *flagUse) {
			if opts.patternFlags.has(f.name) || opts.patternFileFlags.has(f.name) {
				patternGiven = true
			}
			f.pattern = opts.patternFlags.has(f.name)
			f.text = opts.textFlags.has(f.name) || f.pattern
			// A program with no table writes its output option's value
			// (pandoc -o FILE, sort -o FILE): the write rules judge it.
			f.write = sp != nil && (sp.writeFlags.has(f.name) || opts.writeFlags.has(f.name)) || sp == nil && outputFlag(f.name)
			if isGit && len(v.pos) == 0 && f.hasValue {
				git.global(f.name, f.value)
			}
			v.flags = append(v.flags, *f)
		}
		switch {
		case sp != nil && sp.singleDash:
			f := flagUse{name: val, span: w.Span}
			// -name=value is the option with its value, as Go's flag
			// package reads it (terraform init -plugin-dir=DIR): rule
			// flags "NAME=GLOB" need the value apart.
			if name, value, eq := strings.Cut(val, "="); eq && len(name) > 1 {
				f.name, f.value, f.hasValue, f.dynamic, f.valueSpan = name, value, true, w.Dynamic, w.Span
				mark(&f)
				continue
			}
			if findExecFlags.Get()[val] {
				for i+1 < len(args) && args[i+1].Value != ";" && args[i+1].Value != "+" {
					i++
				}
				i++ // the terminator
				v.flags = append(v.flags, f)
				continue
			}
			if opts.valueFlags[val] {
				takeNext(&f)
			}
			mark(&f)
		case sp == nil && goStyleFlag(val):
			// A program with no table given -name=value: Go's flag
			// package (and others) read one dash as two, so this is one
			// long option with its value, not a cluster of letters.
			name, value, _ := strings.Cut(val, "=")
			f := flagUse{name: name, value: value, hasValue: true, dynamic: w.Dynamic, span: w.Span, valueSpan: w.Span}
			mark(&f)
		case strings.HasPrefix(val, "--"):
			name, value, eq := strings.Cut(val, "=")
			f := flagUse{name: name, span: w.Span}
			if eq {
				f.value, f.hasValue, f.valueSpan, f.dynamic = value, true, w.Span, w.Dynamic
			} else if opts.pairFlags.has(name) {
				// Two values, each its own use of the option: the second
				// is a file as much as the first (jq --rawfile k FILE).
				first := f
				takeNext(&first)
				mark(&first)
				takeNext(&f)
			} else if opts.valueFlags.has(name) || sp == nil && outputFlag(name) || sp != nil && sp.writeFlags.has(name) {
				takeNext(&f)
			}
			mark(&f)
		default:
			// A cluster of short options: -rf is -r -f; once an option
			// takes a value, the rest of the word (or the next) is it.
			for j := 1; j < len(val); j++ {
				f := flagUse{name: "-" + val[j:j+1], span: w.Span}
				// A program gatesh has no table for may read -fPATH as
				// -f PATH: a path glued to its first option is its value.
				// A command's own write flag takes its file after a
				// subcommand too (git log --output F).
				// So does one given -o then a path that climbs out of the
				// project or starts at a root (asciidoctor -o
				// /var/www/html/index.html): its output file.
				// BSD sed takes -i's backup suffix as the next word, empty
				// for none (sed -i '' 's/a/b/' f): that empty word is no
				// script, and the script after it names no file.
				if len(val) == 2 && sp != nil && slices.Contains(sp.inPlaceFlags, f.name) && i+1 < len(args) && args[i+1].Value == "" && !args[i+1].Dynamic {
					takeNext(&f)
					mark(&f)
					break
				}
				if opts.valueFlags[f.name] || sp != nil && sp.writeFlags[f.name] || sp == nil && j == 1 && gluedPath(val[2:]) ||
					sp == nil && len(val) == 2 && f.name == "-o" && i+1 < len(args) && !args[i+1].Dynamic && gluedPath(args[i+1].Value) && !strings.HasPrefix(args[i+1].Value, "./") {
					if j+1 < len(val) {
						f.value, f.hasValue, f.valueSpan, f.dynamic = val[j+1:], true, w.Span, w.Dynamic
					} else {
						takeNext(&f)
					}
					mark(&f)
					break
				}
				mark(&f)
			}
		}
	}

	if sp != nil && len(sp.chdir) > 0 {
		v.chdirOperands(sp)
	}
	patternIdx := -1
	if opts.patternArg && !patternGiven && len(v.pos) > subStart {
		patternIdx = subStart
	}
	v.patternIdx = patternIdx
	// Positionals are files read, except a pattern, and the destinations
	// of a copy, which are written.
	nread := len(v.pos)
	if sp != nil {
		switch {
		case sp.printsArgs || sp.writeArgs == "all" || opts.argsNotRead:
			nread = 0
		case sp.writeArgs == "last" && nread >= 2:
			nread--
		}
	}
	for i, w := range v.pos[:nread] {
		// A URL names a remote resource, not a local file.
		if i != patternIdx && !isURL(w.Value) {
			v.reads = append(v.reads, ref{value: w.Value, span: w.Span, glob: w.Glob})
		}
	}
	nFlagWrites := len(v.writes)
	for _, f := range v.flags {
		if f.hasValue && !f.text {
			v.reads = append(v.reads, ref{value: f.value, span: f.valueSpan})
			if f.write {
				v.writes = append(v.writes, ref{value: f.value, span: f.valueSpan})
			}
		}
	}
	git.resolve(v.writes[nFlagWrites:])
	if sp != nil && len(sp.stdinNames) > 0 {
		v.stdinNamedReads(sp)
	}
	for _, r := range c.Redirs {
		switch r.Op {
		case "<", "<>":
			v.reads = append(v.reads, ref{value: r.Target.Value, span: r.Span, glob: r.Target.Glob})
		}
		switch r.Op {
		case ">", ">>", ">|", "&>", "&>>", "<>":
			v.writes = append(v.writes, ref{value: r.Target.Value, span: r.Span, glob: r.Target.Glob, setup: r.New, content: r.Content})
		case ">&":
			if !isFd(r.Target.Value) {
				v.writes = append(v.writes, ref{value: r.Target.Value, span: r.Span})
			}
		}
	}
	v.landingNames()
	v.codePaths()
	// A container's bind mounts give it the host paths: read, and
	// written unless read-only.
	for _, m := range c.Mounts {
		v.reads = append(v.reads, ref{value: m.Host.Value, span: m.Host.Span})
		if !m.ReadOnly {
			v.writes = append(v.writes, ref{value: m.Host.Value, span: m.Host.Span})
		}
	}
	nArgWrites := len(v.writes)
	if sp != nil {
		switch sp.writeArgs {
		case "all":
			for _, w := range v.pos {
				v.writes = append(v.writes, ref{value: w.Value, span: w.Span, glob: w.Glob, creates: sp.createsOnly})
			}
		case "last":
			if n := len(v.pos); n >= 2 {
				v.writes = append(v.writes, ref{value: v.pos[n-1].Value, span: v.pos[n-1].Span})
			}
		case "first":
			if len(v.pos) > 0 {
				v.writes = append(v.writes, ref{value: v.pos[0].Value, span: v.pos[0].Span})
			}
		}
		switch {
		case subStart == 0:
		case opts.writeArgs == "first" && len(v.pos) > subStart:
			// 7z a OUT FILES: the first operand after the subcommand.
			v.writes = append(v.writes, ref{value: v.pos[subStart].Value, span: v.pos[subStart].Span, creates: opts.createsOnly})
		case opts.writeArgs == "last" && len(v.pos) > subStart+1:
			// git mv SRC DEST.
			n := len(v.pos) - 1
			v.writes = append(v.writes, ref{value: v.pos[n].Value, span: v.pos[n].Span, creates: opts.createsOnly})
		}
		v.archiveWrites(sp)
		v.landingWrites(sp, subStart, subStart > 0 && opts.writeArgs == "last")
		if len(sp.inPlaceFlags) > 0 {
			if _, ok := v.findFlag(sp.inPlaceFlags); ok {
				// Edited in place: every file operand is written.
				for i, w := range v.pos {
					if i != v.patternIdx && !isURL(w.Value) {
						v.writes = append(v.writes, ref{value: w.Value, span: w.Span, glob: w.Glob})
					}
				}
			}
		}
		if len(sp.extractFlags) > 0 {
			if _, ok := v.findFlag(sp.extractFlags); ok || len(v.pos) > 0 && oldStyleExtract(v.pos[0].Value) {
				for _, f := range v.flags {
					if f.hasValue && sp.extractTo.has(f.name) {
						v.writes = append(v.writes, ref{value: f.value, span: f.valueSpan})
					}
				}
			}
		}
		for _, k := range sp.writeKeys {
			for _, w := range v.pos {
				if rest, ok := strings.CutPrefix(w.Value, k+"="); ok {
					v.writes = append(v.writes, ref{value: rest, span: w.Span})
				}
			}
		}
	}
	if isGit {
		git.resolve(v.writes[nArgWrites:])
		v.gitCreates(&git, subStart)
	}
	v.broughtWrites(s, sp)
	v.operandWrites()
	v.downloadWrites()
	v.editorWrites()
	v.rcloneLocalWrites()
	s.linkedDeletes(v)
	s.mountedLinks(v)
	s.linkedWrites(v)
	s.linkedReads(v)
	s.followedLinkReads(v)
	return v
}

// nonSetupWrites are the files written other than by a setup write.
func (v *cmdView) nonSetupWrites() []ref {
	out := make([]ref, 0, len(v.writes))
	for _, w := range v.writes {
		if !w.setup {
			out = append(out, w)
		}
	}
	return out
}

// gluedPath reports whether the rest of a short option looks like a path
// (-f/etc/x, -o~/.bashrc, -c./conf), not more letters of a cluster.
// stdinNamedReads adds, for a command that reads the names of its files
// on standard input (cpio -o, zip -@), each line of a here-string or a
// heredoc given to it as a file it reads: cpio -o <<< ~/.ssh/id_rsa
// archives the key.
func (v *cmdView) stdinNamedReads(sp *cmdSpec) {
	if !v.readsStdinNames(sp) {
		return
	}
	for _, r := range v.cmd.Redirs {
		if r.Fd != "" && r.Fd != "0" || r.Target.Dynamic || r.Op != "<<<" && r.Op != "<<" && r.Op != "<<-" {
			continue
		}
		for line := range strings.SplitSeq(r.Target.Value, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				v.reads = append(v.reads, ref{value: line, span: r.Span})
			}
		}
	}
}

// chdirOperands rewrites each relative operand that follows a folder
// option of the command (tar -C DIR, patch -d DIR) as the path in that
// folder, which is what the command reads or writes: tar -cf - -C ~
// .gatesh archives ~/.gatesh. The last such option before an operand
// decides; one whose value is not known leaves the operand as it is.
func (v *cmdView) chdirOperands(sp *cmdSpec) {
	for i := range v.pos {
		w := &v.pos[i]
		if w.Dynamic || w.Value == "" || w.Value == "-" || strings.HasPrefix(w.Value, "/") || strings.HasPrefix(w.Value, "~") || strings.HasPrefix(w.Value, "$") {
			continue
		}
		dir, ok := v.chdirFolder(sp.chdir, w.Span.Start)
		if ok && dir != "" && dir != "." {
			w.Value = path.Join(dir, w.Value)
		}
	}
}

// chdirFolder returns the folder a command has moved to through the
// folder options named (tar -C, patch -d) given before offset before:
// each relative one is in the folder the one before it moved to (tar -C
// ~ -C .config is ~/.config, patch -d /tmp -d .. is /). ok is false when
// one of them is known only at run time.
func (v *cmdView) chdirFolder(names set, before int) (dir string, ok bool) {
	for _, f := range v.flags {
		if f.span.Start > before {
			break
		}
		if !f.hasValue || !names.has(f.name) {
			continue
		}
		if f.dynamic {
			return "", false
		}
		if dir == "" || path.IsAbs(f.value) || strings.HasPrefix(f.value, "~") || strings.HasPrefix(f.value, "$") {
			dir = f.value
		} else {
			dir = path.Join(dir, f.value)
		}
	}
	return dir, true
}

func gluedPath(rest string) bool {
	return strings.HasPrefix(rest, "/") || strings.HasPrefix(rest, "~") || strings.HasPrefix(rest, "./") ||
		strings.HasPrefix(rest, "../") || strings.HasPrefix(rest, "$HOME") || strings.HasPrefix(rest, "${HOME}")
}

func isURL(s string) bool {
	scheme, _, ok := strings.Cut(s, "://")
	return ok && scheme != "file" && scheme != "" && !strings.ContainsAny(scheme, "/.~$")
}

func isFd(s string) bool {
	if s == "-" || s == "" {
		return true
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// payloads is how many payloads the command has: the parser's, then
// argSQL.
func (v *cmdView) payloads() int { return len(v.cmd.Payloads) + len(v.argSQL) }

// payload returns payload i of payloads().
func (v *cmdView) payload(i int) *parser.Payload {
	if i < len(v.cmd.Payloads) {
		return &v.cmd.Payloads[i]
	}
	return &v.argSQL[i-len(v.cmd.Payloads)]
}

// payloadSQL scans payload i as SQL once.
func (v *cmdView) payloadSQL(i int) *sqlscan.Result {
	if v.sql == nil {
		v.sql = make([]*sqlscan.Result, len(v.cmd.Payloads)+len(v.argSQL))
	}
	if v.sql[i] == nil {
		r := v.payload(i).SQL()
		v.sql[i] = &r
	}
	return v.sql[i]
}

// pathForms returns the spellings of a file word to match against: the
// cleaned word, the same with the home and gate folders written as "~" and
// "$GATESH_HOME", and for "KEY=file", "@file", "host:file" or "rev:file"
// the file part. A relative path also stands for itself under the folder
// an earlier cd moved the command to (parser.Command.Dir). A path inside a
// container stands for the host path a mount binds it to, or for no host
// path at all.
func (s *Set) pathForms(value string, c *parser.Command) []string {
	dir := ""
	if len(s.scratch) > 0 {
		// A path on a scratch host is that host's (scratch.go).
		if s.onScratch(c) {
			return s.remoteForms(value, c)
		}
		if p, ok := s.scratchOperand(value, c); ok {
			return []string{value, remotePrefix + p}
		}
	}
	if c != nil {
		dir = c.Dir
		if c.Remote != nil && hostIsLoopback(strings.ToLower(c.Remote.Host)) && (dir == "" || relativePath(dir)) {
			// ssh to this machine starts the command in the login's
			// home, not in the project: ssh localhost 'echo x >>
			// .bashrc' writes ~/.bashrc.
			// Another login's home is judged as the user's: its start-up
			// files are as sensitive.
			dir = path.Join("~", dir)
		}
		// With no cd before it, a relative path is under the folder the
		// commands run in; where that folder is itself sensitive (the
		// home folder, a dot-folder of it, a system folder), .bashrc
		// is that folder's file.
		if dir == "" {
			dir = s.sensitiveCwd(value)
		}
		if c.Container != nil {
			// Inside a container a path is the container's, or the
			// host's where a mount binds it.
			mapped, host, ok := containerPath(value, c.Container)
			switch {
			case ok && !host:
				return []string{mapped}
			case ok:
				value = mapped
			}
		}
	}
	out := make([]string, 0, 4)
	if value != "" {
		out = append(out, value)
	}
	addOne := func(y string) {
		if !slices.Contains(out, y) {
			out = append(out, y)
		}
	}
	addNormal := func(x string) {
		addOne(x)
		var forms [2]string
		for _, y := range s.appendNormal(forms[:0], x) {
			addOne(y)
		}
		// On macOS /tmp, /var and /etc are links into /private: a path
		// there is judged as the same path by its usual name too
		// (Claude Code's scratch folder is /private/tmp/claude-UID/...).
		if rest, ok := strings.CutPrefix(x, "/private/"); ok {
			top, _, _ := strings.Cut(rest, "/")
			if top == "tmp" || top == "var" || top == "etc" {
				addOne("/" + rest)
			}
		}
	}
	add := func(x string) {
		if x == "" {
			return
		}
		addNormal(path.Clean(x))
		if dir != "" && relativePath(x) {
			addNormal(path.Join(dir, x))
		}
	}
	add(value)
	if rel := s.aboveProject(value, c); rel != "" {
		addOne(rel)
	}
	if _, after, ok := strings.Cut(value, "="); ok {
		add(after)
		value = after
	}
	if rest, ok := strings.CutPrefix(value, "@"); ok {
		add(rest)
	}
	// host:path (scp, rsync) and rev:path (git show HEAD:.env).
	if i := strings.IndexByte(value, ':'); i > 0 && !strings.Contains(value, "://") {
		add(value[i+1:])
	}
	return out
}

// normalise rewrites the home and gate folders into the placeholders that
// rules use: "~" and "$GATESH_HOME".
func (s *Set) normalise(x string) []string { return s.appendNormal(nil, x) }

// appendNormal appends normalise's forms of x to out: pathForms passes an
// array of its own, so that the forms of the 26,000 paths a batch judges
// need no slice each.
func (s *Set) appendNormal(out []string, x string) []string {
	for _, h := range []string{"${GATESH_HOME}", "$GATESH_HOME", s.home} {
		if h != "" && within(x, h) && h != "$GATESH_HOME" {
			out = append(out, "$GATESH_HOME"+x[len(h):])
			break
		}
	}
	for _, h := range []string{"${HOME}", "$HOME", s.userHome} {
		if h != "" && within(x, h) {
			return append(out, "~"+x[len(h):])
		}
	}
	// Another user's home folder holds the same files as this one's: a
	// credential, a start-up file or an agent's settings there is judged
	// as the one under ~ is (/home/dev/.pypirc, /Users/ana/.ssh/id_rsa).
	if rest, ok := otherHome(x); ok {
		out = append(out, "~"+rest)
	}
	return out
}

// otherHome returns the part of an absolute path after a home folder's
// own (/home/NAME, /Users/NAME, /root), with its leading slash, when it
// is in one.
func otherHome(x string) (string, bool) {
	if len(x) > 1 && x[0] == '~' && x[1] != '/' && x[1] != '+' && x[1] != '-' {
		// ~NAME/rest: NAME's home, which may well be this user's.
		_, after, _ := strings.Cut(x, "/")
		if strings.ContainsAny(x[:len(x)-len(after)], "*?[") {
			return "", false
		}
		if after == "" {
			return "", true
		}
		return "/" + after, true
	}
	// Most paths are relative: one look at two bytes sends them back.
	if len(x) < 5 || x[0] != '/' || x[1] != 'r' && x[1] != 'h' && x[1] != 'U' {
		return "", false
	}
	if rest, ok := strings.CutPrefix(x, "/root"); ok && (rest == "" || rest[0] == '/') {
		return rest, true
	}
	var rest string
	switch {
	case strings.HasPrefix(x, "/home/"):
		rest = x[len("/home/"):]
	case strings.HasPrefix(x, "/Users/"):
		rest = x[len("/Users/"):]
	default:
		return "", false
	}
	name, after, _ := strings.Cut(rest, "/")
	if name == "" || name == "." || name == ".." || strings.ContainsAny(name, "*?[") {
		return "", false
	}
	if after == "" {
		return "", true
	}
	return "/" + after, true
}

// sqlStatement matches an argument that is a SQL statement that writes
// or drops, whole: the keywords, the names and what may follow them, so
// that prose ("drop table for the kitchen") is not read as SQL.
var sqlStatement = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?is)^\s*(drop\s+(table|schema|database|index|view|keyspace|collection|user|role)\s+(if\s+exists\s+)?[\w."` + "`" + `\[\]]+(\s*,\s*[\w."` + "`" + `\[\]]+)*\s*(cascade|restrict|purge|force)?\s*(;.*)?|truncate\s+(table\s+)?[\w."` + "`" + `\[\]]+(\s*,\s*[\w."` + "`" + `\[\]]+)*\s*(cascade|restart\s+identity|continue\s+identity)?\s*(;.*)?|delete\s+from\s+[\w."` + "`" + `\[\]]+(\s+(as\s+)?\w+)?\s*(;.*|where\b.*|using\b.*)?|update\s+[\w."` + "`" + `\[\]]+\s+set\s+\S.*|alter\s+table\s+[\w."` + "`" + `\[\]]+\s+(drop|delete|rename|add|alter|modify)\b.*|insert\s+into\s+[\w."` + "`" + `\[\]]+\s*(\(|values\b|select\b).*)$`)
}}

// shellExpansion matches the parser's placeholders for what the shell
// expands at run time (parser.Word): $NAME, $(...), $((...)), $@.
var shellExpansion = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`\$(\(\(\.\.\.\)\)|\(\.\.\.\)|\{[^}]*\}|\w+|[@*#?$!-])`)
}}

// noteArgSQL gives a program gatesh knows nothing of the SQL among its
// static arguments, so that the SQL rules read it as a client's: a
// database CLI nobody listed is still a database CLI.
func (s *Set) noteArgSQL(v *cmdView) {
	c := v.cmd
	if len(c.Args) == 0 || slices.ContainsFunc(c.Payloads, func(p parser.Payload) bool { return p.Lang == "sql" }) {
		return
	}
	found := false
	for _, a := range c.Args {
		if len(a.Value) > 8 && strings.ContainsRune(a.Value, ' ') && (!a.Dynamic || namesTable(a.Value)) {
			found = true
			break
		}
	}
	if !found || !s.sqlArgsMayRun(v) {
		return
	}
	for _, a := range c.Args {
		if !strings.ContainsRune(a.Value, ' ') {
			continue
		}
		// An expansion may stand for a name of the shape (DROP TABLE $T),
		// or for text before the statement ($Q DROP TABLE t); what it may
		// hold beyond that, sqlscan.ScanExpanded judges.
		match := sqlStatement.Get().MatchString
		if match(a.Value) || a.Dynamic && namesTable(a.Value) && (match(shellExpansion.Get().ReplaceAllString(a.Value, "x")) || match(shellExpansion.Get().ReplaceAllString(a.Value, ""))) {
			v.argSQL = append(v.argSQL, parser.Payload{Lang: "sql", Text: a.Value, From: "arg", Span: a.Span, Dynamic: a.Dynamic})
		}
	}
}

// namesTable reports whether an argument has a word that the statements
// sqlStatement matches have beside their verb: the shapes of an argument
// with expansions are tried only when it may be one.
func namesTable(s string) bool {
	up := strings.ToUpper(s)
	for _, w := range []string{"TABLE", "FROM", "SET", "INTO", "TRUNCATE", "DROP"} {
		if strings.Contains(up, w) {
			return true
		}
	}
	return false
}

// sqlArgsMayRun reports whether a command's arguments may be SQL it runs:
// not a builtin, not a command that prints or matches its arguments
// (echo, grep), and not version control or a forge, whose arguments are
// messages.
func (s *Set) sqlArgsMayRun(v *cmdView) bool {
	c := v.cmd
	if c.FuncCall || isShellBuiltin(c.Name) {
		return false
	}
	if sp := s.spec(c.Name); sp != nil && (sp.printsArgs || sp.global.patternArg) {
		return false
	}
	switch path.Base(c.Name) {
	case "git", "jj", "hg", "svn", "gh", "glab", "tea", "hub", "sl", "fossil", "darcs", "bzr":
		return false
	}
	return true
}

// outputFlag reports whether an option of a program gatesh has no table
// for names the file it writes, by the names CLIs give it. -o is also
// many a tool's switch (unzip -o, pgrep -o): only -oFILE glued counts.
func outputFlag(name string) bool {
	switch strings.ToLower(name) { // tsc --outDir, --outFile
	case "-o", "--output", "--out", "--outfile", "--output-file", "--out-file", "--output-dir", "--outdir",
		"--out-dir", "--output-directory", "--output-path":
		return true
	}
	return false
}

// archiveWrites adds the archive a command creates or adds to: with one
// of the create flags, the values of the create-to flags (tar -c -f FILE,
// cpio -o -F FILE); in tar's old style, where the first word is option
// letters with no dash (tar cf FILE SRC), the word that f takes.
func (v *cmdView) archiveWrites(sp *cmdSpec) {
	if len(sp.createFlags) == 0 {
		return
	}
	if _, ok := v.findFlag(sp.createFlags); ok {
		for _, f := range v.flags {
			if f.hasValue && sp.createTo.has(f.name) {
				v.writes = append(v.writes, ref{value: f.value, span: f.valueSpan})
			}
		}
		return
	}
	if len(v.pos) > 1 {
		if k, ok := oldStyleCreate(v.pos[0].Value); ok && 1+k < len(v.pos) {
			v.writes = append(v.writes, ref{value: v.pos[1+k].Value, span: v.pos[1+k].Span})
		}
	}
}

// oldStyleCreate reports whether tar's first word is its old option
// letters asking to create or add to an archive (c, r, u, A) named by f,
// and which of the words after it f takes: the letters that take a value
// (b, f, g, C, K, L, N, T, V, X) take the words in their order.
func oldStyleCreate(w string) (int, bool) {
	if len(w) > 10 || !strings.ContainsAny(w, "cruA") || !strings.Contains(w, "f") {
		return 0, false
	}
	k := 0
	for _, r := range w {
		switch {
		case r == 'f':
			return k, true
		case strings.ContainsRune("bgCKLNTVX", r):
			k++
		case r < 'A' || r > 'z' || r > 'Z' && r < 'a':
			return 0, false
		}
	}
	return 0, false
}

// oldStyleExtract reports whether tar's first word is its old option
// letters without a dash that ask to extract (tar xzf a.tgz).
func oldStyleExtract(w string) bool {
	if len(w) > 8 || !strings.Contains(w, "x") {
		return false
	}
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// goStyleFlag reports whether w is one option of a single dash, a
// lower-case name of two letters or more, and its value: -topic=emails,
// -nsqd-tcp-address=host:4150.
func goStyleFlag(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	if !ok || len(name) < 3 || name[0] != '-' || name[1] == '-' {
		return false
	}
	for i := 1; i < len(name); i++ {
		if c := name[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' && i > 1 || c == '-' && i > 1 && i < len(name)-1 || c == '_' && i > 1) {
			return false
		}
	}
	return true
}
