package rules

import (
	"strings"

	"gatesh/internal/lazy"
)

// maxPipelineText bounds the text read for a pipeline's commands.
const maxPipelineText = 1 << 16

// pipelineStep is a line of a CI definition in YAML that gives a step's
// shell command: run:, command:, script:, sh:, cmd:, as a key or a list
// item (CircleCI, Buildkite, GitHub Actions, GitLab CI, Drone).
var pipelineStep = &lazy.Regexp{Src: `^(\s*)(?:-\s*)?(?:run|command|commands|script|sh|cmd)\s*:\s*(.*)$`}

// pipelineCommands returns the shell commands a CI pipeline's definition
// carries, as its CI runs them: a YAML step's run, command or script
// (inline, as a block or as a list), and a Jenkinsfile's sh steps. nil
// for text that is none of these.
func pipelineCommands(text string) []string {
	if len(text) > maxPipelineText || !strings.ContainsAny(text, "\n'\"") {
		return nil
	}
	var out []string
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		m := pipelineStep.Get().FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		indent, v := len(m[1]), strings.TrimSpace(m[2])
		if v != "" && v != "|" && v != ">" && !strings.HasPrefix(v, "|") && !strings.HasPrefix(v, ">") {
			// One command, or a list of them in brackets.
			if strings.HasPrefix(v, "[") && strings.HasSuffix(v, "]") {
				for _, e := range strings.Split(strings.Trim(v, "[]"), ",") {
					out = append(out, unquoteYAML(e))
				}
				continue
			}
			out = append(out, unquoteYAML(v))
			continue
		}
		// A block of lines, or a list of commands, indented under it.
		var block []string
		for i+1 < len(lines) {
			next := lines[i+1]
			if strings.TrimSpace(next) == "" {
				i++
				continue
			}
			if len(next)-len(strings.TrimLeft(next, " \t")) <= indent {
				break
			}
			i++
			t := strings.TrimSpace(next)
			if v == "" {
				if item, ok := strings.CutPrefix(t, "- "); ok {
					out = append(out, unquoteYAML(item))
				}
				continue
			}
			block = append(block, t)
		}
		if len(block) > 0 {
			out = append(out, strings.Join(block, "\n"))
		}
	}
	return append(out, groovyShSteps(text)...)
}

// unquoteYAML drops the quotes around a YAML scalar.
func unquoteYAML(v string) string {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
		return v[1 : len(v)-1]
	}
	return v
}

// groovyShSteps returns the commands of a Jenkinsfile's sh steps: sh
// 'cmd', sh "cmd", sh(script: 'cmd'), and the same in triple quotes,
// the quoted text up to its closing quote.
func groovyShSteps(text string) []string {
	var out []string
	for i := 0; i+2 < len(text); i++ {
		if text[i] != 's' || text[i+1] != 'h' || i > 0 && isWordByte(text[i-1]) || isWordByte(text[i+2]) {
			continue
		}
		j := i + 2
		for j < len(text) && (text[j] == ' ' || text[j] == '(' || text[j] == '\t') {
			j++
		}
		if rest, ok := strings.CutPrefix(text[j:], "script:"); ok {
			j = len(text) - len(strings.TrimLeft(rest, " \t"))
		}
		if j >= len(text) || text[j] != '\'' && text[j] != '"' {
			continue
		}
		q := text[j : j+1]
		if strings.HasPrefix(text[j:], q+q+q) {
			q += q + q
		}
		start := j + len(q)
		end := strings.Index(text[start:], q)
		if end < 0 {
			continue
		}
		out = append(out, text[start:start+end])
		i = start + end
	}
	return out
}

// isWordByte reports whether b is a letter, a digit or an underscore.
func isWordByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
