package rules

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// Where a download lands. A copy from a bucket or a remote store writes
// its local destination as cp writes its own: the file or folder named
// by the operand after the remote source (aws s3 cp s3://b/k DEST,
// gsutil cp, gcloud storage cp, rclone copy, mc cp, s3cmd get, azcopy
// copy, s5cmd cp, b2 sync), by the last operand (aws s3api get-object
// ... OUTFILE, b2 download-file-by-name BUCKET NAME FILE), or by an
// option (az storage blob download -f FILE, download-batch -d DIR,
// gh release download -O FILE, wrangler r2 object get --file FILE, oci os object bulk-download
// --download-dir DIR). Each is added to the command's writes, so that
// the rules judge it as any written path: a startup file, a folder on
// PATH, the gate's own files, the agent's settings, anything outside the
// project.

// downloadVerbs are, by program, the subcommands that copy a remote
// source to the local operand after it (each program's documented copy
// verbs: aws s3 cp/mv/sync, gsutil cp/mv/rsync, gcloud storage
// cp/mv/rsync, rclone copy/copyto/move/moveto/sync/copyurl, mc
// cp/mv/mirror/get, s3cmd get/sync, s5cmd cp/mv/sync, azcopy
// copy/cp/sync, b2 sync, b2 download-file and b2 file download).
var downloadVerbs = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"aws":    {"s3 cp", "s3 mv", "s3 sync"},
		"gsutil": {"cp", "mv", "rsync"},
		"gcloud": {"storage cp", "storage mv", "storage rsync"},
		"rclone": {"copy", "copyto", "move", "moveto", "sync", "copyurl"},
		"mc":     {"cp", "mv", "mirror", "get"},
		"s3cmd":  {"get", "sync"},
		"s5cmd":  {"cp", "mv", "sync"},
		"azcopy": {"copy", "cp", "sync"},
		"b2":     {"sync", "download-file", "file download"},
	}
}}

// downloadDryRun are, by program, the options with which a copy only
// prints what it would copy (aws s3 --dryrun, rsync -n, rclone and
// s3cmd -n or --dry-run, b2 sync --dryRun): it writes nothing. gsutil
// cp -n is no dry run but no-clobber, so only gsutil rsync's -n counts.
var downloadDryRun = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"aws":    {"--dryrun"},
		"gsutil": {},
		"gcloud": {"--dry-run"},
		"rclone": {"--dry-run", "-n"},
		"mc":     {"--dry-run"},
		"s3cmd":  {"--dry-run", "-n"},
		"s5cmd":  {"--dry-run"},
		"azcopy": {"--dry-run"},
		"b2":     {"--dryRun", "--dry-run"},
	}
}}

// downloadLastVerbs write their last operand, which follows operands that
// name the object by bucket, key or id rather than by URL.
var downloadLastVerbs = &lazy.Value[map[string][]string]{New: func() map[string][]string {
	return map[string][]string{
		"aws": {"s3api get-object"},
		"b2":  {"download-file-by-name", "download-file-by-id"},
		// A mount's folder is covered by the remote's files.
		"rclone": {"mount", "nfsmount", "cmount"},
	}
}}

// downloadFlags are, by program and subcommand, the options whose value
// is the local file or folder a download writes.
var downloadFlags = &lazy.Value[map[string]map[string][]string]{New: func() map[string]map[string][]string {
	return map[string]map[string][]string{
		"az": {
			"storage blob download":           {"-f", "--file"},
			"storage blob download-batch":     {"-d", "--destination"},
			"storage blob directory download": {"-d", "--destination-path"},
			"storage file download":           {"--dest"},
			"storage file download-batch":     {"-d", "--destination"},
			"storage fs file download":        {"-d", "--destination"},
			"storage fs directory download":   {"-d", "--destination-path"},
			"storage copy":                    {"-d", "--destination"},
		},
		"wrangler": {"r2 object get": {"-f", "--file"}},
		// gh release download -O FILE writes the asset to FILE (gh's
		// manual: --output, "The file to write a single asset to").
		"gh":  {"release download": {"-O", "--output"}},
		"oci": {"os object bulk-download": {"--download-dir"}},
	}
}}

// downloadDirFlags are, by program and subcommand, the options whose
// value is a folder a download writes names into that nobody listed
// (gh release download and gh run download -D/--dir, "the directory to
// download files into"; oras pull -o/--output, its output directory;
// aria2c -d/--dir, the folder its files are stored in). "" is the
// program itself.
var downloadDirFlags = &lazy.Value[map[string]map[string][]string]{New: func() map[string]map[string][]string {
	return map[string]map[string][]string{
		"gh":     {"release download": {"-D", "--dir"}, "run download": {"-D", "--dir"}},
		"oras":   {"pull": {"-o", "--output"}},
		"aria2c": {"": {"-d", "--dir"}},
	}
}}

