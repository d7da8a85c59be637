package inline

import (
	"path"
	"regexp"
	"strings"
)

// Python code that fetches from the network, writes a file and then
// imports, loads or runs that file runs code nobody has read, as curl
// -o x.py && python3 x.py does: urlretrieve(url, 'm.py'); import m.

var (
	// pyFetch finds a fetch: a downloader's call, whatever its URL.
	pyFetch = &lazyRegexp{src: `\b(?:urlretrieve|urlopen|wget\.download|requests\.(?:get|request|Session)|httpx\.(?:get|request|Client|stream)|aiohttp|urllib3|http\.client|hf_hub_download|download_url|gdown)\b`}
	// pyWritesFile finds a literal file the code writes.
	pyWritesFile = &lazyRegexp{src: `\b(?:urlretrieve|wget\.download)[ \t]*\([^,()]*(?:\([^()]*\))?[^,()]*,[ \t]*(?:out[ \t]*=[ \t]*|filename[ \t]*=[ \t]*)?('[^'\\]+'|"[^"\\]+")|\bopen[ \t]*\([ \t]*('[^'\\]+'|"[^"\\]+")[ \t]*,[ \t]*['"][wax]b?\+?['"]|\bPath[ \t]*\([ \t]*('[^'\\]+'|"[^"\\]+")[ \t]*\)\.write_(?:text|bytes)\b`}
	// pyRunsFile finds a call that runs or unpickles a file named by
	// its first argument.
	pyRunsFile = &lazyRegexp{src: `\b(?:run_path|spec_from_file_location|SourceFileLoader|load_source|execfile|CDLL|LoadLibrary|zipimporter|(?:pickle|cPickle|joblib|dill|cloudpickle|marshal|shelve)\.(?:load|open))[ \t]*\(|\b(?:exec|compile|(?:pickle|cPickle|joblib|dill|cloudpickle|marshal)\.loads?)[ \t]*\([ \t]*open[ \t]*\(`}
)

// pyRunsDownload reports whether Python code that fetches from the
// network writes a file and then imports, loads or runs it.
func pyRunsDownload(code string) bool {
	if !pyFetch.get().MatchString(code) && (!strings.Contains(code, "://") || OnlyLocalURLs(code)) {
		return false
	}
	for _, m := range pyWritesFile.get().FindAllStringSubmatchIndex(code, 16) {
		lit := ""
		for g := 2; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				lit = code[m[g]+1 : m[g+1]-1]
			}
		}
		if lit == "" {
			continue
		}
		rest := code[m[1]:]
		if runsFile(rest, lit) || importsFile(rest, lit) {
			return true
		}
	}
	return false
}

// runsFile reports whether code runs or unpickles the file lit: a call
// that runs a file whose arguments name it.
func runsFile(code, lit string) bool {
	for _, m := range pyRunsFile.get().FindAllStringIndex(code, 16) {
		args := callArgs(code, m[1])
		if strings.Contains(args, "'"+lit+"'") || strings.Contains(args, `"`+lit+`"`) {
			return true
		}
	}
	return false
}

// importsFile reports whether code imports the module that the Python
// file lit is (m.py, pkg/m.py, m.so, m.cpython-312-x86_64-linux-gnu.so).
func importsFile(code, lit string) bool {
	base := path.Base(lit)
	var mod string
	switch ext := path.Ext(base); ext {
	case ".py", ".pyc", ".pyw", ".so", ".pyd":
		mod, _, _ = strings.Cut(strings.TrimSuffix(base, ext), ".")
	default:
		return false
	}
	if mod == "" || !IsIdent(mod) {
		return false
	}
	q := regexp.QuoteMeta(mod)
	re, err := regexp.Compile(`(?m)(?:^|[;:])[ \t]*(?:import[ \t]+(?:[\w.]+[ \t]*,[ \t]*)*(?:[\w]+\.)*` + q + `\b|from[ \t]+(?:[\w]+\.)*` + q + `[ \t]+import\b)|\b(?:import_module|__import__)[ \t]*\([ \t]*['"](?:[\w]+\.)*` + q + `['"]`)
	return err == nil && re.MatchString(code)
}
