package parser

import (
	"errors"
	"fmt"
	"maps"
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Options are Limits plus how to read small local files named by -f flags
// (nil: do not read), and the folder the text runs in.
type Options struct {
	Limits
	ReadFile func(path string) ([]byte, error)
	// Cwd is the absolute folder the text runs in, if known: a cd to it
	// or below it by an absolute path does not leave the project, as
	// `cd /home/u/repo && rm -rf dist` does not.
	Cwd string
	// Home is $HOME where the text runs, if known: `. "$HOME/.bashrc"`
	// then names a known file. It is not used in a child process (bash
	// -c, sudo, ssh, ...), whose HOME may differ.
	Home string
	// Args are the positional parameters the text runs with, when
	// ArgsKnown: `bash -c TEXT` has none, so "$@" there is nothing. When
	// not known, "$1" and "$@" are not known statically.
	Args      []string
	ArgsKnown bool
	// Exists reports whether anything (a link too) is at an absolute
	// path; with it, a script gatesh follows whole can be seen creating
	// a new file (Redirect.New). nil: nothing is new.
	Exists func(path string) bool
}

const (
	defaultMaxBytes = 1 << 20
	defaultMaxDepth = 16
	// maxCommands bounds the work on inputs that multiply (loops, aliases).
	maxCommands = 20000
	// maxFields bounds brace expansion of one word.
	maxFields = 1024
	// maxLoopValues is how many `for` values are walked one by one.
	maxLoopValues = 64
	// maxPayloadFile is the largest -f file read for its payload.
	maxPayloadFile = 1 << 20
	// maxSteps bounds the statements walked, counting loop repeats.
	maxSteps = 500000
	// maxVars bounds the variables tracked, which are copied at each
	// subshell and branch.
	maxVars = 256
	// maxExpanded bounds the text that variable values expand to in all:
	// x=$x$x doubles at every step.
	maxExpanded = 16 << 20
)

// parser holds the state of one Parse call.
type parser struct {
	opts    Options
	sp      *syntax.Parser
	script  *Script
	vars    map[string]string // variables with a statically known value
	funcs   map[string]bool   // functions defined so far
	aliases map[string]string // alias name to value; "" when not known
	inAlias map[string]bool   // aliases being expanded, to stop recursion
	budget  int               // bytes of nested text still allowed
	stopped bool              // a work limit was reached
	lastSub *stageOut         // the substitution last walked by evalParts
	// ifsChanged is set once the script assigns IFS: from then on an
	// unknown IFS makes unquoted expansions unknown.
	ifsChanged bool
	noVars     bool // variable values are no longer trusted (namerefs)
	steps      int
	expanded   int // bytes of variable values substituted so far
	seen       map[Problem]bool
	// cwdMoved is set once a cd may have left the project folder.
	cwdMoved bool
	// cwdChanged is set by any cd, pushd or popd: relative file names no
	// longer mean what they mean in gatesh's own folder.
	cwdChanged bool
	// gitAliases counts git aliases being expanded, to stop recursion.
	gitAliases int
	// written holds the text of files the script wrote with known
	// content (cat > x.sh <<EOF), so that running them later is seen.
	written map[string]textSrc
	// funcDefs are the functions defined so far, by name. This map and
	// the next ones are made on first use: most texts need none.
	funcDefs map[string]*funcDef
	// defining are the function definitions being walked, innermost last.
	defining []*funcDef
	// calling counts the calls being walked of each function that runs
	// its arguments, to stop recursion.
	calling map[string]int
	// exportedFuncs are the function names given to export -f.
	exportedFuncs map[string]bool
	// pendingParams are the positional parameters of the child shell the
	// next nested call walks (bash -c TEXT NAME ARGS...).
	pendingParams *params
	// whyForeign says what the script reads or runs that gatesh does not
	// follow; "" while it follows everything (see setup.go).
	whyForeign string
	// assigned are the variables the script sets.
	assigned map[string]bool
	// contents are what commands print, as contentOf sees it.
	contents map[*Command]string
	// pipeContent is what the previous pipeline stage printed, for the
	// simple command of the next stage.
	pipeContent *string
}

// frame is where a list of statements sits: its context, wrappers and how
// its offsets map onto the original text.
type frame struct {
	ctx      Context
	wrappers []string
	depth    int
	src      string // the text parsed at this level
	exact    bool   // offsets map to the original text with base or offs
	base     int
	// offs maps each byte of src to its offset in the original text, for
	// text decoded from a word of several quoted parts (eval 'a'\''b').
	offs  []int
	fixed Span // the span of everything when !exact
	// stdin is what the commands of a nested text read when they do not
	// redirect it: `ssh h psql <<EOF` feeds the heredoc to psql.
	stdin *textSrc
	// env is what the shell running this text was given: the commands
	// in it inherit it (BASH_ENV=x bash -c 'ls').
	env []Assign
	// pipeFrom names the commands piping into a compound command that
	// is a pipeline stage (curl x | { bash; }): the commands inside
	// read that pipe.
	pipeFrom []string
	// more and tokens carry xargs and parallel into the text they run.
	more   bool
	tokens []string
}

func (fr *frame) span(n syntax.Node) Span {
	if !fr.exact {
		return fr.fixed
	}
	return fr.spanOf(int(n.Pos().Offset()), int(n.End().Offset()))
}

// abs maps an offset in the frame text to the original text.
func (fr *frame) abs(o int) int {
	if fr.offs == nil {
		return fr.base + o
	}
	if len(fr.offs) == 0 {
		return fr.base
	}
	if o < len(fr.offs) {
		return fr.offs[o]
	}
	return fr.offs[len(fr.offs)-1] + 1
}

// spanOf maps [start, end) of the frame text to the original text.
func (fr *frame) spanOf(start, end int) Span {
	if !fr.exact {
		return fr.fixed
	}
	s := fr.abs(start)
	if end <= start {
		return Span{s, s}
	}
	return Span{s, fr.abs(end-1) + 1}
}

func (fr *frame) with(ctx Context) *frame {
	f := *fr
	f.ctx |= ctx
	return &f
}

func newParser(opts Options) *parser {
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = defaultMaxBytes
	}
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = defaultMaxDepth
	}
	p := &parser{
		opts:    opts,
		sp:      syntax.NewParser(syntax.Variant(syntax.LangBash)),
		script:  &Script{},
		vars:    map[string]string{},
		funcs:   map[string]bool{},
		aliases: map[string]string{},
		inAlias: map[string]bool{},
		seen:    map[Problem]bool{},
		written: map[string]textSrc{},
		budget:  4 * opts.MaxBytes,
	}
	p.vars[pristineKey] = "1"
	if path.IsAbs(opts.Home) {
		p.vars["HOME"] = path.Clean(opts.Home)
	}
	if opts.ArgsKnown {
		p.setParams(params{vals: opts.Args, known: true})
	}
	return p
}

