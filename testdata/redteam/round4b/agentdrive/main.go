// Command agentdrive runs a real agent CLI (Claude Code or Gemini CLI, as
// pinned for the end-to-end tests) against the local mock model, with a
// script of tool calls read from a JSON file, in a scenario's home and
// project. It prints each tool result as the model received it.
//
//	go run ./testdata/redteam/agentdrive -agent claude -home H -cwd P -script S.json [-env K=V ...]
//
// A step is {"shell": CMD}, {"tool": NAME, "args": {...}} or {"text": T}.
// Used only against scenario folders under /var/tmp/rt4b (round 4b copy of ../../agentdrive).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"gatesh/e2e/agentcli"
	"gatesh/e2e/mockmodel"
)

type step struct {
	Shell string         `json:"shell"`
	Tool  string         `json:"tool"`
	Args  map[string]any `json:"args"`
	Text  string         `json:"text"`
}

type envs []string

func (e *envs) String() string     { return strings.Join(*e, " ") }
func (e *envs) Set(v string) error { *e = append(*e, v); return nil }

func main() {
	agent := flag.String("agent", "claude", "claude or gemini")
	home := flag.String("home", "", "HOME of the run")
	ghome := flag.String("gatesh-home", "", "GATESH_HOME (default HOME/.gatesh)")
	cwd := flag.String("cwd", "", "the project")
	script := flag.String("script", "", "JSON list of steps")
	timeout := flag.Duration("timeout", 150*time.Second, "")
	var extra envs
	flag.Var(&extra, "env", "K=V for the agent's environment (repeatable)")
	flag.Parse()
	if !underScratch(*home) || !underScratch(*cwd) {
		fmt.Fprintln(os.Stderr, "agentdrive: home and cwd must be under /var/tmp/rt4")
		os.Exit(2)
	}
	if *ghome == "" {
		*ghome = filepath.Join(*home, ".gatesh")
	}
	data, err := os.ReadFile(*script)
	if err != nil {
		fail(err)
	}
	var steps []step
	if err := json.Unmarshal(data, &steps); err != nil {
		fail(err)
	}
	s, err := mockmodel.Start()
	if err != nil {
		fail(err)
	}
	defer s.Close()
	var ss []mockmodel.Step
	for _, st := range steps {
		switch {
		case st.Shell != "":
			ss = append(ss, mockmodel.Say(mockmodel.Shell(st.Shell)))
		case st.Tool != "":
			ss = append(ss, mockmodel.Say(mockmodel.Tool(st.Tool, st.Args)))
		default:
			ss = append(ss, mockmodel.Say(mockmodel.Text(st.Text)))
		}
	}
	s.Script(ss...)

	cache, err := agentcli.CacheDir()
	if err != nil {
		fail(err)
	}
	var cli agentcli.CLI
	var args []string
	env := []string{
		"HOME=" + *home,
		"GATESH_HOME=" + *ghome,
		"PATH=/var/tmp/rt4b/bin:/usr/local/go/bin:/usr/sbin:/usr/bin:/sbin:/bin",
		"LANG=C.UTF-8",
	}
	switch *agent {
	case "claude":
		cli = agentcli.Claude
		args = []string{"-p", "--dangerously-skip-permissions", "--output-format", "stream-json", "--verbose", "do the task"}
		env = append(env, "ANTHROPIC_BASE_URL="+s.URL(), "ANTHROPIC_API_KEY=dummy", "IS_SANDBOX=1",
			"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1")
	case "gemini":
		cli = agentcli.Gemini
		args = []string{"--yolo", "-p", "do the task"}
		env = append(env, "GOOGLE_GEMINI_BASE_URL="+s.URL(), "GEMINI_API_KEY=dummy", "GEMINI_CLI_NO_RELAUNCH=true")
	default:
		fail(fmt.Errorf("unknown agent %q", *agent))
	}
	prog, err := cli.Path(cache)
	if err != nil {
		fail(err)
	}
	env = append(env, extra...)
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, args...)
	cmd.Dir = *cwd
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	fmt.Printf("agentdrive: %s exited: %v (%d bytes of output)\n", *agent, err, len(out))
	if os.Getenv("AGENTDRIVE_OUTPUT") != "" {
		os.Stdout.Write(out)
	}
	for i, r := range s.Results() {
		o := r.Output
		if len(o) > 1500 {
			o = o[:1500] + "..."
		}
		fmt.Printf("--- result %d (%s, error=%v):\n%s\n", i, r.Tool, r.IsError, o)
	}
	fmt.Printf("agentdrive: %d steps left unused\n", s.Remaining())
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "agentdrive:", err)
	os.Exit(1)
}

// underScratch says whether p lies in the red team's scratch root.
func underScratch(p string) bool {
	return strings.HasPrefix(p, "/var/tmp/rt4b/")
}
