package rules

import (
	"path"
	"slices"
	"strings"

	"gatesh/parser"
)

// anyDownload stands for a download whose file name the server chooses
// (curl -J, wget --content-disposition, wget -i): running any local file
// afterwards may run it.
const anyDownload = "\x00any download"

// landingNames adds to a downloader's writes the files it saves under a
// name taken from the URL: curl -O, and wget without -O. They are files
// written like any other, so a later command that runs one is seen
// running a download.
func (v *cmdView) landingNames() {
	v.downloadDests()
	c := v.cmd
	var dir string
	remoteName, serverName := false, false
	var named []flagUse // curl -o NAME: saved into --output-dir as well
	switch c.Name {
	case "curl":
		for _, f := range v.flags {
			switch f.name {
			case "-O", "--remote-name", "--remote-name-all":
				remoteName = true
			case "-J", "--remote-header-name":
				serverName = true
			case "-o", "--output":
				named = append(named, f)
			case "--output-dir":
				dir = f.value
			}
		}
	case "wget":
		remoteName = true
		for _, f := range v.flags {
			switch f.name {
			case "-O", "--output-document", "--spider":
				return // the name is given, or nothing is saved
			case "--content-disposition", "-i", "--input-file", "--trust-server-names":
				serverName = true
			case "-P", "--directory-prefix":
				dir = f.value
			}
		}
	default:
		return
	}
	for _, f := range named {
		if dir != "" && f.hasValue && !f.dynamic && !path.IsAbs(f.value) {
			v.writes = append(v.writes, ref{value: path.Join(dir, f.value), span: f.span})
		}
	}
	if !remoteName {
		return
	}
	if serverName {
		v.writes = append(v.writes, ref{value: anyDownload, span: c.Span})
	}
	for _, w := range v.pos {
		if !looksLikeURL(w.Value) {
			continue
		}
		name := urlFileName(w.Value)
		if c.Name == "wget" && name == "" {
			name = "index.html"
		}
		if name == "" {
			continue
		}
		if dir != "" {
			name = path.Join(dir, name)
		}
		v.writes = append(v.writes, ref{value: name, span: w.Span})
	}
}

// downloadDestFlags returns, by downloader, the options whose value is the
// file or folder the body is saved to (curl's manual: -o/--output,
// --output-dir; wget's: -O/--output-document, -P/--directory-prefix). A
// function, not a map, so that start-up builds nothing.
func downloadDestFlags(name string) []string {
	switch name {
	case "curl":
		return []string{"-o", "--output", "--output-dir"}
	case "wget":
		return []string{"-O", "--output-document", "-P", "--directory-prefix"}
	}
	return nil
}

// downloadDests notes a downloader's destination computed at run time
// ("$DEST", "$(cat dest)/x"): the body may land anywhere, a start-up
// file or a folder on PATH (noteDest). A separate word keeps what the
// parser knows of it (a file or folder the script made with mktemp).
func (v *cmdView) downloadDests() {
	names := downloadDestFlags(v.cmd.Name)
	for _, f := range v.flags {
		if !f.hasValue || !f.dynamic || !slices.Contains(names, f.name) {
			continue
		}
		w := parser.Word{Value: f.value, Dynamic: true, Span: f.valueSpan}
		for _, a := range v.cmd.Args {
			if a.Span == f.valueSpan && a.Value == f.value {
				w = a
			}
		}
		v.noteDest(w)
	}
}

// urlFileName is the last segment of a URL's path, without its query.
func urlFileName(raw string) string {
	rest := raw
	if _, after, ok := strings.Cut(raw, "://"); ok {
		rest = after
	}
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest = rest[:i]
	}
	_, p, ok := strings.Cut(rest, "/")
	if !ok {
		return ""
	}
	name := path.Base("/" + p)
	if name == "/" || strings.HasSuffix(p, "/") {
		return ""
	}
	return name
}
