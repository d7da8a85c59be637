package daemon

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"time"

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
	if err := RunDaemon(spec, "/proc/self/exe", stdout, refusalLogger(cfg, getenv, stderr, time.Now)); err != nil {
		fmt.Fprintf(stderr, "gatesh-net: %v\n", err)
		return 1
	}
	return 0
}
