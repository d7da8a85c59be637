package loop

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"gatesh/parser"
)

// lookPath finds a program as exec would from dir: a name with a slash
// relative to dir, any other name on the PATH in env.
func lookPath(name, dir string, env []string) (string, error) {
	if name == "" {
		return "", errors.New("empty program name")
	}
	if strings.Contains(name, "/") {
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		fi, err := os.Stat(p)
		if err != nil {
			return "", err
		}
		if fi.IsDir() || fi.Mode()&0o111 == 0 {
			return "", fmt.Errorf("%s is not an executable file", p)
		}
		return p, nil
	}
	for _, d := range filepath.SplitList(getenv(env, "PATH")) {
		if d == "" {
			d = "."
		}
		if !filepath.IsAbs(d) {
			d = filepath.Join(dir, d)
		}
		p := filepath.Join(d, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: %w", name, exec.ErrNotFound)
}

func getenv(env []string, name string) string {
	for i := len(env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(env[i], name+"="); ok {
			return v
		}
	}
	return ""
}

// shellBuiltins are names a verifier's text may start with that are not
// programs on PATH.
var shellBuiltins = map[string]bool{
	"cd": true, "test": true, "[": true, "[[": true, "true": true, "false": true, ":": true, "exit": true,
	"export": true, "set": true, "source": true, ".": true, "echo": true, "printf": true, "exec": true,
	"command": true, "builtin": true, "unset": true, "pushd": true, "popd": true, "shopt": true, "ulimit": true,
	"umask": true, "wait": true, "type": true, "trap": true, "eval": true, "read": true, "declare": true,
	"local": true, "return": true, "!": true,
}

// verifierProblem checks that the verifier's program can be found: the
// argv's program, or, for text, bash and the first program the text runs.
func verifierProblem(c Command, dir string, env []string) (argv0 string, problem error) {
	if c.Argv != nil {
		p, err := lookPath(c.Argv[0], dir, env)
		if err != nil {
			return "", fmt.Errorf("the verifier %s cannot be found: %w", c.Argv[0], err)
		}
		return p, nil
	}
	bash, err := lookPath("bash", dir, env)
	if err != nil {
		return "", fmt.Errorf("the verifier is text for bash, and bash cannot be found: %w", err)
	}
	s := parser.Parse(c.Text, parser.Options{Cwd: dir})
	if len(s.Problems) > 0 {
		return "", fmt.Errorf("the verifier's text does not parse plainly: %s", s.Problems[0].Msg)
	}
	for _, cmd := range s.Commands {
		if cmd.FuncCall || shellBuiltins[cmd.Name] || cmd.Depth > 0 || len(cmd.Wrappers) > 0 {
			continue
		}
		if cmd.CwdUnknown && strings.Contains(cmd.Path, "/") && !filepath.IsAbs(cmd.Path) {
			break // after a cd, a relative path names another folder's file
		}
		if _, err := lookPath(cmd.Path, dir, env); err != nil {
			return "", fmt.Errorf("the verifier runs %s, which cannot be found: %w", cmd.Path, err)
		}
		break
	}
	return bash, nil
}

// sameProgram reports whether path is the gatesh program, through any
// chain of links.
func sameProgram(path, gatesh string) bool {
	a, err1 := os.Stat(path)
	b, err2 := os.Stat(gatesh)
	return err1 == nil && err2 == nil && os.SameFile(a, b)
}

// loginShell returns the login shell of uid in a passwd file, as codex
// finds it with getpwuid.
func loginShell(passwd string, uid int) (string, error) {
	f, err := os.Open(passwd)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	want := strconv.Itoa(uid)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), ":")
		if len(fields) == 7 && fields[2] == want {
			return fields[6], nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("no entry for uid %d in %s", uid, passwd)
}

// claudeShellOverride names a Claude Code settings file whose env sets a
// shell that is not gatesh, or a shell prefix: either would take over
// from the CLAUDE_CODE_SHELL the loop gives it.
func claudeShellOverride(home, top, gatesh string) (file, problem string) {
	var files []string
	if home != "" {
		files = append(files, filepath.Join(home, ".claude", "settings.json"))
	}
	files = append(files, filepath.Join(top, ".claude", "settings.json"), filepath.Join(top, ".claude", "settings.local.json"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var s struct {
			Env map[string]any `json:"env"`
		}
		if json.Unmarshal(data, &s) != nil {
			return f, "does not parse as JSON, so the loop cannot tell which shell it sets"
		}
		if _, ok := s.Env["CLAUDE_CODE_SHELL_PREFIX"]; ok {
			return f, "sets env.CLAUDE_CODE_SHELL_PREFIX, which wraps every command in another program"
		}
		if v, ok := s.Env["CLAUDE_CODE_SHELL"]; ok {
			if p, _ := v.(string); !sameProgram(p, gatesh) {
				return f, fmt.Sprintf("sets env.CLAUDE_CODE_SHELL to %v, which is not gatesh", v)
			}
		}
	}
	return "", ""
}

// programProblem says why the file at path, which has an exec bit,
// still cannot be executed as a program: exec runs only a binary (ELF)
// or a script whose first line is #! and names an interpreter that
// exists. Without that, the worker would fail at its first turn with an
// exec format error in worker.err.
func programProblem(path string, env []string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	head := make([]byte, 256)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	if bytes.HasPrefix(head, []byte("\x7fELF")) {
		return nil
	}
	if !bytes.HasPrefix(head, []byte("#!")) {
		return fmt.Errorf("%s cannot be executed: it is not a binary and its first line is not #! (a script starts with a line such as #!/bin/sh)", path)
	}
	line, _, _ := bytes.Cut(head[2:], []byte("\n"))
	fields := strings.Fields(string(line))
	if len(fields) == 0 {
		return fmt.Errorf("%s cannot be executed: its #! line names no interpreter", path)
	}
	interp := fields[0]
	if !filepath.IsAbs(interp) {
		return fmt.Errorf("%s cannot be executed: its #! line names %s, which is not an absolute path", path, interp)
	}
	if fi, err := os.Stat(interp); err != nil || fi.IsDir() || fi.Mode()&0o111 == 0 {
		return fmt.Errorf("%s cannot be executed: its #! line names %s, which is not an executable file", path, interp)
	}
	// #!/usr/bin/env NAME runs NAME from the PATH.
	if filepath.Base(interp) == "env" && len(fields) > 1 && !strings.HasPrefix(fields[1], "-") {
		if _, err := lookPath(fields[1], filepath.Dir(path), env); err != nil {
			return fmt.Errorf("%s cannot be executed: its #! line runs %s, which is not on the PATH", path, fields[1])
		}
	}
	return nil
}
