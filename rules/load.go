package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/BurntSushi/toml"

	"gatesh/cmdspec"
	"gatesh/internal/lazy"
	"gatesh/internal/ownfile"
	"gatesh/probe"
	"gatesh/projectdir"
	"gatesh/rules/internal/schema"
)

//go:generate go run ./internal/gen -in ../rules.toml -out default_gen.go -commands ../cmdspec/default_gen.go -tools default_tools_gen.go -globs default_globs_gen.go

// DefaultName is how errors name the embedded default rules.
const DefaultName = "rules.toml (embedded)"

// LoadOptions says where the rule layers are and how to read them.
type LoadOptions struct {
	Home     string  // GATESH_HOME: the operator layer is Home/rules.toml if it exists
	Cwd      string  // the project layers are every .gatesh/rules.toml from Cwd upward
	UserHome string  // the user's home folder, matched by "~/" in rules
	Posture  Posture // "" means default-allow
	// Team is the team's policy file (rules.toml's schema, plus the
	// [require] and [quorum] tables that package teampolicy reads), as
	// the team state signed by the team key gives it; "" for none. It
	// goes under the operator's layer, which may only raise a rule the
	// team's layer sets, as the project's may only raise any rule.
	Team string
	// TeamName names the team's layer in errors and in a rule's source.
	TeamName string
	// ReadFile, if set, lets Classify read small local files that a
	// command runs (psql -f x.sql), relative to the process's folder.
	ReadFile func(path string) ([]byte, error)
	// IsLink, if set, reports whether a path, relative to the process's
	// folder, is a symbolic link now: a disposable name that is one
	// (node_modules -> ~) is not disposable through it.
	IsLink func(path string) bool
	// ReadLink, if set, reports whether a path, relative to the process's
	// folder or absolute, is a symbolic link now, and the target it holds
	// as written in the link ("" if it cannot be read): a write to a
	// name in the project that links to ~/.bashrc is judged there.
	ReadLink func(path string) (target string, link bool)
	// ListLinks, if set, lists the symbolic links below a folder, at
	// any depth and not followed, spelled from the folder given, and
	// whether the list is complete: grep -R token . follows each of them.
	ListLinks func(dir string) (links []string, complete bool)
	// IsFile, if set, reports whether a path, relative to the process's
	// folder, is a file now: git checkout NAME discards changes when NAME
	// is a file rather than a branch.
	IsFile func(path string) bool
	// Exists, if set, tells whether anything (a link too) is at an
	// absolute path: a script may then be seen creating a new file
	// (unless_setup). An error counts as existing.
	Exists func(path string) bool
	// Resolve, if set, gives the path that a path leads to through links,
	// as far as it exists, and whether it could tell: a file tool follows
	// a link in the project to ~/.bashrc.
	Resolve func(path string) (string, bool)
	// Content, if set, tells what the file at an absolute path holds by
	// its first bytes (probe.FileContent): a .pem that holds a private
	// key is a secret, one of certificates only is not.
	Content func(path string) probe.Content
	// ListArchive, if set, lists the names of the entries of an archive
	// at a path relative to the process's folder (gatesh-archive, package archivelist):
	// what tar -x or unzip brings into the project is then judged by
	// its names, and one it cannot list is held.
	ListArchive func(path string) ([]string, bool)
	// ScratchHosts are the operator's own scratch and test hosts
	// (config.toml's scratch_hosts), "[user@]host" patterns with * and ?
	// (CheckScratchHost): what ssh runs there, and what scp, sftp and
	// rsync copy there, is judged as that host's (see scratch.go).
	ScratchHosts []string
}

