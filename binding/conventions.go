package binding

import (
	"os"
	"path/filepath"
	"strings"

	"gatesh/parser"
)

// Some programs run what a file they find by convention says, without
// the command naming it: `make deploy` runs the recipe in ./Makefile,
// `npm run deploy` the script in package.json. An approved `make deploy`
// would run whatever the Makefile says at run time, so an approval binds
// those files as it binds the files a command names: each place the
// program looks, so that a file that appears later at a place it looks
// first is a change too.

// conventionalPaths are the files c's program reads by convention, run
// from dir, cleaned and absolute, and the includes among them it cannot
// follow.
func conventionalPaths(c *parser.Command, dir string) ([]string, []unfollowed) {
	switch c.Name {
	case "make", "gmake":
		files, at := makefiles(c.Args, dir)
		return withIncludes("make", files, at)
	case "npm", "pnpm", "yarn", "bun":
		// Scripts, lifecycle scripts of an install, and the project's
		// folder come from the nearest package.json above the folder;
		// the shell scripts run in and the package manager itself from
		// its settings there (.npmrc's script-shell, .yarnrc.yml's
		// yarnPath, .pnpmfile.cjs); a workspace's scripts from its own
		// package.json.
		at := optionDir(c.Args, dir, "--prefix", "-C", "--dir", "--cwd")
		paths := inEachFolderUp(at, "package.json", ".npmrc", ".yarnrc.yml", ".yarnrc", ".pnpmfile.cjs", "bunfig.toml")
		for _, w := range under(at, optionValues(c.Args, "-w", "--workspace", "--filter", "-F")) {
			paths = append(paths, filepath.Join(w, "package.json"))
		}
		return paths, nil
	case "just":
		if f := optionValues(c.Args, "-f", "--justfile"); len(f) > 0 {
			return withIncludes("just", under(optionDir(c.Args, dir, "-d", "--working-directory"), f), dir)
		}
		return withIncludes("just", justfiles(optionDir(c.Args, dir, "-d", "--working-directory")), dir)
	case "task", "go-task":
		if f := optionValues(c.Args, "-t", "--taskfile"); len(f) > 0 {
			return withIncludes("task", under(dir, f), dir)
		}
		return withIncludes("task", inEachFolderUp(optionDir(c.Args, dir, "-d", "--dir"), taskfileNames()...), dir)
	}
	return nil, nil
}

// makefiles are the makefiles GNU make reads: those given with -f,
// --file or --makefile, else the first of GNUmakefile, makefile and
// Makefile (all three are bound: one made later where make looks first
// is a change), in the folder -C or --directory names; and that folder,
// where make runs and reads its includes from.
func makefiles(args []parser.Word, dir string) (files []string, at string) {
	names, dirs := makeOptions(args)
	for _, d := range dirs {
		if p := under(dir, []string{d}); len(p) == 1 {
			dir = p[0]
		}
	}
	if len(names) > 0 {
		return under(dir, names), dir
	}
	return under(dir, []string{"GNUmakefile", "makefile", "Makefile"}), dir
}

// makeOptions are the literal values of make's makefile options (-f,
// --file, --makefile) and folder options (-C, --directory), in order,
// short options read in clusters as make reads them (`-sfdeploy.mk`,
// `-kC sub`).
func makeOptions(args []parser.Word) (files, dirs []string) {
	files = optionValues(args, "--file", "--makefile")
	dirs = optionValues(args, "--directory")
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if a == "--" {
			break
		}
		if len(a) < 2 || a[0] != '-' || a[1] == '-' {
			continue
		}
		for j := 1; j < len(a); j++ {
			if !strings.ContainsRune("CfIoWE", rune(a[j])) {
				if strings.ContainsRune("jl", rune(a[j])) {
					break // an optional number follows
				}
				continue
			}
			value, dynamic := a[j+1:], args[i].Dynamic
			if value == "" && i+1 < len(args) {
				i++
				value, dynamic = args[i].Value, args[i].Dynamic
			}
			switch {
			case dynamic:
			case a[j] == 'f':
				files = append(files, value)
			case a[j] == 'C':
				dirs = append(dirs, value)
			}
			break
		}
	}
	return files, dirs
}

// taskfileNames are the names go-task looks for, in its order.
func taskfileNames() []string {
	return []string{"Taskfile.yml", "taskfile.yml", "Taskfile.yaml", "taskfile.yaml",
		"Taskfile.dist.yml", "taskfile.dist.yml", "Taskfile.dist.yaml", "taskfile.dist.yaml"}
}

// justfiles are the justfiles just may read, from dir up: any file
// whose name is justfile or .justfile in any case.
func justfiles(dir string) []string {
	var paths []string
	for _, d := range foldersUp(dir) {
		entries, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if strings.EqualFold(e.Name(), "justfile") || strings.EqualFold(e.Name(), ".justfile") {
				paths = append(paths, filepath.Join(d, e.Name()))
			}
		}
	}
	return paths
}

// inEachFolderUp are the names in dir and in each folder above it.
func inEachFolderUp(dir string, names ...string) []string {
	var paths []string
	for _, d := range foldersUp(dir) {
		paths = append(paths, under(d, names)...)
	}
	return paths
}

// foldersUp is dir and each folder above it, up to the root.
func foldersUp(dir string) []string {
	var dirs []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if filepath.Dir(d) == d {
			return dirs
		}
	}
}

// under joins each literal name to dir.
func under(dir string, names []string) []string {
	var paths []string
	for _, n := range names {
		if n == "" || strings.HasPrefix(n, "~") || strings.HasPrefix(n, "$") {
			continue
		}
		if !filepath.IsAbs(n) {
			n = filepath.Join(dir, n)
		}
		paths = append(paths, filepath.Clean(n))
	}
	return paths
}

// optionDir is the folder the last of opts names, from dir, or dir.
func optionDir(args []parser.Word, dir string, opts ...string) string {
	for _, d := range optionValues(args, opts...) {
		if p := under(dir, []string{d}); len(p) == 1 {
			dir = p[0]
		}
	}
	return dir
}

// optionValues are the literal values given to the options opts, in
// order: `-f FILE`, `-fFILE`, `--file FILE` and `--file=FILE`. A value
// gatesh cannot read statically is left out; its file is not bound.
func optionValues(args []parser.Word, opts ...string) []string {
	var values []string
	for i := 0; i < len(args); i++ {
		a := args[i].Value
		if a == "--" {
			break
		}
		for _, o := range opts {
			value, ok := "", false
			switch {
			case a == o && i+1 < len(args):
				i++
				value, ok = args[i].Value, !args[i].Dynamic
			case strings.HasPrefix(o, "--") && strings.HasPrefix(a, o+"="):
				value, ok = a[len(o)+1:], !args[i].Dynamic
			case len(o) == 2 && !strings.HasPrefix(a, "--") && strings.HasPrefix(a, o) && len(a) > 2:
				value, ok = a[2:], !args[i].Dynamic
			}
			if ok {
				values = append(values, value)
				break
			}
		}
	}
	return values
}
