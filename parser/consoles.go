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
}

var consoles = [...]console{
	{"python", []string{"manage.py", "shell"}, []string{"-c", "--command"}, "python"},
	{"python3", []string{"manage.py", "shell"}, []string{"-c", "--command"}, "python"},
	{"django-admin", []string{"shell"}, []string{"-c", "--command"}, "python"},
	{"rails", []string{"runner"}, nil, "ruby"},
	{"rails", []string{"r"}, nil, "ruby"},
	{"php", []string{"artisan", "tinker"}, []string{"--execute"}, "php"},
	{"artisan", []string{"tinker"}, []string{"--execute"}, "php"},
	{"wp", []string{"eval"}, nil, "php"},
	{"drush", []string{"php-eval"}, nil, "php"},
	{"drush", []string{"ev"}, nil, "php"},
	{"mix", []string{"run"}, []string{"-e", "--eval"}, "unmodeled"},
}

// consolePayloads records the one-liner a framework console is given.
// It reports whether c was such a console.
func (p *parser) consolePayloads(fr *frame, c *Command, args []field, add func(string, textSrc)) bool {
	name := path.Base(c.Name)
	switch name {
	case "python", "python3", "django-admin", "rails", "php", "artisan", "wp", "drush", "mix":
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
			for i < len(args) && strings.HasPrefix(args[i].Value, "-") && len(k.flags) == 0 {
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
			if len(k.flags) == 0 {
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
		return found
	}
	return false
}
