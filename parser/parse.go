package parser

import (
	"errors"
	"fmt"
	"path"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"gatesh/cmdspec"
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
	// Commands are the [commands] tables in force: how wrappers such as
	// sudo, timeout or uv run name the command they run. Nil means the
	// embedded default's.
	Commands cmdspec.Layers
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
	// dormant are the texts with a subscript that holds a substitution
	// already parsed as run (see dormantSubscripts).
	dormant map[string]bool
	// ifsChanged is set once the script assigns IFS: from then on an
	// unknown IFS makes unquoted expansions unknown.
	ifsChanged bool
	noVars     bool // variable values are no longer trusted (namerefs)
	steps      int
	expanded   int // bytes of variable values substituted so far
	seen       map[Problem]bool
	// cwdMoved is set once a cd may have left the project folder.
	cwdMoved bool
	// dir is the folder the commands run in after the cds so far, as
	// Command.Dir says it.
	dir string
	// remote is the host ssh runs the text being parsed on (Command.Remote).
	remote *Remote
	// cdableVars is set once shopt may have turned cdable_vars on: cd
	// NAME may go to the folder in $NAME.
	cdableVars bool
	// dotGlob is set once shopt may have turned dotglob on, or
	// GLOBIGNORE was set: * then matches names that start with a dot.
	dotGlob bool
	// cwdChanged is set by any cd, pushd or popd: relative file names no
	// longer mean what they mean in gatesh's own folder.
	cwdChanged bool
	// gitAliases counts git aliases being expanded, to stop recursion.
	gitAliases int
	// gitStored are the git aliases the script stored with git config,
	// by lower-case name.
	gitStored map[string]field
	// written holds the text of files the script wrote with known
	// content (cat > x.sh <<EOF), so that running them later is seen.
	written map[string]textSrc
	// links holds the names the script made into links (ln -s, cp -s),
	// cleaned; nil until the first.
	links map[string]string
	// programs holds, for a name the script made a link or copy of a
	// program (ln -s, cp, install), the program it was made from.
	programs map[string]Word
	// inputVars are the variables read or mapfile set: their values
	// are read at run time (Word.Input).
	inputVars map[string]bool
	// volatile are the variables a trap's action may assign, and
	// trapCalls the names its action calls (see trapvars.go).
	volatile  map[string]bool
	trapCalls map[string]bool
	// freshCount numbers the $(mktemp -d) folders (see fresh.go).
	freshCount int
	// trapFresh are the fresh folders known where a trap was set, and
	// trapFreshKnown those that stay unchanged to the end of the script,
	// which the trap's action sees on the second walk (see trapfresh.go).
	trapFresh      map[string]string
	trapFreshKnown map[string]string

	// fifos holds the named pipes the script made (mkfifo), cleaned:
	// a shell reading one runs what another process writes.
	fifos map[string]bool
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
	// exported are the variables export gave a value, as last set
	// (Command.Exported).
	exported []Assign
	// hashed are the names hash -p gave a program, to the program; ""
	// when it is not known.
	hashed map[string]string
	// sourcedUnread is set once the script sources a file gatesh does
	// not read: it may have defined any function or alias.
	sourcedUnread bool
	// pendingParams are the positional parameters of the child shell the
	// next nested call walks (bash -c TEXT NAME ARGS...).
	pendingParams *params
	// whyForeign says what the script reads or runs that gatesh does not
	// follow; "" while it follows everything (see setup.go).
	whyForeign string
	// assigned are the variables the script sets.
	assigned map[string]bool
	// callerCopies are the variables the script set, once and first, to
	// exactly the caller's value of another (P="${HTTPS_PROXY-}"): their
	// value is still the caller's, until the script sets them again.
	callerCopies map[string]bool
	// contents are what commands print, as contentOf sees it.
	contents map[*Command]string
	// pipeContent is what the previous pipeline stage printed, for the
	// simple command of the next stage.
	pipeContent *string
	// readLoop is set while the last stage of a pipeline is walked when
	// it is a while read loop over what a find prints.
	readLoop *loopFound
	// globVars are the variables whose value stands for the files a
	// pattern matches (a loop over what find prints): quoted, they are
	// still judged as the pattern.
	globVars map[string]bool
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
	// container is where the text runs when docker run starts it.
	container *Container
	// limit, when set, is the length of src: the text parsed was longer
	// (closeHeredocs added the delimiter lines bash goes without), and
	// no span reaches past it.
	limit int
	// end, when set, is the length of the whole input: text that
	// closeHeredocs closed at one level may run on at the next (the body
	// of a heredoc that ran to the end of the input holds the line end
	// added to close it), and no span reaches past the input.
	end int
}

