package rules

import (
	"path"
	"strings"

	"gatesh/parser"
)

// operandWrites adds the files a program writes by an operand where its
// table cannot say when: python -m venv DIR (or virtualenv) makes or
// rewrites DIR, a decompressor writes each FILE.gz as FILE, postmap and
// postalias write FILE.db beside each table FILE, and sqlite3
// or duckdb DB SQL writes DB when its SQL does more than read. Outside the project these are writes outside it, as the
// redirection each stands for would be.
func (v *cmdView) operandWrites() {
	name := path.Base(v.cmd.Name)
	args := v.cmd.Args
	switch {
	case strings.HasPrefix(name, "python") || name == "pypy3":
		for i := 0; i+1 < len(args); i++ {
			if args[i].Value != "-m" {
				if !strings.HasPrefix(args[i].Value, "-") {
					return // a script: its arguments are its own
				}
				continue
			}
			// venv makes or rewrites DIR; compileall and py_compile write
			// the compiled files into each folder or beside each file they
			// are given (I4).
			if m := args[i+1].Value; m != "venv" && m != "virtualenv" && m != "compileall" && m != "py_compile" {
				return
			}
			for _, a := range args[i+2:] {
				if !strings.HasPrefix(a.Value, "-") {
					v.writes = append(v.writes, ref{value: a.Value, span: a.Span})
				}
			}
			return
		}
	case decompressor(name, args):
		// gunzip .mcp.json.gz writes .mcp.json beside it.
		for _, w := range v.pos {
			if out, ok := decompressedName(w.Value); ok {
				v.writes = append(v.writes, ref{value: out, span: w.Span})
			}
		}
	case name == "postmap" || name == "postalias":
		// postmap and postalias build, or with -d and -i change, the
		// table file.db beside each [type:]file they are given
		// (postmap(1)); -q and -s only read it.
		if _, ok := v.findFlag([]string{"-q", "-s"}); ok {
			return
		}
		for _, w := range v.pos {
			file := w.Value
			if t, rest, ok := strings.Cut(file, ":"); ok && t != "" && !strings.ContainsAny(t, "/.~$") {
				file = rest
			}
			if file != "" {
				v.writes = append(v.writes, ref{value: file + ".db", span: w.Span, glob: w.Glob})
			}
		}
	case name == "sqlite3" || name == "sqlite" || name == "duckdb":
		if len(v.pos) == 0 || strings.HasPrefix(v.pos[0].Value, ":") {
			return // :memory:
		}
		for _, p := range v.cmd.Payloads {
			if p.Lang == "sql" && !p.SQL().ReadOnly() {
				v.writes = append(v.writes, ref{value: v.pos[0].Value, span: v.pos[0].Span})
				return
			}
		}
	}
}

// decompressor reports whether a command writes each compressed file it
// is given under its name without the suffix: gunzip, unxz, bunzip2,
// unzstd, or gzip, xz, bzip2, zstd, lz4 with -d; not with -c, -t or -l,
// which print, test or list.
func decompressor(name string, args []parser.Word) bool {
	flag := func(letters string) bool {
		for _, a := range args {
			if v := a.Value; len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v[1:], letters) {
				return true
			}
			if a.Value == "--stdout" || a.Value == "--to-stdout" || a.Value == "--test" || a.Value == "--list" {
				return letters == "ctl"
			}
			if a.Value == "--decompress" || a.Value == "--uncompress" {
				return letters == "d"
			}
		}
		return false
	}
	switch name {
	case "gunzip", "unxz", "bunzip2", "unzstd", "unlz4", "uncompress":
	case "gzip", "xz", "bzip2", "zstd", "lz4", "pigz", "pbzip2":
		if !flag("d") {
			return false
		}
	default:
		return false
	}
	return !flag("ctl")
}

// decompressedName is the name a decompressor writes a file as.
func decompressedName(p string) (string, bool) {
	for _, suf := range []string{".gz", ".xz", ".bz2", ".zst", ".lz4", ".Z", ".z"} {
		if out, ok := strings.CutSuffix(p, suf); ok && out != "" && !strings.HasSuffix(out, "/") {
			return out, true
		}
	}
	if out, ok := strings.CutSuffix(p, ".tgz"); ok && out != "" {
		return out + ".tar", true
	}
	return "", false
}
