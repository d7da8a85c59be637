package undo

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/rules"
)

// BenchmarkRefine measures what the rules of thumb add to a decision: for
// an everyday command nothing is asked of git; for a deletion or a
// discard the probe runs git (rev-parse, ls-tree or ls-files) and hashes
// the files.
func BenchmarkRefine(b *testing.B) {
	w := newWorld(b)
	files := map[string]string{}
	for i := range 20 {
		files[filepath.Join("pkg", "f"+string(rune('a'+i))+".go")] = "package pkg\n"
	}
	w.commit(files)
	set, err := rules.Load(rules.LoadOptions{Home: filepath.Join(w.home, ".gatesh"), Cwd: w.dir, UserHome: w.home})
	if err != nil {
		b.Fatal(err)
	}
	env := Env{Cwd: w.dir, Home: w.home, Getenv: os.Getenv, Git: w.git}
	for _, c := range []struct{ name, cmd string }{
		{"everyday", "go test ./... && git status"},
		{"rm-r-clean-folder", "rm -rf pkg"},
		{"reset-hard-clean", "git reset --hard"},
		{"push-feature", "git push origin feature/x"},
	} {
		d := set.Classify(c.cmd)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				Refine(d, Defaults(), env)
			}
		})
	}
}
