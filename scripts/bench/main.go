// Command bench measures what gatesh adds to `bash -c true`.
//
//	go run ./scripts/bench [-n 300] [-enforce] [-instructions] [-base PATH] [-approval N]
//
// It builds gatesh and the floor program (./floor: a Go program that does
// nothing but exec bash with the same argv) into a temporary folder, then
// runs `bash -c true`, `floor -c true` and `gatesh -c true` in turn, n
// times each, with GATESH_HOME a temporary folder. It prints the mean and
// median of each and what gatesh adds over the floor: that difference is
// gatesh's own work, apart from what any Go program costs to start. With
// -enforce it also runs `gatesh -c true` with enforce = "landlock", and
// with a config.toml that leaves it off, in turn with the others; with -network, with network = "allowlist" (see
// network.go). With -instructions it also counts, with valgrind's
// callgrind, the instructions the floor and gatesh run before they hand
// over to bash: a figure that a loaded machine does not move. With -base
// it also runs another gatesh binary (say, one built from main) in turn
// with the others, so that a change is measured side by side. Each row
// also shows the page faults of a run (bash's included), which a loaded
// machine does not move either and which dominate start-up on a virtual
// machine that makes them expensive. With -model it also builds
// gatesh-model, starts a local mock chat-completions endpoint that answers
// at once, and runs `gatesh -c true` with a [model] table three ways, in
// turn with the others: not asked (consult = "unfamiliar": true is
// familiar), asked every time (consult = "all", a new session each run),
// and answered from the session's cache. With -approval N it also
// measures, N times, how long an approval takes to reach a shim that
// waits for it. With -batch it measures only `gatesh check --batch` over
// corpus commands (batch.go), with -hooks only the hook route
// (hooks.go), and with -classify TREE only parse and classify in process,
// against the source tree TREE (classify.go).
package main

