package rules

import (
	"encoding/json"
	"fmt"
	"path"
	"strconv"
	"strings"

	"gatesh/parser"
	"gatesh/rules/internal/schema"
)

// toolSearch is a search tool's call as the grep -r that does the same:
// its options and patterns, and the folder or file it searches.
type toolSearch struct {
	opts []string // grep's options and -e patterns, before the path
	path string   // absolute, or as given when the folder is not known
	glob bool     // the path is a pattern the tool expands
	arg  string   // the argument that named the path, for people
}

// searchesOf reads what a search tool's call looks for and where
// (schema.ToolAccess.Searches): each folder or file is read, as before,
// and searched as grep -r is, so the rules that judge the shell's search
// of the home, a tool's folder, the gate's folder or a key's shape judge
// the tool's. A file glob that names a folder (.ssh/*) reads what it
// names there.
func searchesOf(a *accesses, args argReader, acc schema.ToolAccess, add func(op fileOp, key, p string) error) error {
	if len(acc.Searches)+len(acc.Pattern) == 0 {
		return nil
	}
	opts, err := searchOptions(args, acc)
	if err != nil {
		return err
	}
	type named struct{ key, path string }
	var places []named
	for _, k := range acc.Searches {
		vs, err := args.strings(k)
		if err != nil {
			return err
		}
		for _, v := range vs {
			places = append(places, named{k, v})
		}
	}
	if len(places) == 0 {
		places = []named{{"", "."}} // the folder the agent works in
	}
	var includes []string
	for _, k := range acc.Include {
		vs, err := args.strings(k)
		if err != nil {
			return err
		}
		includes = append(includes, vs...)
	}
	for _, p := range places {
		from := len(a.files)
		if err := add(opRead, p.key, p.path); err != nil {
			return err
		}
		// The path as given and where its links lead, each searched.
		for _, f := range a.files[from:] {
			a.searches = append(a.searches, toolSearch{opts: opts, path: f.path, glob: f.glob, arg: f.arg})
		}
		for _, g := range includes {
			if !strings.Contains(strings.TrimPrefix(g, "**/"), "/") {
				continue // a name anywhere below: the search's own rules judge it
			}
			under := g
			if !path.IsAbs(g) && g != "~" && !strings.HasPrefix(g, "~/") {
				under = p.path + "/" + g
			}
			if err := add(opRead, p.key, under); err != nil {
				return err
			}
		}
	}
	return nil
}

// searchOptions are grep's options for what the call looks for: -r, the
// -l or -c its Shows argument asks for, --include for each file glob, its
// grep-named flags, and -e for each pattern.
func searchOptions(args argReader, acc schema.ToolAccess) ([]string, error) {
	opts := []string{"-r"}
	shows := acc.ShowsDefault
	for _, k := range acc.Shows {
		vs, err := args.strings(k)
		if err != nil {
			return nil, err
		}
		if len(vs) > 0 {
			shows = vs[0]
		}
	}
	switch shows {
	case "files_with_matches":
		opts = append(opts, "-l")
	case "count":
		opts = append(opts, "-c")
	}
	for _, k := range acc.Flags {
		raw, ok := args.args[k]
		if !ok || string(raw) == "null" || string(raw) == "false" {
			continue
		}
		if string(raw) == "true" {
			opts = append(opts, k)
			continue
		}
		var n json.Number
		var str string
		switch {
		case json.Unmarshal(raw, &n) == nil:
			opts = append(opts, k, n.String())
		case json.Unmarshal(raw, &str) == nil:
			if _, err := strconv.Atoi(str); err != nil {
				return nil, fmt.Errorf("argument %s is not a number", k)
			}
			opts = append(opts, k, str)
		default:
			return nil, fmt.Errorf("argument %s is neither true, false nor a number", k)
		}
	}
	for _, k := range acc.Include {
		vs, err := args.strings(k)
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			opts = append(opts, "--include="+v)
		}
	}
	patterns := 0
	for _, k := range acc.Pattern {
		vs, err := args.strings(k)
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			opts = append(opts, "-e", v)
			patterns++
		}
	}
	if patterns == 0 {
		opts = append(opts, "-e", "") // every line matches
	}
	return opts, nil
}

// command is the grep -r that searches as the call does.
func (t toolSearch) command() *parser.Command {
	c := &parser.Command{Name: "grep", Path: "grep"}
	for _, o := range t.opts {
		c.Args = append(c.Args, parser.Word{Value: o})
	}
	c.Args = append(c.Args, parser.Word{Value: "--"}, parser.Word{Value: t.path, Glob: t.glob})
	return c
}
