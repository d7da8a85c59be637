package binding

import (
	"fmt"
	"path/filepath"
	"strings"

	"gatesh/parser"
)

// just and task load variables from a dotenv file into the recipes'
// environment: a PATH there picks the programs a recipe runs, a
// BASH_ENV the file its bash reads first. An approved `just deploy`
// would run with whatever the file says at run time, so an approval
// binds it as it binds the justfile.

// justDotenv are the dotenv files just may load, run from work with the
// justfiles paths: `.env`, or the name `--dotenv-filename` or `set
// dotenv-filename` gives, in work and each folder above it (just looks
// upward; older versions load `.env` unasked), and the path
// `--dotenv-path`, `-E` or `set dotenv-path` gives, from work and from
// each justfile's folder.
func justDotenv(args []parser.Word, justfiles []string, work string) []string {
	filenames := append([]string{".env"}, optionValues(args, "--dotenv-filename")...)
	var paths []string
	for _, p := range justfiles {
		text, _, ok := readHead(p)
		if !ok {
			continue
		}
		for line := range strings.SplitSeq(text, "\n") {
			setting, value, ok := strings.Cut(strings.TrimSpace(line), ":=")
			switch strings.Join(strings.Fields(setting), " ") {
			case "set dotenv-filename":
				filenames = append(filenames, yamlScalar(value))
			case "set dotenv-path":
				if v := yamlScalar(value); ok && !computedName(v) {
					paths = append(paths, under(filepath.Dir(p), []string{v})...)
					paths = append(paths, under(work, []string{v})...)
				}
			}
		}
	}
	paths = append(paths, under(work, optionValues(args, "--dotenv-path", "-E"))...)
	return append(paths, inEachFolderUp(work, filenames...)...)
}

// taskDotenv are the files the dotenv: lists of the Taskfiles paths
// name (dotenv: ['.env', 'deploy.env'], or one a line below it), from
// each Taskfile's folder; and those named through a template, which
// only task resolves (shown to the approver as not bound).
func taskDotenv(taskfiles []string) ([]string, []unfollowed) {
	var paths []string
	var missed []unfollowed
	for _, p := range taskfiles {
		text, _, ok := readHead(p)
		if !ok {
			continue
		}
		var names []string
		block := -1 // the indentation of a dotenv: whose list follows
		for line := range strings.SplitSeq(text, "\n") {
			trimmed := strings.TrimSpace(line)
			indent := len(line) - len(strings.TrimLeft(line, " \t"))
			if block >= 0 {
				if item, ok := strings.CutPrefix(trimmed, "- "); ok && indent >= block {
					names = append(names, yamlScalar(item))
					continue
				}
				if trimmed != "" && !strings.HasPrefix(trimmed, "#") {
					block = -1
				}
			}
			list, ok := strings.CutPrefix(trimmed, "dotenv:")
			if !ok {
				continue
			}
			if list = yamlScalar(list); list == "" {
				block = indent
				continue
			}
			for n := range strings.SplitSeq(strings.Trim(list, "[]"), ",") {
				names = append(names, yamlScalar(n))
			}
		}
		for _, n := range names {
			if computedName(n) {
				missed = append(missed, unfollowed{from: p, why: fmt.Sprintf("loads the dotenv file %q, a name only task resolves: it is not bound", n)})
				continue
			}
			paths = append(paths, under(filepath.Dir(p), []string{n})...)
		}
	}
	return paths, missed
}