// layer is one decoded rules file.
type layer struct {
	name    string
	project bool // the project layer may only add risk
	// team is the team policy's layer: under the operator's, which may
	// only raise what it sets.
	team bool
	file schema.File // Commands unused: see commands
	// commands is the file's [commands] table.
	commands *cmdspec.Table
	// defined lists, per rule, the keys the file set, so that an override
	// changes only those.
	defined []map[string]bool
	// sum is the sha256 of the file's text, for Set.Version.
	sum [32]byte
	// toolsDefined lists, per [[tools.rule]], the keys the file set.
	toolsDefined []map[string]bool
}

var defaultSet = &lazy.Value[*Set]{New: func() *Set {
	s, err := build([]layer{defaultLayer()}, LoadOptions{})
	if err != nil {
		return &Set{broken: err}
	}
	return s
}}

// Default returns the embedded default rules, compiled once.
func Default() *Set { return defaultSet.Get() }

// defaultLayer is the embedded default without its rules: build adds
// them only when it merges other files (defaultRules), since the default
// alone builds each rule when a command first meets it (useDefault).
func defaultLayer() layer {
	return layer{name: DefaultName, commands: cmdspec.Default()}
}

// defaultRules builds every embedded default rule.
func defaultRules() []schema.Rule {
	rs := make([]schema.Rule, defaultRuleCount)
	for i := range rs {
		rs[i] = *defaultRule(i)
	}
	return rs
}

// Load builds the rule set from the embedded default, the operator file
// Home/rules.toml and every project file .gatesh/rules.toml from Cwd up
// to the root, the outermost first, each of which may only add risk.
// Any file that cannot be read or is invalid is an error naming it; the
// caller must then hold everything (see Broken).
func Load(o LoadOptions) (*Set, error) {
	layers := []layer{defaultLayer()}
	if o.Team != "" {
		l, err := decodeLayer(teamName(o), o.Team, true)
		if err != nil {
			return nil, err
		}
		layers = append(layers, l)
	}
	if o.Home != "" {
		path := filepath.Join(o.Home, "rules.toml")
		data, err := ownfile.Read(o.Home, path)
		switch {
		case isNotExist(err): // the common case: no operator layer
		case err != nil:
			return nil, fmt.Errorf("rules file %s: %w", path, err)
		default:
			l, err := decodeLayer(path, string(data), false)
			if err != nil {
				return nil, err
			}
			layers = append(layers, l)
		}
	}
	if o.Cwd != "" {
		// Every .gatesh/rules.toml from the root down to Cwd is a layer
		// that may only add risk, not the nearest alone: a green command
		// may plant sub/.gatesh/rules.toml, which must not replace the
		// project's own (round 4b's H1).
		for _, p := range projectdir.GateFiles(o.Cwd, o.Home, "rules.toml") {
			l, err := readLayer(p)
			if err != nil {
				return nil, err
			}
			l.project = true
			layers = append(layers, l)
		}
	}
	return build(layers, o)
}

// LoadFile builds a rule set from one file alone, with its own command
// specs, for `gatesh rules test FILE`.
func LoadFile(path string) (*Set, error) {
	l, err := readLayer(path)
	if err != nil {
		return nil, err
	}
	return build([]layer{l}, LoadOptions{})
}

// isNotExist is errors.Is(err, fs.ErrNotExist) for an error of
// os.ReadFile, without the reflection errors.Is does on its first call.
func isNotExist(err error) bool {
	pe, ok := err.(*fs.PathError)
	return ok && pe.Err == syscall.ENOENT
}

func readLayer(path string) (layer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return layer{}, fmt.Errorf("rules file %s: %w", path, err)
	}
	return decodeLayer(path, string(data), false)
}

// DefaultTeamName is how errors name the team's layer by default.
const DefaultTeamName = "the team's policy"

func teamName(o LoadOptions) string {
	if o.TeamName != "" {
		return o.TeamName
	}
	return DefaultTeamName
}

// CheckTeam builds the embedded default with a team policy file over it,
// and runs the examples of every rule: what the hub checks before it
// takes a policy. The policy's own tables ([require], [quorum], a rule's
// quorum) are package teampolicy's to check.
func CheckTeam(name, text string) error {
	s, err := Load(LoadOptions{Team: text, TeamName: name})
	if err != nil {
		return err
	}
	if errs := s.CheckExamples(); len(errs) > 0 {
		return errors.Join(errs...)
	}
	return nil
}