// Parse returns the static view of every command in text. It never
// returns nil and never panics; what it cannot see through is listed in
// Script.Problems.
func Parse(text string, opts Options) (s *Script) {
	p := newParser(opts)
	defer p.recoverInternal(&s)
	if len(text) > p.opts.MaxBytes {
		p.problem("input_too_large", fmt.Sprintf("input is %d bytes, more than %d", len(text), p.opts.MaxBytes), Span{0, len(text)})
		return p.script
	}
	fr := &frame{src: text, exact: true}
	p.parseWalk(text, fr, Span{0, len(text)})
	p.markNew()
	return p.script
}

// ParseArgv returns the static view of one command given as an argument
// vector, as the PATH interposer sees it: argv[0] is the command. Spans
// are offsets into the arguments joined with single spaces.
func ParseArgv(argv []string, opts Options) (s *Script) {
	p := newParser(opts)
	defer p.recoverInternal(&s)
	total := 0
	for _, a := range argv {
		total += len(a) + 1
	}
	if total > p.opts.MaxBytes {
		p.problem("input_too_large", fmt.Sprintf("arguments are %d bytes, more than %d", total, p.opts.MaxBytes), Span{0, total})
		return p.script
	}
	if len(argv) == 0 {
		return p.script
	}
	fields := make([]field, len(argv))
	off := 0
	for i, a := range argv {
		fields[i] = field{Word: Word{Value: a, Span: Span{off, off + len(a)}}}
		off += len(a) + 1
	}
	fr := &frame{src: strings.Join(argv, " "), exact: false, fixed: Span{0, off - 1}}
	p.runArgv(fr, fields, cmdIn{span: Span{0, off - 1}})
	return p.script
}

// recoverInternal turns a bug into a held script instead of a crash.
func (p *parser) recoverInternal(s **Script) {
	if r := recover(); r != nil {
		p.script.Problems = append(p.script.Problems, Problem{Kind: "parse_error", Msg: fmt.Sprintf("internal error: %v", r)})
		*s = p.script
	}
}

func (p *parser) problem(kind, msg string, span Span) {
	pr := Problem{Kind: kind, Msg: msg, Span: span}
	if p.seen[pr] {
		return
	}
	p.seen[pr] = true
	p.script.Problems = append(p.script.Problems, pr)
}

// parseWalk parses text at the level of fr and walks it.
func (p *parser) parseWalk(text string, fr *frame, errSpan Span) {
	f, err := p.sp.Parse(strings.NewReader(text), "")
	if err != nil {
		span := errSpan
		var pe syntax.ParseError
		if errors.As(err, &pe) && fr.exact && pe.Pos.IsValid() {
			o := min(int(pe.Pos.Offset()), max(len(text)-1, 0))
			span = fr.spanOf(o, o+1)
		}
		p.problem("parse_error", err.Error(), span)
		return
	}
	p.walkStmts(f.Stmts, fr)
}

// nested parses text that a command runs as shell, one level deeper.
func (p *parser) nested(fr *frame, src textSrc, ctx Context, wrapper string) {
	if p.stopped {
		return
	}
	if fr.depth+1 > p.opts.MaxDepth {
		p.problem("nesting_too_deep", fmt.Sprintf("nesting deeper than %d levels", p.opts.MaxDepth), src.span)
		return
	}
	p.budget -= len(src.text)
	if p.budget < 0 {
		p.problem("input_too_large", "nested text too large in total", src.span)
		p.stopped = true
		return
	}
	pending := p.pendingParams
	p.pendingParams = nil
	if !inProcess(wrapper, ctx) {
		// A child process: see childVars.
		saved := p.vars
		p.vars = p.childVars(fr.env, pending)
		defer func() { p.vars = saved }()
	}
	child := &frame{ctx: fr.ctx | ctx | InNested, depth: fr.depth + 1, src: src.text, stdin: fr.stdin, env: fr.env, more: fr.more, tokens: fr.tokens}
	child.wrappers = append(append([]string(nil), fr.wrappers...), wrapper)
	if wrapper == "" {
		child.wrappers = child.wrappers[:len(child.wrappers)-1]
	}
	switch {
	case fr.exact && src.exact && fr.offs == nil && src.offs == nil:
		child.exact, child.base = true, fr.base+src.base
	case fr.exact && src.exact:
		child.exact = true
		child.offs = make([]int, len(src.text))
		for i := range child.offs {
			o := src.base + i
			if src.offs != nil {
				o = src.offs[min(i, len(src.offs)-1)]
				if i >= len(src.offs) {
					o++
				}
			}
			child.offs[i] = fr.abs(o)
		}
	default:
		child.fixed = src.span
	}
	p.parseWalk(src.text, child, src.span)
}

