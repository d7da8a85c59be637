package parser

import (
	"path"
	"strings"
)

// A framework's console given a one-liner runs it in the application,
// with its database and credentials: rails runner CODE, python manage.py
// shell -c CODE, php artisan tinker --execute=CODE. The code is read as
// the inline code of the framework's language.
type console struct {
	program string   // the command, by base name
	words   []string // the operands that name the console
	flags   []string // options whose value is the code; none: the next operand is
	lang    string
	// stdin: without code in its flags the console runs what its
	// standard input gives (rails console <<< CODE, flask shell < x.py);
	// its operands are no code (rails console production).
	stdin bool
}

var consoles = [...]console{
	{"python", []string{"manage.py", "shell"}, []string{"-c", "--command"}, "python", true},
	{"python3", []string{"manage.py", "shell"}, []string{"-c", "--command"}, "python", true},
	{"django-admin", []string{"shell"}, []string{"-c", "--command"}, "python", true},
	{"rails", []string{"runner"}, nil, "ruby", false},
	{"rails", []string{"r"}, nil, "ruby", false},
	{"rails", []string{"console"}, nil, "ruby", true},
	{"rails", []string{"c"}, nil, "ruby", true},
	{"flask", []string{"shell"}, nil, "python", true},
	{"php", []string{"artisan", "tinker"}, []string{"--execute"}, "php", true},
	{"artisan", []string{"tinker"}, []string{"--execute"}, "php", true},
	{"wp", []string{"eval"}, nil, "php", false},
	{"wp", []string{"shell"}, nil, "php", true},
	{"drush", []string{"php-eval"}, nil, "php", false},
	{"drush", []string{"ev"}, nil, "php", false},
	{"drush", []string{"php"}, nil, "php", true},
	{"mix", []string{"run"}, []string{"-e", "--eval"}, "unmodeled", false},
	{"iex", []string{"-S", "mix"}, nil, "unmodeled", true},
}

// consolePayloads records the one-liner a framework console is given.
// It reports whether c was such a console.
func (p *parser) consolePayloads(fr *frame, c *Command, args []field, in cmdIn, add func(string, textSrc), stdin func(string)) bool {
	name := path.Base(c.Name)
	switch name {
	case "python", "python3", "django-admin", "rails", "php", "artisan", "wp", "drush", "mix", "flask", "iex":
	default:
		return false
	}
	for _, k := range consoles {
		if k.program != name || len(args) < len(k.words) {
			continue
		}
		// The console's words, each by base name (./manage.py, bin/console).
		i, ok := 0, true
		for _, w := range k.words {
			for i < len(args) && strings.HasPrefix(args[i].Value, "-") && (len(k.flags) == 0 || k.stdin) && !strings.HasPrefix(w, "-") {
				if consoleValueFlag(name, args[i].Value) {
					i++ // flask --app app shell
				}
				i++
			}
			if i >= len(args) || path.Base(args[i].Value) != w {
				ok = false
				break
			}
			i++
		}
		if !ok {
			continue
		}
		rest := args[i:]
		found := false
		for j := 0; j < len(rest); j++ {
			v := rest[j].Value
			if len(k.flags) == 0 && !k.stdin {
				if !strings.HasPrefix(v, "-") {
					add(k.lang, p.srcOf(fr, rest[j], "arg"))
					return true
				}
				continue
			}
			for _, f := range k.flags {
				if v == f && j+1 < len(rest) {
					add(k.lang, p.srcOf(fr, rest[j+1], "flag"))
					found = true
				} else if val, ok := strings.CutPrefix(v, f+"="); ok {
					w := rest[j]
					w.Value = val
					w.raw = nil
					add(k.lang, p.srcOf(fr, w, "flag"))
					found = true
				}
			}
		}
		if !found && k.stdin && (in.stdin != nil || len(c.PipeFrom) > 0 || stdinRedirected(in.redirs)) {
			// Fed code by standard input: read as the console's
			// language. At a terminal it is left as it was.
			stdin(k.lang)
			found = true
		}
		return found
	}
	return false
}

// consoleValueFlag reports whether a console program's option before its
// words takes the next operand as its value.
func consoleValueFlag(program, flag string) bool {
	switch program {
	case "flask":
		return flag == "--app" || flag == "-A" || flag == "--env-file" || flag == "-e"
	case "python", "python3":
		return flag == "-W" || flag == "-X"
	}
	return false
}
