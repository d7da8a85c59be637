package parser

import (
	"path"
	"strings"

	"gatesh/internal/lazy"
)

// agentPackages are the folders a coding agent's package installs to
// (node_modules/@anthropic-ai/claude-code/..., a version folder of a
// native install), by the name its rules know it: a program anywhere
// under one is that agent, whatever its own file is called (bin/claude.exe,
// cli.js, cli-wrapper.cjs, bin/codex.js, vendor/.../codex).
var agentPackages = []struct{ dirs, agent string }{
	{"@anthropic-ai/claude-code", "claude"},
	{"claude/versions", "claude"},
	{"@openai/codex", "codex"},
	{"@google/gemini-cli", "gemini"},
	{"@qwen-code/qwen-code", "qwen"},
	{"opencode-ai", "opencode"},
	{"@github/copilot", "copilot"},
	{"cursor-agent/versions", "cursor-agent"},
}

// agentPrograms are an agent's own program names, with the endings its
// packages give them (claude.exe, codex.js).
var agentPrograms = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"claude": "claude", "claude-code": "claude", "codex": "codex", "gemini": "gemini", "qwen": "qwen",
		"opencode": "opencode", "cursor-agent": "cursor-agent", "copilot": "copilot",
	}
}}

// AgentOf reports which coding agent a program path is, by its file name
// (claude.exe, codex.js) or a folder of the agent's package in it
// (@anthropic-ai/claude-code/cli.js, @openai/codex-linux-x64/.../codex).
// ok is false for anything else.
func AgentOf(p string) (string, bool) {
	if p == "" || strings.ContainsAny(p, "$`") {
		return "", false
	}
	// A runner's package spec: deno's npm:@anthropic-ai/claude-code@2.
	if spec, ok := strings.CutPrefix(p, "npm:"); ok {
		if at := strings.LastIndexByte(spec, '@'); at > 0 {
			spec = spec[:at]
		}
		p = spec + "/-" // a file in the package
	}
	base := path.Base(p)
	for _, ext := range []string{".exe", ".js", ".cjs", ".mjs"} {
		if b, ok := strings.CutSuffix(base, ext); ok {
			if a, ok := agentPrograms.Get()[b]; ok {
				return a, true
			}
		}
	}
	if a, ok := agentPrograms.Get()[base]; ok {
		return a, true
	}
	parts := strings.Split(path.Clean(p), "/")
	for i := range parts[:len(parts)-1] {
		for _, k := range agentPackages {
			d := strings.Split(k.dirs, "/")
			if i+len(d) > len(parts)-1 {
				continue
			}
			match := true
			for j, x := range d {
				got := parts[i+j]
				// A package's platform builds: @openai/codex-linux-x64.
				if got != x && !(j == len(d)-1 && strings.HasPrefix(got, x+"-") && strings.HasPrefix(x, "codex")) {
					match = false
					break
				}
			}
			if match {
				return k.agent, true
			}
		}
	}
	return "", false
}

// scriptRunners start the script named by their first operand: node
// .../claude-code/cli-wrapper.cjs is Claude Code.
var scriptRunners = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"node": true, "nodejs": true, "bun": true, "deno": true, "tsx": true, "ts-node": true}
}}

// runnerValueOpts are the runners' options that take the next word.
var runnerValueOpts = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"-r": true, "--require": true, "--import": true, "--loader": true, "--experimental-loader": true, "-C": true,
		"--conditions": true, "--env-file": true, "--title": true, "--cwd": true, "--config": true, "-c": true,
		"--preload": true, "--inspect-port": true,
	}
}}

// unwrapAgent reads a coding agent started by another name: its
// package's program by path (.../@anthropic-ai/claude-code/bin/claude.exe),
// or its script through node, bun or deno. The program is listed whole,
// then read as the agent it is (claude, codex, ...), so every rule of
// that agent applies. ok is false when argv is no such start.
func (p *parser) unwrapAgent(fr *frame, u *unwrap, base string, argv []field, in *cmdIn) (step, bool) {
	rest := 1
	agent, ok := "", false
	if scriptRunners.Get()[base] {
		i := 1
		if base == "deno" || base == "bun" {
			if i < len(argv) && argv[i].Value == "run" {
				i++
			}
		}
		for ; i < len(argv); i++ {
			v := argv[i].Value
			if argv[i].Dynamic || v == "--" || !strings.HasPrefix(v, "-") {
				break
			}
			if v == "-e" || v == "--eval" || v == "-p" || v == "--print" || base == "deno" && v == "eval" {
				return step{}, false // inline code, read as such
			}
			if runnerValueOpts.Get()[v] {
				i++
			}
		}
		if i < len(argv) && argv[i].Value == "--" {
			i++
		}
		if i >= len(argv) || argv[i].Dynamic {
			return step{}, false
		}
		agent, ok = AgentOf(argv[i].Value)
		rest = i + 1
	} else if strings.Contains(argv[0].Value, "/") || agentPrograms.Get()[base] == "" {
		agent, ok = AgentOf(argv[0].Value)
		if ok && agent == base {
			return step{}, false // its own name already
		}
	}
	if !ok {
		return step{}, false
	}
	p.emit(fr, u, argv, cmdIn{span: in.span, pipeFrom: in.pipeFrom})
	u.ctx |= InNested
	u.push(base)
	inner := append([]field{{Word: Word{Value: agent, Span: argv[0].Span}}}, argv[rest:]...)
	return step{argv: inner}, true
}

// maxFollow bounds the links and copies followed for one command.
const maxFollow = 8

// notePrograms records NAME for ln [-s] FROM NAME, cp FROM NAME and
// install FROM NAME: running NAME later runs FROM (a link tools/helper to
// Claude Code's binary is Claude Code).
func (p *parser) notePrograms(c *Command) {
	switch c.Name {
	case "ln", "link", "cp", "install":
	default:
		return
	}
	opts, rest := scanOptsAll(fieldsOf(c.Args), "tSmogT", []string{"target-directory", "suffix", "mode", "owner", "group"})
	symbolic := false
	for _, o := range opts {
		switch o.name {
		case "-t", "--target-directory":
			return
		case "-s", "--symbolic", "--symbolic-link":
			symbolic = true
		}
	}
	if len(rest) != 2 || rest[1].Dynamic || len(p.programs) >= maxVars {
		return
	}
	from, name := rest[0].Word, path.Clean(rest[1].Value)
	if !from.Dynamic && !path.IsAbs(from.Value) && !strings.HasPrefix(from.Value, "~") {
		// A link's relative target is read from the link's folder; a
		// copy's from the script's. Either is a path, not a name on PATH.
		if symbolic && c.Name != "cp" {
			from.Value = path.Join(path.Dir(name), from.Value)
		}
		if !strings.Contains(from.Value, "/") {
			from.Value = "./" + from.Value
		}
	}
	if p.programs == nil {
		p.programs = map[string]Word{}
	}
	p.programs[name] = from
}
