package rules

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"gatesh/cmdspec"
	"gatesh/internal/lazy"
	"gatesh/internal/relit"
	"gatesh/parser"
	"gatesh/parser/inline"
	"gatesh/probe"
	"gatesh/rules/internal/pathglob"
	"gatesh/rules/internal/schema"
	"gatesh/sqlscan"
)

// Set is a compiled rule set. It is immutable and safe for concurrent use.
type Set struct {
	rules []*lazyRule
	index *schema.Index // which rules can match which command name
	cmds  []cmdTable    // one per layer with [commands]; a later one wins
	// cmdLayers are the same tables for the parser, which reads
	// wrappers through them.
	cmdLayers cmdspec.Layers
	posture   Posture
	home      string // GATESH_HOME, matched as "$GATESH_HOME"
	userHome  string // matched as "~"
	// scratch are the operator's scratch hosts, lower case (scratch.go).
	scratch []string
	// readFile lets the parser read small SQL and code files named by
	// -f; nil means they are not read.
	readFile func(string) ([]byte, error)
	// isLink reports whether a path is a symbolic link; nil: not looked at.
	isLink func(string) bool
	// readLink gives the target a symbolic link holds and whether the
	// path is one (LoadOptions.ReadLink); nil: not looked at.
	readLink func(string) (string, bool)
	// listLinks lists the links below a folder (LoadOptions.ListLinks);
	// nil: not looked at.
	listLinks func(string) ([]string, bool)
	// isFile reports whether a path is a file; nil: not looked at.
	isFile func(string) bool
	// cwd is the folder commands run in, for the parser's view of cd.
	cwd string
	// cwdKind says how relative paths in cwd are judged (projectdir.Of).
	cwdKind folderKind
	// root is the project's folder: cwd, or the main checkout that holds
	// the linked worktree cwd is in (projectdir.Root).
	root string
	// exists tells whether a file exists, so that the parser can see a
	// script create a new one; nil: nothing is new.
	exists func(string) bool
	// content tells what a file holds by its first bytes (by_content);
	// nil: files are judged by their names.
	content func(string) probe.Content
	// listArchive lists an archive's names (LoadOptions.ListArchive).
	listArchive func(string) ([]string, bool)
	// broken, when set, makes every decision red: a rules file could not
	// be used.
	broken error
	// lex is the [verbs] lexicon of the layers; nil until first use for
	// the embedded default alone.
	lex     *lexicon
	lexOnce sync.Once
	// byName are the candidates of each name index.Names lists, and
	// generic those of any other name, made on first use (candidates).
	candOnce sync.Once
	byName   []atomic.Pointer[[]candidate]
	generic  []candidate
	// patNames are the command patterns of rules no literal name
	// indexes (patternNames).
	patNames []string
	patOnce  sync.Once
	// version is Version: the rule files in force and their contents.
	version string
	// resolve gives the path a link leads to, for file tools, which
	// follow links; nil: not looked at.
	resolve func(string) (string, bool)

	// The [tools] section, merged on first use (see tools).
	toolLayers   []toolLayer
	toolsDefault bool // the embedded default's section comes first
	toolsOnce    sync.Once
	toolsVal     *toolSet
	toolsErr     error
}

// spec returns how the command called name reads its arguments, from the
// last layer that defines it; nil when none does.
func (s *Set) spec(name string) *cmdSpec {
	for i := len(s.cmds) - 1; i >= 0; i-- {
		if sp, ok := s.cmds[i].lookup(name); ok {
			return sp
		}
	}
	return nil
}

// lazyRule compiles a rule on first use: a command meets only the rules
// that name it, and compiling all of them would cost every start.
type lazyRule struct {
	// src is the rule as written; for the embedded default alone it is
	// nil until spec builds defaultRule(at).
	src      *schema.Rule
	at       int
	srcOnce  sync.Once
	needs    schema.Needs // src.Needs(), kept here so that a start builds no rule it skips
	source   string
	validate bool
	// compiled says that the generator compiled the rule's path patterns
	// (defaultGlobs(at)): true for the embedded default alone.
	compiled bool
	once     sync.Once
	rule     *rule
	err      error
	// commands are the rule's command patterns when commandsKnown (the
	// embedded default's generic rules: defaultGenericCommands), so
	// that mayName builds no rule; cmd is them compiled.
	commands      []string
	commandsKnown bool
	cmdOnce       sync.Once
	cmd           nameGlobs
	cmdErr        error
}

// spec returns the rule as written. It is read-only.
func (l *lazyRule) spec() *schema.Rule {
	l.srcOnce.Do(func() {
		if l.src == nil {
			l.src = defaultRule(l.at)
		}
	})
	return l.src
}

// mayName reports whether the rule can match a command called name, by
// its command patterns alone, compiled without the rest of the rule: a
// rule no literal name indexes (mkfs.*, docker-credential-*) is a
// candidate for every command, and compiling it whole for each would cost
// every start. A rule whose patterns do not compile may match: get reports
// the error.
func (l *lazyRule) mayName(name string) bool {
	l.cmdOnce.Do(func() {
		if !l.commandsKnown {
			l.commands = l.spec().Command
		}
		l.cmd, l.cmdErr = compileNames(l.commands)
	})
	return l.cmdErr != nil || len(l.cmd) == 0 || l.cmd.match(name)
}

func (l *lazyRule) get() (*rule, error) {
	l.once.Do(func() {
		var pre *ruleGlobs
		if l.compiled {
			pre = defaultGlobs(l.at)
		}
		l.rule, l.err = compileRule(*l.spec(), l.source, l.validate, pre)
	})
	return l.rule, l.err
}

// rule is one compiled rule.
type rule struct {
	id, reason  string
	tier        Tier
	deny        bool
	examples    []string
	notExamples []string
	source      string // file the rule was last set in

	command       nameGlobs
	subcommand    subPatterns
	flags         []string
	allFlags      []string
	unlessFlags   []string
	otherFlags    []string
	otherProject  []string
	args          wildcards
	exceptArgs    wildcards
	unlessAllArgs wildcards
	unlessArgsOf  string // unless_all_args_of: the rule whose list is used
	unlessCleanOf string // unless_cleanup_of: the find rule whose -name list is used
	paths         globs
	exceptPaths   globs
	writes        globs
	// folded are paths and writes with their letters made lower case
	// (pathglob.Set.Fold), made when first needed.
	folded    lazy.Value[[2]globs]
	env       nameGlobs
	envValues [][2]string // "NAME=GLOB" entries: name and value wildcards
	// unlessCallerEnv: env_unknown does not count a value that is the
	// caller's own variable (parser.Word.Caller).
	unlessCallerEnv bool
	envExcept       [][2]string // except_env: assignments that do not count
	envUnless       [][2]string // unless_env: an environment that turns the rule off
	envUnknown      nameGlobs   // names assigned a value not known statically
	minArgs         int
	stdinFrom       nameGlobs
	wrappers        nameGlobs
	context         parser.Context
	sql             []string
	lang            []string
	code            []string
	moreArgs        bool
	remoteURL       bool
	unlessGreen     bool
	runsDownload    []string
	unlessFrom      []string
	caps            []string
	readVerbs       wildcards
	writeVerbs      wildcards
	remoteWrite     bool
	inputArgs       bool
	remoteEndp      bool
	modeBits        []string
	noArgs          bool
	fileArgs        bool
	unlessSetup     bool
	unlisted        bool
	verbClass       []string
	unlessLocal     bool
	loadRemote      bool
	targetProd      bool
	listenPublic    bool
	unlessLoop      bool
	unlessMention   bool
	unlessNamed     bool
	unlessSub       []wordsPattern
	unlessCall      []wordsPattern
	exceptProject   bool
	literalArgs     bool
	byContent       bool
	codeProgram     bool
	searchPattern   []string
	upArgs          wildcards
	unlessUpArgs    wildcards
	unlessInProj    bool
	cleanup         [][2]string // unless_cleanup: flag and value wildcard
	transfer        string
	attack          string
	unlessQuery     bool
	operandProd     bool
	operandCloud    bool
	destUnknown     bool
	bringsUnread    bool
	// bringsUnlisted: an archive's or a patch's files land where agent
	// settings do, and their names could not be listed.
	bringsUnlisted bool
	// unlessCreates: writes of folders a command makes new do not count.
	unlessCreates bool
	// afterCdPathWords: after a cd, bare words are not files (see
	// schema.Rule.AfterCdPathWords).
	afterCdPathWords bool
	// unlessAppServer: the command serving the project's own app
	// (appServer) does not match.
	unlessAppServer bool
	// promptTools: the command names an MCP tool the tool-call policy
	// does not find green (promptToolRisk).
	promptTools bool

	codeOnce sync.Once
	codeRe   []filteredRe
	codeErr  error

	searchOnce sync.Once
	searchRe   anyFiltered
	searchErr  error
}

