package inline

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
)

// requests builds a request without sending it: requests.Request(...)
// and its prepare() make a PreparedRequest, and a Session holds headers,
// cookies and settings until one of its verbs (get, post, request, send)
// sends (the library's documentation, "Prepared Requests" and "Session
// Objects"). A script that builds a request to print its headers sends
// nothing; what could send one (a Session's verb or send, an adapter's
// send, requests.api) is still read as sending.

// requestsBuilders are the names of requests that build without sending.
var requestsBuilders = []string{"Request", "Session", "session"}

// sessionAttrs are a Session's attributes that hold settings and its
// methods that send nothing: prepare_request merges the settings into a
// PreparedRequest, merge_environment_settings reads the environment.
var sessionAttrs = []string{"headers", "cookies", "auth", "proxies", "hooks", "params", "stream", "verify", "cert", "max_redirects", "trust_env", "prepare_request", "merge_environment_settings", "close"}

var (
	// pySessionMade finds a Session made: requests.Session(),
	// requests.sessions.Session(), requests.session().
	pySessionMade = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?:^|[^\w.$])requests(?:\.sessions)?\.[Ss]ession\b`)
	}}
	// pySessionBound is a line that only binds a new Session to a name.
	pySessionBound = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*requests(?:\.sessions)?\.[Ss]ession\(\)[ \t]*$`)
	}}
)

// requestsOnlyBuilds reports whether the code reaches module m of
// requests, called name in it, only to build requests it never sends:
// through Request, and through Sessions each bound to a name that is
// used for nothing but the settings and methods of sessionAttrs.
func requestsOnlyBuilds(code, name, m string, mod module, skip [][2]int, l *Lang) bool {
	if m != "requests" && !strings.HasPrefix(m, "requests.") {
		return false
	}
	builds := mod
	builds.attrs = slices.DeleteFunc(slices.Clone(mod.attrs), func(a string) bool { return slices.Contains(requestsBuilders, a) })
	if l.reaches(code, name, builds, skip, false) != "" {
		return false
	}
	made := 0
	for _, loc := range pySessionMade.Get().FindAllStringIndex(code, -1) {
		if !inSpans(loc[1]-1, skip) {
			made++
		}
	}
	bound := pySessionBound.Get().FindAllStringSubmatchIndex(code, -1)
	if made != len(bound) {
		return false // a Session used in place: requests.Session().get(u)
	}
	for _, b := range bound {
		if !sessionOnlyHolds(code, code[b[2]:b[3]], b[2], skip) {
			return false
		}
	}
	return true
}

// sessionOnlyHolds reports whether every use of the Session called name,
// bound at offset at, reads or sets one of sessionAttrs.
func sessionOnlyHolds(code, name string, at int, skip [][2]int) bool {
	return everyUse(code, name, skip, func(k int) bool {
		if k == at {
			return true
		}
		rest := code[k+len(name):]
		if !strings.HasPrefix(rest, ".") {
			return false // passed on, renamed or bound again
		}
		e := 1
		for e < len(rest) && isIdent(rest[e]) {
			e++
		}
		return slices.Contains(sessionAttrs, rest[1:e])
	})
}
