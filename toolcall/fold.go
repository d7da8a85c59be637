package toolcall

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"gatesh/internal/lazy"
)

// FoldName reads a tool's or a server's name as the Latin letters it
// looks like, so that a verb spelled in lookalikes reads as that verb
// (dеlete_user with a Cyrillic е is delete_user): NFKC first (fullwidth
// and mathematical letters, ligatures), then Cyrillic and Greek letters
// that look like Latin ones (confusables). A name of ASCII letters comes
// back as it is. ok is false when a letter other than an ASCII one
// remains: the name cannot be read as words.
func FoldName(name string) (folded string, ok bool) {
	if !hasNonASCII(name) {
		return name, true
	}
	folded = strings.Map(func(r rune) rune {
		if l, ok := confusables.Get()[r]; ok {
			return l
		}
		return r
	}, norm.NFKC.String(name))
	for _, r := range folded {
		if r > unicode.MaxASCII && unicode.IsLetter(r) {
			return folded, false
		}
	}
	return folded, true
}

func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] > unicode.MaxASCII {
			return true
		}
	}
	return false
}

// confusables are the Cyrillic, Greek and Latin letters that look like
// an ASCII letter in the fonts agents and people read names in, after
// Unicode's confusables list (confusablesSummary.txt) for those scripts.
var confusables = &lazy.Value[map[rune]rune]{New: func() map[rune]rune {
	return map[rune]rune{
		// Cyrillic
		'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'һ': 'h', 'і': 'i', 'ї': 'i', 'ј': 'j', 'к': 'k', 'ӏ': 'l', 'м': 'm', 'н': 'h',
		'о': 'o', 'р': 'p', 'с': 'c', 'ԛ': 'q', 'ѕ': 's', 'т': 't', 'у': 'y', 'ԝ': 'w', 'х': 'x', 'ԁ': 'd', 'ɡ': 'g', 'ү': 'y',
		'А': 'A', 'В': 'B', 'Е': 'E', 'Ё': 'E', 'Н': 'H', 'І': 'I', 'Ї': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M', 'О': 'O', 'Р': 'P',
		'С': 'C', 'Ѕ': 'S', 'Т': 'T', 'Х': 'X', 'У': 'Y', 'Ү': 'Y', 'Ԁ': 'D', 'Ԛ': 'Q', 'Ԝ': 'W', 'Ӏ': 'I', 'Һ': 'H',
		// Greek
		'α': 'a', 'β': 'b', 'γ': 'y', 'ε': 'e', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x',
		'ϲ': 'c', 'ϳ': 'j', 'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N', 'Ο': 'O',
		'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'Ϲ': 'C', 'Ϳ': 'J',
		// Latin letters outside ASCII that NFKC keeps
		'ı': 'i', 'ȷ': 'j', 'ɑ': 'a', 'ɩ': 'i', 'ʟ': 'l', 'ɪ': 'i', 'ᴅ': 'd', 'ᴇ': 'e', 'ᴏ': 'o', 'ᴛ': 't', 'ᴜ': 'u', 'ᴠ': 'v',
		'ʀ': 'r', 'ꜱ': 's', 'ᴄ': 'c', 'ᴋ': 'k', 'ᴍ': 'm', 'ɴ': 'n', 'ᴘ': 'p', 'ᴡ': 'w', 'ᴢ': 'z', 'ʏ': 'y', 'ʜ': 'h', 'ɢ': 'g',
	}
}}