var contextNames = &lazy.Value[map[string]parser.Context]{New: func() map[string]parser.Context {
	return map[string]parser.Context{
		"pipeline": parser.InPipeline, "subst": parser.InSubst, "func": parser.InFunc,
		"loop": parser.InLoop, "background": parser.InBackground,
		"condition": parser.InCondition, "nested": parser.InNested,
		"trap": parser.InTrap, "alias": parser.InAlias, "code": parser.InCode,
		"later": parser.InLater,
	}
}}

var capabilityNames = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		inline.Process: true, inline.Delete: true, inline.Network: true,
		inline.Database: true, inline.Cloud: true, inline.Mail: true,
		inline.RunsDownload: true,
	}
}}

var sqlKinds = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		sqlscan.Drop: true, sqlscan.Truncate: true, sqlscan.DeleteNoWhere: true,
		sqlscan.UpdateNoWhere: true, sqlscan.AlterDrop: true, sqlscan.Stacked: true,
		sqlscan.Other: true, sqlscan.StackedWrite: true, sqlscan.Dynamic: true,
		sqlscan.Program: true, sqlscan.FileAccess: true, sqlscan.ClientShell: true,
		sqlscan.Admin: true, sqlscan.Remote: true, sqlscan.Procedure: true, sqlscan.ReadOnly: true,
	}
}}

