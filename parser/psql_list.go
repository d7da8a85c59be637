package parser

import "strings"

// psqlValueOpts are psql's short options that take a value (psql(1)):
// in a cluster such as -Ulqt the rest of the word is that value.
const psqlValueOpts = "cdfFhLopPRTUv"

// psqlList reports psql -l (--list): psql(1) says it lists the available
// databases, then exits, so it reads no commands from its standard
// input. -l counts inside a cluster of short options (-lqt) only before
// an option that takes a value, and not as the value of the option
// before it (psql -U -l names a user).
func psqlList(args []field) bool {
	skip := false
	for _, a := range args {
		if a.Dynamic {
			return false
		}
		v := a.Value
		if skip {
			skip = false
			continue
		}
		if v == "--" {
			return false
		}
		if v == "--list" {
			return true
		}
		if !strings.HasPrefix(v, "-") || strings.HasPrefix(v, "--") || len(v) < 2 {
			continue
		}
		for i := 1; i < len(v); i++ {
			c := v[i]
			if c == 'l' {
				return true
			}
			if strings.IndexByte(psqlValueOpts, c) >= 0 {
				skip = i == len(v)-1
				break
			}
		}
	}
	return false
}
