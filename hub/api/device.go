package api

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// Device configures the device login of `gatesh team login` (RFC 8628's
// shape): the machine gets a device code and a short user code, a person
// confirms the user code on the hub's page after signing in there, and
// the machine's poll then gets a session token.
type Device struct {
	// VerificationURI is the page where a person enters the user code.
	VerificationURI string
	// CodeTTL is how long a code may be confirmed; SessionTTL how long
	// the session it makes lasts.
	CodeTTL, SessionTTL time.Duration
}

func (s *Server) deviceStart(w http.ResponseWriter, r *http.Request) {
	if s.Device == nil {
		writeError(w, http.StatusNotImplemented, "this hub has no sign-in: it was started without --oidc-issuer", "use a personal access token: gatesh team login URL --token TOKEN")
		return
	}
	var ask teamapi.DeviceAsk
	if _, err := readJSON(r, &ask); err != nil {
		s.fail(w, err)
		return
	}
	askedBy := "from " + remote(r)
	if who := clip(ask.User, 64) + "@" + clip(ask.Host, 128); who != "@" {
		askedBy = strings.Trim(who, "@") + " " + askedBy
	}
	if ua := clip(r.UserAgent(), 80); ua != "" {
		askedBy += " (" + ua + ")"
	}
	device, user, _, err := s.Store.StartDevice(r.Context(), askedBy, s.Device.CodeTTL)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, teamapi.DeviceStart{DeviceCode: device, UserCode: user, VerificationURI: s.Device.VerificationURI,
		Interval: store.DeviceInterval, ExpiresIn: int(s.Device.CodeTTL.Seconds())})
}

// deviceToken answers a machine's poll: 428 authorization_pending while
// nobody confirmed the code, then the session once, then 400.
func (s *Server) deviceToken(w http.ResponseWriter, r *http.Request) {
	if s.Device == nil {
		writeError(w, http.StatusNotImplemented, "this hub has no sign-in: it was started without --oidc-issuer", "")
		return
	}
	var b struct {
		DeviceCode string `json:"device_code"`
	}
	if _, err := readJSON(r, &b); err != nil {
		s.fail(w, err)
		return
	}
	tok, err := s.Store.DeviceToken(r.Context(), b.DeviceCode, s.Device.SessionTTL)
	switch {
	case err == nil:
		writeJSON(w, http.StatusOK, tok)
	case errors.Is(err, store.ErrDevicePending):
		writeError(w, http.StatusPreconditionRequired, err.Error(), "confirm the code on the hub's page")
	case errors.Is(err, store.ErrDeviceDenied):
		writeError(w, http.StatusForbidden, err.Error(), "the code was turned down on the hub's page")
	case errors.Is(err, store.ErrDeviceExpired):
		writeError(w, http.StatusBadRequest, err.Error(), "the code expired: run gatesh team login again")
	case errors.Is(err, store.ErrDeviceUsed):
		writeError(w, http.StatusBadRequest, err.Error(), "the code was used already: run gatesh team login again")
	default:
		s.fail(w, err)
	}
}

// clip keeps the first n bytes of what a caller says of itself, printable
// characters only.
func clip(s string, n int) string {
	s = strings.Map(func(c rune) rune {
		if c < ' ' || c == 0x7f {
			return -1
		}
		return c
	}, s)
	if len(s) > n {
		s = s[:n]
	}
	return strings.ToValidUTF8(s, "")
}
