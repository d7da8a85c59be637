package rules

import (
	"encoding/base64"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"gatesh/audit"
)

// encodedSecretInURL reports whether a URL's query carries a credential
// that only shows once it is decoded: percent-encoded
// (?text=AWS_SECRET_ACCESS_KEY%3DwJal...), or a value in base64 or
// base64url (?env=U0VDUkVUX0tFWT1za19saXZl..., SECRET_KEY=sk_live...),
// as a page or a pastebin that collects it decodes it again. What the
// decoded text must show is what the audit log redacts (a token's
// prefix, a NAME_SECRET= assignment, an access key's id), the one
// policy of urlCarriesSecret.
func encodedSecretInURL(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.RawQuery == "" {
		return false
	}
	values, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return false
	}
	for _, vs := range values {
		for _, v := range vs {
			if len(v) > 4096 {
				continue
			}
			if _, hidden := audit.RedactHidden(v); len(hidden) > 0 {
				return true
			}
			if d, ok := decodeBase64Text(v); ok {
				if _, hidden := audit.RedactHidden(d); len(hidden) > 0 {
					return true
				}
			}
		}
	}
	return false
}

// decodeBase64Text decodes v as base64 or base64url, padded or not, when
// it is at least 16 characters of that alphabet and decodes to printable
// text: a value that merely looks so (an id, a hash) decodes to bytes
// that are not.
func decodeBase64Text(v string) (string, bool) {
	if len(v) < 16 {
		return "", false
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		b, err := enc.DecodeString(v)
		if err != nil || !utf8.Valid(b) {
			continue
		}
		s := string(b)
		if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) && !unicode.IsSpace(r) }) < 0 {
			return s, true
		}
	}
	return "", false
}
