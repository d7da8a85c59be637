package rules

import (
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

func compileSpec(c schema.Command) *cmdSpec {
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
	if len(c.Subcommands) > 0 {
		sp.subs = map[string]*optSpec{}
		for name, s := range c.Subcommands {
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
			sp.subs[name] = o
		}
	}
	return sp
}

// lazySpec compiles a command spec on first use: a command line names a
// handful of commands, and compiling all of them would cost every start.
type lazySpec struct {
	from map[string]schema.Command // the layer's table, read-only
	name string
	once sync.Once
	spec *cmdSpec
}

func (l *lazySpec) get() *cmdSpec {
	l.once.Do(func() { l.spec = compileSpec(l.from[l.name]) })
	return l.spec
}