// inProcess reports whether nested text runs in the same shell, now
// (eval, source, an alias where it is used, arithmetic), rather than in a
// child process. A trap's action and an alias's value where it is
// defined run later, when variables and parameters may differ: they are
// walked as a child's text, with none known.
func inProcess(wrapper string, ctx Context) bool {
	switch wrapper {
	case "eval", "source":
		return true
	}
	return ctx&InAlias != 0 && wrapper == "" || strings.HasPrefix(wrapper, "arithmetic")
}

// childVars are the variables a child shell starts with, as far as they
// are known: those it is given before the command (env, NAME=value
// prefixes), and the positional parameters it was given (none known
// unless the caller says). The parent's other variables are not known
// there: an unexported one is empty, HOME may be another user's, and
// what the child assigns does not come back.
func (p *parser) childVars(env []Assign, ps *params) map[string]string {
	vars := map[string]string{}
	for _, a := range env {
		if a.Value.Dynamic {
			delete(vars, a.Name)
		} else if validName(a.Name) {
			vars[a.Name] = a.Value.Value
		}
		p.noteAssigned(a.Name)
	}
	saved := p.vars
	p.vars = vars
	if ps != nil {
		p.setParams(*ps)
		if ps.zeroKnown {
			vars["0"] = ps.zero
		}
	} else {
		p.setParams(params{})
	}
	p.vars = saved
	return vars
}

// stageOut is what a statement produced, for the next pipeline stage:
// the names of the commands that ran and the text they print when known.
type stageOut struct {
	names  []string
	stdout *textSrc
	// content is what it prints as contentOf sees it; nil when unknown.
	content *string
}

// walkStmts walks a list of statements. What the list prints is what
// each statement prints, in turn: known only when every part is, and the
// commands upstream of a pipe it feeds are all of theirs.
func (p *parser) walkStmts(stmts []*syntax.Stmt, fr *frame) stageOut {
	var out stageOut
	for i, s := range stmts {
		o := p.walkStmt(s, fr, nil, nil)
		if i == 0 {
			out = o
			continue
		}
		out.names = append(out.names, o.names...)
		out.stdout = joinOut(out.stdout, o.stdout)
	}
	return out
}

// joinOut is the output of one statement followed by another's.
func joinOut(a, b *textSrc) *textSrc {
	if a == nil || b == nil {
		return nil
	}
	span := a.span
	span.End = max(span.End, b.span.End)
	return &textSrc{text: a.text + b.text, from: a.from, span: span, dynamic: a.dynamic || b.dynamic}
}

// walkSubst walks the statements of a command or process substitution.
func (p *parser) walkSubst(fr *frame, stmts []*syntax.Stmt) *stageOut {
	saved := maps.Clone(p.vars)
	f := fr.with(InSubst)
	f.depth++
	out := p.walkStmts(stmts, f)
	p.vars = saved
	return &out
}

// arithRefs walks what bash runs when arithmetic reads a variable: it
// evaluates the value as an expression in turn, so x='a[$(cmd)]'; ((x))
// runs cmd. Known values that hold a substitution are parsed as shell;
// a value that names another variable is followed.
func (p *parser) arithRefs(fr *frame, node syntax.Node) {
	if p.noVars {
		return
	}
	var follow func(name string, depth int)
	follow = func(name string, depth int) {
		v, ok := p.vars[name]
		switch {
		case !ok || depth > p.opts.MaxDepth:
		case strings.Contains(v, "$(") || strings.Contains(v, "`"):
			p.nested(fr, textSrc{text: ": " + v, span: fr.span(node)}, 0, "arithmetic on $"+name)
		case validName(strings.TrimSpace(v)):
			follow(strings.TrimSpace(v), depth+1)
		}
	}
	syntax.Walk(node, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Word:
			// let 'y = x * 2' and (( "x" )) read names inside quotes too.
			for _, name := range arithNames(x) {
				follow(name, 0)
			}
		case *syntax.ParamExp:
			if x.Param != nil && x.Index == nil && x.Exp == nil && x.Repl == nil && x.Slice == nil {
				follow(x.Param.Value, 0)
			}
		case *syntax.CmdSubst, *syntax.ProcSubst:
			return false
		}
		return true
	})
}