// upTo returns fr with its spans kept within the first n bytes.
func (fr *frame) upTo(n int) *frame {
	f := *fr
	f.limit = n
	return &f
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
	if fr.limit > 0 {
		start, end = min(start, fr.limit), min(end, fr.limit)
	}
	s := fr.abs(start)
	if end <= start {
		return fr.within(Span{s, s})
	}
	return fr.within(Span{s, fr.abs(end-1) + 1})
}

// within keeps sp inside the input (end).
func (fr *frame) within(sp Span) Span {
	if fr.end > 0 {
		sp.Start, sp.End = min(sp.Start, fr.end), min(sp.End, fr.end)
	}
	return sp
}

func (fr *frame) with(ctx Context) *frame {
	f := *fr
	f.ctx |= ctx
	return &f
}

func (fr *frame) withWrappers(u *unwrap) *frame {
	f := *fr
	f.ctx, f.wrappers, f.container = u.ctx, u.wrappers, u.container
	return &f
}

// withEnv is withWrappers plus the environment the command was given,
// which every command it runs inherits.
func (fr *frame) withEnv(u *unwrap, in cmdIn) *frame {
	f := fr.withWrappers(u)
	if len(in.assigns)+len(u.env) > 0 {
		f.env = append(append(append([]Assign(nil), fr.env...), in.assigns...), u.env...)
	}
	return f
}

// syntaxParsers keeps parsers of mvdan.cc/sh for reuse: one is a large
// allocation, and every classification makes one. A parser goes back only
// after a walk that ended normally.
var syntaxParsers = sync.Pool{New: func() any { return syntax.NewParser(syntax.Variant(syntax.LangBash)) }}

// release hands the syntax parser back once the walk is over.
func (p *parser) release() {
	if p.sp != nil {
		syntaxParsers.Put(p.sp)
		p.sp = nil
	}
}

func newParser(opts Options) *parser {
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = defaultMaxBytes
	}
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = defaultMaxDepth
	}
	if opts.Commands == nil {
		opts.Commands = cmdspec.Layers{cmdspec.Default()}
	}
	p := &parser{
		opts:    opts,
		sp:      syntaxParsers.Get().(*syntax.Parser),
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
	fr := &frame{src: text, exact: true, end: len(text)}
	p.parseWalk(text, fr, Span{0, len(text)})
	if known := p.trapFreshStable(); len(known) > 0 {
		// Walk again, with the trap actions seeing the folders that
		// nothing changed after the trap was set.
		p.release()
		p = newParser(opts)
		p.trapFreshKnown = known
		p.parseWalk(text, &frame{src: text, exact: true, end: len(text)}, Span{0, len(text)})
	}
	p.markNew()
	p.release()
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
		if closed, ok := p.closeHeredocs(text, err); ok {
			f, err = closed, nil
			fr = fr.upTo(len(text))
		}
	}
	if err != nil {
		span := errSpan
		var pe syntax.ParseError
		if errors.As(err, &pe) && fr.exact && pe.Pos.IsValid() {
			o := min(int(pe.Pos.Offset()), max(len(text)-1, 0))
			span = fr.spanOf(o, o+1)
		}
		msg := err.Error()
		if errors.As(err, &pe) && pe.Pos.IsValid() {
			if m, ok := heredocParseError(text, int(pe.Pos.Line()), pe.Text); ok {
				msg = m
			}
		}
		p.problem("parse_error", msg, span)
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
		// The child's patterns are its parameters' alone.
		saved, savedGlobs := p.vars, p.globVars
		p.globVars = nil
		p.vars = p.childVars(fr.env, pending)
		if wrapper == "trap" {
			p.trapSees(saved)
		}
		defer func() { p.vars, p.globVars = saved, savedGlobs }()
	}
	child := &frame{ctx: fr.ctx | ctx | InNested, depth: fr.depth + 1, src: src.text, stdin: fr.stdin, env: fr.env, more: fr.more, tokens: fr.tokens, container: fr.container, end: fr.end}
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
			if ps.zeroGlob {
				p.markGlob("0")
			}
		}
	} else {
		p.setParams(params{})
	}
	p.vars = saved
	return vars
}
