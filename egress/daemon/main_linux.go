package daemon

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/egress"
)

// Main is gatesh-net: the network daemon or the namespace holder, as
// gatesh starts them. It returns the exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	if len(args) == 1 && args[0] == egress.HolderArg {
		return egress.HolderMain()
	}
	if len(args) != 1 || args[0] != egress.DaemonArg {
		fmt.Fprintln(stderr, "gatesh-net: error: gatesh starts this program itself, for network = \"allowlist\"")
		return 2
	}
	var spec egress.DaemonSpec
	line, err := bufio.NewReader(stdin).ReadBytes('\n')
	if err == nil {
		err = json.Unmarshal(line, &spec)
	}
	if err != nil {
		fmt.Fprintf(stdout, "error bad spec: %v\n", err)
		return 2
	}
	home, err := config.Home(getenv)
	if err != nil {
		fmt.Fprintf(stdout, "error %v\n", err)
		return 1
	}
	cfg, err := config.Load(home)
	if err != nil {
		fmt.Fprintf(stdout, "error %v\n", err)
		return 1
	}
	if err := RunDaemon(spec, "/proc/self/exe", stdout, refusalLogger(cfg, getenv, stderr)); err != nil {
		fmt.Fprintf(stderr, "gatesh-net: %v\n", err)
		return 1
	}
	return 0
}

// refusalLogger appends a network_refused record for each refusal.
func refusalLogger(cfg *config.Config, getenv func(string) string, stderr io.Writer) func(Refusal, egress.Origin) {
	log := &audit.Log{Path: cfg.AuditPath, Now: time.Now, RotateSize: cfg.AuditRotateSize}
	user := getenv("USER")
	if user == "" {
		user = "uid:" + strconv.Itoa(os.Getuid())
	}
	return func(ref Refusal, o egress.Origin) {
		_, err := log.Append(audit.Record{
			Event: audit.EventNetworkRefused, Command: o.Command, Cwd: o.Cwd,
			Dest: ref.Dest.Host, Port: ref.Dest.Port, Decision: o.Decision, Reason: ref.Reason,
			Pid: os.Getpid(), Ppid: os.Getppid(), User: user, Agent: o.Agent, Session: o.Session,
		})
		if err != nil {
			fmt.Fprintf(stderr, "gatesh-net: cannot log a refusal of %s: %v\n", ref.Dest, err)
		}
	}
}
