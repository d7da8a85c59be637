package inline

import (
	"regexp"
	"strings"
)

// literalEnd returns the index just past the string literal whose
// opening quote is at code[i] (a backslash escapes the next byte), or -1
// when it does not close.
func literalEnd(code string, i int) int {
	if i >= len(code) {
		return -1
	}
	q := code[i]
	for j := i + 1; j < len(code); j++ {
		switch code[j] {
		case '\\':
			j++
		case q:
			return j + 1
		}
	}
	return -1
}

// closingParen returns the index of the parenthesis that closes the one
// at code[i], skipping string literals, or -1.
func closingParen(code string, i int) int {
	depth := 0
	for j := i; j < len(code); j++ {
		switch c := code[j]; c {
		case '\'', '"', '`':
			end := literalEnd(code, j)
			if end < 0 {
				return -1
			}
			j = end - 1
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// wholeURLArg reports whether the string literal opening at code[i] is
// a call's whole argument as far as its destination goes: it is followed
// by the next argument or the call's end, or, when the URL in it has a
// path after its host, by text joined after it (+, %, .format), which
// cannot reach the host. 'http://127.0.0.1'+h, 'http://127.0.0.1/x'
// .replace('127.0.0.1', h) and Ruby's "http://127.0.0.1#{h}" may name any
// host.
func wholeURLArg(code string, i int) bool {
	end := literalEnd(code, i)
	if end < 0 {
		return false
	}
	lit := code[i+1 : end-1]
	if strings.Contains(lit, "#{") || strings.Contains(lit, "${") {
		if _, rest, ok := strings.Cut(lit, "://"); ok {
			if k := strings.IndexAny(rest, "/?"); k < 0 || strings.ContainsAny(rest[:k], "#{$") {
				return false
			}
		}
	}
	after := strings.TrimLeft(code[end:], " \t")
	if after == "" || after[0] == ',' || after[0] == ')' {
		return true
	}
	if _, rest, ok := strings.Cut(lit, "://"); ok && strings.ContainsAny(rest, "/?") {
		return after[0] == '+' || after[0] == '%' || strings.HasPrefix(after, ".format(")
	}
	return false
}

// sendUse finds a name given whole as the first argument of a call that
// sends to it (urlopen(r), Net::HTTP.post(u, ...)); requestUse a method
// of urllib's Request that adds or reads a header, or a URI's part read
// (u.host, u.port), which neither changes nor re-aims it. A field set
// (r.host = ..., u.host = ...), set_proxy, a string method called on a
// part (u.host.replace) or any other use is none of these.
var (
	sendUse    = `\b(?:urlopen|fetch|get|post|put|patch|delete|head|request|get_response|post_form|start)[ \t]*\([ \t]*(NAME)[ \t]*[,)]`
	requestUse = `(?:^|[^\w.])(NAME)\.(?:(?:add_header|add_unredirected_header|has_header|get_header|remove_header|header_items|get_method|get_full_url)[ \t]*\(|(?:host|hostname|port|path|request_uri|query|scheme|to_s)\b[ \t]*(?:[,);}\n+]|$))`
)

// useOf compiles one of sendUse and requestUse for a name.
func useOf(src, name string) *regexp.Regexp {
	return regexp.MustCompile(strings.ReplaceAll(src, "NAME", regexp.QuoteMeta(name)))
}
