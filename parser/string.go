package parser

import (
	"strings"
)

// String is a short human form of the command for explain, with the
// wrappers it ran under: `rm -rf /  (via sudo, bash -c)`.
func (c *Command) String() string {
	var sb strings.Builder
	if strings.HasPrefix(c.Path, "$") {
		sb.WriteString(c.Path) // a placeholder, not a word to quote
	} else {
		sb.WriteString(quoteWord(c.Path))
	}
	for _, a := range c.Args {
		sb.WriteByte(' ')
		if a.Dynamic {
			sb.WriteString(a.Value)
			continue
		}
		sb.WriteString(quoteWord(a.Value))
	}
	if len(c.Wrappers) > 0 {
		sb.WriteString("  (via ")
		sb.WriteString(strings.Join(c.Wrappers, ", "))
		sb.WriteByte(')')
	}
	return sb.String()
}

// quoteWord single-quotes a word when the shell would not read it back as
// one plain word.
func quoteWord(s string) string {
	if s == "" {
		return "''"
	}
	plain := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isIdent(c) || strings.IndexByte("-_./:=@%+,~^", c) >= 0) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
