package rules

import "strings"

// signInMinted reports whether a call makes a link or a token that signs
// a user in: a verb that makes (generate, create, issue, mint, new) and,
// in its name, a magic, login, sign-in or SSO link, URL or token, or a
// link whose type argument is one (Supabase's auth admin generateLink
// with any of its types, magiclink, recovery, invite, signup or an email
// change, signs in whoever opens it), or an impersonation session.
func signInMinted(verb string, words []string, args map[string]any) bool {
	switch verb {
	case "generate", "create", "issue", "mint", "new", "make":
	default:
		return false
	}
	for i, w := range words {
		// An impersonation session signs the caller in as the user.
		if (w == "session" || w == "sessions") && i > 0 && words[i-1] == "impersonation" {
			return true
		}
		if w != "link" && w != "links" && w != "url" && w != "urls" && w != "token" && w != "tokens" {
			continue
		}
		if i > 0 {
			switch words[i-1] {
			case "magic", "login", "signin", "sso", "logon", "impersonation":
				return true
			case "in":
				if i > 1 && (words[i-2] == "sign" || words[i-2] == "log") {
					return true
				}
			}
		}
		if w == "link" || w == "links" {
			if t, ok := args["type"].(string); ok {
				switch strings.ToLower(t) {
				// Each of generateLink's types returns an action link
				// that verifies the user and signs them in when opened
				// (an invite's and a signup's too).
				case "magiclink", "magic_link", "recovery", "invite", "signup", "email_change_current", "email_change_new":
					return true
				}
			}
		}
	}
	return false
}
