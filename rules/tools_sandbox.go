package rules

import (
	"maps"
	"path"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// A code sandbox (E2B, Daytona, microsandbox, a container a sandbox
// server starts for the agent) has a file system of its own: the path a
// sandbox's file tool is handed (sandbox_fs_write {name, path:
// "/workspace/notes.md"}, E2B's write_file {sandboxId, filePath},
// Daytona's git_clone {target_path}) names a file in the sandbox, which
// goes with it, not one of this machine's. sandboxPathArgs returns args
// without those paths, for the path policy to judge the rest:
//   - only absolute paths outside the user's home, the gate's folder
//     and the project: a
//     path there is judged as this machine's whatever the tool;
//   - not under a key that names this machine's side (hostPath,
//     local_dest_path);
//   - under a key that names the sandbox's side (guestPath,
//     container_src_path), or in a call that names no side of this
//     machine at all and whose name moves no files between the two
//     (copy, upload, download, sync, mount): there a path of either
//     side may be meant, and it stays judged.
//
// A call that is not a sandbox's keeps all its arguments.
func (s *Set) sandboxPathArgs(f *toolFacts, args map[string]any) map[string]any {
	if !sandboxNamed(f.own) && !sandboxNamed(toolcall.Words(f.read.Server)) {
		return args
	}
	hostSide := slices.ContainsFunc(f.own, func(w string) bool { return sandboxTransferWord(w) || w == "host" || w == "local" })
	for k := range args {
		if slices.ContainsFunc(toolcall.Words(k), hostWord) {
			hostSide = true
		}
	}
	var out map[string]any
	for k, v := range args {
		p, ok := v.(string)
		if !ok || !strings.HasPrefix(p, "/") || !looksLikeAbsPath(p) || s.hostPath(p) {
			continue
		}
		ws := toolcall.Words(k)
		if slices.ContainsFunc(ws, hostWord) || hostSide && !slices.ContainsFunc(ws, guestWord) {
			continue
		}
		if out == nil {
			out = maps.Clone(args)
		}
		delete(out, k)
	}
	if out == nil {
		return args
	}
	return out
}

// hostPath reports whether an absolute path is in the user's home, the
// gate's folder or the project on this machine: judged as this
// machine's whatever tool is handed it.
func (s *Set) hostPath(p string) bool {
	p = path.Clean(p)
	return pathUnder(p, s.userHome) || pathUnder(p, s.home) || pathUnder(p, s.cwd)
}

// sandboxNamed reports whether a name's words name a code sandbox: the
// word sandbox, a product whose name ends in it (microsandbox,
// codesandbox), or a hosted sandbox's product (Daytona, E2B).
func sandboxNamed(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		return w == "sandbox" || w == "sandboxes" || strings.HasSuffix(w, "sandbox") || w == "daytona" || w == "e2b"
	})
}

// sandboxTransferWord reports whether a word of a sandbox tool's name
// moves files between the sandbox and this machine.
func sandboxTransferWord(w string) bool {
	switch w {
	case "copy", "cp", "upload", "download", "sync", "transfer", "mount", "push", "pull", "import", "export", "move", "mv":
		return true
	}
	return false
}

// hostWord and guestWord report whether a word of an argument's key
// names this machine's side or the sandbox's.
func hostWord(w string) bool { return w == "host" || w == "local" }

func guestWord(w string) bool {
	switch w {
	case "guest", "sandbox", "container", "remote", "vm", "box":
		return true
	}
	return false
}

// sandboxFiles reports whether a call of a sandbox's tool names only
// files: the sandbox's own (sandboxPathArgs leaves at least one out) and,
// beside them, the project's (a report copied out to its out folder).
// A write of those is judged by its paths alone, as a write of the
// project's files is.
func (s *Set) sandboxFiles(ts *toolSet, f *toolFacts, args map[string]any) bool {
	kept := s.sandboxPathArgs(f, args)
	if len(kept) == len(args) {
		return false
	}
	for _, kv := range stringArgs(kept) {
		k, p := kv[0], kv[1]
		if !keyIn(k, ts.args.Paths) && !fileKeyTail(k) && !pathKeyTail(k) {
			continue
		}
		abs := path.IsAbs(p) || strings.HasPrefix(p, "~")
		if !abs && plainRelative(p) || path.IsAbs(p) && pathUnder(path.Clean(p), s.cwd) {
			continue
		}
		return false
	}
	return true
}

// pathUnder reports whether a clean path is dir or in it.
func pathUnder(p, dir string) bool {
	return dir != "" && (p == dir || strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/"))
}
