package parser

import (
	"strings"
)

// opt is one parsed option.
type opt struct {
	name string // "-x" or "--long"
	val  field  // its argument, when it takes one
}

// optReader parses the option at args[i] into opts and returns how many
// words it used.
type optReader func(args []field, i int, opts *[]opt) int

// scanOpts reads options up to the first operand or "--". Short options
// listed in withArg and long options in longArg take an argument.
func scanOpts(args []field, withArg string, longArg []string) ([]opt, int) {
	return scanWith(args, func(args []field, i int, opts *[]opt) int { return scanOne(args, i, withArg, longArg, opts) })
}

// scanOptsAll reads options anywhere in args and returns the operands.
func scanOptsAll(args []field, withArg string, longArg []string) ([]opt, []field) {
	return scanAllWith(args, func(args []field, i int, opts *[]opt) int { return scanOne(args, i, withArg, longArg, opts) })
}

// scanWith reads options with one up to the first operand or "--", and
// returns them with the index of what follows.
func scanWith(args []field, one optReader) ([]opt, int) {
	var opts []opt
	i := 0
	for i < len(args) {
		v := args[i].Value
		if v == "--" {
			return opts, i + 1
		}
		if len(v) < 2 || v[0] != '-' {
			return opts, i
		}
		i += one(args, i, &opts)
	}
	return opts, i
}

// scanAllWith reads options with one anywhere in args, and returns them
// with the operands.
func scanAllWith(args []field, one optReader) ([]opt, []field) {
	var opts []opt
	var operands []field
	for i := 0; i < len(args); {
		v := args[i].Value
		if v == "--" {
			operands = append(operands, args[i+1:]...)
			break
		}
		if len(v) < 2 || v[0] != '-' {
			operands = append(operands, args[i])
			i++
			continue
		}
		i += one(args, i, &opts)
	}
	return opts, operands
}

// scanOne parses the option at args[i] and returns how many args it used.
func scanOne(args []field, i int, withArg string, longArg []string, opts *[]opt) int {
	v := args[i].Value
	if strings.HasPrefix(v, "--") {
		name, val, hasVal := strings.Cut(v[2:], "=")
		o := opt{name: "--" + name}
		if hasVal {
			o.val = field{Word: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}}
			*opts = append(*opts, o)
			return 1
		}
		for _, l := range longArg {
			// getopt_long takes an abbreviation of a long option.
			if l == name || len(name) >= 3 && strings.HasPrefix(l, name) {
				*opts = append(*opts, o)
				if i+1 >= len(args) {
					return 1 // the value is missing
				}
				(*opts)[len(*opts)-1].val = args[i+1]
				return 2
			}
		}
		*opts = append(*opts, o)
		return 1
	}
	for j := 1; j < len(v); j++ {
		o := opt{name: "-" + v[j:j+1]}
		if strings.IndexByte(withArg, v[j]) >= 0 {
			if j+1 < len(v) {
				o.val = field{Word: Word{Value: v[j+1:], Dynamic: args[i].Dynamic, Span: args[i].Span}}
				*opts = append(*opts, o)
				return 1
			}
			*opts = append(*opts, o)
			if i+1 >= len(args) {
				return 1 // the value is missing
			}
			(*opts)[len(*opts)-1].val = args[i+1]
			return 2
		}
		*opts = append(*opts, o)
	}
	return 1
}

// longPrefixOf reports whether name abbreviates one of the long options
// in list, as getopt_long accepts.
func longPrefixOf(name string, list []string) bool {
	if len(name) <= 3 || !strings.HasPrefix(name, "--") {
		return false
	}
	for _, l := range list {
		if strings.HasPrefix(l, name) {
			return true
		}
	}
	return false
}

// takeEnv moves NAME=value operands into the environment of the command.
func (p *parser) takeEnv(u *unwrap, args []field, i int) int {
	for ; i < len(args); i++ {
		// env takes any NAME=VALUE before the command, NAME a shell name
		// or not: BASH_FUNC_f%%=() { ...; } gives a bash child a function.
		name, val, ok := strings.Cut(args[i].Value, "=")
		if !ok || name == "" {
			break
		}
		if strings.HasPrefix(name, "BASH_FUNC_") {
			u.funcs = append(u.funcs, Assign{Name: name, Value: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}, Span: args[i].Span})
		}
		u.env = append(u.env, Assign{Name: name, Value: Word{Value: val, Dynamic: args[i].Dynamic, Span: args[i].Span}, Span: args[i].Span})
	}
	return i
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if c != '_' && !(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z') && !(i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}
