package rules

import (
	"math"
	"path"
	"strconv"
	"strings"

	"gatesh/parser"
	"gatesh/rules/internal/pathglob"
)

// Where a copy lands. cp, mv, ln, install, rsync, scp and git mv write the
// destination they are given; when that is a folder, each source lands in
// it under its own name (cp -t . tools/.mcp.json writes ./.mcp.json), and
// a source whose names gatesh cannot list (the contents of a folder:
// tools/., rsync's tools/, cp -T; a glob; a name not known statically)
// lands names nobody can read before it runs.

// landingWrites adds the files a copy writes in a destination folder, and
// an unlisted landing for sources whose names are not known.
func (v *cmdView) landingWrites(sp *cmdSpec, subStart int, subLast bool) {
	if sp.writeArgs != "last" && !subLast {
		return
	}
	var dest string
	destDir := false
	for _, f := range v.flags {
		if f.hasValue && f.write && (f.name == "-t" || f.name == "--target-directory") {
			dest, destDir = f.value, true
		}
	}
	sources := v.pos[min(subStart, len(v.pos)):]
	if !destDir {
		if len(sources) < 2 {
			return
		}
		dest = sources[len(sources)-1].Value
		sources = sources[:len(sources)-1]
	}
	contents := v.cmd.Name != "git" && v.hasFlag("-T", "--no-target-directory")
	rsync := path.Base(v.cmd.Name) == "rsync"
	clean := path.Clean(dest)
	destDir = destDir || len(sources) > 1 || strings.HasSuffix(dest, "/") || strings.HasSuffix(dest, "/.") ||
		clean == "." || clean == ".." || clean == "~"
	for _, s := range sources {
		name := path.Base(path.Clean(s.Value))
		if i := strings.LastIndexByte(name, ':'); i >= 0 && !strings.Contains(s.Value, "/") {
			name = name[i+1:] // host:file
		}
		// The name a source lands under is known when its last part is:
		// $(go env GOROOT)/misc/wasm/wasm_exec.js is wasm_exec.js, and
		// src/*.go lands names that match *.go. A bare * matches no
		// name that starts with a dot (.mcp.json, .claude, .git) unless
		// dotglob is on; .* matches only those.
		unknown := s.Dynamic && strings.ContainsAny(name, "$`") ||
			s.Glob && !pathglob.HasLiterals(name) && (strings.HasPrefix(name, ".") || v.cmd.DotGlob)
		switch {
		case unknown || contents || strings.HasSuffix(s.Value, "/.") || rsync && strings.HasSuffix(s.Value, "/"):
			// Names nobody can read before it runs land in dest.
			v.writes = append(v.writes, ref{value: dest, span: s.Span, unlisted: true})
		case destDir && !isURL(s.Value) && name != "." && name != ".." && name != "/" && name != "":
			v.writes = append(v.writes, ref{value: path.Join(dest, name), span: s.Span, glob: s.Glob})
		}
	}
}

// hasFlag reports whether the command was given any of the options.
func (v *cmdView) hasFlag(names ...string) bool {
	for _, f := range v.flags {
		for _, n := range names {
			if f.name == n {
				return true
			}
		}
	}
	return false
}

// projectTop reports whether a folder word names the top of the folder
// the commands run in: "." (or "./", "$PWD") with no cd before it, or
// that folder by its absolute path.
func (s *Set) projectTop(value string, c *parser.Command) bool {
	if c != nil && (c.Dir != "" || c.CwdUnknown || c.Container != nil) {
		return false
	}
	v := path.Clean(value)
	return v == "." || v == "$PWD" || v == "${PWD}" || s.cwd != "" && path.IsAbs(v) && v == path.Clean(s.cwd)
}

// bringsUnread reports whether the command brings files into the top of
// the project whose names gatesh cannot read, and the span to show.
func (s *Set) bringsUnread(v *cmdView) (parser.Span, bool) {
	for _, w := range v.writes {
		if w.unlisted && w.brought && s.projectTop(w.value, v.cmd) {
			return w.span, true
		}
	}
	return parser.Span{}, false
}

