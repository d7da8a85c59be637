package parser

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// dateDigits reports a command substitution that runs date alone with a
// format whose every conversion prints digits (date(1): %Y, %m, %d, %H,
// %M, %S, %s, %F, %T ...), as in logs/$(date +%Y%m)/app.log. What it
// prints is a number with separators, which adds no syntax to text run
// as shell, as $? does not. It returns the substitution's own text as
// the placeholder, so that text run by sh -c holds it again. A script
// that defines date as a function or an alias (hash -p makes one), changes
// PATH, or sources a file gatesh does not read (which may define either)
// may run another program: then it is not known.
func (p *parser) dateDigits(stmts []*syntax.Stmt) (string, bool) {
	if len(stmts) != 1 || p.funcs["date"] || p.assigned["PATH"] || p.sourcedUnread {
		return "", false
	}
	if _, ok := p.aliases["date"]; ok {
		return "", false
	}
	st := stmts[0]
	if st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 {
		return "", false
	}
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Assigns) > 0 || len(call.Args) < 2 || len(call.Args) > 3 {
		return "", false
	}
	words := make([]string, len(call.Args))
	for i, w := range call.Args {
		lit := w.Lit()
		if lit == "" {
			return "", false
		}
		words[i] = lit
	}
	if words[0] != "date" {
		return "", false
	}
	if len(words) == 3 && words[1] != "-u" && words[1] != "--utc" {
		return "", false
	}
	format := words[len(words)-1]
	if !strings.HasPrefix(format, "+") || !digitsFormat(format[1:]) {
		return "", false
	}
	return "$(" + strings.Join(words, " ") + ")", true
}

// digitsFormat reports a date format whose literal text is letters,
// digits and the separators - : . / and whose conversions print only
// digits and those separators. Padding flags other than 0 and - are
// refused: _ pads with spaces, which would split a word. The format
// starts with a conversion, so that what it prints starts with a digit:
// literal text alone is printed as written (date +-delete prints an
// option, date +/etc/shadow a path), and so is a leading one. Literal
// text holding .. could climb out of a folder (%Y/../../x).
func digitsFormat(f string) bool {
	if f == "" || f[0] != '%' || strings.Contains(f, "..") {
		return false
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '%':
			i++
			if i < len(f) && (f[i] == '0' || f[i] == '-') {
				i++
			}
			if i >= len(f) || !strings.ContainsRune("YmdHMSsyjuwCGgVUWNFTD", rune(f[i])) {
				return false
			}
		case c >= '0' && c <= '9', c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', strings.IndexByte("-:./", c) >= 0:
		default:
			return false
		}
	}
	return true
}
