package rules

import (
	"slices"
	"strings"
	"sync"

	"gatesh/rules/internal/schema"
)

// cmdSpec is how one command's arguments are read.
type cmdSpec struct {
	global          optSpec
	optionsAnywhere bool
	singleDash      bool
	printsArgs      bool
	writeArgs       string
	writeFlags      set
	writeKeys       []string
	subs            map[string]*optSpec
}

// optSpec is the option table in force at one point of the argument list.
type optSpec struct {
	valueFlags       set
	patternArg       bool
	patternFlags     set
	patternFileFlags set
	textFlags        set
}

type set map[string]bool

func newSet(xs ...[]string) set {
	s := set{}
	for _, l := range xs {
		for _, x := range l {
			s[x] = true
		}
	}
	return s
}

// has reports whether flag is in s, accepting a long option abbreviated
// to a prefix of one in s, as getopt_long and git do.
func (s set) has(flag string) bool {
	if s[flag] {
		return true
	}
	if len(flag) > 3 && strings.HasPrefix(flag, "--") {
		for k := range s {
			if strings.HasPrefix(k, flag) {
				return true
			}
		}
	}
	return false
}

// commandDef is one [commands.NAME] table with its subcommands in name
// order. The embedded default is generated as a sorted slice of these, so
// that the linker lays it out and no map is built at start.
type commandDef struct {
	name string
	cmd  schema.Command // Subcommands unused: see subs
	subs []subDef
}

type subDef struct {
	name string
	sub  schema.Subcommand
}

// commandDefs sorts a decoded [commands] table into commandDefs.
func commandDefs(m map[string]schema.Command) []commandDef {
	defs := make([]commandDef, 0, len(m))
	for name, c := range m {
		d := commandDef{name: name, cmd: c}
		d.cmd.Subcommands = nil
		for sub, sc := range c.Subcommands {
			d.subs = append(d.subs, subDef{name: sub, sub: sc})
		}
		slices.SortFunc(d.subs, func(a, b subDef) int { return strings.Compare(a.name, b.name) })
		defs = append(defs, d)
	}
	slices.SortFunc(defs, func(a, b commandDef) int { return strings.Compare(a.name, b.name) })
	return defs
}

func compileSpec(d *commandDef) *cmdSpec {
	c := &d.cmd
	sp := &cmdSpec{
		global: optSpec{
			valueFlags:       newSet(c.ValueFlags, c.PatternFlags, c.PatternFileFlags, c.TextFlags, c.WriteFlags),
			patternArg:       c.PatternArg,
			patternFlags:     newSet(c.PatternFlags),
			patternFileFlags: newSet(c.PatternFileFlags),
			textFlags:        newSet(c.TextFlags),
		},
		optionsAnywhere: c.OptionsAnywhere,
		singleDash:      c.SingleDash,
		printsArgs:      c.ArgsNotRead,
		writeArgs:       c.WriteArgs,
		writeFlags:      newSet(c.WriteFlags),
		writeKeys:       c.WriteKeys,
	}
	if len(d.subs) > 0 {
		sp.subs = map[string]*optSpec{}
		for _, sd := range d.subs {
			s := &sd.sub
			o := &optSpec{
				valueFlags:       newSet(s.ValueFlags, s.PatternFlags, s.TextFlags),
				patternFileFlags: set{},
				patternArg:       s.PatternArg,
				patternFlags:     newSet(s.PatternFlags),
				textFlags:        newSet(s.TextFlags),
			}
			if sp.optionsAnywhere {
				for k := range sp.global.valueFlags {
					o.valueFlags[k] = true
				}
			}
			sp.subs[sd.name] = o
		}
	}
	return sp
}

// cmdTable is one layer's command specs, compiled on first use: a command
// line names a handful of commands, and compiling all of them would cost
// every start.
type cmdTable struct {
	names []string     // sorted; searched apart from defs, so that a lookup reads little memory
	defs  []commandDef // parallel to names; read-only, may be the embedded default
	specs []lazySpec   // parallel to names
}

func newCmdTable(defs []commandDef) cmdTable {
	names := make([]string, len(defs))
	for i := range defs {
		names[i] = defs[i].name
	}
	return cmdTable{names: names, defs: defs, specs: make([]lazySpec, len(defs))}
}

// lookup returns the spec of the command called name, if the table has one.
func (t *cmdTable) lookup(name string) (*cmdSpec, bool) {
	i, found := slices.BinarySearch(t.names, name)
	if !found {
		return nil, false
	}
	return t.specs[i].get(&t.defs[i]), true
}

type lazySpec struct {
	once sync.Once
	spec *cmdSpec
}

func (l *lazySpec) get(d *commandDef) *cmdSpec {
	l.once.Do(func() { l.spec = compileSpec(d) })
	return l.spec
}
