package web

import (
	"errors"
	"net/http"
	"net/url"

	"gatesh/hub/store"
	"gatesh/page"
)

// deviceData is the page of a device login: the form for the code, or
// the login it names with the buttons to confirm or turn it down.
type deviceData struct {
	Title, Who, CSRFLogout string
	Count                  int
	Code, Error            string
	Login                  *store.DeviceLogin
	Created, ExpiresIn     string
	CSRFConfirm, CSRFDeny  string
	Path                   string
}

// device shows the code form, or with ?code= the device login it names.
// Wrong codes are counted: after a few, every code is refused for a
// while (store.DeviceByCode).
func (s *Server) device(w http.ResponseWriter, r *http.Request, se *session) {
	d := deviceData{Title: "Device login · gatesh team", Who: se.m.Email, CSRFLogout: se.token("POST /logout")}
	code := r.URL.Query().Get("code")
	if code == "" {
		s.render(w, http.StatusOK, "device", d)
		return
	}
	d.Code = store.NormalUserCode(code)
	login, err := s.c.Store.DeviceByCode(r.Context(), se.m, code)
	var ref *store.Refusal
	switch {
	case errors.Is(err, store.ErrTooManyGuesses):
		w.Header().Set("Retry-After", "600")
		d.Error = err.Error()
		s.render(w, http.StatusTooManyRequests, "device", d)
		return
	case errors.As(err, &ref):
		d.Error = ref.Msg
		status := http.StatusNotFound
		if errors.Is(err, store.ErrConflict) {
			status = http.StatusConflict
		}
		s.render(w, status, "device", d)
		return
	case err != nil:
		s.fail(w, err)
		return
	}
	d.Login = login
	now := s.c.Now()
	d.Created = page.Ago(now.Sub(login.Created)) + " ago"
	d.ExpiresIn = page.Ago(login.Expires.Sub(now))
	d.Path = "/device/" + url.PathEscape(login.UserCode)
	if !login.Confirmed && !login.Denied {
		d.CSRFConfirm = se.token("POST " + d.Path + "/confirm")
		d.CSRFDeny = se.token("POST " + d.Path + "/deny")
	}
	s.render(w, http.StatusOK, "deviceconfirm", d)
}

func (s *Server) confirmDevice(w http.ResponseWriter, r *http.Request, se *session) {
	answer := r.PathValue("answer")
	if answer != "confirm" && answer != "deny" {
		s.message(w, http.StatusNotFound, "Not found", "There is no such answer.")
		return
	}
	if !s.checkForm(w, r, se) {
		return
	}
	err := s.c.Store.ConfirmDevice(r.Context(), se.m, r.PathValue("code"), answer == "confirm")
	var ref *store.Refusal
	switch {
	case errors.Is(err, store.ErrTooManyGuesses):
		w.Header().Set("Retry-After", "600")
		s.message(w, http.StatusTooManyRequests, "Not confirmed", err.Error()+".")
	case errors.As(err, &ref):
		s.message(w, http.StatusConflict, "Not confirmed", ref.Msg+".")
	case err != nil:
		s.fail(w, err)
	case answer == "confirm":
		s.message(w, http.StatusOK, "Confirmed", "The machine is signed in as "+se.m.Email+" within a few seconds: go back to its terminal. The session is listed on the team page, where you can end it.")
	default:
		s.message(w, http.StatusOK, "Turned down", "That device login will not sign in.")
	}
}
