package rules

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/rules/internal/schema"
	"gatesh/sqlscan"
	"gatesh/toolcall"
)

// fileOp is what a tool call does to one file.
type fileOp int

const (
	opRead   fileOp = iota // reads it and shows it to the model
	opWrite                // creates or replaces it
	opDelete               // removes it
	opSQL                  // runs SQL: path is the statement
	opEdit                 // reads it, shows it and writes it back
	opEnv                  // sets variables in a dotenv file
	opSearch               // searches it and shows what matches
)

// fileAccess is one file a tool call touches.
type fileAccess struct {
	op   fileOp
	path string // absolute, or as given when the folder is not known
	glob bool   // the path is a pattern the tool expands
	arg  string // the argument that named it, for people
}

// accesses is everything a file or web tool call touches.
type accesses struct {
	files []fileAccess
	hosts []string // hosts of the URLs it fetches
	// urlSecret: one of those URLs carries a credential elsewhere.
	urlSecret bool
	sql       []string // SQL it runs
	// env are the variables it writes into the dotenv file envFile.
	env     []parser.Assign
	envFile string
	// searches are a search tool's, as grep -r (tools_search.go).
	searches []toolSearch
	cmds     map[*parser.Command]fileAccess
}

// maxToolPaths bounds the files one call may name.
const maxToolPaths = 1000

