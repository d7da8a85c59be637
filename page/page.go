// Package page draws the pages a person decides on: the review page of
// one machine (gatesh serve) and the team page of gatesh-hub. Both take
// their look (templates, style, script), their security headers, their
// form tokens and their request card from here.
package page

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strings"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static
var staticFS embed.FS

// Parse parses the shared templates (head, topbar, request, signedin,
// message) and a page's own, matched by patterns in own.
func Parse(own fs.FS, patterns ...string) (*template.Template, error) {
	t, err := template.New("").Funcs(template.FuncMap{
		"lower": strings.ToLower,
	}).ParseFS(templateFiles, "templates/*.html")
	if err != nil {
		return nil, err
	}
	return t.ParseFS(own, patterns...)
}

// Static serves the style and the script under /static/.
func Static() http.Handler {
	sub, err := fs.Sub(staticFS, "static")
	if err != nil {
		panic(err)
	}
	files := http.StripPrefix("/static/", http.FileServerFS(sub))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

// Render writes a page; it is built in memory first, so that a template
// error never sends half a page. It returns the template's error, which
// the caller logs.
func Render(w http.ResponseWriter, t *template.Template, status int, name string, data any) error {
	var b bytes.Buffer
	if err := t.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b.Bytes())
	return nil
}

// Message is the data of the "message" page: a title and one paragraph,
// with a link back to the start.
type Message struct {
	Status      int
	Title, Text string
	Back        string
}

// SignedIn is the data of the "signedin" page, which sends the browser
// on to Next from this origin (so a SameSite=Strict cookie goes along).
type SignedIn struct {
	Title, Link, Next string
}

// securityHeaders go on every response. The page runs only its own
// script and style files: no inline code, no other origin, no frames.
var securityHeaders = map[string]string{
	"Content-Security-Policy":      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
	"X-Content-Type-Options":       "nosniff",
	"X-Frame-Options":              "DENY",
	"Referrer-Policy":              "same-origin",
	"Cross-Origin-Opener-Policy":   "same-origin",
	"Cross-Origin-Resource-Policy": "same-origin",
	"Permissions-Policy":           "camera=(), microphone=(), geolocation=()",
}

// SetHeaders sets the security headers, and no-store on everything but
// the static files.
func SetHeaders(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	for k, v := range securityHeaders {
		h.Set(k, v)
	}
	if !strings.HasPrefix(r.URL.Path, "/static/") {
		h.Set("Cache-Control", "no-store")
	}
}

// SameOrigin reports whether a state-changing request comes from the
// page itself: its Origin must be scheme and the host it was sent to,
// and a browser that says where the request came from must say
// same-origin.
func SameOrigin(r *http.Request, scheme string) bool {
	origin := r.Header.Get("Origin")
	if origin == "" || origin == "null" {
		return false
	}
	u, err := url.Parse(origin)
	if err != nil || u.Scheme != scheme || !strings.EqualFold(u.Host, r.Host) {
		return false
	}
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return false
	}
	return true
}

// FormOf names the form a POST comes from: its method and path.
func FormOf(r *http.Request) string { return r.Method + " " + r.URL.Path }

// FormToken is the CSRF token of one form of a session: the HMAC of the
// form's method and path under the session's own key. It is the same at
// every reload, so no tab's forms go stale, and it is good for that form
// only: Approve of X does not reject Y.
func FormToken(key []byte, form string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("gatesh form v1\n" + form + "\n"))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// CheckFormToken reports whether token is the form's token under key.
func CheckFormToken(key []byte, form, token string) bool {
	return token != "" && hmac.Equal([]byte(token), []byte(FormToken(key, form)))
}

// SafePath is p when it is a path on this site, else "/": a next page
// offered after signing in must not lead elsewhere.
func SafePath(p string) string {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsAny(p, "\\\r\n") {
		return "/"
	}
	return p
}