import (
	"bytes"
	"debug/elf"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	n := flag.Int("n", 200, "runs of each command")
	enforced := flag.Bool("enforce", false, "also measure gatesh with enforce = \"landlock\"")
	instructions := flag.Bool("instructions", false, "also count instructions before the handover with valgrind")
	base := flag.String("base", "", "also measure this gatesh binary, e.g. one built from main")
	network := flag.Bool("network", false, "also measure gatesh with network = \"allowlist\"")
	withModel := flag.Bool("model", false, "also measure gatesh with a model's second opinion, against a local mock")
	approvals := flag.Int("approval", 0, "also measure, this many times, how long an approval takes to reach a waiting shim")
	hooks := flag.Bool("hooks", false, "measure only gatesh hook claude: a shell command's decision against tool calls', against -base when given")
	batch := flag.Bool("batch", false, "measure only gatesh check --batch over corpus commands, against -base when given")
	classify := flag.String("classify", "", "measure only parse and classify in process, against the source tree at this path (say, a worktree of an older commit)")
	download := flag.Bool("download", false, "measure only a 256 MiB download through the network allowlist's proxy against a direct one (root)")
	flag.Parse()
	if *classify != "" {
		if err := classifyBench(*n, *classify, *instructions); err != nil {
			fmt.Fprintf(os.Stderr, "bench: error: %v\n", err)
			os.Exit(1)
		}
		return
	}
	if *download {
		if err := downloadBench(*n); err != nil {
			fmt.Fprintf(os.Stderr, "bench: error: %v\n", err)
			os.Exit(1)
		}
		return
	}
	if *batch {
		if err := batchBench(*n, *base); err != nil {
			fmt.Fprintf(os.Stderr, "bench: error: %v\n", err)
			os.Exit(1)
		}
		return
	}
	if *hooks {
		if err := hookBench(*n, *base); err != nil {
			fmt.Fprintf(os.Stderr, "bench: error: %v\n", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*n, *enforced, *instructions, *network, *base, *withModel, *approvals); err != nil {
		fmt.Fprintf(os.Stderr, "bench: error: %v\n", err)
		os.Exit(1)
	}
}

// warmup runs of each command are not counted: the first runs warm caches.
const warmup = 10

// program is one command measured, with its wall times.
type program struct {
	label  string
	path   string
	env    []string
	times  []time.Duration
	minflt []int64 // page faults (minor) of each run
	// runEnv, when set, gives the environment of run i instead of env.
	runEnv func(i int) []string
}

func run(n int, enforced, instructions, network bool, base string, withModel bool, approvals int) error {
	tmp, err := os.MkdirTemp("", "gatesh-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bash, err := exec.LookPath("bash")
	if err != nil {
		return err
	}
	if bash, err = filepath.Abs(bash); err != nil {
		return err
	}
	// gatesh must be called gatesh: any other name is an interposer.
	gatesh := filepath.Join(tmp, "gatesh")
	if err := goBuild(gatesh, "./cmd/gatesh"); err != nil {
		return err
	}
	floor := filepath.Join(tmp, "floor")
	if err := goBuild(floor, "./scripts/bench/floor", "-ldflags=-X main.bash="+bash); err != nil {
		return err
	}
	env := append(os.Environ(), "GATESH_HOME="+filepath.Join(tmp, "home"))
	progs := []*program{
		{label: "bash -c true", path: bash, env: env},
		{label: "floor -c true", path: floor, env: env},
		{label: "gatesh -c true", path: gatesh, env: env},
	}
	var baseProg *program
	if base != "" {
		// Named gatesh too: any other name is an interposer.
		path := filepath.Join(tmp, "base", "gatesh")
		if err := copyFile(base, path); err != nil {
			return err
		}
		// A home of its own: an audit log that another version also
		// writes is not the log this version left, and is read again.
		baseEnv := append(os.Environ(), "GATESH_HOME="+filepath.Join(tmp, "base-home"))
		baseProg = &program{label: "base -c true", path: path, env: baseEnv}
		progs = append(progs, baseProg)
	}
	var landlock, configured *program
	if enforced {
		// The same gatesh with a config.toml that leaves enforcement
		// off: what reading a config file costs is not Landlock's.
		offHome := filepath.Join(tmp, "configured")
		if err := os.MkdirAll(offHome, 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(offHome, "config.toml"), []byte("enforce = \"off\"\n"), 0o600); err != nil {
			return err
		}
		configured = &program{label: "gatesh, config", path: gatesh, env: append(os.Environ(), "GATESH_HOME="+offHome)}
		progs = append(progs, configured)
		lockedHome := filepath.Join(tmp, "enforced")
		if err := os.MkdirAll(lockedHome, 0o700); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(lockedHome, "config.toml"), []byte("enforce = \"landlock\"\n"), 0o600); err != nil {
			return err
		}
		lockedEnv := append(os.Environ(), "GATESH_HOME="+lockedHome)
		landlock = &program{label: "gatesh, landlock", path: gatesh, env: lockedEnv}
		progs = append(progs, landlock)
		// The first run starts the Landlock daemon, which the runs
		// measured take their rulesets from.
		defer stopLandlockDaemons(lockedHome)
	}
	var netProg *program
	if network {
		p, stop, err := networkProgram(tmp, gatesh)
		if err != nil {
			return err
		}
		defer stop()
		progs = append(progs, p)
		netProg = p
	}
	var modelProgs []*program
	if withModel {
		var stop func()
		var err error
		modelProgs, stop, err = modelPrograms(tmp, gatesh)
		if err != nil {
			return err
		}
		defer stop()
		progs = append(progs, modelProgs...)
	}
	for i := range n + warmup {
		for _, p := range progs {
			env := p.env
			if p.runEnv != nil {
				env = p.runEnv(i)
			}
			d, minflt, err := timeRun(env, p.path, "-c", "true")
			if err != nil {
				return err
			}
			if i >= warmup {
				p.times = append(p.times, d)
				p.minflt = append(p.minflt, minflt)
			}
		}
	}
	if withModel {
		if err := checkModelRows(tmp, n+warmup); err != nil {
			return err
		}
	}
	b, f, g := progs[0], progs[1], progs[2]
	fmt.Printf("gatesh binary:     %s, %.1f MB\n", linking(gatesh), megabytes(gatesh))
	fmt.Printf("runs:              %d of each, in turn\n", n)
	fmt.Printf("%-18s %9s %9s %8s\n", "", "mean", "median", "faults")
	for _, p := range progs {
		fmt.Printf("%-18s %6.3f ms %6.3f ms %8d\n", p.label+":", ms(mean(p.times)), ms(median(p.times)), medianInt64(p.minflt))
	}
	fmt.Printf("floor adds:        %.3f ms over bash (median): starting any Go program\n", ms(median(f.times)-median(b.times)))
	fmt.Printf("gatesh adds:       %.3f ms over the floor (median), %.3f ms (median of the paired differences)\n",
		ms(median(g.times)-median(f.times)), ms(median(paired(g.times, f.times))))
	fmt.Printf("ratio to bash:     floor %.2fx, gatesh %.2fx (medians)\n",
		float64(median(f.times))/float64(median(b.times)), float64(median(g.times))/float64(median(b.times)))
	if baseProg != nil {
		fmt.Printf("base adds:         %.3f ms over the floor (median), %.3f ms (median of the paired differences); gatesh minus base: %.3f ms (paired)\n",
			ms(median(baseProg.times)-median(f.times)), ms(median(paired(baseProg.times, f.times))), ms(median(paired(g.times, baseProg.times))))
	}
	if enforced {
		l := landlock
		fmt.Printf("landlock adds:     %.3f ms over gatesh (median), %.3f ms (paired); ratio to bash %.2fx\n",
			ms(median(l.times)-median(g.times)), ms(median(paired(l.times, g.times))), float64(median(l.times))/float64(median(b.times)))
		fmt.Printf("                   %.3f ms over gatesh with a config.toml of enforce = \"off\" (median), %.3f ms (paired)\n",
			ms(median(l.times)-median(configured.times)), ms(median(paired(l.times, configured.times))))
	}
	if netProg != nil {
		l := netProg
		fmt.Printf("network adds:      %.3f ms over gatesh (median), %.3f ms (paired); ratio to bash %.2fx\n",
			ms(median(l.times)-median(g.times)), ms(median(paired(l.times, g.times))), float64(median(l.times))/float64(median(b.times)))
	}
	for _, p := range modelProgs {
		fmt.Printf("%-18s %.3f ms over gatesh (median of the paired differences)\n", p.label+" adds:", ms(median(paired(p.times, g.times))))
	}
	if approvals > 0 {
		labels, progs := []string{"gatesh"}, []string{gatesh}
		if baseProg != nil {
			labels, progs = append(labels, "base"), append(progs, baseProg.path)
		}
		if err := approvalLatency(labels, progs, approvals, tmp); err != nil {
			return err
		}
	}
	if instructions {
		progs, envs := []string{floor, gatesh}, [][]string{env, env}
		if baseProg != nil {
			progs, envs = append(progs, baseProg.path), append(envs, baseProg.env)
		}
		return countInstructions(progs, envs)
	}
	return nil
}

// buildInTemp makes a temporary folder and builds gatesh into it; the
// caller removes the folder.
func buildInTemp(prefix string) (tmp, gatesh string, err error) {
	tmp, err = os.MkdirTemp("", prefix)
	if err != nil {
		return "", "", err
	}
	gatesh = filepath.Join(tmp, "gatesh")
	if err := goBuild(gatesh, "./cmd/gatesh"); err != nil {
		os.RemoveAll(tmp)
		return "", "", err
	}
	return tmp, gatesh, nil
}

// goBuild builds pkg and copies the binary to out. Every binary measured
// is written the same way, by copyFile: how a file was written changes
// how its pages sit in the page cache, and here that moved the start of
// the same binary by a millisecond.
func goBuild(out, pkg string, flags ...string) error {
	built := out + ".built"
	args := append(append([]string{"build", "-o", built}, flags...), pkg)
	build := exec.Command("go", args...)
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("build %s: %w", pkg, err)
	}
	defer os.Remove(built)
	return copyFile(built, out)
}

// countInstructions prints, for the floor and gatesh, the instructions
// they run before they exec bash, as callgrind counts them:
// the median of a few runs, since the Go scheduler varies a little.
// progs are the floor, gatesh and, if given, the base; envs are their
// environments.
func countInstructions(progs []string, envs [][]string) error {
	if _, err := exec.LookPath("valgrind"); err != nil {
		return fmt.Errorf("-instructions needs valgrind: %w", err)
	}
	const runs = 7
	counts := make([][]int, len(progs))
	for range runs {
		for i, prog := range progs {
			c, err := callgrind(prog, envs[i])
			if err != nil {
				return err
			}
			counts[i] = append(counts[i], c)
		}
	}
	fl, ga := medianInt(counts[0]), medianInt(counts[1])
	fmt.Printf("instructions before the exec of bash (callgrind, median of %d runs):\n", runs)
	fmt.Printf("  floor:  %9d\n  gatesh: %9d\n  gatesh adds %d (%.2fx the floor)\n", fl, ga, ga-fl, float64(ga)/float64(fl))
	if len(progs) > 2 {
		ba := medianInt(counts[2])
		fmt.Printf("  base:   %9d\n  base adds %d (%.2fx the floor)\n", ba, ba-fl, float64(ba)/float64(fl))
	}
	return nil
}

// callgrind counts what prog runs, in all its threads, before
// syscall.Exec. Callgrind writes the count when the program enters
// syscall.Exec (the exec itself would lose it). Go's asynchronous
// preemption signals and its RDTSCP timer upset valgrind, so both are off
// for the count.
func callgrind(prog string, env []string) (int, error) {
	dir, err := os.MkdirTemp("", "gatesh-callgrind-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	cmd := exec.Command("valgrind", "-q", "--tool=callgrind",
		"--dump-before=syscall.Exec", "--callgrind-out-file="+filepath.Join(dir, "out"),
		prog, "-c", "true")
	cmd.Env = append(slices.Clone(env), "GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("valgrind %s: %w: %s", prog, err, stderr.String())
	}
	n, err := callgrindTotal(filepath.Join(dir, "out.1"))
	if err != nil {
		return 0, fmt.Errorf("valgrind %s wrote no count before the exec: %w", prog, err)
	}
	return n, nil
}

// callgrindTotal reads the instructions a callgrind output file counts.
func callgrindTotal(path string) (int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	for line := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(line, "summary: "); ok {
			return strconv.Atoi(strings.TrimSpace(v))
		}
	}
	return 0, fmt.Errorf("%s: no summary line", path)
}

