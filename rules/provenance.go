package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/parser/inline"
)

// Code that came from the network by any path and is then run is red.
// Besides a file a downloader wrote (noteDownloads), a script may get
// code as a folder: a clone, or an archive unpacked from a download.

// treeList is the key, in the downloads map, of the folders fetchers
// filled: "DIR\x00FETCHER\n" for each.
const treeList = "\x00trees"

// cloners fill a folder from the network: each spelling of the words
// that do it (one of them), and the name the tool gives the folder by
// default.
var cloners = &lazy.Value[map[string][][]string]{New: func() map[string][][]string {
	return map[string][][]string{
		"git": {{"clone"}}, "hg": {{"clone"}}, "svn": {{"checkout"}, {"co"}, {"export"}}, "gh": {{"repo", "clone"}},
		"glab": {{"repo", "clone"}}, "jj": {{"git", "clone"}}, "brz": {{"branch"}, {"checkout"}, {"co"}, {"export"}},
		"bzr": {{"branch"}, {"checkout"}, {"co"}, {"export"}}, "darcs": {{"clone"}, {"get"}}, "pijul": {{"clone"}},
	}
}}

// subcommandIs reports whether the command's first operands are words.
func subcommandIs(pos []parser.Word, words []string) bool {
	if len(pos) < len(words) {
		return false
	}
	for i, w := range words {
		if pos[i].Value != w {
			return false
		}
	}
	return true
}

// repoSource reports whether a word names a repository to fetch: a URL,
// user@host:path, a path ending in .git, or owner/name (gh repo clone).
func repoSource(w string) bool {
	return strings.Contains(w, "://") || strings.Contains(w, "@") && strings.Contains(w, ":") ||
		strings.HasSuffix(w, ".git") || strings.Count(w, "/") == 1 && !strings.HasPrefix(w, ".") && !strings.HasPrefix(w, "/")
}

// unpackers write files named by an archive.
var unpackers = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"tar": true, "bsdtar": true, "unzip": true, "7z": true, "7za": true, "cpio": true, "unrar": true}
}}

// noteTrees records the folders the command fills from the network, and
// an archive unpacked from a download, whose files may be any name.
func (s *Set) noteTrees(v *cmdView, downloads map[string]string) {
	c := v.cmd
	if spellings, ok := cloners.Get()[c.Name]; ok {
		var words []string
		for _, w := range spellings {
			if subcommandIs(v.pos, w) {
				words = w
				break
			}
		}
		if words == nil {
			return
		}
		// The source is the first word that names a repository (options
		// gatesh does not know may leave their values among the words:
		// git clone --depth 1 URL DIR); the folder is the word after it.
		rest := v.pos[len(words):]
		for len(rest) > 0 && !rest[0].Dynamic && !repoSource(rest[0].Value) {
			rest = rest[1:]
		}
		if len(rest) == 0 || rest[0].Dynamic {
			return
		}
		dir := ""
		if len(rest) >= 2 && !rest[1].Dynamic {
			dir = rest[1].Value
		} else {
			dir = strings.TrimSuffix(path.Base(strings.TrimSuffix(rest[0].Value, "/")), ".git")
			if i := strings.LastIndexByte(dir, ':'); i >= 0 {
				dir = dir[i+1:]
			}
		}
		if dir == "" || dir == "." || dir == "/" {
			// A clone into the current folder: anything run next may be it.
			downloads[anyDownload] = c.Name
			return
		}
		for _, f := range s.pathForms(dir, c) {
			// One entry lists every folder, so that inTree costs nothing
			// in a script that clones nothing, however much it writes.
			downloads[treeList] += path.Clean(f) + "\x00" + c.Name + "\n"
			// An export of one file (svn export URL/setup.sh) makes
			// that file, not a folder.
			downloads[f] = c.Name
		}
		return
	}
	if !unpackers.Get()[c.Name] {
		return
	}
	by := ""
	for _, p := range c.PipeFrom {
		if slices.Contains(downloaders, p) {
			by = p
		}
	}
	archives := make([]string, 0, len(v.reads)+1)
	for _, r := range v.reads {
		archives = append(archives, r.value)
	}
	// unzip's archive is its first operand (unzip -o pkg.zip -d /tmp/pkg).
	if c.Name == "unzip" && len(v.pos) > 0 && !v.pos[0].Dynamic {
		archives = append(archives, v.pos[0].Value)
	}
	// The unpacker's own writes are noted already, under its own name
	// (the folder -C names is among its reads as well): they are not
	// where the archive came from (tar -xzf k.tgz -C /tmp).
	for _, a := range archives {
		for _, f := range s.pathForms(a, c) {
			if d, ok := downloads[f]; ok && d != c.Name {
				by = d
			}
		}
	}
	if by != "" {
		downloads[anyDownload] = by
		// The folder it unpacks into holds the download's files too
		// (tar -xzf - -C /tmp && /tmp/release/setup).
		for _, f := range v.flags {
			if f.hasValue && (f.name == "-C" || f.name == "--directory" || c.Name == "unzip" && f.name == "-d") {
				for _, d := range s.pathForms(f.value, c) {
					downloads[treeList] += path.Clean(d) + "\x00" + by + "\n"
				}
			}
		}
	}
}

