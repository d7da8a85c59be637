// Command bench measures what gatesh adds to `bash -c true`.
//
//	go run ./scripts/bench [-n 200] [-enforce]
//
// It builds gatesh into a temporary folder, runs `gatesh -c true` and
// `bash -c true` alternately n times each with GATESH_HOME in a temporary
// folder, and prints the mean and median of each, their ratio and the
// milliseconds gatesh adds. With -enforce it also runs `gatesh -c true`
// with enforce = "landlock", in turn with the others.
package main

import (
	"debug/elf"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"time"
)

func main() {
	n := flag.Int("n", 200, "runs of each command")
	enforced := flag.Bool("enforce", false, "also measure gatesh with enforce = \"landlock\"")
	flag.Parse()
	if err := run(*n, *enforced); err != nil {
		fmt.Fprintf(os.Stderr, "bench: error: %v\n", err)
		os.Exit(1)
	}
}

func run(n int, enforced bool) error {
	tmp, err := os.MkdirTemp("", "gatesh-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	gatesh := filepath.Join(tmp, "gatesh")
	build := exec.Command("go", "build", "-o", gatesh, "./cmd/gatesh")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("build gatesh: %w", err)
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		return err
	}
	env := append(os.Environ(), "GATESH_HOME="+filepath.Join(tmp, "home"))
	lockedHome := filepath.Join(tmp, "enforced")
	if err := os.MkdirAll(lockedHome, 0o700); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(lockedHome, "config.toml"), []byte("enforce = \"landlock\"\n"), 0o600); err != nil {
		return err
	}
	lockedEnv := append(os.Environ(), "GATESH_HOME="+lockedHome)
	var g, b, l []time.Duration
	for i := range n + 10 {
		if enforced {
			dl, err := timeRun(lockedEnv, gatesh, "-c", "true")
			if err != nil {
				return err
			}
			if i >= 10 {
				l = append(l, dl)
			}
		}
		dg, err := timeRun(env, gatesh, "-c", "true")
		if err != nil {
			return err
		}
		db, err := timeRun(env, bash, "-c", "true")
		if err != nil {
			return err
		}
		if i >= 10 { // the first runs warm caches
			g, b = append(g, dg), append(b, db)
		}
	}
	mg, mb := mean(g), mean(b)
	dg, db := median(g), median(b)
	fmt.Printf("gatesh binary:  %s\n", linking(gatesh))
	fmt.Printf("runs:           %d each, alternating\n", n)
	fmt.Printf("bash -c true:   mean %.3f ms  median %.3f ms\n", ms(mb), ms(db))
	fmt.Printf("gatesh -c true: mean %.3f ms  median %.3f ms\n", ms(mg), ms(dg))
	fmt.Printf("ratio (median): %.2fx\n", float64(dg)/float64(db))
	fmt.Printf("added (median): %.3f ms   added (mean): %.3f ms\n", ms(dg-db), ms(mg-mb))
	if enforced {
		ml, dl := mean(l), median(l)
		fmt.Printf("gatesh -c true, enforce = landlock: mean %.3f ms  median %.3f ms\n", ms(ml), ms(dl))
		fmt.Printf("landlock adds (median): %.3f ms over gatesh; ratio to bash %.2fx\n", ms(dl-dg), float64(dl)/float64(db))
	}
	return nil
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

func timeRun(env []string, prog string, args ...string) (time.Duration, error) {
	cmd := exec.Command(prog, args...)
	cmd.Env = env
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if err != nil {
		return 0, fmt.Errorf("%s %v: %w", prog, args, err)
	}
	return d, nil
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

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
