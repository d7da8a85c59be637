package rules

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/internal/relit"
	"gatesh/parser"
)

// Paths inline code is given rather than names: the code writes a file
// whose name comes from its arguments (sys.argv, process.argv, ARGV,
// $ARGV[0], $argv), from a variable of its environment (os.environ["P"],
// process.env.P, $ENV{P}, ENV["P"], awk's ENVIRON["P"]) or from awk's
// -v NAME=VALUE. What the command line gives there is what it writes:
// python3 -c 'open(sys.argv[1], "a").write(...)' ~/.bashrc is
// echo ... >> ~/.bashrc.

// codeFileWrites matches code that writes into a file by its name:
// codeWrites without a json.dump into a handle (sys.stdout) and the
// deletes (code-delete judges those), with shutil's copies and moves.
var codeFileWrites = &lazy.Value[*relit.Any]{New: func() *relit.Any {
	return &relit.Any{Srcs: append([]string{
		codeWrites.Srcs[0],
		`writeFile|appendFile|write_text|write_bytes|File\.write|IO\.write|fs\.write|createWriteStream|append-to-file|write-region|file_put_contents`,
		`\bshutil\.(copy\w*|move)\s*\(`,
	}, codeWrites.Srcs[5:]...)}
}}

var (
	// codeArgv matches code that reads its arguments.
	codeArgv = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bsys\.argv\b|\bprocess\.argv\b|\bARGV\b|\$argv\b|\bDeno\.args\b|\bBun\.argv\b|\bcommandArgs\b|\bFILENAME\b|\bfileinput\b`)
	}}
	// codeEnvRead finds the names of the variables of its environment
	// code reads.
	codeEnvRead = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?:\benviron\s*(?:\[|\.get\s*\()|\bgetenv\s*\(|\bprocess\.env\[|\bENV\s*(?:\[|\.fetch\s*\()|\bENVIRON\s*\[|\benv\.get\s*\()\s*["'](\w+)["']|\bprocess\.env\.(\w+)|\$ENV\s*\{\s*["']?(\w+)["']?\s*\}|\bBun\.env\.(\w+)`)
	}}
	// awkDynamicWrite matches awk's print or printf into a file whose
	// name is an expression, not a string.
	awkDynamicWrite = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bprintf?\b[^;{}\n]*?>{1,2}\s*[^\s"|&]`)
	}}
	awkAssignment = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`^([A-Za-z_]\w*)=(.*)$`)
	}}
)

// codeGivenWrites adds, for inline code that writes a file by a name it
// is given, what the command gives it as written: its arguments after
// the code when the code reads them, the values of the variables the
// code reads from its environment that the command sets, and for awk
// the values of the variables -v and NAME=VALUE operands set that the
// code names.
func (v *cmdView) codeGivenWrites(p parser.Payload) {
	awk := p.Lang == "awk"
	if awk && !awkDynamicWrite.Get().MatchString(p.Text) || !awk && !codeFileWrites.Get().MatchString(p.Text) {
		return
	}
	add := func(w parser.Word, value string) {
		v.writes = append(v.writes, ref{value: value, span: w.Span, glob: w.Glob})
	}
	c := v.cmd
	for _, m := range codeEnvRead.Get().FindAllStringSubmatch(p.Text, -1) {
		name := m[1] + m[2] + m[3] + m[4]
		for _, a := range append(slices.Clip(c.Assigns), c.Exported...) {
			if a.Name == name {
				add(a.Value, a.Value.Value)
			}
		}
	}
	after := codeArgsStart(c, p)
	if after < 0 {
		return
	}
	argv := codeArgv.Get().MatchString(p.Text)
	for i := 0; i < len(c.Args); i++ {
		w := c.Args[i]
		if awk {
			// -v NAME=VALUE, -vNAME=VALUE, --assign NAME=VALUE and,
			// after the program, NAME=VALUE operands.
			val := ""
			switch {
			case i < after && (w.Value == "-v" || w.Value == "--assign") && i+1 < len(c.Args):
				i++
				w, val = c.Args[i], c.Args[i].Value
			case i < after && strings.HasPrefix(w.Value, "--assign="):
				val = strings.TrimPrefix(w.Value, "--assign=")
			case i < after && strings.HasPrefix(w.Value, "-v") && len(w.Value) > 2:
				val = w.Value[2:]
			case i >= after:
				val = w.Value
			}
			if m := awkAssignment.Get().FindStringSubmatch(val); m != nil {
				if namesIdent(p.Text, m[1]) {
					add(w, m[2])
				}
				continue
			}
		}
		if argv && i >= after && !strings.HasPrefix(w.Value, "-") {
			add(w, w.Value)
		}
	}
}

// namesIdent reports whether text has the identifier name, not as part
// of a longer one.
func namesIdent(text, name string) bool {
	ident := func(b byte) bool {
		return b == '_' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
	}
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if (start == 0 || !ident(text[start-1])) && (end == len(text) || !ident(text[end])) {
			return true
		}
		i = start + 1
	}
}

// codeArgsStart is the index in c.Args of the first argument after the
// code of p (python3 -c CODE ARG..., awk PROGRAM FILE...), after the -
// that has a program read from standard input take it; -1 when it is
// not found.
func codeArgsStart(c *parser.Command, p parser.Payload) int {
	switch p.From {
	case "arg", "flag":
		for i, w := range c.Args {
			if w.Value == p.Text || strings.HasPrefix(w.Value, "-") && len(w.Value) > len(p.Text) && strings.HasSuffix(w.Value, p.Text) {
				return i + 1
			}
		}
	case "heredoc", "herestring", "pipe":
		for i, w := range c.Args {
			if w.Value == "-" {
				return i + 1
			}
		}
	}
	return -1
}
