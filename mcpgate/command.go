package mcpgate

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"
)

// Command is an MCP server to start: its argv, environment and folder.
type Command struct {
	Argv []string
	Env  []string
	Dir  string
	// Stderr gets the server's own stderr: its log, which the agent keeps.
	Stderr io.Writer
}

// StartError is a server that could not be started.
type StartError struct {
	Prog string
	Err  error
}

func (e *StartError) Error() string { return fmt.Sprintf("cannot start %s: %v", e.Prog, e.Err) }
func (e *StartError) Unwrap() error { return e.Err }

// RunCommand starts the server and runs the proxy between the agent
// (agentIn, agentOut) and it until both are done. The signals an agent
// stops its server with (SIGTERM, SIGINT, SIGHUP) are passed on to it.
// It returns the server's status as an *exec.ExitError when it failed,
// wrapped in ErrServerEnded when it ended while the agent was connected,
// or a *StartError.
func RunCommand(c Command, agentIn io.Reader, agentOut io.Writer, o Options) error {
	if len(c.Argv) == 0 {
		return &StartError{Prog: "", Err: errors.New("no server command")}
	}
	cmd := exec.Command(c.Argv[0], c.Argv[1:]...)
	cmd.Env, cmd.Dir, cmd.Stderr = c.Env, c.Dir, c.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return &StartError{Prog: c.Argv[0], Err: err}
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return &StartError{Prog: c.Argv[0], Err: err}
	}
	if err := cmd.Start(); err != nil {
		return &StartError{Prog: c.Argv[0], Err: err}
	}
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	defer signal.Stop(sigs)
	go func() {
		for s := range sigs {
			cmd.Process.Signal(s)
		}
	}()
	stop := func() {
		cmd.Process.Signal(syscall.SIGTERM)
		time.AfterFunc(2*time.Second, func() { cmd.Process.Kill() })
	}
	runErr := Run(agentIn, agentOut, Server{In: in, Out: out, Stop: stop}, o)
	waitErr := cmd.Wait()
	if errors.Is(runErr, ErrServerEnded) && waitErr != nil {
		return fmt.Errorf("%w; the server: %w", runErr, waitErr)
	}
	if runErr != nil {
		return runErr
	}
	return waitErr
}