// fetchedBy names, in the downloads map, a file that a program gatesh
// has no downloader rule for fetched from the network; runs_download
// rules list it beside curl and wget.
const fetchedBy = "download"

// outputOption reports whether an option names the file a fetcher
// saves to (aria2c -o, http --download -o, xh -o, --output=FILE).
func outputOption(name string) bool {
	switch name {
	case "-o", "--output", "--out", "--output-document", "--outfile", "--out-file", "--output-file":
		return true
	}
	return false
}

// dirOption reports whether an option names the folder a fetcher with
// no table of its own saves into (aria2c -d and --dir; -P and
// --output-dir as wget and curl spell it, which download.go reads).
func dirOption(name string) bool {
	switch name {
	case "-d", "--dir", "-P", "--directory-prefix", "--output-dir":
		return true
	}
	return false
}

// noteFetches records the files a program writes from the network when
// no table says how it saves them: the value of an output option of a
// command given a URL, the destination of a copy from a remote host
// (scp host:/x/run.sh .), and any file at all after inline code that
// names a URL (php -r "copy('https://...', 'setup.php')").
func (s *Set) noteFetches(v *cmdView, downloads map[string]string) {
	c := v.cmd
	for _, p := range c.Payloads {
		// Code that only talks to this machine or a dev host beside it
		// (a test of the server it started) fetches nothing from
		// elsewhere.
		if p.Lang != "sql" && strings.Contains(p.Text, "://") && !inline.OnlyLocalURLs(p.Text) {
			downloads[anyDownload] = fetchedBy
		}
	}
	if c.Name == "curl" || c.Name == "wget" || len(c.Args) < 2 {
		return
	}
	remote, remoteFile := false, ""
	for i, a := range c.Args {
		if a.Dynamic {
			continue
		}
		if isURL(a.Value) {
			remote = true
		} else if i < len(c.Args)-1 && remoteCopySource(a.Value) {
			remote, remoteFile = true, path.Base(a.Value[strings.IndexByte(a.Value, ':')+1:])
		}
	}
	if !remote {
		return
	}
	// A folder option puts a relative output name inside it (aria2c -d
	// DIR -o NAME, wget -P DIR, curl --output-dir DIR).
	dir := ""
	for i, a := range c.Args {
		name, value, eq := strings.Cut(a.Value, "=")
		if a.Dynamic || !dirOption(name) {
			continue
		}
		if eq {
			dir = value
		} else if i+1 < len(c.Args) && !c.Args[i+1].Dynamic && !strings.HasPrefix(c.Args[i+1].Value, "-") {
			dir = c.Args[i+1].Value
		}
	}
	note := func(name string) {
		for _, f := range s.pathForms(name, c) {
			downloads[f] = fetchedBy
		}
		if dir != "" && !path.IsAbs(name) {
			for _, f := range s.pathForms(path.Join(dir, name), c) {
				downloads[f] = fetchedBy
			}
		}
	}
	for i, a := range c.Args {
		name, value, eq := strings.Cut(a.Value, "=")
		if !outputOption(name) {
			continue
		}
		switch {
		case eq && value != "":
			note(value)
		case !eq && i+1 < len(c.Args) && !c.Args[i+1].Dynamic:
			note(c.Args[i+1].Value)
		}
	}
	if remoteFile != "" {
		last := c.Args[len(c.Args)-1]
		if !last.Dynamic && !remoteCopySource(last.Value) {
			note(last.Value)
			note(path.Join(last.Value, remoteFile))
		}
	}
}

// remoteCopySource reports whether an scp-style operand names a file on
// another host: user@host:path or host:/path.
func remoteCopySource(w string) bool {
	host, p, ok := strings.Cut(w, ":")
	if !ok || host == "" || p == "" || strings.Contains(host, "/") || strings.HasPrefix(w, "-") || strings.Contains(w, "://") {
		return false
	}
	return strings.Contains(host, "@") || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~")
}

// downloaders are the fetchers whose output, piped into an unpacker,
// makes files of unknown names.
var downloaders = []string{"curl", "wget", "fetch", "aria2c", "http", "https", "xh", "gh", "aws", "gsutil", "gcloud", "az", "rclone"}

// inTree reports which fetcher filled a folder that the path p lies in.
func inTree(downloads map[string]string, p string) (string, bool) {
	if p == "" || len(downloads) == 0 {
		return "", false
	}
	list := downloads[treeList]
	if list == "" {
		return "", false
	}
	p = path.Clean(p)
	for entry := range strings.SplitSeq(strings.TrimSuffix(list, "\n"), "\n") {
		dir, by, _ := strings.Cut(entry, "\x00")
		if p == dir || strings.HasPrefix(p, dir+"/") {
			return by, true
		}
	}
	return "", false
}
