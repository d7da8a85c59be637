package audit

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"

	"gatesh/internal/lazy"
)

// Redacted replaces a secret in logged command text.
const Redacted = "[REDACTED]"

// markers are cheap substrings; text holding none of them cannot match
// any secret pattern, so ordinary commands skip the regexps.
var markers = []string{
	"gh", "sk-", "xox", "akia", "asia", "glpat-", "@", "authorization", "bearer",
	"passw", "token", "secret", "api_key", "api-key", "apikey", "mysql", "mariadb",
}

type secretPattern struct {
	re   *regexp.Regexp
	repl string
}

// secretPatterns are compiled on first use, so that gatesh's startup does
// not pay for them; they are applied in order.
var secretPatterns = &lazy.Value[[]secretPattern]{New: func() []secretPattern {
	return []secretPattern{
		{regexp.MustCompile(`(?i)(authorization:\s*)[^'"\n]+`), "${1}" + Redacted},
		{regexp.MustCompile(`(?i)(bearer\s+)[A-Za-z0-9._~+/=-]{8,}`), "${1}" + Redacted},
		{regexp.MustCompile(`(://[^/\s:@'"]+:)[^@\s/'"]+@`), "${1}" + Redacted + "@"},
		{regexp.MustCompile(`(?i)(--(?:password|passwd|token|secret|api-key|apikey)[= ])(?:'[^']*'|"[^"]*"|[^\s'"]+)`), "${1}" + Redacted},
		{regexp.MustCompile(`(?i)(\b[A-Z0-9_]*(?:PASSWORD|PASSWD|TOKEN|SECRET|API_KEY)[A-Z0-9_]*=)(?:'[^']*'|"[^"]*"|[^\s'"]+)`), "${1}" + Redacted},
		{regexp.MustCompile(`((?:mysql|mariadb)[a-z]*\s[^\n|;&]*?\s-p)(?:'[^']+'|"[^"]+"|[^\s'"]+)`), "${1}" + Redacted},
		{regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|glpat-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9_-]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}|(?:AKIA|ASIA)[A-Z0-9]{16})\b`), Redacted},
	}
}}

// Redact removes tokens, passwords in URLs, Authorization and Bearer
// headers and password options from command text.
func Redact(text string) string {
	if !mayHoldSecret(text) {
		return text
	}
	for _, p := range secretPatterns.Get() {
		text = p.re.ReplaceAllString(text, p.repl)
	}
	return text
}

func mayHoldSecret(text string) bool {
	lower := strings.ToLower(text)
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
