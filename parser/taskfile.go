package parser

import (
	"strings"

	"gatesh/internal/lazy"
)

// taskRunnerFile is how a task runner is told which recipe file to run:
// the options that name it, and the other options that take a value.
type taskRunnerFile struct {
	short, long string   // the options that name the recipe file
	withArg     string   // short options with a value
	longArg     []string // long options with a value
	remote      bool     // the runner fetches a file named by an http(s) URL
}

// taskRunnerFiles lists the task runners by their documentation: just
// runs the recipes of --justfile FILE; Task runs the tasks of
// --taskfile FILE, which may be a URL it downloads (Task's remote
// Taskfiles).
var taskRunnerFiles = &lazy.Value[map[string]taskRunnerFile]{New: func() map[string]taskRunnerFile {
	return map[string]taskRunnerFile{
		"just": {short: "-f", long: "--justfile", withArg: "fd", longArg: []string{"justfile", "working-directory", "set", "shell", "shell-arg", "dotenv-filename", "dotenv-path", "color", "dump-format", "list-heading", "list-prefix", "chooser", "command", "completions", "show", "usage"}},
		"task": {short: "-t", long: "--taskfile", withArg: "tdcoCI", longArg: []string{"taskfile", "dir", "concurrency", "output", "output-group-begin", "output-group-end", "sort", "interval", "entrypoint", "remote-cache-dir", "cacert", "cert", "cert-key", "timeout"}, remote: true},
	}
}}

// taskfileInCommand holds a recipe file that the command line itself
// gives a task runner (just --justfile <(curl ...), task --taskfile
// https://..., -f /dev/stdin): its recipes are shell commands the runner
// runs, and gatesh does not read them. A recipe file on disk is the
// project's code, as a makefile is.
func (p *parser) taskfileInCommand(base string, argv []field) {
	spec, ok := taskRunnerFiles.Get()[base]
	if !ok {
		return
	}
	opts, _ := scanOptsAll(argv[1:], spec.withArg, spec.longArg)
	for _, o := range opts {
		if o.name != spec.short && o.name != spec.long {
			continue
		}
		if o.name == spec.short {
			// pflag's -t=FILE is -t FILE.
			o.val.Value = strings.TrimPrefix(o.val.Value, "=")
		}
		fd, _ := descriptorPath(o.val.Value)
		v := strings.ToLower(o.val.Value)
		web := spec.remote && (strings.HasPrefix(v, "https://") || strings.HasPrefix(v, "http://"))
		if substValue(o.val) || o.val.Value == "-" || fd || web {
			p.problem("dynamic_eval", base+" "+o.name+" runs the recipes of a file given in the command, which gatesh does not read", o.val.Span)
		}
	}
}

// substValue reports whether an option's value is one command or process
// substitution: the whole word (-f <(...)) or all after the option's = in
// one word (--file=<(...)), which bash expands there too.
func substValue(val field) bool {
	return val.sub != nil || val.Dynamic && val.Value == "$(...)"
}
