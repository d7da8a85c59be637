package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// batchCommands is how many corpus commands -batch checks: the set the
// throughput of check --batch was first compared on.
const batchCommands = 995

// batchBench measures `gatesh check --batch` over batchCommands corpus
// commands, taken in turn from testdata/corpus/green.jsonl and red.jsonl
// (each once), all in one git repository: gatesh, and the base binaries
// when given (-base A,B: several, comma-separated), runs times each, in
// turn. It prints the median wall time, the verdicts a second and the CPU
// time (the process and the git its probes run), and the throughput's
// ratio to each base's.
func batchBench(runs int, base string) error {
	tmp, gatesh, err := buildInTemp("gatesh-bench-batch-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	repo := filepath.Join(tmp, "repo")
	if err := batchRepo(repo); err != nil {
		return err
	}
	input, err := batchInput(repo)
	if err != nil {
		return err
	}
	labels, progs := []string{"gatesh"}, []string{gatesh}
	if base != "" {
		for i, b := range strings.Split(base, ",") {
			label := "base"
			if i > 0 {
				label = fmt.Sprintf("base%d", i+1)
			}
			path := filepath.Join(tmp, label, "gatesh")
			if err := copyFile(b, path); err != nil {
				return err
			}
			labels, progs = append(labels, label), append(progs, path)
		}
	}
	walls := make([][]time.Duration, len(progs))
	cpus := make([][]time.Duration, len(progs))
	for i := range runs + 2 {
		for p, prog := range progs {
			home := filepath.Join(tmp, fmt.Sprintf("home-%d", p))
			wall, cpu, err := oneBatch(prog, home, repo, input)
			if err != nil {
				return fmt.Errorf("%s: %w", labels[p], err)
			}
			if i >= 2 { // the first runs warm the page cache
				walls[p] = append(walls[p], wall)
				cpus[p] = append(cpus[p], cpu)
			}
		}
	}
	fmt.Printf("gatesh check --batch, %d corpus commands in one repository, %d runs each in turn (medians):\n", batchCommands, runs)
	for p := range progs {
		w := median(walls[p])
		fmt.Printf("  %-7s %8.1f ms  %7.0f verdicts/s  cpu %7.1f ms\n", labels[p]+":", ms(w), batchCommands/w.Seconds(), ms(median(cpus[p])))
	}
	for p := 1; p < len(progs); p++ {
		ratios := make([]time.Duration, runs)
		cpuRatios := make([]time.Duration, runs)
		for i := range runs {
			// A ratio per pair of runs made one after the other, in
			// thousandths, so that median applies.
			ratios[i] = time.Duration(1000 * walls[p][i].Seconds() / walls[0][i].Seconds())
			cpuRatios[i] = time.Duration(1000 * cpus[p][i].Seconds() / cpus[0][i].Seconds())
		}
		fmt.Printf("  throughput against %s: %.2fx (median of the paired ratios), %.2fx (ratio of the medians); CPU %.2fx of its (paired)\n",
			labels[p], float64(median(ratios))/1000, median(walls[p]).Seconds()/median(walls[0]).Seconds(), 1000/float64(median(cpuRatios)))
	}
	return nil
}

// oneBatch runs prog check --batch once with input on stdin and returns
// its wall time and the CPU time of it and its children.
func oneBatch(prog, home, dir string, input []byte) (time.Duration, time.Duration, error) {
	cmd := exec.Command(prog, "check", "--batch")
	cmd.Env = append(os.Environ(), "GATESH_HOME="+home)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return 0, 0, fmt.Errorf("check --batch: %v: %s", err, errb.String())
	}
	if n := bytes.Count(out.Bytes(), []byte("\n")); n != batchCommands {
		return 0, 0, fmt.Errorf("check --batch answered %d lines, not %d", n, batchCommands)
	}
	var cpu time.Duration
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		cpu = time.Duration(syscall.TimevalToNsec(ru.Utime) + syscall.TimevalToNsec(ru.Stime))
	}
	return wall, cpu, nil
}

// batchRepo makes a git repository with one commit, where the commands
// are checked: the undo probes ask git about it.
func batchRepo(dir string) error {
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		return err
	}
	for name, body := range map[string]string{"README.md": "# bench\n", "src/main.go": "package main\n", ".gitignore": "build/\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			return err
		}
	}
	for _, args := range [][]string{
		{"init", "-q", "-b", "main"},
		{"add", "-A"},
		{"-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "start"},
	} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("git %v: %v: %s", args, err, out)
		}
	}
	return nil
}

// batchInput is the batch's input: the corpus commands, green and red in
// turn, each once, as {"cmd","cwd"} lines.
func batchInput(cwd string) ([]byte, error) {
	green, err := corpusCommands("testdata/corpus/green.jsonl")
	if err != nil {
		return nil, err
	}
	red, err := corpusCommands("testdata/corpus/red.jsonl")
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	seen := map[string]bool{}
	n := 0
	for i := 0; n < batchCommands && (i < len(green) || i < len(red)); i++ {
		for _, list := range [][]string{green, red} {
			if i >= len(list) || seen[list[i]] || n == batchCommands {
				continue
			}
			seen[list[i]] = true
			n++
			if err := enc.Encode(map[string]string{"cmd": list[i], "cwd": cwd}); err != nil {
				return nil, err
			}
		}
	}
	if n < batchCommands {
		return nil, fmt.Errorf("the corpus has only %d distinct commands", n)
	}
	return buf.Bytes(), nil
}

func corpusCommands(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var row struct {
			Cmd string `json:"cmd"`
		}
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, row.Cmd)
	}
	return out, sc.Err()
}
