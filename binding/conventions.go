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
func conventionalPaths(c *parser.Command, dir string, where Where) ([]string, []unfollowed) {
	switch c.Name {
	case "make", "gmake":
		files, at, search := makefiles(c.Args, dir)
		// make reads the makefiles MAKEFILES names before its own, and
		// looks for them as for an include.
		var first []string
		makeFiles := where.getenv("MAKEFILES")
		for _, as := range c.Assigns {
			if as.Name == "MAKEFILES" && !as.Value.Dynamic {
				makeFiles = as.Value.Value
			}
		}
		for _, n := range strings.Fields(makeFiles) {
			if !computedName(n) {
				first = append(first, makeCandidates(n, at, search)...)
			}
		}
		return withIncludes("make", append(first, files...), at, search)
	case "npm", "pnpm", "yarn", "bun":
		// Scripts, lifecycle scripts of an install, and the project's
		// folder come from the nearest package.json above the folder;
		// the shell scripts run in and the package manager itself from
		// its settings there (.npmrc's script-shell, .yarnrc.yml's
		// yarnPath, .pnpmfile.cjs); a workspace's scripts from its own
		// package.json.
		at := optionDir(c.Args, dir, "--prefix", "-C", "--dir", "--cwd")
		paths := inEachFolderUp(at, "package.json", ".npmrc", ".yarnrc.yml", ".yarnrc", ".pnpmfile.cjs", "bunfig.toml", "pnpm-workspace.yaml")
		for _, w := range under(at, optionValues(c.Args, "-w", "--workspace", "--filter", "-F")) {
			paths = append(paths, filepath.Join(w, "package.json"))
		}
		paths = append(paths, workspacePackages(paths)...)
		named, missed := scriptPaths(c, paths, where)
		return append(paths, named...), missed
	case "just":
		work := optionDir(c.Args, dir, "-d", "--working-directory")
		files := justfiles(work)
		if f := optionValues(c.Args, "-f", "--justfile"); len(f) > 0 {
			files = under(work, f)
		}
		paths, missed := withIncludes("just", files, dir, nil)
		return append(paths, justDotenv(c.Args, paths, work)...), missed
	case "task", "go-task":
		files := inEachFolderUp(optionDir(c.Args, dir, "-d", "--dir"), taskfileNames()...)
		if f := optionValues(c.Args, "-t", "--taskfile"); len(f) > 0 {
			files = under(dir, f)
		}
		paths, missed := withIncludes("task", files, dir, nil)
		env, unbound := taskDotenv(paths)
		return append(paths, env...), append(missed, unbound...)
	}
	return nil, nil
}

// makefiles are the makefiles GNU make reads: those given with -f,
// --file or --makefile, else the first of GNUmakefile, makefile and
// Makefile (all three are bound: one made later where make looks first
// is a change), in the folder -C or --directory names; and that folder,
// where make runs and reads its includes from; and the folders make
// looks in for an include not found there (-I, then its own).
func makefiles(args []parser.Word, dir string) (files []string, at string, search []string) {
	names, dirs, includeDirs := makeOptions(args)
	for _, d := range dirs {
		if p := under(dir, []string{d}); len(p) == 1 {
			dir = p[0]
		}
	}
	search = append(under(dir, includeDirs), makeIncludeDirs()...)
	if len(names) > 0 {
		return under(dir, names), dir, search
	}
	return under(dir, []string{"GNUmakefile", "makefile", "Makefile"}), dir, search
}

// makeIncludeDirs are the folders GNU make looks in, after those -I
// names, for an include it does not find where it runs.
func makeIncludeDirs() []string {
	return []string{"/usr/local/include", "/usr/gnu/include", "/usr/include"}
}

// makeCandidates are the files make may read for the include n, run in
// dir: dir/n, else n in each folder of search. All are bound, so that
// one made later where make looks first is a change.
func makeCandidates(n, dir string, search []string) []string {
	if filepath.IsAbs(n) {
		return under(dir, []string{n})
	}
	paths := under(dir, []string{n})
	for _, s := range search {
		paths = append(paths, under(s, []string{n})...)
	}
	return paths
}

// makeOptions are the literal values of make's makefile options (-f,
// --file, --makefile), folder options (-C, --directory) and include
// folders (-I, --include-dir), in order, short options read in clusters
// as make reads them (`-sfdeploy.mk`, `-kC sub`).
func makeOptions(args []parser.Word) (files, dirs, includeDirs []string) {
	files = optionValues(args, "--file", "--makefile")
	dirs = optionValues(args, "--directory")
	includeDirs = optionValues(args, "--include-dir")
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
			case a[j] == 'I':
				includeDirs = append(includeDirs, value)
			}
			break
		}
	}
	return files, dirs, includeDirs
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
		paths = append(paths, justfilesIn(d)...)
	}
	return paths
}

// justfilesIn are the files in dir whose name is justfile or .justfile
// in any case.
func justfilesIn(dir string) []string {
	var paths []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.EqualFold(e.Name(), "justfile") || strings.EqualFold(e.Name(), ".justfile") {
			paths = append(paths, filepath.Join(dir, e.Name()))
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