// verbAt returns the index in v.pos just after the first occurrence of
// one of verbs (words separated by spaces), or -1. An option's value
// gatesh took for an operand may come before it.
func (v *cmdView) verbAt(verbs []string) (int, string) {
	for i := range v.pos {
		for _, verb := range verbs {
			words := strings.Fields(verb)
			if i+len(words) > len(v.pos) {
				continue
			}
			ok := true
			for j, w := range words {
				if p := v.pos[i+j]; p.Dynamic || p.Value != w {
					ok = false
					break
				}
			}
			if ok {
				return i + len(words), verb
			}
		}
	}
	return -1, ""
}

// downloadWrites adds the local files and folders a download writes.
func (v *cmdView) downloadWrites() {
	tool := path.Base(v.cmd.Name)
	if verbs, ok := downloadLastVerbs.Get()[tool]; ok {
		if at, _ := v.verbAt(verbs); at >= 0 && len(v.pos) > at+1 {
			dest := v.pos[len(v.pos)-1]
			v.writes = append(v.writes, ref{value: dest.Value, span: dest.Span, glob: dest.Glob})
			v.noteDest(dest)
			if tool == "rclone" {
				// A mount covers the folder with names nobody listed.
				v.writes = append(v.writes, ref{value: dest.Value, span: dest.Span, unlisted: true})
			}
		}
	}
	if verbs, ok := downloadVerbs.Get()[tool]; ok {
		at, verb := v.verbAt(verbs)
		dry := v.dryRunGiven(downloadDryRun.Get()[tool]...) || tool == "gsutil" && verb == "rsync" && v.dryRunGiven("-n")
		if at >= 0 && !dry {
			v.copyDownloadWrites(tool, verb, v.pos[at:])
		}
	}
	if subs, ok := downloadDirFlags.Get()[tool]; ok {
		for sub, names := range subs {
			if at, _ := v.verbAt([]string{sub}); sub == "" || at >= 0 {
				v.dirDownloadWrites(tool, names)
			}
		}
	}
	if subs, ok := downloadFlags.Get()[tool]; ok {
		for sub, names := range subs {
			if at, _ := v.verbAt([]string{sub}); at >= 0 {
				v.flagDownloadWrites(names)
			}
		}
	}
}

// dryRunGiven reports whether one of the dry-run options names is given
// on its own word and switched on: not --dry-run=false (Go's pflag and
// urfave/cli read the value), and not the word after an option that may
// take it as its value (s3cmd --exclude -n, rclone --exclude --dry-run,
// gsutil rsync -x -n: optparse, pflag and getopt take the next word
// whatever it starts with), nor a letter in a cluster of short options.
func (v *cmdView) dryRunGiven(names ...string) bool {
	args := v.cmd.Args
	for i, a := range args {
		if a.Dynamic {
			continue
		}
		if a.Value == "--" {
			return false
		}
		name, val, eq := strings.Cut(a.Value, "=")
		if !slices.Contains(names, name) {
			continue
		}
		if eq {
			if on, err := strconv.ParseBool(val); err != nil || !on {
				continue
			}
		}
		if i > 0 {
			p := args[i-1]
			pn, _, peq := strings.Cut(p.Value, "=")
			if p.Dynamic || len(pn) > 1 && pn[0] == '-' && pn != "--" && !peq && !slices.Contains(names, pn) {
				continue
			}
		}
		return true
	}
	return false
}

