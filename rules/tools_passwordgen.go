package rules

import "gatesh/toolcall"

// passwordGenerated marks a call that makes up a new random password
// and hands it to the model (a password manager's password_generate,
// generate_passphrase {length, symbols}): it reads nothing stored and
// sets nothing, so it is the text a generator makes (tool-generate), not
// a password set (tool-password-set) or a credential changed
// (tool-access). Its arguments must only shape the string (its length,
// its characters, its words); a call that names an account, a user, an
// item or a vault to put it in is a password set, and stays held.
func passwordGenerated(f *toolFacts, args map[string]any) {
	if f.verb != "generate" || f.kind != KindMCP && f.kind != KindOther {
		return
	}
	after, password := false, false
	for _, w := range f.own {
		switch w {
		case "generate":
			after = true
		case "password", "passwords", "passphrase", "passphrases":
			password = true
		case "random", "secure", "strong", "new":
		default:
			if after {
				return
			}
		}
	}
	if !password {
		return
	}
	for k := range args {
		for _, w := range toolcall.Words(k) {
			switch w {
			case "length", "len", "size", "count", "number", "num", "words", "word", "include", "exclude", "use", "with",
				"symbols", "symbol", "numbers", "digits", "uppercase", "lowercase", "upper", "lower", "letters", "special",
				"characters", "chars", "separator", "ambiguous", "similar", "min", "max", "minimum", "maximum", "type",
				"capitalize", "of", "allow", "avoid", "pronounceable", "memorable", "charset":
			default:
				return
			}
		}
	}
	f.class, f.words, f.kinds = verbWrite, nil, nil
}
