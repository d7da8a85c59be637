package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// A code sandbox (E2B, Daytona, microsandbox, a container a sandbox
// server starts for the agent) has a file system of its own, and a cloud
// drive (Dropbox, Google Drive, OneDrive, a bucket) a folder tree of its
// own: the path such a tool is handed (sandbox_fs_write {name, path:
// "/workspace/notes.md"}, E2B's write_file {sandboxId, filePath},
// dropbox_move {from_path: "/Team/Drafts/spec.md"}) names a file there,
// not one of this machine's. elsewhereKeys returns the arguments whose
// paths are there: what the call writes at them is not written on this
// machine (argAccesses). What it reads at them is still judged as a read
// of this machine's path would be, for a file named like a secret may be
// this machine's after all.
//   - only absolute paths outside the user's home, the gate's folder
//     and the project: a path there is judged as this machine's
//     whatever the tool;
//   - not under a key that names this machine's side (hostPath,
//     local_dest_path);
//   - under a key that names the other side (guestPath,
//     container_src_path), or beside a key that names this machine's
//     side, or in a call whose name moves no files between the two
//     (copy, upload, download, sync, mount): there an unnamed side may
//     be this machine's, and it stays judged.
//
// A call that is neither a sandbox's nor a drive's has none; nor has a
// "sandbox" whose names do not say it runs apart from this machine
// (sandboxApart): a local runner that calls itself a sandbox
// (mcp__local__sandbox_write_file {path: "/etc/cron.d/job"}) writes
// this machine's files.
func (s *Set) elsewhereKeys(ts *toolSet, f *toolFacts, args map[string]any) map[string]bool {
	server := toolcall.Words(f.read.Server)
	if !sandboxApart(f.own, server) && !driveNamed(ts, f.own) && !driveNamed(ts, server) {
		return nil
	}
	hostNamed := false
	for k := range args {
		if slices.ContainsFunc(toolcall.Words(k), hostWord) {
			hostNamed = true
		}
	}
	ambiguous := slices.ContainsFunc(f.own, func(w string) bool { return sandboxTransferWord(w) || hostWord(w) })
	var out map[string]bool
	for k, v := range args {
		if !s.pathsElsewhere(v) {
			continue
		}
		ws := toolcall.Words(k)
		if slices.ContainsFunc(ws, hostWord) || !slices.ContainsFunc(ws, guestWord) && !hostNamed && ambiguous {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		out[k] = true
	}
	return out
}

// pathsElsewhere reports whether an argument's value is an absolute path,
// or a list of them, none in the user's home, the gate's folder or the
// project.
func (s *Set) pathsElsewhere(v any) bool {
	var ps []string
	switch x := v.(type) {
	case string:
		ps = []string{x}
	case []any:
		for _, e := range x {
			p, ok := e.(string)
			if !ok {
				return false
			}
			ps = append(ps, p)
		}
	}
	for _, p := range ps {
		if !strings.HasPrefix(p, "/") || !looksLikeAbsPath(p) || s.hostPath(p) || bindMountSpec(p) {
			return false
		}
	}
	return len(ps) > 0
}

// bindMountSpec reports a volume given as HOST:GUEST[:OPTIONS]
// (/:/host, /home/dev:/home/dev:ro), the form docker run -v and the
// sandboxes built on containers or microVMs take: its first path is the
// folder of the machine that runs the sandbox, shown inside it, not one
// of the sandbox's own.
func bindMountSpec(p string) bool {
	parts := strings.Split(p, ":")
	if len(parts) < 2 || len(parts) > 3 || !strings.HasPrefix(parts[0], "/") || !strings.HasPrefix(parts[1], "/") {
		return false
	}
	if len(parts) == 3 {
		for _, o := range strings.Split(parts[2], ",") {
			switch o {
			case "ro", "rw", "z", "Z", "shared", "slave", "private", "rshared", "rslave", "rprivate", "nocopy", "consistent", "cached", "delegated", "U", "O":
			default:
				return false
			}
		}
	}
	return true
}

// hostPath reports whether an absolute path is in the user's home, the
// gate's folder or the project on this machine: judged as this
// machine's whatever tool is handed it. So is a path under /proc: a
// process's root and cwd links (/proc/self/root/home/dev/.bashrc,
// /proc/1/cwd/.git/hooks) reach the files of whatever machine runs the
// tool, by another spelling.
func (s *Set) hostPath(p string) bool {
	p = path.Clean(p)
	return pathUnder(p, s.userHome) || pathUnder(p, s.home) || pathUnder(p, s.cwd) || pathUnder(p, "/proc")
}

// pathUnder reports whether a clean path is dir or in it.
func pathUnder(p, dir string) bool {
	return dir != "" && (p == dir || strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/"))
}

// sandboxNamed reports whether a name's words name a code sandbox: the
// word sandbox, a product whose name ends in it (microsandbox,
// codesandbox), or a hosted sandbox's product (Daytona, E2B).
func sandboxNamed(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		return w == "sandbox" || w == "sandboxes" || strings.HasSuffix(w, "sandbox") || w == "daytona" || w == "e2b"
	})
}

