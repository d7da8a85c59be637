package inline

import "strings"

// ipython models IPython code: Python, where a line starting with ! (or
// the %system, %sx, %sc magics, or a %%bash, %%sh, %%script cell) is shell.
var ipython = Lang{
	Name:    "ipython",
	Wrapper: "ipython -c",
	input:   pythonInput,
}

func init() { ipython.analyze = ipythonAnalyze }

func ipythonAnalyze(code string) Result {
	var r Result
	var py []string
	lines := strings.Split(code, "\n")
	for k := 0; k < len(lines); k++ {
		line := strings.TrimSpace(lines[k])
		word, rest, _ := strings.Cut(line, " ")
		switch {
		case strings.HasPrefix(line, "!"):
			r.Calls = append(r.Calls, Call{Kind: "shell", Args: []Value{{Str: strings.TrimLeft(line, "!")}}})
		case word == "%system" || word == "%sx" || word == "%sc" || word == "%shell":
			r.Calls = append(r.Calls, Call{Kind: "shell", Args: []Value{{Str: rest}}})
		case word == "%%bash" || word == "%%sh" || word == "%%script" || word == "%%system":
			r.Calls = append(r.Calls, Call{Kind: "shell", Args: []Value{{Str: strings.Join(lines[k+1:], "\n")}}})
			k = len(lines)
		default:
			// get_ipython().system(...) is os.system(...).
			line = strings.ReplaceAll(line, "get_ipython().system(", "os.system(")
			line = strings.ReplaceAll(line, "get_ipython().getoutput(", "os.popen(")
			py = append(py, line)
		}
	}
	sub := python.Analyze(strings.Join(py, "\n"))
	r.Calls = append(r.Calls, sub.Calls...)
	r.Caps = appendNew(r.Caps, sub.Caps...)
	if c := pyPlainBuiltins(code); c != code {
		r.Checked = c
	}
	return r
}