// teamKey reports whether an undecoded key of a team's policy file is
// one of its own tables, which package teampolicy reads.
func teamKey(k toml.Key) bool {
	switch {
	case len(k) > 0 && (k[0] == "require" || k[0] == "quorum"):
		return true
	case len(k) == 2 && k[0] == "rule" && k[1] == "quorum":
		return true
	case len(k) == 3 && k[0] == "tools" && k[1] == "rule" && k[2] == "quorum":
		return true
	}
	return false
}

// decodeLayer decodes one rules file, rejecting unknown keys; a team's
// policy file may also have its own tables (teamKey).
func decodeLayer(name, text string, team bool) (layer, error) {
	l := layer{name: name, team: team, sum: sha256.Sum256([]byte(text))}
	md, err := toml.Decode(text, &l.file)
	if err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return l, fmt.Errorf("%s:%d: %s", name, pe.Position.Line, pe.Message)
		}
		return l, fmt.Errorf("%s: %w", name, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		var keys []string
		for _, k := range und {
			if team && teamKey(k) {
				continue
			}
			keys = append(keys, k.String())
		}
		if len(keys) > 0 {
			return l, fmt.Errorf("%s: unknown key %s", name, strings.Join(keys, ", "))
		}
	}
	l.commands = cmdspec.NewTable(cmdspec.Defs(l.file.Commands))
	var raw struct {
		Rule  []map[string]any `toml:"rule"`
		Tools struct {
			Rule []map[string]any `toml:"rule"`
		} `toml:"tools"`
	}
	if _, err := toml.Decode(text, &raw); err != nil {
		return l, fmt.Errorf("%s: %w", name, err)
	}
	for _, r := range raw.Rule {
		d := map[string]bool{}
		for k := range r {
			d[k] = true
		}
		l.defined = append(l.defined, d)
	}
	for _, r := range raw.Tools.Rule {
		d := map[string]bool{}
		for k := range r {
			d[k] = true
		}
		l.toolsDefined = append(l.toolsDefined, d)
	}
	return l, nil
}