// arithNames returns the variable names in the literal text of an
// arithmetic word, quoted parts included.
func arithNames(w *syntax.Word) []string {
	var sb strings.Builder
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			sb.WriteString(x.Value)
		case *syntax.SglQuoted:
			sb.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				if l, ok := q.(*syntax.Lit); ok {
					sb.WriteString(l.Value)
				}
			}
		}
		sb.WriteByte(' ')
	}
	var names []string
	text := sb.String()
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && (isIdent(text[j]) || j > i && text[j] >= '0' && text[j] <= '9') {
			j++
		}
		if j > i {
			if text[i] < '0' || text[i] > '9' {
				names = append(names, text[i:j])
			}
			i = j
			continue
		}
		i++
	}
	return names
}

// walkSubsts finds substitutions anywhere under node and walks them.
func (p *parser) walkSubsts(fr *frame, node syntax.Node) {
	syntax.Walk(node, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			p.walkSubst(fr, x.Stmts)
			return false
		case *syntax.ProcSubst:
			p.walkSubst(fr, x.Stmts)
			return false
		case *syntax.ArithmExp, *syntax.ArithmCmd, *syntax.LetClause, *syntax.CStyleLoop:
			p.arithRefs(fr, x)
		case *syntax.BinaryTest:
			switch x.Op {
			case syntax.TsEql, syntax.TsNeq, syntax.TsLss, syntax.TsGtr, syntax.TsLeq, syntax.TsGeq:
				p.arithRefs(fr, x)
			}
		case *syntax.ParamExp:
			if x.Index != nil {
				p.arithRefs(fr, x.Index)
			}
		}
		return true
	})
}

func (p *parser) walkStmt(s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) stageOut {
	if p.stopped {
		return stageOut{}
	}
	if p.steps++; p.steps > maxSteps {
		p.problem("input_too_large", "too many statements to walk", fr.span(s))
		p.stopped = true
		return stageOut{}
	}
	if s.Background || s.Coprocess || s.Disown {
		fr = fr.with(InBackground)
	}
	switch s.Cmd.(type) {
	case nil, *syntax.CallExpr, *syntax.DeclClause:
	default:
		fr = p.compound(fr, s, pipeFrom, stdin)
	}
	switch c := s.Cmd.(type) {
	case nil:
		// A bare redirection truncates or opens a file, as `:` would.
		redirs, _ := p.redirects(fr, s.Redirs)
		p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s), pipeFrom: pipeFrom})
		return stageOut{names: []string{":"}}
	case *syntax.CallExpr:
		return p.walkCall(c, s, fr, pipeFrom, stdin)
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.Pipe, syntax.PipeAll:
			return p.walkPipeline(c, fr)
		default:
			// In a && b && c, c runs only after b did: the rest of a
			// chain of one operator is one branch, walked in order.
			cond := fr.with(InCondition)
			chain := andOrChain(c)
			p.walkStmt(chain[0], cond, nil, nil)
			var out stageOut
			p.branches(func() {
				for _, st := range chain[1:] {
					out = p.walkStmt(st, cond, nil, nil)
				}
			})
			return out
		}
	case *syntax.Subshell:
		saved := maps.Clone(p.vars)
		out := p.walkStmts(c.Stmts, fr)
		p.vars = saved
		return out
	case *syntax.Block:
		return p.walkStmts(c.Stmts, fr)
	case *syntax.IfClause:
		p.walkIf(c, fr)
	case *syntax.WhileClause:
		loop := fr.with(InLoop)
		p.loop(c, func() {
			p.walkStmts(c.Cond, loop.with(InCondition))
			p.walkStmts(c.Do, loop)
		})
	case *syntax.ForClause:
		p.walkFor(c, fr)
	case *syntax.CaseClause:
		p.fields(fr, c.Word)
		// Each item is a branch of its own: one does not see what
		// another assigns.
		var alts []func()
		for _, item := range c.Items {
			alts = append(alts, func() {
				for _, pat := range item.Patterns {
					p.walkSubsts(fr, pat)
				}
				p.walkStmts(item.Stmts, fr)
			})
		}
		p.alternatives(alts...)
	case *syntax.FuncDecl:
		p.defineFunc(c, s, fr)
	case *syntax.DeclClause:
		return p.walkDecl(c, s, fr)
	case *syntax.TimeClause:
		if c.Stmt != nil {
			t := *fr
			t.wrappers = append(append([]string(nil), fr.wrappers...), "time")
			return p.walkStmt(c.Stmt, &t, pipeFrom, stdin)
		}
	case *syntax.CoprocClause:
		p.walkStmt(c.Stmt, fr.with(InBackground), nil, nil)
	default:
		p.walkSubsts(fr, c)
	}
	return stageOut{}
}

// andOrChain flattens a && b && c (or a || b || c) into its operands;
// a mixed chain keeps its inner part whole.
func andOrChain(c *syntax.BinaryCmd) []*syntax.Stmt {
	x := c.X
	if b, ok := x.Cmd.(*syntax.BinaryCmd); ok && b.Op == c.Op && len(x.Redirs) == 0 && !x.Negated && !x.Background && !x.Coprocess && !x.Disown {
		return append(andOrChain(b), c.Y)
	}
	return []*syntax.Stmt{x, c.Y}
}