// sandboxApart reports whether a sandbox's tool or server names say its
// files are apart from this machine's: a sandbox product that runs in a
// VM, a container or a hosted service (E2B, Daytona, microsandbox's
// microVMs, codesandbox's containers), or a sandbox whose names place it
// in a container, a VM or remotely. The word sandbox alone does not:
// any local runner may call itself one.
func sandboxApart(own, server []string) bool {
	if !sandboxNamed(own) && !sandboxNamed(server) {
		return false
	}
	apart := func(w string) bool {
		switch w {
		case "e2b", "daytona", "microsandbox", "codesandbox",
			"container", "containers", "docker", "vm", "vms", "microvm", "microvms", "firecracker", "remote", "cloud", "hosted":
			return true
		}
		return false
	}
	return slices.ContainsFunc(own, apart) || slices.ContainsFunc(server, apart)
}

// driveNamed reports whether a name's words name a store of files
// elsewhere ([tools.names] outside) whose paths are its own folders: a
// drive or a bucket, not a server reached by FTP or a message's
// channel.
func driveNamed(ts *toolSet, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool {
		switch w {
		case "ftp", "sftp", "email", "slack", "webhook", "pastebin", "gist", "registry":
			return false
		}
		return slices.Contains(ts.names.Outside, w)
	})
}

// sandboxTransferWord reports whether a word of a tool's name moves
// files between this machine and a sandbox or a drive.
func sandboxTransferWord(w string) bool {
	switch w {
	case "copy", "cp", "upload", "download", "sync", "transfer", "mount", "push", "pull", "import", "export", "put", "send":
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

// sandboxFiles reports whether a write of a sandbox's tool names only
// files: the sandbox's own (elsewhereKeys has at least one) and, beside
// them, the project's (a report copied out to its out folder). Such a
// write is judged by its paths alone, as a write of the project's files
// is.
func (s *Set) sandboxFiles(ts *toolSet, f *toolFacts, args map[string]any) bool {
	server := toolcall.Words(f.read.Server)
	if !sandboxNamed(f.own) && !sandboxNamed(server) {
		return false
	}
	if !sandboxApart(f.own, server) {
		// A sandbox on this machine, as far as its names say: its
		// paths are this machine's, judged as a local file tool's.
		notSandbox := func(ws []string) []string {
			return slices.DeleteFunc(slices.Clone(ws), func(w string) bool { return sandboxNamed([]string{w}) })
		}
		return localPaths(ts, args, notSandbox(f.own), notSandbox(server))
	}
	there := s.elsewhereKeys(ts, f, args)
	if len(there) == 0 {
		return false
	}
	for _, kv := range stringArgs(args) {
		k, p := kv[0], kv[1]
		if there[k] || !keyIn(k, ts.args.Paths) && !fileKeyTail(k) && !pathKeyTail(k) {
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

// drivePublicFolder marks a drive's move or copy into its Public folder
// (dropbox_move {to_path: "/Public/Finance"}): what is in it is served
// to anyone who has its link, so the files are published.
func drivePublicFolder(ts *toolSet, f *toolFacts, args map[string]any) {
	if f.class == verbRead || !driveNamed(ts, f.own) && !driveNamed(ts, toolcall.Words(f.read.Server)) {
		return
	}
	for k, v := range args {
		p, ok := v.(string)
		if !ok || !strings.HasPrefix(p, "/") || !slices.ContainsFunc(toolcall.Words(k), func(w string) bool {
			switch w {
			case "to", "dest", "destination", "target", "new":
				return true
			}
			return false
		}) {
			continue
		}
		for _, part := range strings.Split(p, "/") {
			if strings.EqualFold(part, "public") {
				f.kinds = append(f.kinds, "public", "folder")
				return
			}
		}
	}
}
