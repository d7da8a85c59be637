package rules

import "slices"

// credentialPartRead reports whether a read's object is the key, the
// value or the secret of a credential that its name groups the tool
// under, before the verb (an identity provider's tokens_view_key,
// api_tokens_get_value, credentials_show_secret): what it returns is the
// credential itself. A token's metadata read (tokens_view_expiry) is
// not.
func credentialPartRead(own []string, verb string, object []string) bool {
	if len(object) != 1 {
		return false
	}
	switch object[0] {
	case "key", "value", "secret", "plaintext", "raw":
	default:
		return false
	}
	i := slices.Index(own, verb)
	if i <= 0 {
		return false
	}
	return slices.ContainsFunc(own[:i], func(w string) bool {
		switch w {
		case "token", "tokens", "credential", "credentials", "apikey", "apikeys":
			return true
		}
		return false
	})
}
