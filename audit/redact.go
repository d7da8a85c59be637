package audit

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"sync"

	"gatesh/internal/lazy"
)

// Redacted replaces a secret in logged command text.
const Redacted = "[REDACTED]"

// A secretPattern is a regexp with the cheap substrings (lower case) that
// any text it matches holds: text holding none of them skips the regexp,
// and a regexp no text has needed is never compiled. Ordinary commands
// and tool calls (a patch's "@@", a mail address) meet few or none.
type secretPattern struct {
	markers []string
	re      func() *regexp.Regexp
	repl    string
}

func pattern(expr, repl string, markers ...string) secretPattern {
	return secretPattern{markers, sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) }), repl}
}

// secretPatterns are built on first use, so that gatesh's startup does not
// pay for them; they are applied in order.
var secretPatterns = &lazy.Value[[]secretPattern]{New: func() []secretPattern {
	return []secretPattern{
		pattern(`(?i)(authorization:\s*)[^'"\n]+`, "${1}"+Redacted, "authorization:"),
		pattern(`(?i)(bearer\s+)[A-Za-z0-9._~+/=-]{8,}`, "${1}"+Redacted, "bearer"),
		pattern(`(://[^/\s:@'"]+:)[^@\s/'"]+@`, "${1}"+Redacted+"@", "://"),
		pattern(`(?i)(--(?:password|passwd|token|secret|api-key|apikey)[= ])(?:'[^']*'|"[^"]*"|[^\s'"]+)`, "${1}"+Redacted,
			"--passw", "--token", "--secret", "--api-key", "--apikey"),
		pattern(`(?i)(\b[A-Z0-9_]*(?:PASSWORD|PASSWD|TOKEN|SECRET|API_KEY)[A-Z0-9_]*=)(?:'[^']*'|"[^"]*"|[^\s'"]+)`, "${1}"+Redacted,
			"passw", "token", "secret", "api_key"),
		pattern(`((?:mysql|mariadb)[a-z]*\s[^\n|;&]*?\s-p)(?:'[^']+'|"[^"]+"|[^\s'"]+)`, "${1}"+Redacted, "mysql", "mariadb"),
		pattern(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA)[A-Z0-9]{16})\b`, Redacted,
			"gh", "github_pat_", "glpat-", "sk-", "xox", "akia", "asia"),
		// A JSON Web Token (RFC 7519): a header and a claims set, each a
		// base64url JSON object (eyJ is `{"`), and a signature. Whoever
		// holds one is signed in as its subject until it expires, in a
		// URL's query (?session=eyJ...) as in a header.
		pattern(`\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`, Redacted, "eyj"),
		// The Telegram Bot API takes the bot's token in the path
		// (https://api.telegram.org/bot<token>/METHOD_NAME, the token
		// 123456:ABC-DEF...): whoever sees the URL drives the bot.
		pattern(`(?i)(api\.telegram\.org/(?:file/)?bot)[0-9]+:[A-Za-z0-9_-]+`, "${1}"+Redacted, "api.telegram.org/"),
	}
}}

// Redact removes tokens (JSON Web Tokens among them), passwords in URLs,
// Authorization and Bearer headers and password options from command
// text.
func Redact(text string) string {
	return redact(text, nil)
}

// RedactHidden is Redact, and also returns what each replacement hid:
// the text it took out, without what the replacement kept of it (an
// option's name, a header's name).
func RedactHidden(text string) (string, []string) {
	var hidden []string
	return redact(text, &hidden), hidden
}

// RedactOpaque is Redact for text a person decides on; whole says that
// every part it cut out is one opaque token (OpaqueSecret), so that what
// it shows is the command with its secrets blanked and nothing more
// hidden. `echo Authorization: x; rm -rf ~` shows as `echo
// Authorization: [REDACTED]`, and is not whole.
func RedactOpaque(text string) (shown string, whole bool) {
	shown, hidden := RedactHidden(text)
	for _, h := range hidden {
		if !OpaqueSecret(h) {
			return shown, false
		}
	}
	return shown, true
}

// opaqueSecret is a part cut out that cannot hide a command, an option's
// value past one word, or a separator: one word of the characters
// tokens, keys and passwords in URLs are made of, quoted or not, after
// an authorization scheme or not. It does not begin with `-`: that may
// be the program's next option (`mysql --password -e...`), not a value.
var opaqueSecret = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	const word = `[A-Za-z0-9._~+/=:@%][A-Za-z0-9._~+/=:@%-]*`
	return regexp.MustCompile(`^(?i:(?:bearer|basic|token|bot|key) )?(?:` + word + `|'(?:` + word + `)?'|"(?:` + word + `)?")$`)
}}

// OpaqueSecret reports whether part, a part RedactHidden cut out, is one
// opaque token.
func OpaqueSecret(part string) bool { return opaqueSecret.Get().MatchString(part) }

func redact(text string, hidden *[]string) string {
	// (?i) folds letters that lower-casing keeps apart (ſ and s), so
	// text that is not ASCII meets every pattern.
	ascii := isASCII(text)
	var lower string
	for _, p := range secretPatterns.Get() {
		if lower == "" {
			lower = strings.ToLower(text)
		}
		if ascii && !holdsAny(lower, p.markers) {
			continue
		}
		re := p.re()
		if hidden == nil {
			text = re.ReplaceAllString(text, p.repl)
		} else {
			text = replaceNoting(re, text, p.repl, hidden)
		}
		lower, ascii = "", isASCII(text) // the text changed
	}
	return text
}

// replaceNoting is re.ReplaceAllString(text, repl), noting for each match
// the part of it that the replacement does not keep.
func replaceNoting(re *regexp.Regexp, text, repl string, hidden *[]string) string {
	var b strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
		was := text[m[0]:m[1]]
		now := string(re.ExpandString(nil, repl, text, m))
		b.WriteString(text[last:m[0]])
		b.WriteString(now)
		last = m[1]
		if was == now {
			continue // redacted already
		}
		i := 0
		for i < len(was) && i < len(now) && was[i] == now[i] {
			i++
		}
		j := 0
		for j < len(was)-i && j < len(now)-i && was[len(was)-1-j] == now[len(now)-1-j] {
			j++
		}
		*hidden = append(*hidden, was[i:len(was)-j])
	}
	b.WriteString(text[last:])
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func holdsAny(lower string, markers []string) bool {
	for _, m := range markers {
		if strings.Contains(lower, m) {
			return true
		}
	}
	return false
}

// RedactJSON redacts every string in a JSON value, keys and values, as
// Redact does command text, and writes it compactly with its keys sorted.
// Text that is not JSON gives nil: nothing is kept that could not be
// redacted.
func RedactJSON(raw json.RawMessage) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil
	}
	var walk func(any) any
	walk = func(v any) any {
		switch x := v.(type) {
		case string:
			return Redact(x)
		case []any:
			for i := range x {
				x[i] = walk(x[i])
			}
		case map[string]any:
			out := make(map[string]any, len(x))
			for k, e := range x {
				out[Redact(k)] = walk(e)
			}
			return out
		}
		return v
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(walk(v)); err != nil {
		return nil
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}
