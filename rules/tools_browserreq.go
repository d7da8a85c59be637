package rules

import (
	"slices"
	"strings"
)

// browserSends reports whether a browser's tool sends an HTTP request of
// its own (network_request, fetch, send_request) with a method that
// changes something: POST, PUT, PATCH or DELETE. Made with the browser's
// cookies, it is the user's session acting, not a page read (mcp-fix15).
func browserSends(ts *toolSet, words []string, args map[string]any) bool {
	if !slices.ContainsFunc(words, func(w string) bool {
		return w == "request" || w == "requests" || w == "fetch" || w == "http" || w == "xhr"
	}) {
		return false
	}
	for _, kv := range stringArgs(args) {
		if !keyIn(kv[0], ts.args.Operation) {
			continue
		}
		if cl, ok := httpMethods.Get()[strings.ToUpper(strings.TrimSpace(kv[1]))]; ok && cl != verbRead {
			return true
		}
	}
	return false
}