// compound lists the redirections of a compound command ({ }, ( ), if,
// while, ...) as a ":" command of their own, so that the rules see what
// it writes and reads, and gives the commands inside the input they
// read: a heredoc or here-string, or the pipe the compound is a stage of.
func (p *parser) compound(fr *frame, s *syntax.Stmt, pipeFrom []string, stdin *textSrc) *frame {
	f := fr
	if stdin != nil || pipeFrom != nil {
		g := *fr
		g.stdin, g.pipeFrom = stdin, pipeFrom
		f = &g
	}
	if len(s.Redirs) == 0 {
		return f
	}
	redirs, rin := p.redirects(fr, s.Redirs)
	p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s)})
	if hasStdinRedirect(s.Redirs) {
		g := *f
		g.stdin, g.pipeFrom = rin, nil
		f = &g
	}
	return f
}

// walkPipeline walks a | b | c, giving each stage the names upstream and
// the text the previous stage prints when known.
func (p *parser) walkPipeline(c *syntax.BinaryCmd, fr *frame) stageOut {
	var stages []*syntax.Stmt
	var flatten func(s *syntax.Stmt)
	flatten = func(s *syntax.Stmt) {
		if b, ok := s.Cmd.(*syntax.BinaryCmd); ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll) && len(s.Redirs) == 0 && !s.Negated && !s.Background {
			flatten(b.X)
			flatten(b.Y)
			return
		}
		stages = append(stages, s)
	}
	flatten(c.X)
	flatten(c.Y)
	pf := fr.with(InPipeline)
	upstream := fr.pipeFrom
	var prev stageOut
	for _, st := range stages {
		saved := maps.Clone(p.vars)
		p.pipeContent = nil
		if _, simple := st.Cmd.(*syntax.CallExpr); simple {
			p.pipeContent = prev.content
		}
		prev = p.walkStmt(st, pf, append([]string(nil), upstream...), prev.stdout)
		p.pipeContent = nil
		p.vars = saved
		upstream = append(upstream, prev.names...)
	}
	return stageOut{names: upstream, stdout: prev.stdout}
}

// branches runs fn, after which every variable fn assigned is unknown:
// the branch may or may not have run.
func (p *parser) branches(fn func()) {
	before := maps.Clone(p.vars)
	fn()
	after := p.vars
	p.vars = before
	for k, v := range after {
		if old, ok := before[k]; !ok || old != v {
			delete(p.vars, k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			delete(p.vars, k)
		}
	}
}

// loop walks a loop body: what the body assigns is unknown inside it
// (a later iteration sees it) and after it.
func (p *parser) loop(body syntax.Node, fn func()) {
	syntax.Walk(body, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Assign:
			if x.Name != nil {
				delete(p.vars, x.Name.Value)
			}
		case *syntax.ForClause:
			if wi, ok := x.Loop.(*syntax.WordIter); ok {
				delete(p.vars, wi.Name.Value)
			}
		case *syntax.CallExpr:
			// set, shift and what may run them change the positional
			// parameters for the next time round; a function call may
			// change what its body assigns.
			if len(x.Args) == 0 {
				break
			}
			switch name := x.Args[0].Lit(); name {
			case "set", "shift", "eval", "source", ".", "builtin", "command", "":
				p.setParams(params{})
			default:
				if d := p.funcDefs[name]; d != nil {
					p.forgetFuncAssigned(d)
				}
			}
		}
		return true
	})
	p.branches(fn)
}

// walkIf walks each branch of an if on its own: one does not see what
// another assigns.
func (p *parser) walkIf(c *syntax.IfClause, fr *frame) {
	p.walkStmts(c.Cond, fr.with(InCondition))
	var alts []func()
	for cl := c; cl != nil; cl = cl.Else {
		alts = append(alts, func() {
			if cl != c {
				p.walkStmts(cl.Cond, fr.with(InCondition))
			}
			p.walkStmts(cl.Then, fr)
		})
	}
	p.alternatives(alts...)
}

// alternatives walks branches of which at most one runs, each from the
// same state; afterwards every variable any of them assigned is unknown.
func (p *parser) alternatives(fns ...func()) {
	before := maps.Clone(p.vars)
	changed := map[string]bool{}
	for _, fn := range fns {
		p.vars = maps.Clone(before)
		fn()
		for k, v := range p.vars {
			if old, ok := before[k]; !ok || old != v {
				changed[k] = true
			}
		}
		for k := range before {
			if _, ok := p.vars[k]; !ok {
				changed[k] = true
			}
		}
	}
	p.vars = before
	for k := range changed {
		delete(p.vars, k)
	}
}

func (p *parser) walkFor(c *syntax.ForClause, fr *frame) {
	loop := fr.with(InLoop)
	wi, ok := c.Loop.(*syntax.WordIter)
	if !ok {
		p.walkSubsts(fr, c.Loop)
		p.loop(c, func() { p.walkStmts(c.Do, loop) })
		return
	}
	var values []string
	known := wi.InPos.IsValid()
	for _, w := range wi.Items {
		for _, f := range p.fields(fr, w) {
			if f.Dynamic || f.Glob {
				known = false
			}
			values = append(values, f.Value)
		}
	}
	name := wi.Name.Value
	p.noteAssigned(name)
	if !known || len(values) == 0 || len(values) > maxLoopValues {
		p.loop(c, func() { p.walkStmts(c.Do, loop) })
		return
	}
	p.loop(c, func() {
		for _, v := range values {
			p.vars[name] = v
			p.walkStmts(c.Do, loop)
		}
	})
}

