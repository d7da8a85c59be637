package web

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"gatesh/hub/store"
	"gatesh/page"
)

// How a person signs in (the authorization code flow of OpenID Connect):
//   - GET /login makes a state, a nonce and a PKCE verifier, keeps them in
//     the database under the sha256 of the state (any replica may get the
//     answer), sets a short-lived cookie that binds the sign-in to this
//     browser, and sends the browser to the provider with the S256
//     challenge of the verifier.
//   - The provider sends the browser back to CallbackPath with a code and
//     the state. The sign-in is taken once, checked against the cookie,
//     and the code is exchanged with the verifier. The ID token must be
//     signed by the provider, for this client, unexpired, and carry the
//     nonce; its email must be verified and be a member's.
//   - The session is a random token in an HttpOnly, SameSite=Strict
//     cookie (Secure and __Host- over https); the database keeps its
//     sha256, its expiry and the provider's groups of the sign-in.

func random(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	_, oc, err := s.provider(r.Context())
	if err != nil {
		s.c.Log.Printf("gatesh-hub: error: %v", err)
		s.message(w, http.StatusBadGateway, "Sign-in is not available", "The team's OpenID provider does not answer. Try again in a minute.")
		return
	}
	state, binder, nonce, verifier := random(32), random(32), random(32), oauth2.GenerateVerifier()
	next := page.SafePath(r.URL.Query().Get("next"))
	err = s.c.Store.StartLogin(r.Context(), store.LoginFlow{StateSHA: store.Sha(state), BinderSHA: store.Sha(binder), Nonce: nonce, Verifier: verifier,
		Next: next, Expires: s.c.Store.Now().Add(loginTTL)})
	var ref *store.Refusal
	if errors.As(err, &ref) {
		s.message(w, http.StatusServiceUnavailable, "Sign-in is not available", ref.Msg)
		return
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	// Lax, not Strict: the provider's redirect back is a navigation from
	// another site, and this cookie must come with it.
	http.SetCookie(w, &http.Cookie{Name: s.loginCookie(), Value: binder, Path: "/", MaxAge: int(loginTTL.Seconds()),
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode})
	http.Redirect(w, r, oc.AuthCodeURL(state, oidc.Nonce(nonce), oauth2.S256ChallengeOption(verifier)), http.StatusSeeOther)
}

// refused is a sign-in the hub turns down: logged with who (when known)
// and why, and shown.
func (s *Server) refused(w http.ResponseWriter, r *http.Request, who, why string, status int, text string) {
	if who == "" {
		who = "sign-in from " + remote(r)
	}
	s.c.Store.Log(r.Context(), store.Event{Actor: who, Action: "sign in", Outcome: "refused", Detail: why})
	s.render(w, status, "signin", signinData{Next: "/", Issuer: s.c.Issuer, Error: text})
}

// claims are what the hub reads of an ID token (or userinfo).
type claims map[string]json.RawMessage

func (c claims) str(name string) string {
	var v string
	json.Unmarshal(c[name], &v)
	return v
}

// boolean reads a claim that says true: JSON true, or the string "true"
// that some providers send.
func (c claims) boolean(name string) bool {
	var b bool
	if json.Unmarshal(c[name], &b) == nil {
		return b
	}
	return c.str(name) == "true"
}

// groups reads a claim of groups: a list of strings, or one string.
func (c claims) groups(name string) []string {
	var list []string
	if json.Unmarshal(c[name], &list) == nil {
		return list
	}
	if one := c.str(name); one != "" {
		return []string{one}
	}
	return nil
}

func (s *Server) callback(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	q := r.URL.Query()
	binder, _ := r.Cookie(s.loginCookie())
	http.SetCookie(w, &http.Cookie{Name: s.loginCookie(), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteLaxMode})
	if e := q.Get("error"); e != "" {
		s.refused(w, r, "", "the provider answered "+clip(e+": "+q.Get("error_description")), http.StatusUnauthorized, "The provider did not sign you in.")
		return
	}
	flow, err := s.c.Store.TakeLogin(ctx, store.Sha(q.Get("state")))
	if errors.Is(err, store.ErrNoLogin) {
		s.refused(w, r, "", "state: "+err.Error(), http.StatusUnauthorized, "This sign-in is unknown, was used already, or took too long. Sign in again.")
		return
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	if binder == nil || store.Sha(binder.Value) != flow.BinderSHA {
		s.refused(w, r, "", "the sign-in was started in another browser", http.StatusUnauthorized, "This sign-in was started in another browser. Sign in again here.")
		return
	}
	p, oc, err := s.provider(ctx)
	if err != nil {
		s.fail(w, err)
		return
	}
	pctx := oidc.ClientContext(ctx, s.c.Client)
	tok, err := oc.Exchange(pctx, q.Get("code"), oauth2.VerifierOption(flow.Verifier))
	if err != nil {
		s.refused(w, r, "", "the code exchange failed: "+clip(err.Error()), http.StatusUnauthorized, "The provider did not confirm the sign-in. Sign in again.")
		return
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		s.refused(w, r, "", "the provider sent no ID token", http.StatusUnauthorized, "The provider sent no ID token.")
		return
	}
	idt, err := p.VerifierContext(pctx, &oidc.Config{ClientID: s.c.ClientID, Now: s.c.Now}).Verify(pctx, raw)
	if err != nil {
		var exp *oidc.TokenExpiredError
		why := "the ID token does not verify: " + clip(err.Error())
		if errors.As(err, &exp) {
			why = "the ID token expired at " + exp.Expiry.UTC().Format(time.RFC3339)
		}
		s.refused(w, r, "", why, http.StatusUnauthorized, "The provider's answer does not verify. Sign in again.")
		return
	}
	if idt.Nonce != flow.Nonce {
		s.refused(w, r, "", "the ID token's nonce is not this sign-in's", http.StatusUnauthorized, "The provider's answer is not for this sign-in. Sign in again.")
		return
	}
	var c claims
	if err := idt.Claims(&c); err != nil {
		s.refused(w, r, "", "the ID token's claims: "+clip(err.Error()), http.StatusUnauthorized, "The provider's answer cannot be read.")
		return
	}
	if c.str("email") == "" {
		// Some providers keep the email for userinfo.
		if info, err := p.UserInfo(pctx, oauth2.StaticTokenSource(tok)); err == nil && info.Subject == idt.Subject {
			var more claims
			if info.Claims(&more) == nil {
				for k, v := range more {
					if _, ok := c[k]; !ok {
						c[k] = v
					}
				}
			}
		}
	}
	email := c.str("email")
	switch {
	case email == "":
		s.refused(w, r, "subject "+clip(idt.Subject), "the provider sent no email", http.StatusForbidden, "The provider did not say your email; ask for the email scope.")
		return
	case !c.boolean(s.c.EmailVerifiedClaim):
		s.refused(w, r, email, fmt.Sprintf("the email is not verified (%s is not true)", s.c.EmailVerifiedClaim), http.StatusForbidden,
			"Your provider does not vouch for the email "+email+", so the hub cannot tell you from someone who typed it.")
		return
	}
	groups := c.groups(s.c.GroupsClaim)
	m, err := s.c.Store.MemberByEmail(ctx, email, groups)
	var ref *store.Refusal
	if errors.As(err, &ref) {
		s.refused(w, r, email, ref.Msg, http.StatusForbidden, ref.Msg+". Ask an admin of the hub to add you.")
		return
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	label := "browser from " + remote(r)
	if ua := r.UserAgent(); ua != "" {
		label += " (" + clip(ua) + ")"
	}
	id, token, _, err := s.c.Store.NewSession(ctx, m.Email, store.KindWeb, groups, label, s.c.SessionTTL)
	if err != nil {
		s.fail(w, err)
		return
	}
	s.c.Store.Log(ctx, store.Event{Actor: m.Email, Action: "sign in", Detail: fmt.Sprintf("session %s from %s, provider groups %v", id, remote(r), groups)})
	http.SetCookie(w, &http.Cookie{Name: s.CookieName(), Value: token, Path: "/", MaxAge: int(s.c.SessionTTL.Seconds()),
		HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteStrictMode})
	// A page rather than a redirect: the provider's redirect here is a
	// navigation from another site, and a SameSite=Strict cookie goes
	// only with the next one, which starts on this origin.
	s.render(w, http.StatusOK, "signedin", page.SignedIn{Title: "Signed in · gatesh team", Link: "Open the team page", Next: page.SafePath(flow.Next)})
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, se *session) {
	if !s.checkForm(w, r, se) {
		return
	}
	if err := s.c.Store.EndSession(r.Context(), se.m.Email, se.m.Token, "sign out"); err != nil {
		s.fail(w, err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: s.CookieName(), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: s.secure(), SameSite: http.SameSiteStrictMode})
	s.message(w, http.StatusOK, "Signed out", "Your session on the hub has ended. Sessions of gatesh team login go on until they expire or you end them.")
}

func (s *Server) endSession(w http.ResponseWriter, r *http.Request, se *session) {
	if !s.checkForm(w, r, se) {
		return
	}
	err := s.c.Store.EndSession(r.Context(), se.m.Email, r.PathValue("id"), "session end")
	var ref *store.Refusal
	switch {
	case errors.As(err, &ref):
		s.message(w, http.StatusNotFound, "Not ended", ref.Msg)
	case err != nil:
		s.fail(w, err)
	default:
		http.Redirect(w, r, "/#sessions", http.StatusSeeOther)
	}
}

// clip keeps a provider's words short and on one line for the log.
func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return strings.ToValidUTF8(s, "")
}