// build merges the layers in order and compiles the result.
func build(layers []layer, o LoadOptions) (*Set, error) {
	posture, err := ParsePosture(string(o.Posture))
	if err != nil {
		return nil, err
	}
	s := &Set{posture: posture, home: o.Home, userHome: o.UserHome, readFile: o.ReadFile, isLink: o.IsLink, readLink: o.ReadLink, listLinks: o.ListLinks, isFile: o.IsFile, cwd: o.Cwd, exists: o.Exists, resolve: o.Resolve, content: o.Content, listArchive: o.ListArchive}
	if s.scratch, err = scratchHosts(o.ScratchHosts); err != nil {
		return nil, err
	}
	s.cwdKind = projectdir.Of(path.Clean(o.Cwd), o.UserHome, o.Home)
	s.root = projectdir.Root(path.Clean(o.Cwd), o.UserHome, o.Home, o.Exists)
	s.version = layersVersion(layers)
	s.toolsDefault = layers[0].name == DefaultName
	underTeam := false
	for _, l := range layers {
		if l.name != DefaultName {
			s.toolLayers = append(s.toolLayers, toolLayer{name: l.name, project: l.project, team: l.team, operator: underTeam && !l.project,
				tools: l.file.Tools, defined: l.toolsDefined})
		}
		underTeam = underTeam || l.team
	}
	if len(s.toolLayers) > 0 {
		// Report a broken [tools] section at load, naming its file.
		if _, err := s.tools(); err != nil {
			return nil, err
		}
	}
	if len(layers) == 1 && layers[0].name == DefaultName {
		return s.useDefault(layers[0].commands)
	}
	if layers[0].name == DefaultName {
		layers[0].file.Rules = defaultRules()
	} else {
		// A file tested alone still has the default wrappers under it,
		// so that its examples are unwrapped as they will be in use.
		s.cmdLayers = cmdspec.Layers{cmdspec.Default()}
	}
	// The rules in order of first definition, each with the file that
	// last set it; at is the index of an id in rules.
	type entry struct {
		src    *schema.Rule
		source string
		layer  int
	}
	n := 0
	for _, l := range layers {
		n += len(l.file.Rules)
	}
	rules := make([]entry, 0, n)
	at := make(map[string]int, n)
	// The rules a team's layer sets, and the commands they name: a layer
	// above it may only raise those rules, and may not change how those
	// commands' arguments are read.
	teamRules := map[string]bool{}
	teamCommands := map[string]bool{}
	for li, l := range layers {
		project := l.project
		operator := !project && !l.team && l.name != DefaultName && len(teamRules) > 0
		if project && l.commands.Len() > 0 {
			return nil, fmt.Errorf("%s: a project rules file may not define [commands]: they change how arguments are read", l.name)
		}
		if operator {
			for i := range l.commands.Len() {
				if name := l.commands.At(i).Name; teamCommands[name] {
					return nil, fmt.Errorf("%s: [commands.%s] changes how the arguments of a command that the team's policy has a rule for are read; the team's rules cannot be lowered", l.name, name)
				}
			}
		}
		// Command specs are compiled on first use; a later layer's spec
		// replaces one.
		for i := range l.commands.Len() {
			if err := checkCommand(l.commands.At(i)); err != nil {
				return nil, fmt.Errorf("%s: %w", l.name, err)
			}
		}
		if l.commands.Len() > 0 {
			s.cmds = append(s.cmds, newCmdTable(l.commands))
			s.cmdLayers = append(s.cmdLayers, l.commands)
		}
		for i := range l.file.Rules {
			r := &l.file.Rules[i]
			if r.ID == "" {
				return nil, fmt.Errorf("%s: missing id", ruleWhere(l.name, i, r.ID))
			}
			j, exists := at[r.ID]
			if exists && rules[j].layer == li {
				return nil, fmt.Errorf("%s: duplicate id", ruleWhere(l.name, i, r.ID))
			}
			var defined map[string]bool
			if i < len(l.defined) {
				defined = l.defined[i]
			}
			old := &schema.Rule{}
			if exists {
				old = rules[j].src
			}
			if project {
				if err := checkRaise(projectFile, *r, *old, exists, defined); err != nil {
					return nil, fmt.Errorf("%s: %w", ruleWhere(l.name, i, r.ID), err)
				}
			}
			if operator && teamRules[r.ID] {
				if err := checkRaise(underTeamFile, *r, *old, exists, defined); err != nil {
					return nil, fmt.Errorf("%s: %w", ruleWhere(l.name, i, r.ID), err)
				}
			}
			if l.team {
				teamRules[r.ID] = true
				for _, c := range r.Command {
					teamCommands[c] = true
				}
				if exists && rules[j].src != nil {
					for _, c := range rules[j].src.Command {
						teamCommands[c] = true
					}
				}
			}
			switch {
			case !exists:
				at[r.ID] = len(rules)
				rules = append(rules, entry{src: r, source: l.name, layer: li})
			case defined != nil:
				merged := overlay(*old, *r, defined)
				rules[j] = entry{src: &merged, source: l.name, layer: li}
			default:
				rules[j] = entry{src: r, source: l.name, layer: li}
			}
		}
	}
	var verbs []schema.Verbs
	var projectVerbs []bool
	base := layers[0].name == DefaultName
	if base {
		verbs, projectVerbs = append(verbs, defaultVerbs()), append(projectVerbs, false)
	}
	underTeam = false
	for _, l := range layers {
		// Under a team's layer the operator's verbs may only add risk too:
		// a read verb would lower the team's rules that read the lexicon.
		verbs, projectVerbs = append(verbs, l.file.Verbs), append(projectVerbs, l.project || underTeam && !l.team)
		underTeam = underTeam || l.team
	}
	lx, err := newLexicon(verbs, projectVerbs, base)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", layers[len(layers)-1].name, err)
	}
	s.lex = lx
	ruleBlock := make([]lazyRule, len(rules))
	s.rules = make([]*lazyRule, 0, len(rules))
	for i, e := range rules {
		if e.src.Disabled {
			continue
		}
		l := &ruleBlock[i]
		l.src, l.needs, l.source, l.validate = e.src, e.src.Needs(), e.source, true
		// Files other than the embedded default are checked now, so that
		// a mistake is reported at load, naming the file.
		if _, err := l.get(); err != nil {
			return nil, fmt.Errorf("%s: rule %q: %w", l.source, l.src.ID, err)
		}
		s.rules = append(s.rules, l)
	}
	s.buildIndex()
	return s, nil
}