// walkDecl handles declare, local, export, readonly, typeset: it records
// literal values and lists the builtin as a command.
func (p *parser) walkDecl(c *syntax.DeclClause, s *syntax.Stmt, fr *frame) stageOut {
	if isNameref(c) {
		// A name reference can assign any variable by another name:
		// stop trusting variable values from here on.
		p.noVars = true
		clear(p.vars)
	}
	argv := []field{{Word: Word{Value: c.Variant.Value, Span: fr.span(c.Variant)}}}
	var assigns []Assign
	for _, a := range c.Args {
		if a.Name == nil {
			if a.Value != nil {
				argv = append(argv, p.fields(fr, a.Value)...)
			}
			continue
		}
		if a.Naked {
			argv = append(argv, field{Word: Word{Value: a.Name.Value, Span: fr.span(a)}})
			p.noteAssigned(a.Name.Value)
			continue
		}
		as := p.assign(fr, a)
		assigns = append(assigns, as)
		argv = append(argv, field{Word: Word{Value: as.Name + "=" + as.Value.Value, Dynamic: as.Value.Dynamic, Span: as.Span}})
		p.setVar(as, a)
	}
	if exportsFuncs(c.Variant.Value, argv[1:]) {
		for _, a := range c.Args {
			if a.Naked && a.Name != nil && !strings.HasPrefix(a.Name.Value, "-") {
				p.noteExported(a.Name.Value, fr.span(a))
			}
		}
	}
	redirs, _ := p.redirects(fr, s.Redirs)
	u := &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}
	p.envCommandValues(fr, u, cmdIn{assigns: assigns, span: fr.span(s)})
	in := cmdIn{assigns: assigns, redirs: redirs, span: fr.span(s)}
	cmd := p.emit(fr, u, argv, in)
	return stageOut{names: []string{c.Variant.Value}, content: p.noteContent(cmd, in)}
}

// exportsFuncs reports export -f, declare -fx, typeset -xf ...: the names
// are functions given to child processes.
func exportsFuncs(variant string, args []field) bool {
	f, x := false, variant == "export"
	for _, a := range args {
		if v := a.Value; len(v) > 1 && v[0] == '-' {
			f = f || strings.ContainsRune(v, 'f')
			x = x || strings.ContainsRune(v, 'x')
		}
	}
	return f && x
}

// isNameref reports declare -n, local -n, typeset -n or nameref.
func isNameref(c *syntax.DeclClause) bool {
	if c.Variant.Value == "nameref" {
		return true
	}
	if c.Variant.Value == "export" || c.Variant.Value == "readonly" {
		return false
	}
	for _, a := range c.Args {
		if a.Name == nil && a.Value != nil {
			if v := a.Value.Lit(); strings.HasPrefix(v, "-") && strings.Contains(v, "n") {
				return true
			}
		}
		if a.Naked && a.Name != nil && strings.HasPrefix(a.Name.Value, "-") && strings.Contains(a.Name.Value, "n") {
			return true
		}
	}
	return false
}

// assign evaluates one NAME=value without recording it.
func (p *parser) assign(fr *frame, a *syntax.Assign) Assign {
	as := Assign{Name: a.Name.Value, Span: fr.span(a)}
	switch {
	case a.Array != nil:
		p.walkSubsts(fr, a.Array)
		as.Value = Word{Value: "$(...)", Dynamic: true, Span: fr.span(a.Array)}
	case a.Value != nil:
		ws := p.evalParts(fr, a.Value.Parts, fr.span(a.Value))
		vals := make([]string, len(ws))
		dyn := false
		for i, w := range ws {
			vals[i] = w.Value
			dyn = dyn || w.Dynamic
		}
		as.Value = Word{Value: strings.Join(vals, " "), Dynamic: dyn, Span: fr.span(a.Value)}
	default:
		as.Value = Word{Span: as.Span}
	}
	if a.Index != nil {
		p.walkSubsts(fr, a.Index)
	}
	return as
}

// setVar records a shell variable assignment for constant propagation.
func (p *parser) setVar(as Assign, a *syntax.Assign) {
	p.noteAssigned(as.Name)
	if as.Name == "IFS" {
		p.ifsChanged = true
	}
	if as.Name == "BASH_CMDS" {
		// bash's table of command paths: any name may now run anything.
		p.problem("dynamic_command", "assigning BASH_CMDS changes which program a name runs", as.Span)
	}
	_, tracked := p.vars[as.Name]
	if p.noVars || as.Value.Dynamic || a.Append || a.Index != nil || a.Array != nil || !tracked && len(p.vars) >= maxVars {
		delete(p.vars, as.Name)
		return
	}
	p.vars[as.Name] = as.Value.Value
}