// broughtWrites adds, for a command that brings in files whose names are
// in something gatesh does not read (an archive, a patch, other commits),
// the folder they land in: tar -x (-C), unzip (-d), 7z x (-o), cpio -i,
// patch (-d), python -m zipfile/tarfile -e, git apply, am, cherry-pick,
// merge, pull, rebase, revert, switch or checkout of another commit,
// stash pop or apply, submodule update. What only lists, checks or
// aborts brings nothing. An archive's or a patch's names are then listed
// where gatesh can (listBrought).
func (v *cmdView) broughtWrites(s *Set, sp *cmdSpec) {
	args := v.cmd.Args
	dest := "."
	// valueOf returns the value of the option named (glued or next).
	valueOf := func(names ...string) (string, bool) {
		for i, a := range args {
			for _, n := range names {
				switch {
				case a.Value == n && i+1 < len(args):
					return args[i+1].Value, true
				case strings.HasPrefix(n, "--") && strings.HasPrefix(a.Value, n+"="):
					return strings.TrimPrefix(a.Value, n+"="), true
				case !strings.HasPrefix(n, "--") && len(n) == 2 && strings.HasPrefix(a.Value, n) && len(a.Value) > 2 && n != "-d":
					return a.Value[2:], true
				}
			}
		}
		return "", false
	}
	brought := false
	var from broughtFrom
	pos := func(i int) []string {
		if i < len(v.pos) {
			return []string{v.pos[i].Value}
		}
		return nil
	}
	switch name := path.Base(v.cmd.Name); {
	case sp != nil && len(sp.extractFlags) > 0:
		if _, ok := v.findFlag(sp.extractFlags); ok || len(v.pos) > 0 && oldStyleExtract(v.pos[0].Value) {
			brought = true
			for _, f := range v.flags {
				if f.hasValue && sp.extractTo.has(f.name) {
					dest = f.value
				}
			}
			if d, ok := v.chdirFolder(sp.extractTo, math.MaxInt); ok && d != "" {
				dest = d
			}
			from.kind = broughtArchive
			from.renames = v.hasFlag("--transform", "--xform") || name == "bsdtar" && v.hasFlag("-s")
			if n, ok := valueOf("--strip-components", "--strip"); ok {
				from.strip, _ = strconv.Atoi(n)
				if from.strip < 0 || strconv.Itoa(from.strip) != n {
					from.renames = true // a count gatesh cannot read
				}
			}
			if f, ok := v.flagValue("-f", "--file"); ok {
				from.files = []string{f}
			} else if len(v.pos) > 1 && oldStyleExtract(v.pos[0].Value) && strings.Contains(v.pos[0].Value, "f") {
				from.files = pos(1)
			}
		}
	case name == "unzip":
		brought = !v.hasFlag("-l", "-t", "-v", "-Z", "-p", "-c", "-z")
		if d, ok := valueOf("-d"); ok {
			dest = d
		}
		from = broughtFrom{kind: broughtArchive, files: pos(0)}
	case name == "7z" || name == "7za" || name == "7zz" || name == "7zr":
		brought = len(v.pos) > 0 && (v.pos[0].Value == "x" || v.pos[0].Value == "e")
		if d, ok := valueOf("-o"); ok {
			dest = d
		}
		from = broughtFrom{kind: broughtArchive, files: pos(1)}
	case name == "ar" && len(v.pos) > 1 && strings.Contains(v.pos[0].Value, "x"):
		// ar x ARCHIVE [MEMBERS]: its members land in the folder.
		brought = true
		from = broughtFrom{kind: broughtArchive, files: pos(1)}
	case name == "jar" && len(v.pos) > 1 && strings.HasPrefix(v.pos[0].Value, "x"):
		// jar xf FILE: a zip's entries land in the folder.
		brought = true
		from = broughtFrom{kind: broughtArchive, files: pos(1)}
	case name == "cpio":
		brought = v.hasFlag("-i", "--extract") && !v.hasFlag("-t", "--list")
		if d, ok := valueOf("-D", "--directory"); ok {
			dest = d
		}
		from.kind = broughtArchive
	case name == "patch":
		brought = !v.hasFlag("--dry-run")
		if d, ok := valueOf("-d", "--directory"); ok {
			dest = d
		}
		// patch -d /tmp -d ~ moves twice: the last folder is ~.
		if sp != nil {
			if d, ok := v.chdirFolder(sp.chdir, math.MaxInt); ok && d != "" {
				dest = d
			}
		}
		from.kind = broughtPatch
		// -B PREFIX puts PREFIX before each backup's name, -Y PREFIX
		// before its base name (GNU patch makes backups with -b and on a
		// mismatch): patch -b -B ~/. of bashrc writes ~/.bashrc.
		for _, n := range [][]string{{"-B", "--prefix"}, {"-Y", "--basename-prefix"}} {
			if p, ok := valueOf(n...); ok && brought {
				if !path.IsAbs(p) && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$") {
					p = path.Join(dest, p)
				}
				w := parser.Word{Value: p, Span: v.cmd.Span, Dynamic: strings.ContainsAny(p, "$`")}
				v.noteDest(w)
				v.writes = append(v.writes, ref{value: p, span: v.cmd.Span, unlisted: true, brought: true})
			}
		}
		if f, ok := v.flagValue("-i", "--input"); ok {
			from.files = []string{f}
		} else {
			from.files = pos(1)
		}
	case strings.HasPrefix(name, "python") && pythonExtract(args) != nil:
		// python3 -m zipfile -e ARCHIVE DIR, -m tarfile -e ARCHIVE [DIR].
		ops := pythonExtract(args)
		brought = true
		from = broughtFrom{kind: broughtArchive, files: ops[:1]}
		if len(ops) > 1 {
			dest = ops[1]
		}
	case (name == "dpkg-deb" || name == "dpkg") && v.hasFlag("-x", "-X", "--extract", "--vextract", "-R", "--raw-extract"):
		// dpkg-deb -x DEB DIR: a .deb's data (a tar inside an ar) lands
		// in DIR; gatesh does not list that format.
		brought = true
		if len(v.pos) > 1 {
			dest = v.pos[1].Value
		}
		from = broughtFrom{kind: broughtArchive, files: pos(0), opaque: true}
	case codeExtracts(v.cmd) != nil:
		// Inline code that extracts an archive (shutil.unpack_archive,
		// extractall, Archive::Tar, a Node tar or zip library).
		x := codeExtracts(v.cmd)
		brought = true
		from = broughtFrom{kind: broughtArchive, files: x.files, opaque: len(x.files) == 0}
		if x.dest != "" {
			dest = x.dest
		}
	case name == "git" && len(v.pos) > 0:
		brought = gitBrings(v)
		if sub := v.pos[0].Value; sub == "apply" || sub == "am" {
			from.kind = broughtPatch
			if d, ok := valueOf("--directory"); ok {
				dest = d // git apply --directory=ROOT puts ROOT before each name
			}
			for _, p := range v.pos[1:] {
				from.files = append(from.files, p.Value)
			}
			// git -C DIR and --work-tree=DIR name the patch's files from
			// DIR: git -C ~ apply lands .bashrc in the home.
			own := *v.cmd
			own.Dir, own.CwdUnknown = "", false
			switch wd, ok := gitWorkDir(&own); {
			case !ok || gitWorkTreeEnv(v.cmd):
				from.opaque = true
			case wd != "" && !path.IsAbs(dest):
				dest = path.Join(wd, dest)
			}
		}
	}
	if brought {
		// A folder named by a variable may be anywhere (noteDest).
		d := parser.Word{Value: dest, Span: v.cmd.Span, Dynamic: strings.ContainsAny(dest, "$`")}
		for _, a := range args {
			if a.Value == dest {
				d = a // its own word says whether mktemp -d made it
				break
			}
		}
		v.noteDest(d)
		r := ref{value: dest, span: v.cmd.Span, unlisted: true, brought: true}
		if from.kind != broughtCommits {
			v.listBrought(s, &r, from)
		}
		v.writes = append(v.writes, r)
	}
}