// accessesOf reads the files and URLs a call's arguments name, by the
// tool's access table. An argument of the wrong shape, or a file tool
// call that names none of the arguments it must, is an error: held.
func (s *Set) accessesOf(c toolcall.Call, acc schema.ToolAccess, ts *toolSet) (*accesses, error) {
	args := argReader{args: c.Args(), keys: map[string]bool{}}
	for _, l := range [][]string{acc.Reads, acc.Writes, acc.Edits, acc.Patch, acc.URLs, acc.Dir, acc.Searches, acc.Pattern, acc.Include, acc.Shows} {
		for _, k := range l {
			args.keys[k] = true
		}
	}
	a := &accesses{}
	base := s.cwd
	for _, k := range acc.Dir {
		vs, err := args.strings(k)
		if err != nil {
			return nil, err
		}
		if len(vs) == 1 && vs[0] != "" {
			base = joinPath(s.cwd, vs[0])
		}
	}
	add := func(op fileOp, key, p string) error {
		if strings.IndexByte(p, 0) >= 0 {
			return fmt.Errorf("%s holds a NUL byte", key)
		}
		if len(a.files) >= maxToolPaths {
			return fmt.Errorf("more than %d paths", maxToolPaths)
		}
		f := fileAccess{op: op, path: joinPath(base, p), arg: key, glob: strings.ContainsAny(p, "*?[")}
		a.files = append(a.files, f)
		// The tool follows links, and the kernel reads "link/.." as the
		// link's parent, not the folder the link is in: judge where the
		// path as written leads too.
		if s.resolve != nil && !f.glob {
			raw := p
			switch {
			case (p == "~" || strings.HasPrefix(p, "~/")) && s.userHome != "":
				raw = s.userHome + p[1:]
			case !path.IsAbs(p) && base != "":
				raw = base + "/" + p
			}
			if real, ok := s.resolve(raw); ok && real != f.path {
				f.path = real
				a.files = append(a.files, f)
			}
		}
		return nil
	}
	required := false
	present := false
	for _, l := range []struct {
		keys []string
		ops  []fileOp
		need bool
	}{
		{acc.Reads, []fileOp{opRead}, false},
		{acc.Writes, []fileOp{opWrite}, true},
		{acc.Edits, []fileOp{opEdit}, true},
	} {
		required = required || (l.need && len(l.keys) > 0)
		for _, k := range l.keys {
			vs, err := args.strings(k)
			if err != nil {
				return nil, err
			}
			for _, v := range vs {
				present = true
				for _, op := range l.ops {
					if err := add(op, k, v); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	if err := searchesOf(a, args, acc, add); err != nil {
		return nil, err
	}
	for _, k := range acc.Patch {
		required = true
		vs, err := args.strings(k)
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			present = true
			files, err := toolcall.ParsePatch(v)
			if err != nil {
				return nil, err
			}
			for _, f := range patchAccesses(files) {
				if err := add(f.op, k, f.path); err != nil {
					return nil, err
				}
			}
		}
	}
	if err := otherPathKeys(acc, ts.args, args, add); err != nil {
		return nil, err
	}
	for _, f := range a.files {
		if (f.op == opWrite || f.op == opEdit) && isDotenv(f.path) {
			a.env, a.envFile = dotenvAssigns(args.args), f.path
			break
		}
	}
	if required && !present {
		return nil, fmt.Errorf("it names no file in the arguments gatesh reads for %s (%s)", c.Tool, strings.Join(append(append(append([]string{}, acc.Writes...), acc.Edits...), acc.Patch...), ", "))
	}
	for _, k := range acc.URLs {
		vs, err := args.strings(k)
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			for _, raw := range fetchURLs(v) {
				if scheme, _, _ := strings.Cut(raw, ":"); strings.EqualFold(scheme, "file") {
					u, err := url.Parse(raw)
					if err != nil {
						return nil, fmt.Errorf("%s: a file URL gatesh cannot read: %v", k, err)
					}
					if err := add(opRead, k, u.Path); err != nil {
						return nil, err
					}
					continue
				}
				// A URL Go's parser refuses is still fetched by a tool
				// that parses it as browsers do: its host is read so.
				if h := webHost(raw); h != "" {
					a.hosts = append(a.hosts, h)
				}
				a.urlSecret = a.urlSecret || urlCarriesSecret(raw)
			}
		}
	}
	return a, nil
}

// otherPathKeys adds the paths of a file tool's call under keys its
// access table does not name but [tools.args] paths does: an agent whose
// tool of that name spells its path another way (VS Code's read_file
// {filePath}, where Gemini CLI's has file_path) reads or writes that
// file, and is judged by it rather than passed for naming none. They
// are read for a tool that only reads, edited for one that writes.
func otherPathKeys(acc schema.ToolAccess, ta schema.ToolArgs, args argReader, add func(fileOp, string, string) error) error {
	n := len(acc.Reads) + len(acc.Writes) + len(acc.Edits) + len(acc.Patch)
	if n == 0 {
		return nil // a web tool's: it names URLs
	}
	op := opEdit
	if n == len(acc.Reads) {
		op = opRead
	}
	named := map[string]bool{}
	for k := range args.keys {
		head, _, _ := strings.Cut(k, ".")
		named[head] = true
	}
	for _, k := range slices.Sorted(maps.Keys(args.args)) {
		if named[k] || !keyIn(k, ta.Paths) {
			continue
		}
		vs, err := args.strings(k)
		if err != nil {
			continue // not a path: the tool's own object
		}
		for _, v := range vs {
			if v == "" {
				continue
			}
			if err := add(op, k, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// patchAccesses are what a patch's file sections do to files, their
// paths as the patch writes them: an add writes, a delete removes, an
// update edits, and a move writes the new name and removes the old.
func patchAccesses(files []toolcall.PatchFile) []fileAccess {
	var out []fileAccess
	for _, pf := range files {
		switch pf.Op {
		case toolcall.PatchAdd:
			out = append(out, fileAccess{op: opWrite, path: pf.Path})
		case toolcall.PatchDelete:
			out = append(out, fileAccess{op: opDelete, path: pf.Path})
		case toolcall.PatchUpdate:
			out = append(out, fileAccess{op: opEdit, path: pf.Path})
			if pf.MoveTo != "" {
				out = append(out, fileAccess{op: opWrite, path: pf.MoveTo}, fileAccess{op: opDelete, path: pf.Path})
			}
		}
	}
	return out
}

// maxArgValues bounds the argument values argAccesses looks at.
const maxArgValues = 1000

// argAccesses reads what the arguments of a tool that no access table
// describes name: paths under the keys of [tools.args] paths, and any
// value that is an absolute or home path, are read, and written too
// unless readOnly (the tool only reads) or their key is among elsewhere
// (a sandbox's or a drive's paths: elsewhereKeys); a file:// URL is
// read; SQL under the sql keys, for a tool whose name or server says it
// speaks SQL, runs.
func (s *Set) argAccesses(ts *toolSet, sqlish bool, input map[string]any, readOnly bool, elsewhere map[string]bool) (*accesses, error) {
	ta := ts.args
	a := &accesses{}
	pathKeys, sqlKeys := map[string]bool{}, map[string]bool{}
	for _, k := range ta.Paths {
		pathKeys[strings.ToLower(k)] = true
	}
	if sqlish {
		for _, k := range ta.SQL {
			sqlKeys[strings.ToLower(k)] = true
		}
	}
	// A command or code an argument carries is judged as such
	// (argEffects), not as the paths its words look like; SQL here.
	code := func(k string) bool {
		return (keyIn(k, ta.Shell) || keyIn(k, ta.Code)) && !(sqlish && keyIn(k, ta.SQL))
	}
	for k := range input {
		if code(k) {
			input = maps.Clone(input)
			maps.DeleteFunc(input, func(k string, _ any) bool { return code(k) })
			break
		}
	}
	seen := 0
	var walk func(key string, v any) error
	walk = func(key string, v any) error {
		if seen++; seen > maxArgValues {
			return fmt.Errorf("more than %d argument values", maxArgValues)
		}
		switch x := v.(type) {
		case map[string]any:
			// A JSON Patch operation's path points into a document, a
			// JMAP result reference's into a result.
			if jsonPatchOp(x) || jmapResultRef(x) {
				x = maps.Clone(x)
				delete(x, "path")
				delete(x, "from")
			}
			// An API request's path is on the API's host.
			if apiRequest(x) {
				x = maps.Clone(x)
				delete(x, "path")
				delete(x, "endpoint")
			}
			// A folder to save in and the name to save under are the
			// file written (savePath and filename).
			if dir, name := saveTarget(x); dir != "" && name != "" && !strings.ContainsAny(name, "/\x00") && !elsewhereValue(x, elsewhere, dir) {
				a.files = append(a.files, fileAccess{op: opWrite, path: joinPath(s.cwd, path.Join(dir, name)), arg: "filename"})
			}
			for k, e := range x {
				if err := walk(k, e); err != nil {
					return err
				}
			}
		case []any:
			for _, e := range x {
				if err := walk(key, e); err != nil {
					return err
				}
			}
		case string:
			if toolcall.IsPatchText(x) {
				// An apply_patch text under any tool's name (opencode's
				// patch {patchText}) does to files what apply_patch
				// does; one gatesh cannot read is held.
				files, err := toolcall.ParsePatch(x)
				if err != nil {
					return err
				}
				for _, f := range patchAccesses(files) {
					if len(a.files) >= maxToolPaths {
						return fmt.Errorf("more than %d paths", maxToolPaths)
					}
					f.path, f.arg = joinPath(s.cwd, f.path), key
					a.files = append(a.files, f)
				}
				return nil
			}
			lower := strings.ToLower(key)
			if sqlish && !sqlKeys[lower] && sqlKeyTail(key, ta.SQL) {
				// SQL under a key that says so in more words
				// (sql_query, sqlStatement), as argEffects reads it.
				sqlKeys[lower] = true
			}
			if sqlKeys[lower] && strings.TrimSpace(x) != "" {
				a.sql = append(a.sql, x)
			}
			if sqlKeys[lower] || !keyIn(key, ta.Content) && sqlText(x) {
				// The files SQL reads by a table function (file('PATH'))
				// are read as a file tool's would be.
				for _, p := range sqlscan.Scan(x).Files() {
					if len(a.files) >= maxToolPaths {
						return fmt.Errorf("more than %d paths", maxToolPaths)
					}
					if p != "" && strings.IndexByte(p, 0) < 0 {
						a.files = append(a.files, fileAccess{op: opRead, path: joinPath(s.cwd, p), arg: key})
					}
				}
			}
			if p, ok := fileURLPath(x); ok {
				// A browser or a fetch given a file reads it.
				if p != "" {
					a.files = append(a.files, fileAccess{op: opRead, path: joinPath(s.cwd, p), arg: key})
				}
				return nil
			}
			// What a key leaves out (exclude_patterns: [".env"],
			// ignore: ["secrets/"]) is the part of the files the tool
			// does not take.
			if excludeKey(key) {
				return nil
			}
			if !pathKeys[lower] && (readOnly && fileName(x) && objectKey(key) || (fileName(x) || climbingPath(x)) && !keyIn(key, ta.Content) && !queryArgKey(key)) {
				// A read of an object named like a file (a bucket's
				// prod/.env, a note's id_rsa) reads what such a file
				// holds: judged as a read of that name. A file name
				// or a ../ path under any other key of any tool no
				// access table describes (markdownify {input:
				// ".env.production"}, whose class is not known) is read
				// too: the tool reads it whatever the key is called. A
				// query's or a text's words are not a file.
				a.files = append(a.files, fileAccess{op: opRead, path: joinPath(s.cwd, x), arg: key})
			}
			if pathKeys[lower] || looksLikeAbsPath(x) {
				if x == "" || strings.Contains(x, "://") || strings.IndexByte(x, 0) >= 0 {
					return nil
				}
				if len(a.files) >= maxToolPaths {
					return fmt.Errorf("more than %d paths", maxToolPaths)
				}
				p := joinPath(s.cwd, x)
				a.files = append(a.files, fileAccess{op: opRead, path: p, arg: key})
				// A read that saves what it fetches (download_attachment
				// {savePath}) writes where its key says. The root folder
				// is no file a call can write (a store's folder path "/"
				// names its own root). A path of a sandbox's or a
				// drive's (elsewhere) is written there.
				if (!readOnly || savesTo(key)) && x != "/" && !elsewhere[key] {
					a.files = append(a.files, fileAccess{op: opWrite, path: p, arg: key})
				}
			}
		}
		return nil
	}
	if err := walk("", map[string]any(input)); err != nil {
		return nil, err
	}
	return a, nil
}

// elsewhereValue reports whether v is the value of one of obj's keys
// that are among elsewhere: a folder of a sandbox's or a drive's.
func elsewhereValue(obj map[string]any, elsewhere map[string]bool, v string) bool {
	for k := range elsewhere {
		if s, ok := obj[k].(string); ok && s == v {
			return true
		}
	}
	return false
}

// fileURLPath returns the path a file: URL names, as a browser reads it:
// any case of the scheme, one slash or three, a host (localhost), and
// %-escapes decoded (FILE:///home/u/%2Essh/id_rsa is ~/.ssh/id_rsa).
// ok is false for a value that is no file: URL.
func fileURLPath(v string) (p string, ok bool) {
	if len(v) < 5 || !strings.EqualFold(v[:5], "file:") || strings.ContainsAny(v, " \t\n") {
		return "", false
	}
	u, err := url.Parse(v)
	switch {
	case err != nil:
		// An escape url cannot read: the path as written.
		rest := strings.TrimPrefix(v[5:], "//")
		if i := strings.IndexByte(rest, '/'); i > 0 {
			rest = rest[i:]
		}
		return rest, true
	case u.Opaque != "":
		return u.Opaque, true
	}
	return u.Path, true
}

// savesTo reports whether an argument's key names where a call saves
// what it makes or fetches (savePath, output_dir, destination).
func savesTo(key string) bool {
	for _, w := range toolcall.Words(key) {
		switch w {
		case "save", "output", "out", "dest", "destination", "download", "export", "write", "target":
			return true
		}
	}
	return false
}

// saveTarget returns the folder an object's arguments save to and the
// name they save under, "" for either that is not there.
func saveTarget(obj map[string]any) (dir, name string) {
	for k, v := range obj {
		str, ok := v.(string)
		if !ok {
			continue
		}
		switch {
		case savesTo(k) && (looksLikeAbsPath(str) || fileName(str)):
			dir = str
		case keyIn(k, []string{"filename", "file_name", "name", "output_name", "save_as"}):
			name = str
		}
	}
	return dir, name
}

// fileName reports whether a value is named like a file: one word with
// a dot or a slash, not a URL, not absolute (looksLikeAbsPath), not
// climbing out of where it is.
func fileName(v string) bool {
	return v != "" && len(v) <= 1024 && strings.ContainsAny(v, "./") && !strings.ContainsAny(v, " \t\n\r\x00") &&
		!strings.Contains(v, "://") && !path.IsAbs(v) && !strings.HasPrefix(v, "~") && !strings.HasPrefix(path.Clean(v), "..")
}

// climbingPath reports whether a value is one word that is a relative
// path out of the folder it starts in (../.aws/credentials).
func climbingPath(v string) bool {
	return len(v) <= 1024 && strings.HasPrefix(path.Clean(v), "../") && !strings.ContainsAny(v, " \t\n\r\x00") && !strings.Contains(v, "://")
}

// looksLikeAbsPath is a value that can only be a path: /x or ~/x, one
// word, no URL.
func looksLikeAbsPath(v string) bool {
	if !(strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~/")) || len(v) < 2 {
		return false
	}
	return !strings.ContainsAny(v, " \t\n\r") && !strings.Contains(v, "://")
}

// argReader reads the values of a call's arguments that an access
// table's keys name; keys are all the table's keys.
type argReader struct {
	args map[string]json.RawMessage
	keys map[string]bool
}

// strings reads the value at key as a string or a list of strings;
// absent or null is none. For KEY.SUB it is the SUB of the object, or of
// each object of a list, under KEY. Any other shape is an error, but for
// the objects a KEY.SUB of the table reads and the strings its KEY does:
// those are theirs.
func (r argReader) strings(key string) ([]string, error) {
	return r.at(r.args, "", key)
}

// at reads key of the object args, which the table names by prefix.
func (r argReader) at(args map[string]json.RawMessage, prefix, key string) ([]string, error) {
	head, sub, nested := strings.Cut(key, ".")
	raw, ok := args[head]
	if !ok || string(raw) == "null" {
		return nil, nil
	}
	name := prefix + head
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		items = []json.RawMessage{raw}
	}
	var out []string
	for _, item := range items {
		var str string
		var obj map[string]json.RawMessage
		switch {
		case json.Unmarshal(item, &str) == nil:
			if nested {
				if !r.keys[name] {
					return nil, fmt.Errorf("argument %s holds a string, not an object with %s", name, sub)
				}
				continue // the plain key's
			}
			out = append(out, str)
		case json.Unmarshal(item, &obj) == nil:
			if !nested {
				if !r.hasSub(name) {
					return nil, fmt.Errorf("argument %s holds an object, not a path", name)
				}
				continue // a KEY.SUB's
			}
			vs, err := r.at(obj, name+".", sub)
			if err != nil {
				return nil, err
			}
			out = append(out, vs...)
		default:
			return nil, fmt.Errorf("argument %s is neither a string nor a list of strings", name)
		}
	}
	return out, nil
}

// hasSub reports whether the table reads a KEY.SUB of name.
func (r argReader) hasSub(name string) bool {
	for k := range r.keys {
		if strings.HasPrefix(k, name+".") {
			return true
		}
	}
	return false
}

// joinPath makes p absolute from base, the folder the agent works in. A
// home path (~/x) stays one: rules name those with ~. Without a base a
// relative path stays as given.
func joinPath(base, p string) string {
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		return path.Clean(p)
	case path.IsAbs(p):
		return path.Clean(p)
	case base == "":
		return path.Clean(p)
	}
	return path.Join(base, p)
}

var urlPattern = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b[a-z][a-z0-9+.-]*://[^\s"'<>` + "`" + `]+`)
}}

// urlsIn finds every URL in text: a url argument holds one, and Gemini
// CLI's web_fetch takes a prompt that names them.
func urlsIn(text string) []string {
	if !strings.Contains(text, "://") {
		return nil
	}
	return urlPattern.Get().FindAllString(text, 64)
}

// script is the shell commands that do what the call does to its files,
// for the command rules to judge: a read is `< PATH`, a write `> PATH` and
// a delete `rm -- PATH`.
func (a *accesses) script(opts parser.Options) *parser.Script {
	sc := &parser.Script{}
	a.cmds = map[*parser.Command]fileAccess{}
	for _, f := range a.files {
		w := parser.Word{Value: f.path, Glob: f.glob}
		var c *parser.Command
		switch f.op {
		case opRead:
			c = &parser.Command{Name: ":", Path: ":", Redirs: []parser.Redirect{{Op: "<", Target: w}}}
		case opWrite:
			c = &parser.Command{Name: ":", Path: ":", Redirs: []parser.Redirect{{Op: ">", Target: w}}}
		case opEdit:
			c = &parser.Command{Name: ":", Path: ":", Redirs: []parser.Redirect{{Op: "<", Target: w}, {Op: ">", Target: w}}}
		case opDelete:
			c = &parser.Command{Name: "rm", Path: "rm", Args: []parser.Word{{Value: "--"}, w}}
		}
		a.cmds[c] = f
		sc.Commands = append(sc.Commands, c)
	}
	if len(a.env) > 0 {
		// Variables written into a dotenv file are judged as the same
		// assignments in a shell.
		c := &parser.Command{Name: ":", Path: ":", Assigns: a.env}
		a.cmds[c] = fileAccess{op: opEnv, path: a.envFile}
		sc.Commands = append(sc.Commands, c)
		// And what programs run of them: the program that loads the
		// file, and every one it starts, runs PAGER, GIT_SSH_COMMAND or
		// a git setting GIT_CONFIG_* gives.
		if runs := parser.EnvRuns(a.env, opts); runs != nil {
			sc.Commands = append(sc.Commands, runs.Commands...)
			sc.Problems = append(sc.Problems, runs.Problems...)
		}
	}
	for _, t := range a.searches {
		c := t.command()
		a.cmds[c] = fileAccess{op: opSearch, path: t.path, arg: t.arg}
		sc.Commands = append(sc.Commands, c)
	}
	for _, q := range a.sql {
		// SQL a tool runs is judged as SQL given to a database client.
		c := &parser.Command{Name: "sql", Path: "sql", Payloads: []parser.Payload{{Lang: "sql", Text: q, From: "arg"}}}
		a.cmds[c] = fileAccess{op: opSQL, path: q}
		sc.Commands = append(sc.Commands, c)
	}
	return sc
}

// describe says, for people, what the call does to the file behind c.
func (a *accesses) describe(c *parser.Command) string {
	f, ok := a.cmds[c]
	if !ok {
		return describe(c)
	}
	return [...]string{"reads", "writes", "deletes", "runs SQL:", "edits", "sets variables in", "searches"}[f.op] + " " + f.path
}

// excludeKey reports whether a key's words say what it names is left
// out (exclude, exclude_patterns, ignore_paths, excludedFiles).
func excludeKey(key string) bool {
	return slices.ContainsFunc(toolcall.Words(key), func(w string) bool {
		switch w {
		case "exclude", "excludes", "excluded", "exclusion", "exclusions", "ignore", "ignores", "ignored":
			return true
		}
		return false
	})
}