func (p *parser) walkCall(c *syntax.CallExpr, s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) stageOut {
	var input *string
	if pipeFrom != nil {
		input, p.pipeContent = p.pipeContent, nil
	}
	if len(c.Args) == 0 {
		n := len(p.script.Assigns)
		for _, a := range c.Assigns {
			as := p.assign(fr, a)
			p.setVar(as, a)
			p.script.Assigns = append(p.script.Assigns, as)
		}
		// PAGER=... alone changes the value a program later runs, when
		// the variable is exported already.
		p.envCommandValues(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}, cmdIn{assigns: p.script.Assigns[n:], span: fr.span(s)})
		if len(s.Redirs) > 0 {
			redirs, _ := p.redirects(fr, s.Redirs)
			p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s), pipeFrom: pipeFrom})
			return stageOut{names: []string{":"}}
		}
		return stageOut{}
	}
	if out, ok := p.expandAlias(c, s, fr, pipeFrom, stdin); ok {
		return out
	}
	var assigns []Assign
	for _, a := range c.Assigns {
		assigns = append(assigns, p.assign(fr, a))
	}
	var argv []field
	for _, w := range c.Args {
		argv = append(argv, p.fields(fr, w)...)
	}
	redirs, rin := p.redirects(fr, s.Redirs)
	if stdin == nil && pipeFrom == nil {
		stdin = fr.stdin
		if !hasStdinRedirect(s.Redirs) {
			pipeFrom = fr.pipeFrom
		}
	}
	if rin != nil {
		stdin = rin
	}
	if hasStdinRedirect(s.Redirs) && rin == nil {
		stdin = nil
	}
	if len(argv) == 0 {
		// Every word expanded to nothing, statically ("$@" with no
		// parameters, an empty variable): nothing runs, but the
		// redirections still open their files.
		if len(redirs) > 0 {
			p.emit(fr, &unwrap{ctx: fr.ctx, wrappers: fr.wrappers}, []field{{Word: Word{Value: ":", Span: fr.span(s)}}}, cmdIn{redirs: redirs, span: fr.span(s), pipeFrom: pipeFrom})
			return stageOut{names: []string{":"}}
		}
		return stageOut{}
	}
	return p.runArgv(fr, argv, cmdIn{assigns: assigns, redirs: redirs, stdin: stdin, pipeFrom: pipeFrom, span: fr.span(s), input: input})
}

func hasStdinRedirect(rs []*syntax.Redirect) bool {
	for _, r := range rs {
		switch r.Op {
		case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
			if r.N == nil || r.N.Value == "0" {
				return true
			}
		}
	}
	return false
}

// expandAlias replaces a call to an alias defined in the script by the
// alias text followed by the rest of the call, parsed again.
func (p *parser) expandAlias(c *syntax.CallExpr, s *syntax.Stmt, fr *frame, pipeFrom []string, stdin *textSrc) (stageOut, bool) {
	name := c.Args[0].Lit()
	if name == "" || len(c.Args[0].Parts) != 1 {
		return stageOut{}, false
	}
	val, ok := p.aliases[name]
	if !ok || p.inAlias[name] {
		return stageOut{}, false
	}
	span := fr.span(s)
	if val == "" {
		p.problem("dynamic_command", "alias "+name+" has a value not known statically", span)
		return stageOut{}, true
	}
	text := val
	if len(c.Args) > 1 {
		start, end := int(c.Args[1].Pos().Offset()), int(c.Args[len(c.Args)-1].End().Offset())
		if start <= end && end <= len(fr.src) {
			text += " " + fr.src[start:end]
		}
	}
	p.redirects(fr, s.Redirs)
	p.inAlias[name] = true
	n := len(p.script.Commands)
	p.nested(fr, textSrc{text: text, span: span}, InAlias, "")
	delete(p.inAlias, name)
	var out stageOut
	for _, cmd := range p.script.Commands[n:] {
		if cmd.Depth == fr.depth+1 && cmd.Context&InSubst == fr.ctx&InSubst {
			cmd.PipeFrom = pipeFrom
			out.names = append(out.names, cmd.Name)
		}
	}
	return out, true
}

// redirects evaluates redirections and returns the text fed to stdin by a
// heredoc or here-string, when there is one.
func (p *parser) redirects(fr *frame, rs []*syntax.Redirect) ([]Redirect, *textSrc) {
	var out []Redirect
	var stdin *textSrc
	for _, r := range rs {
		rd := Redirect{Op: r.Op.String(), Span: fr.span(r)}
		if r.N != nil {
			rd.Fd = r.N.Value
		}
		toStdin := r.N == nil || r.N.Value == "0"
		switch r.Op {
		case syntax.Hdoc, syntax.DashHdoc:
			src := p.heredoc(fr, r)
			rd.Target = Word{Value: src.text, Dynamic: src.dynamic, Span: src.span}
			if toStdin {
				stdin = &src
			}
		case syntax.WordHdoc:
			fs := p.fields(fr, r.Word)
			if len(fs) > 0 {
				rd.Target = fs[0].Word
				if toStdin {
					// Not known statically: a shell or interpreter
					// reading it runs unknown text.
					src := p.srcOf(fr, fs[0], "herestring")
					src.text += "\n"
					stdin = &src
				}
			}
		default:
			fs := p.fields(fr, r.Word)
			if len(fs) > 0 {
				rd.Target = fs[0].Word
				if toStdin && unknownInput(r.Op, fs[0].Word) {
					// A shell reading it runs text nobody has read.
					stdin = &textSrc{text: "$(...)", from: "redirect", span: rd.Span, dynamic: true}
				}
			}
		}
		out = append(out, rd)
	}
	return out, stdin
}

// unknownInput reports whether an input redirection reads what the
// script cannot know: a network socket, another descriptor, or a
// descriptor path other than standard input.
func unknownInput(op syntax.RedirOperator, target Word) bool {
	v := path.Clean(target.Value)
	switch op {
	case syntax.RdrIn, syntax.RdrInOut:
		if fd, stdin := descriptorPath(v); fd {
			return !stdin
		}
		return strings.HasPrefix(v, "/dev/tcp/") || strings.HasPrefix(v, "/dev/udp/")
	case syntax.DplIn:
		return target.Value != "0" && target.Value != "-"
	}
	return false
}