// pythonExtract returns the operands of python -m zipfile -e or -m
// tarfile -e (the archive, then the folder), or nil for anything else.
func pythonExtract(args []parser.Word) []string {
	for i := 0; i+2 < len(args); i++ {
		if args[i].Value != "-m" || args[i+1].Value != "zipfile" && args[i+1].Value != "tarfile" {
			continue
		}
		for j := i + 2; j < len(args); j++ {
			if args[j].Value == "-e" || args[j].Value == "--extract" {
				var ops []string
				for _, a := range args[j+1:] {
					if !strings.HasPrefix(a.Value, "-") {
						ops = append(ops, a.Value)
					}
				}
				if len(ops) == 0 {
					return nil
				}
				return ops
			}
		}
		return nil
	}
	return nil
}

// gitBrings reports whether a git command brings other content into the
// work tree: a patch, a mailbox, other commits.
func gitBrings(v *cmdView) bool {
	if v.hasFlag("--abort", "--quit", "--skip", "-h", "--help") {
		return false
	}
	operands := len(v.pos) - 1
	switch sub := v.pos[0].Value; sub {
	case "apply":
		return !v.hasFlag("--check", "--stat", "--numstat", "--summary")
	case "am", "cherry-pick", "merge", "pull", "rebase", "revert":
		return true
	case "switch":
		// switch -c NEW starts a branch where HEAD is: nothing comes in.
		return !(v.hasFlag("-c", "-C", "--create", "--force-create", "--orphan") && operands <= 1)
	case "checkout":
		return operands > 0 && !(v.hasFlag("-b", "-B", "--orphan") && operands <= 1)
	case "stash":
		return operands > 0 && (v.pos[1].Value == "pop" || v.pos[1].Value == "apply" || v.pos[1].Value == "branch")
	case "submodule":
		return operands > 0 && v.pos[1].Value == "update"
	}
	return false
}

// gitWorkTreeEnv reports whether git's work tree is moved by the
// environment (GIT_WORK_TREE, or GIT_DIR whose repository may name a
// core.worktree), set on the command or exported before it.
func gitWorkTreeEnv(c *parser.Command) bool {
	for _, as := range [][]parser.Assign{c.Assigns, c.Exported} {
		for _, a := range as {
			if a.Name == "GIT_WORK_TREE" || a.Name == "GIT_DIR" {
				return true
			}
		}
	}
	return false
}
