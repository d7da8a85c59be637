package rules

import (
	"strings"

	"gatesh/toolcall"
)

// marketingOptIn reports whether a call's arguments opt a person into
// marketing mail on their behalf: a customer's consent set true
// (Shopify's acceptsMarketing, email_marketing_consent, a marketing
// opt-in) or an address made a subscribed member of a list (Mailgun's
// list members {address, subscribed: true}). The person is mailed what
// they never asked for, under the sender's name: that is not undone by
// unsubscribing them again.
func marketingOptIn(args map[string]any) bool {
	seen := 0
	var visit func(obj map[string]any, depth int) bool
	visit = func(obj map[string]any, depth int) bool {
		address := false
		for _, v := range obj {
			if s, ok := v.(string); ok && strings.Contains(s, "@") && !strings.ContainsAny(s, " /") {
				address = true
			}
		}
		for k, v := range obj {
			if seen++; seen > maxArgValues {
				return false
			}
			switch x := v.(type) {
			case bool:
				if !x {
					continue
				}
				ws := strings.Join(toolcall.Words(k), " ")
				switch ws {
				case "accepts marketing", "accepts email marketing", "marketing consent", "email marketing consent",
					"marketing opt in", "marketing optin", "opt in marketing", "accepts sms marketing":
					return true
				case "subscribed":
					if address {
						return true
					}
				}
			case map[string]any:
				if depth < 4 && visit(x, depth+1) {
					return true
				}
			case []any:
				for _, e := range x {
					if m, ok := e.(map[string]any); ok && depth < 4 && visit(m, depth+1) {
						return true
					}
				}
			}
		}
		return false
	}
	return visit(args, 0)
}