func quotedDelim(w *syntax.Word) bool {
	if w == nil {
		return false
	}
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted:
			return true
		case *syntax.Lit:
			if strings.IndexByte(x.Value, '\\') >= 0 {
				return true
			}
		}
	}
	return false
}

// heredoc returns the body of a heredoc with expansions resolved as far
// as possible.
func (p *parser) heredoc(fr *frame, r *syntax.Redirect) textSrc {
	span := fr.span(r)
	if r.Hdoc == nil || len(r.Hdoc.Parts) == 0 {
		return textSrc{from: "heredoc", span: span, exact: false}
	}
	span = fr.span(r.Hdoc)
	if quotedDelim(r.Word) {
		var sb strings.Builder
		for _, part := range r.Hdoc.Parts {
			if l, ok := part.(*syntax.Lit); ok {
				sb.WriteString(l.Value)
			}
		}
		return textSrc{text: sb.String(), from: "heredoc", exact: true, base: int(r.Hdoc.Pos().Offset()), span: span}
	}
	if l, ok := r.Hdoc.Parts[0].(*syntax.Lit); ok && len(r.Hdoc.Parts) == 1 {
		if strings.IndexByte(l.Value, '\\') < 0 {
			return textSrc{text: l.Value, from: "heredoc", exact: true, base: int(l.Pos().Offset()), span: span}
		}
		return textSrc{text: unescapeHeredoc(l.Value), from: "heredoc", span: span}
	}
	var sb strings.Builder
	dynamic := false
	for _, part := range r.Hdoc.Parts {
		if l, ok := part.(*syntax.Lit); ok {
			sb.WriteString(unescapeHeredoc(l.Value))
			continue
		}
		v, kind := p.quotedPart(fr, part)
		sb.WriteString(v)
		dynamic = dynamic || kind != dynNone
	}
	return textSrc{text: sb.String(), from: "heredoc", span: span, dynamic: dynamic}
}

// srcOf returns the text of a field and, when the word is a plain or
// single-quoted literal, its exact offset.
func (p *parser) srcOf(fr *frame, f field, from string) textSrc {
	src := textSrc{text: f.Value, from: from, span: f.Span, dynamic: f.Dynamic}
	if f.raw == nil || f.Dynamic {
		return src
	}
	if len(f.raw.Parts) > 1 {
		if text, offs, ok := decodeWithOffsets(f.raw); ok && text == f.Value {
			src.exact, src.offs = true, offs
		}
		return src
	}
	switch x := f.raw.Parts[0].(type) {
	case *syntax.Lit:
		if strings.IndexByte(x.Value, '\\') < 0 {
			src.exact, src.base = true, int(x.Pos().Offset())
		}
	case *syntax.SglQuoted:
		if !x.Dollar {
			src.exact, src.base = true, int(x.Pos().Offset())+1
		}
	case *syntax.DblQuoted:
		if len(x.Parts) == 1 && !x.Dollar {
			if l, ok := x.Parts[0].(*syntax.Lit); ok && strings.IndexByte(l.Value, '\\') < 0 {
				src.exact, src.base = true, int(l.Pos().Offset())
			}
		}
	}
	return src
}

// decodeWithOffsets removes the quotes of a word made of literal parts
// and records, for each byte of the result, its offset in the frame text.
func decodeWithOffsets(w *syntax.Word) (string, []int, bool) {
	var sb strings.Builder
	var offs []int
	put := func(c byte, o int) {
		sb.WriteByte(c)
		offs = append(offs, o)
	}
	unescape := func(v string, base int, escapable string) {
		for i := 0; i < len(v); i++ {
			if v[i] == '\\' && i+1 < len(v) {
				if v[i+1] == '\n' {
					i++
					continue
				}
				if escapable == "" || strings.IndexByte(escapable, v[i+1]) >= 0 {
					i++
				}
			}
			put(v[i], base+i)
		}
	}
	for _, part := range w.Parts {
		switch x := part.(type) {
		case *syntax.Lit:
			unescape(x.Value, int(x.Pos().Offset()), "")
		case *syntax.SglQuoted:
			if x.Dollar {
				return "", nil, false
			}
			base := int(x.Pos().Offset()) + 1
			for i := 0; i < len(x.Value); i++ {
				put(x.Value[i], base+i)
			}
		case *syntax.DblQuoted:
			if x.Dollar {
				return "", nil, false
			}
			for _, in := range x.Parts {
				l, ok := in.(*syntax.Lit)
				if !ok {
					return "", nil, false
				}
				unescape(l.Value, int(l.Pos().Offset()), "$`\"\\")
			}
		default:
			return "", nil, false
		}
	}
	return sb.String(), offs, true
}

// joinSrc joins fields with spaces, as eval and ssh do.
func (p *parser) joinSrc(fr *frame, fs []field, from string) (textSrc, bool) {
	if len(fs) == 1 {
		return p.srcOf(fr, fs[0], from), !fs[0].Dynamic
	}
	vals := make([]string, len(fs))
	known := true
	for i, f := range fs {
		vals[i] = f.Value
		known = known && !f.Dynamic
	}
	span := fs[0].Span
	if len(fs) > 0 {
		span.End = fs[len(fs)-1].Span.End
		if span.End < span.Start {
			span.End = span.Start
		}
	}
	return textSrc{text: strings.Join(vals, " "), from: from, span: span, dynamic: !known}, known
}