// linking says whether the binary needs the dynamic loader: loading libc
// at every start costs about a millisecond here.
func linking(path string) string {
	f, err := elf.Open(path)
	if err != nil {
		return "unknown (" + err.Error() + ")"
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return "dynamically linked (some package pulls in cgo, e.g. through net)"
		}
	}
	return "statically linked"
}

func megabytes(path string) float64 {
	info, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return float64(info.Size()) / 1e6
}

// timeRun runs prog and returns its wall time and its minor page faults.
func timeRun(env []string, prog string, args ...string) (time.Duration, int64, error) {
	cmd := exec.Command(prog, args...)
	cmd.Env = env
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if err != nil {
		return 0, 0, fmt.Errorf("%s %v: %w", prog, args, err)
	}
	var minflt int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		minflt = ru.Minflt
	}
	return d, minflt, nil
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o755)
}

// paired returns a[i]-b[i]: runs made one after the other see the same
// load, so their differences vary less than either.
func paired(a, b []time.Duration) []time.Duration {
	d := make([]time.Duration, len(a))
	for i := range a {
		d[i] = a[i] - b[i]
	}
	return d
}

func mean(ds []time.Duration) time.Duration {
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return sum / time.Duration(len(ds))
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

func medianInt64(xs []int64) int64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func medianInt(xs []int) int {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
