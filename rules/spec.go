package rules

import (
	"fmt"
	"strings"
	"sync"

	"gatesh/cmdspec"
)

// cmdSpec is how one command's arguments are read.
type cmdSpec struct {
	global          optSpec
	partial         bool // says only where it writes: still unlisted
	optionsAnywhere bool
	singleDash      bool
	printsArgs      bool
	writeArgs       string
	createsOnly     bool // what writeArgs names is made new or touched
	inPlaceFlags    []string
	extractFlags    []string
	extractTo       set
	createFlags     []string
	createTo        set
	chdir           set      // the folder the operands after it are in (tar -C)
	stdinNames      []string // options with which standard input names the files read (cpio -o)
	writeFlags      set
	writeKeys       []string
	subs            map[string]*optSpec
	verbSkip        int
	verbGroups      []string
	verbSearch      bool
	verbLast        bool
	verbCompound    bool
}

// optSpec is the option table in force at one point of the argument list.
type optSpec struct {
	// writeArgs and writeFlags of a subcommand: what it writes beside
	// what the command writes.
	writeArgs        string
	writeFlags       set
	createsOnly      bool
	argsNotRead      bool
	valueFlags       set
	patternArg       bool
	patternFlags     set
	patternFileFlags set
	textFlags        set
	// pairFlags take two values (jq --rawfile NAME FILE).
	pairFlags set
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

func compileSpec(d *cmdspec.Def) *cmdSpec {
	c := &d.Cmd
	sp := &cmdSpec{
		global: optSpec{
			valueFlags:       newSet(c.ValueFlags, c.PatternFlags, c.PatternFileFlags, c.TextFlags, c.WriteFlags, c.CreateToFlags, c.ChdirFlags, c.ShellFlags, c.PairFlags),
			patternArg:       c.PatternArg,
			patternFlags:     newSet(c.PatternFlags),
			patternFileFlags: newSet(c.PatternFileFlags),
			textFlags:        newSet(c.TextFlags),
			pairFlags:        newSet(c.PairFlags),
		},
		optionsAnywhere: c.OptionsAnywhere,
		singleDash:      c.SingleDash,
		printsArgs:      c.ArgsNotRead,
		writeArgs:       c.WriteArgs,
		createsOnly:     c.CreatesOnly,
		writeFlags:      newSet(c.WriteFlags),
		writeKeys:       c.WriteKeys,
		inPlaceFlags:    c.InPlaceFlags,
		extractFlags:    c.ExtractFlags,
		extractTo:       newSet(c.ExtractToFlags),
		createFlags:     c.CreateFlags,
		createTo:        newSet(c.CreateToFlags),
		chdir:           newSet(c.ChdirFlags),
		stdinNames:      c.StdinNamesFlags,
		verbSkip:        c.VerbSkip,
		verbGroups:      c.VerbGroups,
		verbSearch:      c.VerbSearch,
		verbLast:        c.VerbLast,
		verbCompound:    c.VerbCompound,
		partial:         c.Partial,
	}
	if len(d.Subs) > 0 {
		sp.subs = map[string]*optSpec{}
		for _, sd := range d.Subs {
			s := &sd.Sub
			o := &optSpec{
				writeArgs:        s.WriteArgs,
				writeFlags:       newSet(s.WriteFlags),
				createsOnly:      s.CreatesOnly,
				argsNotRead:      s.ArgsNotRead,
				valueFlags:       newSet(s.ValueFlags, s.PatternFlags, s.TextFlags, s.WriteFlags, s.ShellFlags, s.PairFlags),
				patternFileFlags: set{},
				patternArg:       s.PatternArg,
				patternFlags:     newSet(s.PatternFlags),
				textFlags:        newSet(s.TextFlags),
				pairFlags:        newSet(s.PairFlags),
			}
			if sp.optionsAnywhere {
				for k := range sp.global.valueFlags {
					o.valueFlags[k] = true
				}
			}
			sp.subs[sd.Name] = o
		}
	}
	return sp
}

// cmdTable is one layer's command specs, compiled on first use: a command
// line names a handful of commands, and compiling all of them would cost
// every start.
type cmdTable struct {
	defs  *cmdspec.Table // read-only, may be the embedded default
	specs []lazySpec     // parallel to defs
}

func newCmdTable(defs *cmdspec.Table) cmdTable {
	return cmdTable{defs: defs, specs: make([]lazySpec, defs.Len())}
}

// lookup returns the spec of the command called name, if the table has one.
func (t *cmdTable) lookup(name string) (*cmdSpec, bool) {
	i, found := t.defs.Index(name)
	if !found {
		return nil, false
	}
	return t.specs[i].get(t.defs.At(i)), true
}

type lazySpec struct {
	once sync.Once
	spec *cmdSpec
}

func (l *lazySpec) get(d *cmdspec.Def) *cmdSpec {
	l.once.Do(func() { l.spec = compileSpec(d) })
	return l.spec
}

// checkCommand validates the values of one [commands.NAME] table that
// decoding cannot check.
func checkCommand(d *cmdspec.Def) error {
	if w := d.Cmd.WriteArgs; w != "" && w != "last" && w != "all" && w != "first" {
		return fmt.Errorf("commands.%s.write_args: %q (want \"last\", \"all\" or \"first\")", d.Name, w)
	}
	for _, s := range d.Subs {
		if w := s.Sub.WriteArgs; w != "" && w != "first" && w != "last" {
			return fmt.Errorf("commands.%s.subcommands.%s.write_args: %q (want \"first\" or \"last\")", d.Name, s.Name, w)
		}
	}
	check := func(where string, r *cmdspec.Runs) error {
		if r.CommandSkip < 0 {
			return fmt.Errorf("%s.command_skip must not be negative", where)
		}
		if len(r.CommandAfter) > 0 && !r.RunsCommand {
			return fmt.Errorf("%s.command_after needs runs_command = true", where)
		}
		if r.ShellWithoutCommand && !r.RunsCommand {
			return fmt.Errorf("%s.shell_without_command needs runs_command = true", where)
		}
		lists := []struct {
			key   string
			flags []string
		}{{"no_command_flags", r.NoCommandFlags}, {"command_needs_flags", r.CommandNeedsFlags}, {"shell_flags", r.ShellFlags}, {"pair_flags", r.PairFlags}}
		for _, l := range lists {
			for _, f := range l.flags {
				if len(f) < 2 || f[0] != '-' {
					return fmt.Errorf("%s.%s: option %q does not start with -", where, l.key, f)
				}
			}
		}
		return nil
	}
	if err := check("commands."+d.Name, &d.Cmd.Runs); err != nil {
		return err
	}
	for _, s := range d.Subs {
		if err := check("commands."+d.Name+".subcommands."+s.Name, &s.Sub.Runs); err != nil {
			return err
		}
	}
	return nil
}
