package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"gatesh/egress/egresstest"
)

// downloadBench downloads the test host's /big (egresstest.BigSize) with
// curl, runs times each, in turn: directly from this machine, and as a
// green command of gatesh with network = "allowlist" (through the
// proxy), over plain HTTP and over HTTPS (a CONNECT tunnel). The test
// host is a network namespace of its own behind a veth pair, so nothing
// leaves the machine. It needs root. It prints the median time of each
// and the proxy's throughput against the direct one's.
func downloadBench(runs int) (err error) {
	tb := &benchTB{}
	defer tb.cleanup()
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(benchFatal); ok {
				err = f
				return
			}
			panic(r)
		}
	}()
	host := egresstest.New(tb)
	curl, err := exec.LookPath("curl")
	if err != nil {
		return err
	}
	tmp, gatesh, err := buildInTemp("gatesh-bench-download-")
	if err != nil {
		return err
	}
	tb.Cleanup(func() { os.RemoveAll(tmp) })
	if err := goBuild(filepath.Join(tmp, "gatesh-net"), "./cmd/gatesh-net"); err != nil {
		return err
	}
	home := filepath.Join(tmp, "home")
	if err := os.MkdirAll(home, 0o700); err != nil {
		return err
	}
	config := fmt.Sprintf("network = \"allowlist\"\nnetwork_allow = [%q, %q]\n", host.A+":80", host.A+":443")
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte(config), 0o600); err != nil {
		return err
	}
	env := append(os.Environ(), "GATESH_HOME="+home)
	// The daemon the first command started ends with its holder's parent.
	tb.Cleanup(func() {
		data, _ := os.ReadFile(filepath.Join(home, "audit.jsonl"))
		for _, pid := range holders(string(data)) {
			if ppid := parentOf(pid); ppid > 1 {
				syscall.Kill(ppid, syscall.SIGTERM)
			}
		}
	})
	type way struct {
		label string
		argv  []string
		times []time.Duration
		cpu   []time.Duration // the network daemon's, through the proxy
		// the CPU of all three: the server (this process), curl (with
		// gatesh before it) and the network daemon
		all []time.Duration
	}
	daemon := 0 // the network daemon, once the first command started it
	daemonCPU := func() time.Duration {
		if daemon == 0 {
			data, _ := os.ReadFile(filepath.Join(home, "audit.jsonl"))
			if hs := holders(string(data)); len(hs) > 0 {
				daemon = parentOf(hs[0])
			}
		}
		return processCPU(daemon)
	}
	get := func(url string) string { return "curl -fsSk -o /dev/null " + url }
	ways := []*way{
		{label: "direct http", argv: []string{curl, "-fsSk", "-o", "/dev/null", "http://" + host.A + "/big"}},
		{label: "proxy http", argv: []string{gatesh, "-c", get("http://" + host.A + "/big")}},
		{label: "direct https", argv: []string{curl, "-fsSk", "-o", "/dev/null", "https://" + host.A + "/big"}},
		{label: "proxy https", argv: []string{gatesh, "-c", get("https://" + host.A + "/big")}},
	}
	for i := range runs + 1 {
		for _, w := range ways {
			cmd := exec.Command(w.argv[0], w.argv[1:]...)
			cmd.Env, cmd.Dir = env, tmp
			cpu0, self0 := daemonCPU(), selfCPU()
			start := time.Now()
			out, err := cmd.CombinedOutput()
			d := time.Since(start)
			cpu := daemonCPU() - cpu0
			all := cpu + selfCPU() - self0 + childCPU(cmd)
			if err != nil {
				return fmt.Errorf("%s: %v: %s", w.label, err, out)
			}
			if i > 0 { // the first run starts the daemon and warms caches
				w.times = append(w.times, d)
				w.cpu = append(w.cpu, cpu)
				w.all = append(w.all, all)
			}
		}
	}
	mib := float64(host.BigSize) / (1 << 20)
	fmt.Printf("download of %.0f MiB from a host in a network namespace, %d runs of each in turn (medians):\n", mib, runs)
	for _, w := range ways {
		m := median(w.times)
		fmt.Printf("  %-13s %8.1f ms  %7.0f MiB/s  CPU of all %6.1f ms", w.label+":", ms(m), mib/m.Seconds(), ms(median(w.all)))
		if w.argv[0] == gatesh {
			fmt.Printf("  the proxy's CPU %6.1f ms", ms(median(w.cpu)))
		}
		fmt.Println()
	}
	for k := 0; k < len(ways); k += 2 {
		direct, proxy := ways[k], ways[k+1]
		ratios := make([]time.Duration, runs)
		for i := range runs {
			// Throughput through the proxy over direct, per pair of runs
			// made one after the other, in thousandths.
			ratios[i] = time.Duration(1000 * direct.times[i].Seconds() / proxy.times[i].Seconds())
		}
		fmt.Printf("  %s against %s: %.2fx (median of the paired ratios), %.2fx (ratio of the medians)\n",
			proxy.label, direct.label, float64(median(ratios))/1000, median(direct.times).Seconds()/median(proxy.times).Seconds())
	}
	return nil
}

// processCPU is the CPU time pid has used so far (0 when unknown).
func processCPU(pid int) time.Duration {
	f := statFields(pid)
	if pid <= 0 || len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * (time.Second / 100) // USER_HZ
}

// selfCPU is the CPU time this process (the test host's server) has
// used so far.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
}

// childCPU is the CPU time cmd, ended, and its children used.
func childCPU(cmd *exec.Cmd) time.Duration {
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	return time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
}

// benchTB gives egresstest what it needs of a test outside go test: a
// fatal error unwinds to downloadBench, which runs the cleanups.
type benchTB struct{ cleanups []func() }

type benchFatal struct{ msg string }

func (f benchFatal) Error() string { return f.msg }

func (t *benchTB) Helper()                        {}
func (t *benchTB) Cleanup(f func())               { t.cleanups = append(t.cleanups, f) }
func (t *benchTB) Fatal(args ...any)              { panic(benchFatal{fmt.Sprint(args...)}) }
func (t *benchTB) Fatalf(format string, a ...any) { panic(benchFatal{fmt.Sprintf(format, a...)}) }
func (t *benchTB) Skip(args ...any)               { panic(benchFatal{fmt.Sprint(args...)}) }
func (t *benchTB) Skipf(format string, a ...any)  { panic(benchFatal{fmt.Sprintf(format, a...)}) }
func (t *benchTB) cleanup() {
	for i := len(t.cleanups) - 1; i >= 0; i-- {
		t.cleanups[i]()
	}
}
