package report

import (
	"slices"
	"strings"

	"gatesh/parser"
)

// An undo pairs the verbs that do a yellow action with those that take it
// back, for one family of tools. It covers the tools of the default yellow
// rules (dependency-add, python-pip-add, migration, django-migrate,
// gh-pr-create); a yellow rule the operator adds for other tools has no
// undo here and is never reported as reverted.
type undo struct {
	tools []string // command names
	do    []string // subcommand words that act ("install", "pr create")
	back  []string // subcommand words that take it back
	// sameArgs: the undo must name one of the action's arguments (the
	// package), compared without versions. Otherwise any undo by the same
	// tool in the same folder counts (a migration rolled back).
	sameArgs bool
}

var undos = []undo{
	{tools: []string{"npm", "pnpm", "bun"}, do: []string{"install", "i", "add"}, back: []string{"uninstall", "remove", "rm", "un", "r"}, sameArgs: true},
	{tools: []string{"yarn"}, do: []string{"add"}, back: []string{"remove"}, sameArgs: true},
	{tools: []string{"pip", "pip3"}, do: []string{"install"}, back: []string{"uninstall"}, sameArgs: true},
	{tools: []string{"python", "python3"}, do: []string{"-m pip install", "-m pip3 install"}, back: []string{"-m pip uninstall", "-m pip3 uninstall"}, sameArgs: true},
	{tools: []string{"uv"}, do: []string{"add", "pip install"}, back: []string{"remove", "pip uninstall"}, sameArgs: true},
	{tools: []string{"poetry", "cargo", "bundle"}, do: []string{"add"}, back: []string{"remove"}, sameArgs: true},
	{tools: []string{"gem", "pipx"}, do: []string{"install"}, back: []string{"uninstall"}, sameArgs: true},
	{tools: []string{"composer"}, do: []string{"require"}, back: []string{"remove"}, sameArgs: true},
	{tools: []string{"brew"}, do: []string{"install"}, back: []string{"uninstall", "remove", "rm"}, sameArgs: true},
	{tools: []string{"go"}, do: []string{"get"}, back: []string{"get"}, sameArgs: true}, // go get x@none
	{tools: []string{"alembic"}, do: []string{"upgrade"}, back: []string{"downgrade"}},
	{tools: []string{"rails", "rake"}, do: []string{"db:migrate"}, back: []string{"db:rollback", "db:migrate:down", "db:migrate:redo"}},
	{tools: []string{"knex"}, do: []string{"migrate:latest", "migrate:up"}, back: []string{"migrate:rollback", "migrate:down"}},
	{tools: []string{"sequelize"}, do: []string{"db:migrate"}, back: []string{"db:migrate:undo", "db:migrate:undo:all"}},
	{tools: []string{"goose", "migrate", "dbmate"}, do: []string{"up"}, back: []string{"down", "rollback"}},
	{tools: []string{"sqlx", "diesel"}, do: []string{"migrate run", "migration run"}, back: []string{"migrate revert", "migration revert"}},
	{tools: []string{"python", "python3"}, do: []string{"manage.py migrate", "./manage.py migrate"}, back: []string{"manage.py migrate * zero", "./manage.py migrate * zero"}},
	{tools: []string{"gh"}, do: []string{"pr create"}, back: []string{"pr close"}},
}

// action is a command seen as a do or an undo of a family.
type action struct {
	family int
	args   []string // the arguments after the verb, without versions
}

// actions finds what a command text does or takes back, through the
// parser, so that `cd app && npm rm left-pad` is seen as well.
func actions(text string, back bool) []action {
	var out []action
	for _, c := range parser.Parse(text, parser.Options{}).Commands {
		words := make([]string, len(c.Args))
		for i, w := range c.Args {
			words[i] = w.Value
		}
		for fi, u := range undos {
			if !slices.Contains(u.tools, c.Name) {
				continue
			}
			verbs := u.do
			if back {
				verbs = u.back
			}
			for _, v := range verbs {
				rest, ok := matchVerb(words, v)
				if !ok {
					continue
				}
				args := packages(rest)
				if c.Name == "go" && back != hasNone(rest) {
					continue // go get x is an add, go get x@none a removal
				}
				out = append(out, action{family: fi, args: args})
				break
			}
		}
	}
	return out
}

// matchVerb reports whether words begin with the verb's words, skipping
// options between them ("npm --save-dev install" is rare; "npm i -D x" is
// not), and returns the words after the verb. "*" in a verb matches one
// word.
func matchVerb(words []string, verb string) ([]string, bool) {
	want := strings.Fields(verb)
	i := 0
	for _, w := range want {
		for i < len(words) && strings.HasPrefix(words[i], "-") && !strings.HasPrefix(w, "-") {
			i++
		}
		if i >= len(words) || (w != "*" && words[i] != w) {
			return nil, false
		}
		i++
	}
	return words[i:], true
}

// packages are the non-option words, without a version ("x@1.2", "x==1",
// "x>=1", "x@none").
func packages(words []string) []string {
	var out []string
	for _, w := range words {
		if w == "" || strings.HasPrefix(w, "-") {
			continue
		}
		if i := strings.IndexAny(w[1:], "@=<>~!"); i >= 0 {
			w = w[:i+1]
		}
		out = append(out, w)
	}
	return out
}

func hasNone(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.HasSuffix(w, "@none") })
}

// undoes reports whether a later command text takes back the action.
func undoes(later string, done []action) bool {
	for _, b := range actions(later, true) {
		for _, d := range done {
			if b.family != d.family {
				continue
			}
			if !undos[d.family].sameArgs {
				return true
			}
			for _, p := range b.args {
				if slices.Contains(d.args, p) {
					return true
				}
			}
		}
	}
	return false
}