// compileRule turns a file-shaped rule into a runtime one. validate also
// checks the syntax of every pattern and regexp; it is off only for the
// embedded default, which the tests check, to keep start-up cheap. pre,
// when not nil, are the rule's path patterns already compiled.
func compileRule(r schema.Rule, source string, validate bool, pre *ruleGlobs) (*rule, error) {
	if r.ID == "" {
		return nil, fmt.Errorf("missing id")
	}
	t, err := ParseTier(r.Tier)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(r.Reason) == "" || strings.ContainsAny(r.Reason, "\n\r") {
		return nil, fmt.Errorf("reason must be one non-empty line")
	}
	c := &rule{id: r.ID, reason: r.Reason, tier: t, deny: r.Deny,
		examples: r.Examples, notExamples: r.NotExamples, source: source,
		flags: r.Flags, allFlags: r.AllFlags, unlessFlags: r.UnlessFlags, otherFlags: r.OtherFlags, otherProject: r.OtherFlagsProject,
		sql: r.SQL, lang: r.Lang, code: r.Code, moreArgs: r.MoreArgs, remoteURL: r.RemoteURL, unlessGreen: r.UnlessGreen,
		runsDownload: r.RunsDownload, unlessFrom: r.UnlessPayloadFrom, caps: r.Capabilities, remoteWrite: r.RemoteWrite, inputArgs: r.InputArgs, remoteEndp: r.RemoteEndpoint, modeBits: r.ModeBits, noArgs: r.NoArgs, fileArgs: r.FileArgs, unlessSetup: r.UnlessSetup,
		unlisted: r.Unlisted, verbClass: r.VerbClass, unlessLocal: r.UnlessLocal, loadRemote: r.LoadRemote, targetProd: r.TargetProd,
		listenPublic: r.ListenPublic, unlessLoop: r.UnlessLoopback, unlessMention: r.UnlessMention, unlessNamed: r.UnlessNamed, exceptProject: r.ExceptProject, literalArgs: r.LiteralArgs, byContent: r.ByContent, codeProgram: r.CodeProgram, searchPattern: r.SearchPattern, unlessInProj: r.UnlessInProject, transfer: r.Transfer, attack: r.Attack, unlessQuery: r.UnlessQueryRead, operandProd: r.OperandProd, operandCloud: r.OperandCloud, destUnknown: r.DestUnknown, bringsUnread: r.BringsUnread, bringsUnlisted: r.BringsUnlisted, unlessCreates: r.UnlessCreates, afterCdPathWords: r.AfterCdPathWords, unlessAppServer: r.UnlessAppServer, promptTools: r.PromptTools}
	if !hasCondition(r) {
		return nil, fmt.Errorf("no match conditions: the rule would match every command")
	}
	var err2 error
	names := func(key string, ps []string) nameGlobs {
		g, e := compileNames(ps)
		if e != nil && err2 == nil {
			err2 = fmt.Errorf("%s: %w", key, e)
		}
		return g
	}
	wilds := func(key string, ps []string) wildcards {
		w, e := compileWildcards(ps)
		if e != nil && err2 == nil {
			err2 = fmt.Errorf("%s: %w", key, e)
		}
		return w
	}
	paths := func(key string, ps []string) globs {
		g, e := compileGlobs(ps)
		if e != nil && err2 == nil {
			err2 = fmt.Errorf("%s: %w", key, e)
		}
		return g
	}
	c.command = names("command", r.Command)
	var envNames []string
	for _, e := range r.Env {
		if name, val, ok := strings.Cut(e, "="); ok {
			c.envValues = append(c.envValues, [2]string{name, val})
			continue
		}
		envNames = append(envNames, e)
	}
	c.env = names("env", envNames)
	for _, e := range r.ExceptEnv {
		name, val, ok := strings.Cut(e, "=")
		if !ok {
			return nil, fmt.Errorf("except_env: want NAME=GLOB: %q", e)
		}
		c.envExcept = append(c.envExcept, [2]string{name, val})
	}
	for _, e := range r.UnlessEnv {
		name, val, ok := strings.Cut(e, "=")
		if !ok {
			return nil, fmt.Errorf("unless_env: want NAME=GLOB: %q", e)
		}
		c.envUnless = append(c.envUnless, [2]string{name, val})
	}
	c.envUnknown = names("env_unknown", r.EnvUnknown)
	c.unlessCallerEnv = r.UnlessCallerEnv
	if r.MinArgs < 0 {
		return nil, fmt.Errorf("min_args must not be negative")
	}
	c.minArgs = r.MinArgs
	c.stdinFrom = names("stdin_from", r.StdinFrom)
	c.wrappers = names("wrappers", r.Wrappers)
	c.args = wilds("args", r.Args)
	c.upArgs = wilds("upstream_args", r.UpstreamArgs)
	if r.Transfer != "" && r.Transfer != "download" && r.Transfer != "upload" && r.Transfer != "upload-store" {
		return nil, fmt.Errorf("transfer: want download, upload or upload-store, got %q", r.Transfer)
	}
	if r.Attack != "" && !slices.Contains(attackKinds, r.Attack) {
		return nil, fmt.Errorf("attack: want one of %s, got %q", strings.Join(attackKinds, ", "), r.Attack)
	}
	for _, e := range r.UnlessCleanup {
		flag, val, ok := strings.Cut(e, "=")
		if !ok || flag == "" || val == "" {
			return nil, fmt.Errorf("unless_cleanup: want FLAG=GLOB, got %q", e)
		}
		c.cleanup = append(c.cleanup, [2]string{flag, val})
	}
	c.unlessUpArgs = wilds("unless_upstream_args", r.UnlessUpstreamArgs)
	c.exceptArgs = wilds("except_args", r.ExceptArgs)
	c.unlessAllArgs = wilds("unless_all_args", r.UnlessAllArgs)
	c.unlessArgsOf, c.unlessCleanOf = r.UnlessAllArgsOf, r.UnlessCleanupOf
	if pre != nil {
		c.paths, c.exceptPaths, c.writes = pre.paths, pre.exceptPaths, pre.writes
	} else {
		c.paths = paths("paths", r.Paths)
		c.exceptPaths = paths("except_paths", r.ExceptPaths)
		c.writes = paths("writes", r.Writes)
	}
	c.folded.New = func() [2]globs {
		if pre != nil {
			// The generator folded the sets that folding changes.
			f := [2]globs{pre.pathsFold, pre.writesFold}
			if f[0].Empty() {
				f[0] = c.paths
			}
			if f[1].Empty() {
				f[1] = c.writes
			}
			return f
		}
		return [2]globs{c.paths.Fold(), c.writes.Fold()}
	}
	c.readVerbs = wilds("read_verbs", r.ReadVerbs)
	c.writeVerbs = wilds("write_verbs", r.WriteVerbs)
	if err2 != nil {
		return nil, err2
	}
	for _, sc := range r.Subcommand {
		f := strings.Fields(sc)
		if len(f) == 0 {
			return nil, fmt.Errorf("subcommand: empty entry")
		}
		c.subcommand.all = append(c.subcommand.all, newWordsPattern(f))
	}
	for _, sc := range r.UnlessSubcommand {
		f := strings.Fields(sc)
		if len(f) == 0 {
			return nil, fmt.Errorf("unless_subcommand: empty entry")
		}
		c.unlessSub = append(c.unlessSub, newWordsPattern(f))
	}
	for _, sc := range r.UnlessToolCall {
		f := strings.Fields(sc)
		if len(f) == 0 {
			return nil, fmt.Errorf("unless_tool_call: empty entry")
		}
		c.unlessCall = append(c.unlessCall, newWordsPattern(f))
	}
	for _, fs := range [][]string{r.Flags, r.AllFlags, r.UnlessFlags, r.OtherFlags} {
		for _, f := range fs {
			if !strings.HasPrefix(f, "-") || strings.Contains(f, "||") || strings.HasSuffix(f, "|") {
				return nil, fmt.Errorf("flag %q does not start with -", f)
			}
		}
	}
	for _, name := range r.Context {
		bit, ok := contextNames.Get()[name]
		if !ok {
			return nil, fmt.Errorf("context: unknown %q", name)
		}
		c.context |= bit
	}
	for _, k := range r.SQL {
		if !sqlKinds.Get()[k] {
			return nil, fmt.Errorf("sql: unknown statement kind %q", k)
		}
	}
	for _, k := range r.ModeBits {
		if k != modeSetID && k != modeOtherWrite && k != modeExec {
			return nil, fmt.Errorf("mode_bits: unknown %q", k)
		}
	}
	for _, k := range r.VerbClass {
		if !verbClassNames.Get()[k] {
			return nil, fmt.Errorf("verb_class: unknown %q (want outward, destructive, infrastructure, read, write or reveal)", k)
		}
	}
	for _, k := range r.Capabilities {
		if !capabilityNames.Get()[k] {
			return nil, fmt.Errorf("capabilities: unknown %q", k)
		}
	}
	if validate {
		if err := validatePatterns(r); err != nil {
			return nil, err
		}
		if _, err := c.codeRegexps(); err != nil {
			return nil, fmt.Errorf("code: %w", err)
		}
		if len(c.searchPattern) > 0 {
			if _, err := c.searchRegexp(); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// validatePatterns checks the syntax of a rule's glob patterns.
func validatePatterns(r schema.Rule) error {
	lists := []struct {
		key string
		ps  []string
	}{
		{"command", r.Command}, {"env", r.Env}, {"stdin_from", r.StdinFrom}, {"wrappers", r.Wrappers},
		{"args", r.Args}, {"except_args", r.ExceptArgs}, {"unless_all_args", r.UnlessAllArgs},
		{"paths", r.Paths}, {"except_paths", r.ExceptPaths}, {"writes", r.Writes},
	}
	for _, l := range lists {
		for _, p := range l.ps {
			// path.Match checks classes and escapes; slashes are legal
			// in every kind of pattern here, so hide them from it.
			if _, err := path.Match(strings.ReplaceAll(p, "/", "x"), ""); err != nil {
				return fmt.Errorf("%s: pattern %q: %w", l.key, p, err)
			}
		}
	}
	return nil
}

func hasCondition(r schema.Rule) bool {
	return len(r.Command)+len(r.Subcommand)+len(r.Flags)+len(r.AllFlags)+len(r.OtherFlags)+
		len(r.Args)+len(r.Paths)+len(r.Writes)+len(r.Env)+len(r.EnvUnknown)+len(r.StdinFrom)+
		len(r.Wrappers)+len(r.Context)+len(r.SQL)+len(r.Code)+len(r.Lang)+len(r.RunsDownload)+len(r.Capabilities)+len(r.ModeBits)+len(r.VerbClass)+len(r.SearchPattern)+len(r.Transfer)+len(r.Attack)+r.MinArgs > 0 || r.OperandProd || r.OperandCloud || r.DestUnknown || r.BringsUnread || r.BringsUnlisted || r.Unlisted || r.TargetProd || r.ListenPublic || r.LoadRemote || r.MoreArgs || r.RemoteURL || r.RemoteWrite || r.InputArgs || r.RemoteEndpoint || r.FileArgs
}

// codeRegexps compiles the code patterns on first use: most commands never
// carry inline code, and compiling at start would cost every command.
func (r *rule) codeRegexps() ([]filteredRe, error) {
	r.codeOnce.Do(func() {
		for _, p := range r.code {
			re, err := compileFiltered(p)
			if err != nil {
				r.codeErr = fmt.Errorf("pattern %q: %w", p, err)
				return
			}
			r.codeRe = append(r.codeRe, re)
		}
	})
	return r.codeRe, r.codeErr
}

// filteredRe is a rule's regexp with, once it has been used often, the
// literals it cannot match without: the code and search patterns meet
// many texts and match few, and a substring search rules most out for a
// fraction of the regexp's cost. Finding the literals costs more than a
// few runs of the regexp, which is all a process that judges one command
// makes.
type filteredRe struct {
	re     *regexp.Regexp
	expr   string
	filter *warm[relit.Filter]
}

func compileFiltered(expr string) (filteredRe, error) {
	re, err := regexp.Compile(expr)
	if err != nil {
		return filteredRe{}, err
	}
	return filteredRe{re: re, expr: expr, filter: &warm[relit.Filter]{}}, nil
}

func (f filteredRe) MatchString(s string) bool {
	if filter, ok := warmGet(f.filter, f.expr, relit.New); ok && !filter.MayMatch(s) {
		return false
	}
	return f.re.MatchString(s)
}

// warm holds a value worth building only where it is used often: check
// --batch builds it once, a process that judges one command never does.
// It is safe for concurrent use.
type warm[T any] struct {
	uses  atomic.Int32
	once  sync.Once
	ready atomic.Bool
	v     T
}

// warmUses is how often a warm value is asked for before it is built.
const warmUses = 16

// warmGet returns w's value, and true once it is built: by build(a), at
// the use past warmUses.
func warmGet[T, A any](w *warm[T], a A, build func(A) T) (T, bool) {
	if w.ready.Load() {
		return w.v, true
	}
	if w.uses.Add(1) <= warmUses {
		var zero T
		return zero, false
	}
	w.once.Do(func() {
		w.v = build(a)
		w.ready.Store(true)
	})
	return w.v, true
}

// buildIndex indexes the rules by the command names they name, so that a
// command is tried only against the rules that can match it.
func (s *Set) buildIndex() {
	srcs := make([]*schema.Rule, len(s.rules))
	for i, l := range s.rules {
		srcs[i] = l.spec()
	}
	ix := schema.BuildIndex(srcs)
	s.index = &ix
}

// candidate is a rule that a command may match: its position, its needs
// (lazyRule.needs) and whether it names the command (or is generic).
type candidate struct {
	at    int32
	needs schema.Needs
	named bool
}

// ruleOf returns the rule called id in force among those that name the
// command name, or nil when there is none, as when the operator switched
// it off: then nothing passes by its lists.
func (s *Set) ruleOf(id, name string) *rule {
	for _, cand := range s.candidates(name) {
		l := s.rules[cand.at]
		if !cand.named || l.spec().ID != id {
			continue
		}
		r, err := l.get()
		if err != nil {
			return nil
		}
		return r
	}
	return nil
}

// firstCommandOf returns the first command the rule called id names, or
// "" when no rule is called so or it names none.
func (s *Set) firstCommandOf(id string) string {
	for _, l := range s.rules {
		if sp := l.spec(); sp.ID == id && len(sp.Command) > 0 {
			return sp.Command[0]
		}
	}
	return ""
}

// rebuiltByList reports whether every operand in pos is what the rule
// "of" (rm-recursive) passes as rebuilt by its unless_all_args, or
// names by its last part a file that the rule "cleanOf" (find-delete)
// lets find -delete remove by -name inside the project.
func (s *Set) rebuiltByList(of, cleanOf string, pos []parser.Word, v *cmdView) bool {
	if len(pos) == 0 {
		return false
	}
	r := s.ruleOf(of, v.cmd.Name)
	if r == nil && of != "" {
		// Another program's list (git clean -- build/ reads rm's):
		// the rule in force among those of the program it names first.
		r = s.ruleOf(of, s.firstCommandOf(of))
	}
	if of != "" && r != nil && !r.unlessAllArgs.empty() && s.allDisposable(r.unlessAllArgs, pos, v) {
		return true
	}
	r = s.ruleOf(cleanOf, "find")
	if cleanOf == "" || r == nil || !s.allInProjectView(pos, v) {
		return false
	}
	for _, w := range pos {
		if w.Dynamic || w.Link || !slices.ContainsFunc(r.cleanup, func(e [2]string) bool {
			return e[0] == "-name" && wildMatch(e[1], path.Base(w.Value))
		}) {
			return false
		}
	}
	return true
}

// candidates returns, in rule order, the rules that may match a command
// called name: those that name it (index.Lookup) merged with the generic
// ones. Every command meets this; the list is made once per name.
func (s *Set) candidates(name string) []candidate {
	s.candOnce.Do(func() {
		s.byName = make([]atomic.Pointer[[]candidate], len(s.index.Names))
		s.generic = s.mergeCandidates(nil)
	})
	k, ok := slices.BinarySearch(s.index.Names, name)
	if !ok {
		return s.generic
	}
	if l := s.byName[k].Load(); l != nil {
		return *l
	}
	l := s.mergeCandidates(s.index.Rules[k])
	s.byName[k].Store(&l)
	return l
}

// mergeCandidates merges named, positions of rules that name a command,
// with the generic rules, in rule order.
func (s *Set) mergeCandidates(named []int) []candidate {
	generic := s.index.Generic
	out := make([]candidate, 0, len(named)+len(generic))
	for len(named) > 0 || len(generic) > 0 {
		var i int
		isNamed := len(generic) == 0 || len(named) > 0 && named[0] < generic[0]
		if isNamed {
			i, named = named[0], named[1:]
		} else {
			i, generic = generic[0], generic[1:]
		}
		out = append(out, candidate{at: int32(i), needs: s.rules[i].needs, named: isNamed})
	}
	return out
}

// flagMatches reports whether an observed option is the rule's option,
// also when it is written as a unique prefix (--forc for --force).
// A rule flag "NAME=GLOB" also needs the option's value to match GLOB
// ("-X=POST", "-c=alias.*").
func flagMatches(ruleFlag string, seen flagUse) bool {
	// Every way flagMatchesRead matches needs the option's first literal bytes
	// (up to three, before a wildcard or "=") to begin seen.name as
	// well: most pairs differ there, and are turned away at once.
	for k := 0; k < 3 && k < len(ruleFlag) && k < len(seen.name); k++ {
		c := ruleFlag[k]
		if c == '*' || c == '?' || c == '[' || c == '\\' || c == '=' {
			break
		}
		if c != seen.name[k] {
			return false
		}
	}
	return flagMatchesRead(ruleFlag, seen)
}

// flagMatchesRead is flagMatches without turning pairs away by their
// first bytes.
func flagMatchesRead(ruleFlag string, seen flagUse) bool {
	// The option is ruleFlag up to an "=" after its first character;
	// slicing rather than joining keeps this hot path free of allocation.
	name, glob, withValue := ruleFlag, "", false
	if i := strings.IndexByte(ruleFlag[1:], '='); i >= 0 {
		name, glob, withValue = ruleFlag[:i+1], ruleFlag[i+2:], true
	}
	if withValue && (!seen.hasValue || !wildMatch(glob, seen.value)) {
		return false
	}
	if seen.name == name {
		return true
	}
	// A name with a wildcard (--*-host) stands for a family of options.
	if strings.IndexByte(name, '*') >= 0 {
		return wildMatch(name, seen.name)
	}
	if len(seen.name) < 3 || !strings.HasPrefix(seen.name, "--") || !strings.HasPrefix(name, seen.name) {
		return false
	}
	// A one-word option that stops where the rule's option goes on with
	// "-" is most likely an option of its own (gpg --export is not
	// --export-secret-keys); a longer abbreviation (--force-with) is not.
	next := name[len(seen.name):]
	return !strings.HasPrefix(next, "-") || strings.Contains(seen.name[2:], "-")
}

// findRuleFlag finds one of a rule's flags in the command, as findFlag
// does, except that a rule naming no command does not read ownAllOption
// as an abbreviation.
func (v *cmdView) findRuleFlag(r *rule) (flagUse, bool) {
	for _, f := range v.flags {
		if len(r.command) == 0 && f.name == ownAllOption && !slices.Contains(r.flags, f.name) {
			continue
		}
		for _, rf := range r.flags {
			if flagMatches(rf, f) {
				return f, true
			}
		}
	}
	return flagUse{}, false
}

// ownAllOption is the option that most CLIs take as one of their own
// (git, docker, kubectl, systemctl, virsh, pip list --all): a rule that
// names no command does not know the program's options, and getopt_long
// takes an option given whole before any it abbreviates, so there it is
// not read as an abbreviation (of --allow-scripts, --all-access).
const ownAllOption = "--all"

func (v *cmdView) findFlag(ruleFlags []string) (flagUse, bool) {
	for _, f := range v.flags {
		for _, rf := range ruleFlags {
			if flagMatches(rf, f) {
				return f, true
			}
		}
	}
	return flagUse{}, false
}

// lowersBy reports whether the command gives one of a rule's
// unless_flags as the option that lowers it. An option that prints the
// version and exits (--version) does not when it is handed a value
// (octo deploy-release --version 2.3.0, --version=2.3.0): that names the
// version to release, and the command goes on to do its work.
func (v *cmdView) lowersBy(ruleFlags []string) bool {
	for _, f := range v.flags {
		if !slices.ContainsFunc(ruleFlags, func(rf string) bool { return flagMatches(rf, f) }) {
			continue
		}
		// -h asks for help only when nothing is handed to it: with a
		// value it is another option (psql -h HOST, gsutil -h HEADER).
		if (versionFlag(f.name) || f.name == "-h") && (f.hasValue || v.wordAfter(f.span)) {
			continue
		}
		if v.cmd.RunsProgram && f.span.Start >= v.cmd.Program.Start {
			// A runner's options end at the package it runs: --help
			// after it is asked of that program, and the runner still
			// fetches and starts it (uvx --from git+URL tool --help).
			continue
		}
		if planSwitch(f.name) && !v.planOnly(f) {
			continue
		}
		if serverCommandCLI(path.Base(v.cmd.Name)) && len(v.pos) > 0 && f.span.Start > v.pos[0].Span.Start {
			// Past the command's name, redis-cli's words are the
			// server command's (DEL session -h deletes -h too).
			continue
		}
		if (f.name == "-h" || f.name == "-V") && v.inCluster(f.span) {
			// Help and version are asked alone: an h or a V inside a
			// longer word is another option (impacket's -hashes,
			// nmap's -sV), which does not make the run harmless.
			continue
		}
		return true
	}
	return false
}

// versionFlag reports whether name is an option that prints a program's
// version.
func versionFlag(name string) bool {
	return name == "--version" || name == "-version"
}

// inCluster reports whether the argument at span is a word of one dash
// and more than one letter (-sV, -hashes): a cluster, or a long option.
func (v *cmdView) inCluster(span parser.Span) bool {
	for _, a := range v.cmd.Args {
		if a.Span == span {
			return len(a.Value) > 2 && a.Value[0] == '-' && a.Value[1] != '-'
		}
	}
	return false
}

// wordAfter reports whether the argument right after the one at span is
// a word that is not an option: the option's value.
func (v *cmdView) wordAfter(span parser.Span) bool {
	args := v.cmd.Args
	for i, a := range args {
		if a.Span == span && i+1 < len(args) {
			n := args[i+1].Value
			return args[i+1].Dynamic || n != "" && n[0] != '-'
		}
	}
	return false
}

// envAssigned reports whether NAME=VALUE matches one of the "NAME=GLOB"
// pairs.
// envTurnsOff reports whether the command's environment sets a variable
// of pairs to a literal value that matches: its own prefix, else the
// script's last export of the name.
func envTurnsOff(pairs [][2]string, c *parser.Command) bool {
	for _, nv := range pairs {
		var val *parser.Word
		for _, as := range [][]parser.Assign{c.Exported, c.Assigns} {
			for i := range as {
				if as[i].Name == nv[0] {
					val = &as[i].Value
				}
			}
		}
		if val != nil && !val.Dynamic && wildMatch(nv[1], val.Value) {
			return true
		}
	}
	return false
}

func envAssigned(pairs [][2]string, name, value string) bool {
	for _, nv := range pairs {
		if wildMatch(nv[0], name) && wildMatch(nv[1], value) {
			return true
		}
	}
	return false
}

// otherFlag returns the first option the command gives that matches none
// of allowed.
func (s *Set) otherFlag(r *rule, v *cmdView) (flagUse, bool) {
	for _, f := range v.flags {
		if !slices.ContainsFunc(r.otherFlags, func(rf string) bool { return flagMatches(rf, f) }) && !s.projectFileFlag(r.otherProject, v, f) {
			return f, true
		}
	}
	return flagUse{}, false
}

// projectFileFlag reports whether the option f is one of allowed
// ("--OPTION=PATH", other_flags_project) given that file of the project:
// its value, after "=" or the word after it, is PATH relative to the
// folder the commands run in (with no cd before the command), or the
// same file by its absolute path.
func (s *Set) projectFileFlag(allowed []string, v *cmdView, f flagUse) bool {
	if len(allowed) == 0 || s.cwdKind != projectFolder || v.cmd.Dir != "" || v.cmd.CwdUnknown || v.cmd.Container != nil {
		return false
	}
	value, ok := f.value, f.hasValue
	if !ok {
		for i, a := range v.cmd.Args {
			if a.Span == f.span && i+1 < len(v.cmd.Args) && !v.cmd.Args[i+1].Dynamic {
				if i+2 < len(v.cmd.Args) && (v.cmd.Args[i+2].Dynamic || !strings.HasPrefix(v.cmd.Args[i+2].Value, "-")) {
					// The option may take more than one value
					// (claude --mcp-config A B): the word after is
					// one more file, not the project's.
					return false
				}
				value, ok = v.cmd.Args[i+1].Value, true
				break
			}
		}
	}
	if !ok || value == "" {
		return false
	}
	if path.IsAbs(value) {
		cwd := path.Clean(s.cwd)
		if s.cwd == "" || !path.IsAbs(s.cwd) || !within(path.Clean(value), cwd) {
			return false
		}
		value = strings.TrimPrefix(strings.TrimPrefix(path.Clean(value), cwd), "/")
	} else if !inProject(parser.Word{Value: value}) {
		return false
	}
	for _, a := range allowed {
		if name, file, _ := strings.Cut(a, "="); name == f.name && path.Clean(value) == file {
			return true
		}
	}
	return false
}

// match reports whether r matches the command seen through v, and the span
// of the part that decided it.
func (s *Set) match(r *rule, v *cmdView, downloads map[string]string) (parser.Span, bool) {
	c := v.cmd
	span := c.Span
	// A program run by a URL (uv run https://...) is matched by its
	// whole path too, so that a rule can name the scheme.
	if len(r.command) > 0 && !v.named && !r.command.match(c.Name) && !(strings.Contains(c.Path, "://") && r.command.match(c.Path)) {
		return span, false
	}
	// The subcommand first: most of a tool's rules name another one
	// (git push meets every git rule). Its span is set below, in order.
	subN := 0
	var sub wordsPattern
	if len(r.subcommand.all) > 0 {
		k := r.subcommand.first(v.pos)
		if k < 0 {
			return span, false
		}
		sub = r.subcommand.all[k]
		subN = len(sub.words)
	}
	if r.moreArgs && !c.MoreArgs {
		return span, false
	}
	if r.context != 0 && c.Context&r.context == 0 {
		return span, false
	}
	if len(r.wrappers) > 0 && !anyName(r.wrappers, c.Wrappers) {
		return span, false
	}
	if len(r.stdinFrom) > 0 && !anyName(r.stdinFrom, c.PipeFrom) {
		return span, false
	}
	if !r.upArgs.empty() && !upstreamHas(v, r.upArgs) || !r.unlessUpArgs.empty() && upstreamHas(v, r.unlessUpArgs) {
		return span, false
	}
	if len(r.envUnless) > 0 && envTurnsOff(r.envUnless, c) {
		return span, false
	}
	if len(r.env)+len(r.envValues)+len(r.envUnknown) > 0 {
		found := false
		// The command's environment: its own assignments, and what an
		// earlier export of the script gave it (export
		// VAGRANT_DEFAULT_PROVIDER=aws; vagrant halt).
		for _, a := range slices.Concat(c.Assigns, c.Exported) {
			if len(r.envExcept) > 0 && !a.Value.Dynamic && envAssigned(r.envExcept, a.Name, a.Value.Value) {
				continue
			}
			if r.env.match(a.Name) || a.Value.Dynamic && r.envUnknown.match(a.Name) && !(r.unlessCallerEnv && a.Value.Caller) {
				found, span = true, a.Span
				break
			}
			for _, nv := range r.envValues {
				if wildMatch(nv[0], a.Name) && wildMatch(nv[1], a.Value.Value) {
					found, span = true, a.Span
					break
				}
			}
			if found {
				break
			}
		}
		if !found {
			return span, false
		}
	}
	pos := v.pos
	for _, sc := range r.unlessSub {
		if sc.prefixOf(pos) {
			return span, false
		}
	}
	for _, sc := range r.unlessCall {
		if sc.prefixOf(pos) && s.calledToolReads(v, pos[len(sc.words):]) {
			return span, false
		}
	}
	if subN > 0 {
		span = pos[subN-1].Span
		pos = pos[subN:]
		// kubectl delete --help, aws s3 rm help: the subcommand's help.
		if asksHelp(v, sub, pos) {
			return span, false
		}
	}
	// The project's own folder is no operand: conan install . installs
	// what the project declares, as conan install does. Nor is a
	// search's pattern: git grep PATTERN searches the whole tree.
	if len(pos) < r.minArgs || r.noArgs && !s.noOperands(v, pos) {
		return span, false
	}
	if r.fileArgs {
		sp, ok := s.fileArg(v, pos)
		if !ok {
			return span, false
		}
		span = sp
	}
	// The defaults that judge effects: cheap tests first (cached per
	// command), so that a rule tried on every command fails fast.
	if r.unlisted && !s.unlistedView(v) {
		return span, false
	}
	if len(r.verbClass) > 0 {
		sp, ok := s.verbMatches(r.verbClass, v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.targetProd {
		sp, ok := s.prodTarget(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.listenPublic {
		sp, ok := listenPublic(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.loadRemote {
		sp, ok := loadRemote(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.attack != "" {
		sp, ok := attackShape(v, r.attack)
		if !ok {
			return span, false
		}
		span = sp
	}
	if len(r.unlessFlags) > 0 && v.lowersBy(r.unlessFlags) {
		return span, false
	}
	if r.unlessLocal && targetIsLocal(v) {
		return span, false
	}
	if r.unlessLoop && listenLoopbackOnly(v) {
		return span, false
	}

	if !r.readVerbs.empty() && s.readsOnly(r, v) {
		return span, false
	}
	if len(r.flags) > 0 {
		f, ok := v.findRuleFlag(r)
		if !ok {
			return span, false
		}
		span = f.span
	}
	for _, rf := range r.allFlags {
		f, ok := v.findFlag(strings.Split(rf, "|"))
		if !ok {
			return span, false
		}
		span = f.span
	}
	if len(r.otherFlags) > 0 {
		f, ok := s.otherFlag(r, v)
		if !ok {
			return span, false
		}
		span = f.span
	}
	for _, p := range c.Payloads {
		if slices.Contains(r.unlessFrom, p.From) {
			return span, false
		}
	}
	if len(r.runsDownload) > 0 {
		sp, ok := s.runsDownload(r, v, downloads)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.remoteURL {
		sp, ok := remoteURL(v, pos)
		if !ok || len(s.scratch) > 0 && s.scratchBatch(c) {
			return span, false
		}
		span = sp
	}
	if r.remoteEndp {
		sp, ok := remoteEndpoint(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if len(r.modeBits) > 0 && !slices.ContainsFunc(modeBits(v), func(b string) bool { return slices.Contains(r.modeBits, b) }) {
		return span, false
	}
	if r.inputArgs {
		sp, ok := inputArg(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.remoteWrite {
		sp, ok := s.remoteWrite(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if (r.unlessArgsOf != "" || r.unlessCleanOf != "") && s.rebuiltByList(r.unlessArgsOf, r.unlessCleanOf, pos, v) {
		return span, false
	}
	if !r.unlessAllArgs.empty() {
		// A search's pattern is no file it reads (grep -A 5 refreshToken
		// schema.gql): the files alone decide, and with none it searches
		// the folder it is in.
		files := pos
		if v.patternIdx >= 0 && v.patternIdx < len(v.pos) {
			files = slices.DeleteFunc(slices.Clone(pos), func(w parser.Word) bool { return w.Span == v.pos[v.patternIdx].Span })
			if len(files) == 0 {
				files = nil
			}
		}
		if (len(files) > 0 || len(pos) == 0 && !startsInCwd(v.cmd.Name)) && s.allDisposable(r.unlessAllArgs, files, v) {
			return span, false
		}
	}
	if r.unlessInProj && s.allInProjectView(pos, v) {
		return span, false
	}
	if r.unlessQuery && s.queryReadOnly(v) {
		return span, false
	}
	if r.promptTools {
		sp, ok := s.promptToolRisk(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.destUnknown {
		if v.destUnknown == nil {
			return span, false
		}
		span = v.destUnknown.Span
	}
	if r.operandProd || r.operandCloud {
		found := false
		for _, w := range pos {
			if !w.Dynamic && (r.operandProd && prodNamed(w.Value) || r.operandCloud && cloudProviderNamed(w.Value)) {
				found, span = true, w.Span
				break
			}
		}
		if !found {
			return span, false
		}
	}
	if r.transfer != "" {
		sp, ok := transferOf(v, r.transfer)
		if !ok {
			return span, false
		}
		span = sp
	}
	if len(r.cleanup) > 0 {
		if tests, ok := findDeleteChain(c); ok && chainCleans(r.cleanup, tests) && cleanupOnly(r.cleanup, v) && s.allInProjectView(pos, v) {
			return span, false
		}
	}
	if !r.args.empty() {
		found := false
		for k, w := range pos {
			if r.exceptProject && s.inProject(w.Value, c) {
				continue
			}
			var forms []string
			if r.literalArgs {
				forms = []string{w.Value}
			} else {
				forms = v.posForms(s, len(v.pos)-len(pos)+k)
			}
			if anyWild(r.args, forms) && !anyWild(r.exceptArgs, slices.DeleteFunc(slices.Clone(forms), climbsBack)) {
				found, span = true, w.Span
				break
			}
		}
		if !found {
			return span, false
		}
	}
	// What a search looks for, before the paths it searches: a regexp
	// on a few words costs less than the path patterns.
	searchSpan := parser.Span{}
	if len(r.searchPattern) > 0 {
		sp, ok := s.searchFor(r, v)
		if !ok {
			return span, false
		}
		searchSpan = sp
	}
	if !r.paths.Empty() {
		reads := v.reads
		if r.afterCdPathWords && c.Dir != "" && s.verbReads(v) {
			reads = s.pathWords(reads, c.Dir)
		}
		sp, ok := s.findRef(r.paths, r.foldedPaths, r.exceptPaths, reads, c, r.exceptProject, r.byContent)
		if !ok && v.wholeFolders >= 0 {
			sp, ok = s.findFolderRef(r.paths, r.exceptPaths, reads, v, r.exceptProject)
		}
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.bringsUnread {
		sp, ok := s.bringsUnread(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if r.bringsUnlisted {
		sp, ok := s.bringsUnlisted(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if !r.writes.Empty() {
		refs := v.writes
		if r.unlessSetup {
			refs = v.nonSetupWrites()
		}
		if r.unlessCreates {
			refs = slices.DeleteFunc(slices.Clone(refs), func(w ref) bool { return w.creates })
		}
		sp, ok := s.findRef(r.writes, r.foldedWrites, r.exceptPaths, refs, c, r.exceptProject, false)
		if !ok {
			return span, false
		}
		span = sp
	}
	if len(r.sql)+len(r.code)+len(r.lang)+len(r.caps) > 0 {
		sp, ok := r.matchPayload(v)
		if !ok {
			return span, false
		}
		span = sp
	}
	if len(r.searchPattern) > 0 {
		span = searchSpan
	}
	if r.unlessMention && (s.mentionOnly(v) || s.secretKept(r, v)) {
		return span, false
	}
	// Last: a rule tried on every command (listen-any-option) reads the
	// words only of a command that matched it otherwise.
	if r.unlessAppServer && appServer(v) {
		return span, false
	}
	return span, true
}

// runsDownload reports whether the command runs a file that one of the
// rule's downloaders wrote earlier in the script.
func (s *Set) runsDownload(r *rule, v *cmdView, downloads map[string]string) (parser.Span, bool) {
	from := func(value string, local bool) bool {
		for _, f := range s.pathForms(value, v.cmd) {
			if by, ok := downloads[f]; ok && slices.Contains(r.runsDownload, by) {
				return true
			}
			// A file in a folder a clone filled.
			if by, ok := inTree(downloads, f); ok && local && slices.Contains(r.runsDownload, by) {
				return true
			}
		}
		// A file named by the server may be any local file run next.
		by, ok := downloads[anyDownload]
		return ok && local && slices.Contains(r.runsDownload, by) && !strings.HasPrefix(value, "/")
	}
	if from(v.cmd.Path, strings.Contains(v.cmd.Path, "/")) {
		return v.cmd.Span, true
	}
	if len(r.command) > 0 && len(v.pos) > 0 && from(v.pos[0].Value, !strings.HasPrefix(v.pos[0].Value, "-")) {
		return v.pos[0].Span, true
	}
	// python3 -c "exec(open('s.py').read())" runs s.py as python3 s.py
	// does.
	if len(r.command) > 0 {
		for _, p := range v.cmd.Payloads {
			if p.Lang != "python" {
				continue
			}
			for _, f := range inline.PyExecFiles(p.Text) {
				if from(f, true) {
					return v.cmd.Span, true
				}
			}
		}
	}
	// A build tool run in a folder a clone filled runs its code
	// (cd repo && make, make -C repo, npm --prefix repo install).
	if len(r.command) > 0 {
		dirs := []string{v.cmd.Dir}
		for _, f := range v.flags {
			if f.hasValue && (f.name == "-C" || f.name == "--directory" || f.name == "--prefix" || f.name == "--cwd" || f.name == "--manifest-path") {
				dirs = append(dirs, f.value)
			}
		}
		for _, d := range dirs {
			if by, ok := inTree(downloads, d); ok && slices.Contains(r.runsDownload, by) {
				return v.cmd.Span, true
			}
		}
	}
	return parser.Span{}, false
}

// noteDownloads records the files a command wrote, by command name, for
// rules with runs_download.
func (s *Set) noteDownloads(v *cmdView, downloads map[string]string) {
	// What a downloader pipes into tee (curl URL | tee install.sh) is
	// the download, under the downloader's name.
	name := v.cmd.Name
	for _, up := range v.cmd.PipeFrom {
		if urlFetcher(up) {
			name = up
		}
	}
	for _, w := range v.writes {
		for _, f := range s.pathForms(w.value, v.cmd) {
			downloads[f] = name
		}
	}
}

func (s *Set) allDisposable(ws wildcards, pos []parser.Word, v *cmdView) bool {
	c := v.cmd
	// Files chosen at run time, or a relative path after a cd to a
	// folder not known, are not known to be disposable. After a cd to a
	// known folder, every path is also matched as it resolves there.
	if c.MoreArgs {
		return false
	}
	if len(s.scratch) > 0 && deleter(c.Name) && s.onScratch(c) {
		// A scratch host's own files are its to lose, as a container's
		// are; its system folders are not (scratch.go).
		for _, w := range pos {
			if w.Dynamic || w.Link || !s.scratchOwn(w.Value, c) {
				return false
			}
		}
		return true
	}
	if c.CwdUnknown && (c.Dir == "" || strings.Contains(c.Dir, "$")) {
		return false
	}
	// Every spelling of every argument must be disposable, so that
	// "/tmp/../home" (cleaned: "/home") is not.
	for _, w := range pos {
		p := w.Value
		if c.Container != nil {
			disposable, host := containerDisposable(w, c.Container)
			if disposable {
				continue
			}
			if host == "" {
				return false
			}
			p = host
		} else if w.Fresh && !w.Link {
			// The folder the script made with mktemp -d.
			continue
		} else if w.Dynamic || w.Link {
			return false
		}
		// After a cd, a relative path means the one in the new folder.
		if c.Dir != "" && relativePath(p) {
			p = path.Join(c.Dir, p)
		}
		// The project's own folder by its absolute path is the relative
		// one: rm -rf /app/build run in /app.
		if s.inProject(p, c) {
			if rel := strings.TrimPrefix(strings.TrimPrefix(path.Clean(p), path.Clean(s.cwd)), "/"); rel != "" {
				p = rel
			}
		}
		if s.followsLink(v, w, p) {
			return false
		}
		// A folder above the project (../build) is another's, whatever
		// its name.
		if cp := path.Clean(p); cp == ".." || strings.HasPrefix(cp, "../") {
			return false
		}
		for _, f := range s.pathForms(p, nil) {
			if !ws.match(f) {
				return false
			}
		}
	}
	return true
}

// startsInCwd reports whether a program given no path works on the
// current folder (find -delete is find . -delete): no argument is then
// no sign that what it touches is disposable.
func startsInCwd(name string) bool { return name == "find" }

// followsLink reports whether the path p, spelled as w, goes through a
// symbolic link on disk: with a trailing slash through the name itself
// (node_modules/), else through its first folder (build/cache). A single
// name without a slash is the link itself, which rm removes harmlessly.
// It costs at most one lstat, none for a folder that is a pattern or not
// known.
func (s *Set) followsLink(v *cmdView, w parser.Word, p string) bool {
	// A ".." after a folder climbs from where that folder really is
	// (src/../node_modules, src a link to ~/notes/sub, is
	// ~/notes/node_modules), which the clean path no longer says: it
	// is held as through a link, with or without the disk.
	if strings.Contains(p, "..") && hasDotDot(p) {
		return true
	}
	if s.isLink == nil || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") {
		return false
	}
	clean := path.Clean(p)
	look := ""
	switch {
	case strings.HasSuffix(w.Value, "/") || strings.HasSuffix(w.Value, "/."):
		look = clean
	case !path.IsAbs(clean) && strings.Contains(clean, "/"):
		look, _, _ = strings.Cut(clean, "/")
	}
	// A glob below a folder (.tmp/*) is expanded by the shell through
	// that folder: it is looked at as a path below it is. One whose
	// folder is itself a pattern is not.
	if look == "" || look == ".." || w.Glob && strings.ContainsAny(look, "*?[\\") {
		return false
	}
	// Every rule with disposable paths asks; the disk is asked once.
	if link, ok := v.links[look]; ok {
		return link
	}
	if v.links == nil {
		v.links = map[string]bool{}
	}
	v.links[look] = s.isLink(look)
	return v.links[look]
}

// relativePath reports whether a word is a path relative to the folder a
// command runs in.
func relativePath(v string) bool {
	return v != "" && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "~") && !strings.HasPrefix(v, "$") && !strings.HasPrefix(v, "-")
}

// findRef returns the span of the first path among refs that a pattern
// of in matches and no exception vetoes. A pattern of in also matches a
// path whatever the case of its letters
// (folded gives in folded, when first needed): on a file system that
// ignores case, as macOS's does by default, .Claude/settings.json and
// .MCP.json are the agent's settings. The exceptions stay as written,
// so that folding only ever holds more.
func (s *Set) findRef(in globs, folded func() globs, except globs, refs []ref, c *parser.Command, exceptProject, byContent bool) (parser.Span, bool) {
	var fold *globs
	// foldMatch reports whether a form of rf, made lower case, matches
	// a folded pattern.
	foldMatch := func(rf *ref) bool {
		if !rf.lowDone {
			rf.lowDone = true
			for _, f := range rf.forms {
				if low := pathglob.Lower(f); low != f {
					rf.low = append(rf.low, low)
				}
			}
		}
		if len(rf.low) == 0 {
			return false
		}
		if fold == nil {
			f := folded()
			fold = &f
		}
		return slices.ContainsFunc(rf.low, fold.Match)
	}
	for i := range refs {
		rf := &refs[i]
		if rf.unlisted {
			// Names gatesh cannot list land in a folder: at the top of
			// the project any of them may be one a pattern means (an
			// agent's settings, a hook); elsewhere that is not told.
			if !rf.brought && s.projectTop(rf.value, c) && in.MatchesRelative() {
				return rf.span, true
			}
			// A folder outside the project that a patch or an archive
			// writes names into, unlisted, is written there whatever the
			// names (patch -d /usr/lib/x, unzip -d ~/x): as tar -x -C
			// DIR's folder is.
			if !rf.brought || !outsideLanding(rf.value) {
				continue
			}
		}
		if exceptProject && s.inProject(rf.value, c) {
			continue
		}
		if rf.forms == nil {
			rf.forms = s.pathForms(rf.value, c)
		}
		// Most files match no pattern: find that out before trying the
		// exceptions, which only veto a match.
		if !rf.glob && !slices.ContainsFunc(rf.forms, in.Match) && !foldMatch(rf) {
			continue
		}
		if byContent && !rf.glob {
			switch s.contentOf(rf.value, c) {
			case probe.ContentPrivateKey:
				return rf.span, true
			case probe.ContentPublic:
				continue
			}
		}
		hit, vetoed := false, false
		for _, form := range rf.forms {
			// A glob the shell expands (cat .en*) may name a secret file
			// whatever the exceptions say, so it is matched the other way
			// round: does the word's pattern match a name the rule means?
			// A base name of wildcards alone is matched only on the path
			// patterns: the folder says which (cat .aws/*, /etc/*).
			if rf.glob && !gitStateGlob(form) && (pathglob.HasLiterals(form) && in.MatchedBy(form) || !pathglob.HasLiterals(form) && in.MatchedInFolderBy(form)) {
				hit = true
				break
			}
			// A form that climbs out of a folder (.cursor/rules/../hooks/x)
			// is not in it, whatever an exception's ** would say; its
			// clean form is judged next.
			if except.Match(form) && !climbsOut(form) {
				hit, vetoed = false, true
				break
			}
			if in.Match(form) {
				hit = true
			}
		}
		if hit || !vetoed && !rf.glob && foldMatch(rf) {
			return rf.span, true
		}
	}
	return parser.Span{}, false
}

// climbsOut reports whether a path goes into a folder and then back up
// (a/../b, a/b/..): a leading ../ only starts from the parent.
func climbsOut(p string) bool {
	for strings.HasPrefix(p, "../") {
		p = p[3:]
	}
	return strings.Contains(p, "/../") || strings.HasSuffix(p, "/..")
}

func (r *rule) matchPayload(v *cmdView) (parser.Span, bool) {
	if slices.Contains(r.sql, sqlscan.ReadOnly) {
		return readOnlySQL(v)
	}
	for i := range v.payloads() {
		p := v.payload(i)
		if len(r.lang) > 0 && !slices.Contains(r.lang, p.Lang) {
			continue
		}
		if len(r.caps) > 0 && !slices.ContainsFunc(p.Caps, func(c string) bool { return slices.Contains(r.caps, c) }) {
			continue
		}
		if len(r.sql) > 0 {
			if p.Lang != "sql" {
				continue
			}
			res := v.payloadSQL(i)
			ok := false
			for _, k := range r.sql {
				if res.Has(k) {
					ok = true
					break
				}
			}
			if !ok {
				continue
			}
		}
		if len(r.code) > 0 {
			res, err := r.codeRegexps()
			if err != nil {
				return p.Span, true // a broken pattern fails closed
			}
			text := p.Text
			if p.Checked != "" {
				text = p.Checked
			}
			if r.codeProgram && p.Program != "" {
				text = p.Program
			}
			ok := false
			for _, re := range res {
				if re.MatchString(text) {
					ok = true
					break
				}
			}
			if !ok {
				continue
			}
		}
		return p.Span, true
	}
	return parser.Span{}, false
}

// upstreamHas reports whether the command piping into v's has an
// argument matching ws; an upstream that cannot be told has none.
func upstreamHas(v *cmdView, ws wildcards) bool {
	if v.upstream == nil {
		return false
	}
	for _, a := range v.upstream.Args {
		if ws.match(a.Value) {
			return true
		}
	}
	return false
}

func anyName(ns nameGlobs, xs []string) bool {
	for _, x := range xs {
		if ns.match(x) {
			return true
		}
	}
	return false
}

// climbsBack reports whether a path goes into a folder and back out of
// it (/tmp/x/../../etc): its words say one place and it names another,
// so an exception for where it seems to be (/tmp/?*) is no exception.
// A leading run of .. (../../lib) says where it is.
func climbsBack(p string) bool {
	in := false
	for _, el := range strings.Split(p, "/") {
		switch el {
		case "", ".":
		case "..":
			if in {
				return true
			}
		default:
			in = true
		}
	}
	return false
}

func anyWild(ws wildcards, forms []string) bool {
	for _, f := range forms {
		if ws.match(f) {
			return true
		}
	}
	return false
}

// subPatterns are a rule's subcommand patterns, in order. A rule with
// many (the everyday commands of a tool, the verbs of every registry
// CLI, tried on every command) also files them by a literal word, the
// first or else the second ("* retire"), once it is searched a second
// time (a process that classifies one command does not pay for it): a
// command then meets only those whose word it has there, and the others.
type subPatterns struct {
	all      []wordsPattern
	searches atomic.Int32
	ix       atomic.Pointer[subIndex]
}

// subIndex are the patterns of a subPatterns by word.
type subIndex struct {
	// byWord[i] are the patterns whose first literal word is word i,
	// sorted by that word (its length first), then in order.
	byWord [2][]subKey
	free   []int32 // the other patterns, in order
}

// subKey is the pattern all[at] of a subPatterns, filed by word.
type subKey struct {
	word string
	at   int32
}

// indexedSubs is how many subcommand patterns make subPatterns file
// them: below it, trying each in turn costs less than a search.
const indexedSubs = 6

// index files the patterns by word.
func (ps *subPatterns) index() *subIndex {
	ix := &subIndex{free: []int32{}}
	for k, p := range ps.all {
		switch {
		case p.lit&1 != 0:
			ix.byWord[0] = append(ix.byWord[0], subKey{p.words[0], int32(k)})
		case p.lit&2 != 0:
			ix.byWord[1] = append(ix.byWord[1], subKey{p.words[1], int32(k)})
		default:
			ix.free = append(ix.free, int32(k))
		}
	}
	// By word, then in order; a rule's few words differ mostly in
	// length, which is compared first (any total order serves).
	for _, keys := range ix.byWord {
		slices.SortFunc(keys, func(a, b subKey) int {
			if len(a.word) != len(b.word) {
				return len(a.word) - len(b.word)
			}
			if a.word != b.word {
				return strings.Compare(a.word, b.word)
			}
			return int(a.at - b.at)
		})
	}
	return ix
}

// subRun returns the keys filed under w, in order.
func subRun(keys []subKey, w string) []subKey {
	lo, hi := 0, len(keys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if k := keys[m].word; len(k) < len(w) || len(k) == len(w) && k < w {
			lo = m + 1
		} else {
			hi = m
		}
	}
	end := lo
	for end < len(keys) && keys[end].word == w {
		end++
	}
	return keys[lo:end]
}

// first returns the position of the first pattern, in order, that pos
// starts with; -1 when none does.
func (ps *subPatterns) first(pos []parser.Word) int {
	ix := ps.ix.Load()
	if ix == nil && len(ps.all) >= indexedSubs && ps.searches.Add(1) > 1 {
		// Two searches at once may both file them: either serves.
		ix = ps.index()
		ps.ix.Store(ix)
	}
	if ix == nil {
		for k := range ps.all {
			if ps.all[k].prefixOf(pos) {
				return k
			}
		}
		return -1
	}
	if len(pos) == 0 {
		return -1 // every pattern has a word
	}
	// The patterns filed under pos's own words, and the free ones, each
	// in order, merged: the first that matches wins.
	at0 := subRun(ix.byWord[0], pos[0].Value)
	var at1 []subKey
	if len(pos) > 1 {
		at1 = subRun(ix.byWord[1], pos[1].Value)
	}
	free := ix.free
	for {
		k, from := int32(len(ps.all)), -1
		if len(at0) > 0 {
			k, from = at0[0].at, 0
		}
		if len(at1) > 0 && at1[0].at < k {
			k, from = at1[0].at, 1
		}
		if len(free) > 0 && free[0] < k {
			k, from = free[0], 2
		}
		switch from {
		case -1:
			return -1
		case 0:
			at0 = at0[1:]
		case 1:
			at1 = at1[1:]
		default:
			free = free[1:]
		}
		if ps.all[k].prefixOf(pos) {
			return int(k)
		}
	}
}

// wordsPattern is a subcommand pattern: its words, and which of them
// have no wildcard (lit) or are "*" (any), a bit each for the first 64,
// so that those are judged without wildMatch: a command meets many
// patterns (git push meets every git rule's).
type wordsPattern struct {
	words    []string
	lit, any uint64
}

func newWordsPattern(words []string) wordsPattern {
	p := wordsPattern{words: words}
	for i, w := range words {
		switch {
		case i >= 64:
		case w == "*":
			p.any |= 1 << i
		case !strings.ContainsAny(w, "*?[\\"):
			p.lit |= 1 << i
		}
	}
	return p
}

// prefixOf reports whether the positional words pos start with p.
func (p wordsPattern) prefixOf(pos []parser.Word) bool {
	if len(pos) < len(p.words) {
		return false
	}
	for i, w := range p.words {
		if pos[i].Value == w || i < 64 && p.any&(1<<i) != 0 {
			continue
		}
		if i < 64 && p.lit&(1<<i) != 0 || !wildMatch(w, pos[i].Value) {
			return false
		}
	}
	return true
}

// readsOnly reports whether a cloud or cluster tool's command is one the
// rule knows to only read: its verb, found where the tool's [commands]
// table says, matches read_verbs and not write_verbs; or it only prints
// help or its version. Anything else, a new verb included, is not.
func (s *Set) readsOnly(r *rule, v *cmdView) bool {
	for _, f := range v.flags {
		if f.name == "--help" || f.name == "-h" || f.name == "--version" {
			return true
		}
	}
	if awsHelp(v) {
		return true
	}
	sp := s.spec(v.cmd.Name)
	pos := v.pos
	i := 0
	if sp != nil {
		i = sp.verbSkip
	}
	// az and oci take options only: the command is every word before the
	// first option, the verb last (az containerapp revision list -n web).
	if w, ok := commandPathVerb(v.cmd, sp); ok {
		return w == "help" || r.readVerbs.match(w) && !r.writeVerbs.match(w)
	}
	if sp != nil && sp.verbSearch {
		// Groups (compute instances) come before the verb; a word that
		// is none of groups, read verbs or write verbs is a verb gatesh
		// does not know, and is held.
		for k := i; k < len(pos) && k < i+8; k++ {
			w := pos[k].Value
			if sp.verbCompound && !slices.Contains(sp.verbGroups, w) {
				w = compoundVerb(w)
			}
			switch {
			case w == "help":
				return true
			case r.writeVerbs.match(w):
				return false
			case slices.Contains(sp.verbGroups, w):
			case r.readVerbs.match(w):
				return true
			default:
				return false
			}
		}
		return false
	}
	for sp != nil && i < len(pos) && slices.Contains(sp.verbGroups, pos[i].Value) {
		i++
	}
	if i >= len(pos) {
		return false
	}
	w := pos[i].Value
	return w == "help" || r.readVerbs.match(w) && !r.writeVerbs.match(w)
}

// inputArg finds an argument or input redirect chosen at run time: from a
// substitution, a variable read or mapfile set, or xargs.
func inputArg(v *cmdView) (parser.Span, bool) {
	c := v.cmd
	// find -exec CMD {} gets the files find matches, which the parser
	// shows as the pattern they match; xargs and parallel get input.
	if c.MoreArgs && !slices.Contains(c.Wrappers, "find -exec") {
		return c.Span, true
	}
	for _, w := range v.pos {
		if w.Input {
			return w.Span, true
		}
	}
	for _, f := range v.flags {
		if f.hasValue && !f.text && strings.Contains(f.value, "$(...)") {
			return f.valueSpan, true
		}
	}
	for _, r := range c.Redirs {
		if (r.Op == "<" || r.Op == "<>") && r.Target.Input {
			return r.Span, true
		}
	}
	return parser.Span{}, false
}

// fileShaped reports whether a word ends in a file's extension: a dot,
// then a letter and at least one more letter or digit, or a C source's
// .c or .h. Versions (v1.2.0, release/2.x) and branch names do not.
func fileShaped(x string) bool {
	if strings.HasPrefix(x, "-") || strings.ContainsAny(x, ":@^~") {
		return false
	}
	base := path.Base(x)
	i := strings.LastIndexByte(base, '.')
	if i <= 0 {
		return false
	}
	ext := base[i+1:]
	if ext == "c" || ext == "h" {
		return true
	}
	if len(ext) < 2 || !isLetter(ext[0]) {
		return false
	}
	for j := 1; j < len(ext); j++ {
		if !isLetter(ext[j]) && (ext[j] < '0' || ext[j] > '9') {
			return false
		}
	}
	return true
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// fileArg finds an argument that names a file rather than a branch or a
// revision: ./x or ../x, a glob, a file on disk, or, where gatesh cannot
// look, a name with a file's extension (astropy/table/table.py): the
// rules of thumb ask git what it would lose (undo), and fail closed
// without it.
func (s *Set) fileArg(v *cmdView, pos []parser.Word) (parser.Span, bool) {
	for _, w := range pos {
		x := w.Value
		if strings.HasPrefix(x, "./") || strings.HasPrefix(x, "../") || w.Glob || strings.ContainsAny(x, "*?") && !w.Dynamic {
			return w.Span, true
		}
		// No branch, tag or revision ends in a slash (git
		// check-ref-format): cmd/cli/strategy/ is a folder, every
		// uncommitted change in it discarded.
		if !w.Dynamic && (fileShaped(x) || strings.HasSuffix(x, "/")) {
			return w.Span, true
		}
		if s.isFile == nil || w.Dynamic || strings.HasPrefix(x, "-") {
			continue
		}
		if v.cmd.Dir != "" && relativePath(x) {
			if strings.ContainsAny(v.cmd.Dir, "~$") {
				continue
			}
			x = path.Join(v.cmd.Dir, x)
		}
		if s.isFile(x) {
			return w.Span, true
		}
	}
	return parser.Span{}, false
}

// noOperands reports whether the positional arguments after the
// subcommand name nothing but the project's folder (., or its absolute
// path when commands run in it), a search's pattern and git's exclude
// pathspecs (":!docs", ":^vendor", ":(exclude)x": the rest of the tree
// is still searched, git help glossary) aside.
func (s *Set) noOperands(v *cmdView, pos []parser.Word) bool {
	n := 0
	for _, w := range pos {
		if v.patternIdx >= 0 && v.patternIdx < len(v.pos) && w.Span == v.pos[v.patternIdx].Span {
			continue
		}
		if !w.Dynamic && path.Base(v.cmd.Name) == "git" && (strings.HasPrefix(w.Value, ":!") || strings.HasPrefix(w.Value, ":^") || strings.HasPrefix(w.Value, ":(exclude)")) {
			continue
		}
		here := w.Value == "." || w.Value == "./" || path.IsAbs(w.Value) && path.Clean(w.Value) == path.Clean(s.cwd) && s.inProject(w.Value, v.cmd)
		if w.Dynamic || !here || n > 0 {
			return false
		}
		n++
	}
	return true
}
