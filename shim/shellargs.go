package shim

import (
	"fmt"
	"strings"
)

// invocation is what a bash command line asks for, parsed the way bash
// parses it (shell.c: long options first, then short option clusters,
// then the command string or script file and its arguments).
type invocation struct {
	// command is the -c string; hasCommand tells -c was given.
	command    string
	hasCommand bool
	// file is the script file when there is no -c and no -s.
	file    string
	hasFile bool
	// args are the words after the -c string ($0, $1, ...) or after the
	// script file or -s ($1, ...).
	args []string
	// stdin tells the script comes from standard input.
	stdin       bool
	interactive bool
	login       bool
	// rcfile is --rcfile/--init-file, read by interactive shells.
	rcfile string
	norc   bool
	// keyword is -k / -o keyword: assignments anywhere on a command line
	// go to its environment, which the parser does not model.
	keyword bool
	version bool
	help    bool
}

// longOption tells whether name is one of bash's long options and
// whether it takes an argument. Like bash, "-login" is accepted as
// "--login".
func longOption(name string) (takesArg, known bool) {
	switch name {
	case "init-file", "rcfile":
		return true, true
	case "debug", "debugger", "dump-po-strings", "dump-strings",
		"help", "login", "noediting", "noprofile",
		"norc", "posix", "pretty-print", "restricted",
		"verbose", "version":
		return false, true
	}
	return false, false
}

// shortFlags are the single-letter options bash accepts at invocation
// besides c, l, s, o, O and D.
const shortFlags = "abefhikmnprtuvxBCEHPT"

// parseShellArgs parses args[1:] as bash would. An error means bash
// itself would refuse the command line and run nothing.
func parseShellArgs(args []string) (invocation, error) {
	var inv invocation
	inv.login = strings.HasPrefix(args[0], "-")
	i := 1
	for ; i < len(args) && strings.HasPrefix(args[i], "-"); i++ {
		a := args[i]
		long := strings.HasPrefix(a, "--") && len(a) > 2
		name := a[1:]
		if long {
			name = a[2:]
		}
		takesArg, known := longOption(name)
		if !known {
			if long {
				return inv, fmt.Errorf("%s: invalid option", a)
			}
			break
		}
		value := ""
		if takesArg {
			if i+1 >= len(args) {
				return inv, fmt.Errorf("%s: option requires an argument", name)
			}
			i++
			value = args[i]
		}
		switch name {
		case "login":
			inv.login = true
		case "rcfile", "init-file":
			inv.rcfile = value
		case "norc":
			inv.norc = true
		case "version":
			inv.version = true
		case "help":
			inv.help = true
		}
	}
	readStdin := false
	for i < len(args) && (strings.HasPrefix(args[i], "-") || strings.HasPrefix(args[i], "+")) {
		a := args[i]
		next := i + 1
		if a == "-" || a == "--" {
			i = next
			break
		}
		for _, c := range a[1:] {
			switch {
			case c == 'c':
				inv.hasCommand = true
			case c == 'l':
				inv.login = true
			case c == 's':
				readStdin = true
			case c == 'i':
				inv.interactive = true
			case c == 'k':
				inv.keyword = inv.keyword || a[0] == '-'
			case c == 'o' || c == 'O':
				if next < len(args) {
					if c == 'o' && args[next] == "keyword" && a[0] == '-' {
						inv.keyword = true
					}
					next++
				}
			case c == 'D' || strings.ContainsRune(shortFlags, c):
			default:
				return inv, fmt.Errorf("%c%c: invalid option", a[0], c)
			}
		}
		i = next
	}
	switch {
	case inv.version || inv.help:
	case inv.hasCommand:
		if i >= len(args) {
			return inv, fmt.Errorf("-c: option requires an argument")
		}
		inv.command, inv.args = args[i], args[i+1:]
	case !readStdin && i < len(args):
		inv.file, inv.hasFile, inv.args = args[i], true, args[i+1:]
	default:
		inv.stdin, inv.args = true, args[i:]
	}
	return inv, nil
}

// requestText is the text a decision is logged and approved under: the
// script text, and the arguments it is given, which change what it does
// (`rm -rf "$1"`). A -c string with arguments reads as the bash command
// line that runs it; a script file's or stdin's arguments follow as a
// comment line, shown to people and never run.
func requestText(inv invocation, text string) string {
	switch {
	case len(inv.args) == 0:
		return text
	case inv.hasCommand:
		return quoteArgv(append([]string{"bash", "-c", text}, inv.args...))
	}
	return text + "\n# arguments: " + quoteArgv(inv.args)
}