// copyDownloadWrites adds, for a copy whose operands are ops, each local
// operand after the first remote one, and, where that is a folder that a
// single object lands in, the object's name in it (aws s3 cp
// s3://b/.envrc . writes ./.envrc).
func (v *cmdView) copyDownloadWrites(tool, verb string, ops []parser.Word) {
	first := -1
	for i, w := range ops {
		if !w.Dynamic && remoteStore(w.Value, tool) {
			first = i
			break
		}
	}
	if first < 0 {
		return
	}
	src := ops[first]
	name := path.Base(strings.TrimRight(src.Value, "/"))
	if i := strings.LastIndexByte(name, ':'); i >= 0 {
		name = name[i+1:] // rclone's remote:file
	}
	if name == "." || name == ".." || strings.Contains(name, "://") || src.Dynamic {
		name = ""
	}
	// A sync or a mirror, rclone's copy and move, a recursive aws s3
	// copy and a source that ends in / put what the source holds in the
	// destination, under names nobody can read before it runs, as cp
	// -r dir/. does; another recursive copy puts a folder of that name
	// there.
	recursive := v.hasFlag("-r", "-R", "--recursive")
	contents := verb == "sync" || strings.HasSuffix(verb, " sync") || strings.HasSuffix(verb, "rsync") || verb == "mirror" ||
		tool == "rclone" || tool == "aws" && recursive || strings.HasSuffix(src.Value, "/") || name == ""
	for _, w := range ops[first+1:] {
		if !w.Dynamic && remoteStore(w.Value, tool) {
			continue
		}
		v.writes = append(v.writes, ref{value: w.Value, span: w.Span, glob: w.Glob})
		if w.Dynamic {
			v.noteDest(w)
			continue
		}
		clean := path.Clean(w.Value)
		intoFolder := strings.HasSuffix(w.Value, "/") || clean == "." || clean == ".." || clean == "~" ||
			tool == "rclone" && (verb == "copy" || verb == "move")
		switch {
		case contents && (recursive || verb != "cp" && verb != "mv" && verb != "s3 cp" && verb != "s3 mv" && verb != "copyto" && verb != "moveto" && verb != "get"):
			v.writes = append(v.writes, ref{value: w.Value, span: w.Span, unlisted: true})
			if tool == "rclone" && intoFolder && name != "" {
				// A single file copied lands under its name.
				v.writes = append(v.writes, ref{value: path.Join(w.Value, name), span: w.Span})
			}
		case name == "":
		case recursive && intoFolder:
			v.writes = append(v.writes, ref{value: path.Join(w.Value, name), span: w.Span, unlisted: true})
		case recursive:
			v.writes = append(v.writes, ref{value: w.Value, span: w.Span, unlisted: true})
		case intoFolder:
			v.writes = append(v.writes, ref{value: path.Join(w.Value, name), span: w.Span})
		}
	}
}

// flagDownloadWrites adds the local value of each option named (-f
// FILE, --file=FILE).
func (v *cmdView) flagDownloadWrites(names []string) {
	for _, val := range downloadOptionValues(v.cmd.Args, names) {
		v.noteDest(val)
		v.writes = append(v.writes, ref{value: val.Value, span: val.Span, glob: val.Glob})
	}
}

// dirDownloadWrites adds the folder each option names (-D DIR,
// --dir=DIR) as one that names nobody listed land in; aria2c's -o/--out
// NAME is a file in it.
func (v *cmdView) dirDownloadWrites(tool string, names []string) {
	out := ""
	if tool == "aria2c" {
		for _, o := range downloadOptionValues(v.cmd.Args, []string{"-o", "--out"}) {
			out = o.Value
		}
	}
	for _, val := range downloadOptionValues(v.cmd.Args, names) {
		v.noteDest(val)
		if out != "" && !strings.HasPrefix(out, "/") {
			v.writes = append(v.writes, ref{value: path.Join(val.Value, out), span: val.Span, glob: val.Glob})
			continue
		}
		v.writes = append(v.writes, ref{value: val.Value, span: val.Span, unlisted: true, brought: true, unread: true})
	}
}

// downloadOptionValues returns the local value of each option named in
// args (-f FILE, --file=FILE): not an empty one, standard output (-) or
// a URL.
func downloadOptionValues(args []parser.Word, names []string) []parser.Word {
	var vals []parser.Word
	for i, a := range args {
		for _, n := range names {
			var val parser.Word
			switch {
			case a.Value == n && i+1 < len(args):
				val = args[i+1]
			case strings.HasPrefix(n, "--") && strings.HasPrefix(a.Value, n+"="):
				val = a
				val.Value = strings.TrimPrefix(a.Value, n+"=")
			default:
				continue
			}
			if val.Value == "" || val.Value == "-" || isURL(val.Value) {
				continue
			}
			vals = append(vals, val)
		}
	}
	return vals
}

// noteDest records a download's, a mount's or an extract's destination
// w when its
// value cannot be known: a word whose first folder is computed at run
// time ("$DEST", "${OUT}/x", "$(dest)"), other than a folder or a file
// the script made with mktemp (Word.Made), the home ($HOME) or the folder commands run in
// ($PWD, $(pwd)). Such a destination may be anywhere: not the project.
func (v *cmdView) noteDest(w parser.Word) {
	if v.destUnknown != nil || !w.Dynamic || w.Fresh || w.Made {
		return
	}
	val := w.Value
	for _, known := range []string{"$HOME", "${HOME}", "$PWD", "${PWD}", "$(pwd)", "`pwd`"} {
		if val == known || strings.HasPrefix(val, known+"/") {
			return
		}
	}
	if first, _, _ := strings.Cut(val, "/"); !strings.ContainsAny(first, "$`") {
		return // a literal folder first: judged by its name
	}
	v.destUnknown = &w
}