// useDefault fills s from the embedded default alone, the case of almost
// every start. The generator has checked its ids (present and unique) and
// examples, and listed which rules are enabled and what each needs, so
// that nothing is merged and no rule is read until a command meets it.
func (s *Set) useDefault(commands *cmdspec.Table) (*Set, error) {
	s.cmds = []cmdTable{newCmdTable(commands)}
	s.cmdLayers = cmdspec.Layers{commands}
	block := make([]lazyRule, len(defaultEnabled))
	s.rules = make([]*lazyRule, len(defaultEnabled))
	for i, at := range defaultEnabled {
		block[i].at, block[i].needs, block[i].source, block[i].compiled = at, defaultNeeds[i], DefaultName, true
		block[i].commands, block[i].commandsKnown = defaultGenericCommands[i], true
		s.rules[i] = &block[i]
	}
	s.index = &defaultIndex
	return s, nil
}

// layersVersion names the rules files in force and their contents; the
// embedded default is the same for one build and counts as "".
func layersVersion(layers []layer) string {
	if len(layers) == 1 && layers[0].name == DefaultName {
		return ""
	}
	h := sha256.New()
	for _, l := range layers {
		if l.name == DefaultName {
			continue
		}
		h.Write([]byte(l.name))
		h.Write([]byte{0})
		h.Write(l.sum[:])
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Version names the rule files in force beside the embedded default, and
// their contents: it changes whenever one of them does, and is "" for the
// default alone (which is the same for one build of gatesh).
func (s *Set) Version() string {
	if s == nil {
		return ""
	}
	return s.version
}

func ruleWhere(file string, i int, id string) string {
	return fmt.Sprintf("%s: rule[%d] (id %q)", file, i, id)
}

// overlay changes the keys an override file set; conditions are replaced
// as a whole when any condition key is set.
func overlay(old, r schema.Rule, defined map[string]bool) schema.Rule {
	out := old
	set := func(key string, apply func()) {
		if defined[key] {
			apply()
		}
	}
	set("tier", func() { out.Tier = r.Tier })
	set("reason", func() { out.Reason = r.Reason })
	set("deny", func() { out.Deny = r.Deny })
	set("disabled", func() { out.Disabled = r.Disabled })
	set("examples", func() { out.Examples = r.Examples })
	set("not_examples", func() { out.NotExamples = r.NotExamples })
	if conditionDefined(defined) {
		keep := out
		out = r
		out.ID, out.Tier, out.Reason, out.Deny, out.Disabled = keep.ID, keep.Tier, keep.Reason, keep.Deny, keep.Disabled
		out.Examples, out.NotExamples = keep.Examples, keep.NotExamples
	}
	return out
}

func conditionDefined(defined map[string]bool) bool {
	for _, k := range schema.ConditionKeys {
		if defined[k] {
			return true
		}
	}
	return false
}
