package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
)

// mixBench is the benchmark classifyBench adds to the rules package of
// both trees (with go's -overlay, so that neither is changed): parse and
// classify each command of a mix with the embedded default rules, after
// one pass that builds the rules the commands meet (as every command
// after a process's first finds them). It reports the wall time and the
// CPU time (every thread's, the collector's included) per command: a
// loaded machine moves the second less.
const mixBench = `package rules_test

import (
	"bytes"
	"encoding/json"
	"os"
	"syscall"
	"testing"
	"time"

	"gatesh/rules"
)

func BenchmarkGateshBenchMix(b *testing.B) {
	data, err := os.ReadFile(os.Getenv("GATESH_BENCH_MIX"))
	if err != nil {
		b.Fatal(err)
	}
	var cmds []string
	for _, line := range bytes.Split(data, []byte("\n")) {
		var c string
		if len(line) > 0 && json.Unmarshal(line, &c) == nil {
			cmds = append(cmds, c)
		}
	}
	set := rules.Default()
	for _, c := range cmds {
		set.Classify(c)
	}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
	}
	start := cpu()
	for b.Loop() {
		for _, c := range cmds {
			set.Classify(c)
		}
	}
	n := float64(b.N * len(cmds))
	b.ReportMetric(float64(cpu()-start)/1e3/n, "cpu-us/cmd")
	b.ReportMetric(float64(b.Elapsed())/1e3/n, "us/cmd")
}
`

// classifyBench measures parse plus classify in process, this tree
// against the tree at baseTree, on two mixes of corpus commands: the
// green ones (what agents run every day: the typical classification)
// and all of them. Both test binaries read the same commands and run in
// turn, runs times each. With instructions it also counts, with
// callgrind, the instructions of one classification: the difference
// between three passes over the mix and one, divided by the commands of
// two, with GOMAXPROCS=1 and GOGC=off so that neither idle spinning nor
// the collector counts; a loaded machine does not move that figure.
func classifyBench(runs int, baseTree string, instructions bool) error {
	tmp, err := os.MkdirTemp("", "gatesh-bench-classify-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	green, err := corpusCommands("testdata/corpus/green.jsonl")
	if err != nil {
		return err
	}
	red, err := corpusCommands("testdata/corpus/red.jsonl")
	if err != nil {
		return err
	}
	mixes := []struct {
		name string
		cmds []string
	}{{"green", green}, {"all", append(append([]string(nil), green...), red...)}}
	here, err := os.Getwd()
	if err != nil {
		return err
	}
	labels, trees := []string{"this tree", "base"}, []string{here, baseTree}
	bins := make([]string, len(trees))
	for i, tree := range trees {
		bins[i] = filepath.Join(tmp, fmt.Sprintf("rules-%d.test", i))
		if err := buildMixBench(tmp, tree, bins[i]); err != nil {
			return fmt.Errorf("%s: %w", tree, err)
		}
	}
	for _, mix := range mixes {
		file := filepath.Join(tmp, mix.name+".jsonl")
		if err := writeMix(file, mix.cmds); err != nil {
			return err
		}
		// About 0.3 s a run.
		iters := max(1, 300_000/(40*len(mix.cmds)))
		wall := make([][]float64, len(bins))
		cpu := make([][]float64, len(bins))
		for range runs {
			for i, bin := range bins {
				w, c, err := runMixBench(bin, file, iters)
				if err != nil {
					return fmt.Errorf("%s: %w", labels[i], err)
				}
				wall[i], cpu[i] = append(wall[i], w), append(cpu[i], c)
			}
		}
		fmt.Printf("parse and classify, %s corpus commands (%d), %d runs each in turn (medians, per command):\n", mix.name, len(mix.cmds), runs)
		for i := range bins {
			fmt.Printf("  %-10s %7.2f µs  cpu %7.2f µs\n", labels[i]+":", medianFloat(wall[i]), medianFloat(cpu[i]))
		}
		fmt.Printf("  this tree against the base: %.2fx wall, %.2fx cpu (medians of the paired ratios)\n",
			medianFloat(ratios(wall[0], wall[1])), medianFloat(ratios(cpu[0], cpu[1])))
		if !instructions {
			continue
		}
		counts := make([]float64, len(bins))
		for i, bin := range bins {
			one, err := mixInstructions(bin, file, 1)
			if err != nil {
				return fmt.Errorf("%s: %w", labels[i], err)
			}
			three, err := mixInstructions(bin, file, 3)
			if err != nil {
				return fmt.Errorf("%s: %w", labels[i], err)
			}
			counts[i] = float64(three-one) / float64(2*len(mix.cmds))
		}
		fmt.Printf("  instructions per command (callgrind): this tree %.0f, base %.0f: %.2fx\n", counts[0], counts[1], counts[0]/counts[1])
	}
	return nil
}

// mixInstructions counts, with callgrind, what the benchmark runs in
// iters passes over the mix, start-up included.
func mixInstructions(bin, mix string, iters int) (int, error) {
	dir, err := os.MkdirTemp("", "gatesh-callgrind-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "out")
	cmd := exec.Command("valgrind", "-q", "--tool=callgrind", "--callgrind-out-file="+out,
		bin, "-test.run", "^$", "-test.bench", "^BenchmarkGateshBenchMix$", "-test.benchtime", strconv.Itoa(iters)+"x")
	cmd.Env = append(os.Environ(), "GATESH_BENCH_MIX="+mix, "GOMAXPROCS=1", "GOGC=off", "GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("valgrind: %w: %s", err, stderr.String())
	}
	return callgrindTotal(out)
}

// buildMixBench builds the rules package's tests of tree, with mixBench
// added through an overlay, into out.
func buildMixBench(tmp, tree, out string) error {
	src := filepath.Join(tmp, "mixbench_test.go")
	if err := os.WriteFile(src, []byte(mixBench), 0o644); err != nil {
		return err
	}
	overlay, err := json.Marshal(map[string]map[string]string{
		"Replace": {filepath.Join(tree, "rules", "zz_gatesh_benchmix_test.go"): src},
	})
	if err != nil {
		return err
	}
	ovFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovFile, overlay, 0o644); err != nil {
		return err
	}
	build := exec.Command("go", "test", "-c", "-overlay", ovFile, "-o", out, "./rules")
	build.Dir = tree
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	return build.Run()
}

func writeMix(path string, cmds []string) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for _, c := range cmds {
		if err := enc.Encode(c); err != nil {
			return err
		}
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

var mixMetric = regexp.MustCompile(`([0-9.]+) cpu-us/cmd\s+([0-9.]+) us/cmd`)

// runMixBench runs the benchmark once and returns µs per command, wall
// and CPU.
func runMixBench(bin, mix string, iters int) (wall, cpu float64, err error) {
	cmd := exec.Command(bin, "-test.run", "^$", "-test.bench", "^BenchmarkGateshBenchMix$", "-test.benchtime", strconv.Itoa(iters)+"x")
	cmd.Env = append(os.Environ(), "GATESH_BENCH_MIX="+mix)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return 0, 0, fmt.Errorf("%v: %s", err, out.String())
	}
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		if m := mixMetric.FindStringSubmatch(sc.Text()); m != nil {
			cpu, _ = strconv.ParseFloat(m[1], 64)
			wall, _ = strconv.ParseFloat(m[2], 64)
			return wall, cpu, nil
		}
	}
	return 0, 0, fmt.Errorf("no figures in: %s", out.String())
}

func ratios(a, b []float64) []float64 {
	r := make([]float64, len(a))
	for i := range a {
		r[i] = a[i] / b[i]
	}
	return r
}

func medianFloat(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
