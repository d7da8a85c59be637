package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"gatesh/hub/store"
	"gatesh/teamapi"
)

// policyView is the team page's section on the team's policy: the stops
// in force, the policies pushed, what a shadow policy would change, and
// for an admin the forms that stop, resume and push.
type policyView struct {
	Admin      bool
	Stops      []stopView
	Policies   []teamapi.PolicyInfo
	Shadow     *teamapi.ShadowDiff
	CSRFStop   string
	CSRFPolicy string
}

type stopView struct {
	teamapi.Stop
	When string
	// Lifters says who may lift the stop (store.Member.MayLift's rule);
	// CSRFResume is set only when this member is one of them.
	Lifters    string
	CSRFResume string
}

// policySection fills the page's policy section for the member.
func (s *Server) policySection(r *http.Request, se *session) (*policyView, error) {
	ctx := r.Context()
	list, err := s.c.Store.Policies(ctx, false)
	if err != nil {
		return nil, err
	}
	v := &policyView{Admin: se.m.Role(store.AllGroups) == store.Admin || hasAdmin(se), Policies: list.Policies}
	if len(v.Policies) > 10 {
		v.Policies = v.Policies[:10]
	}
	for _, x := range list.Stops {
		sv := stopView{Stop: x, When: x.At.Local().Format(time.DateTime),
			Lifters: x.By + ", who placed it, or an admin of every group"}
		if se.m.MayLift(x.Group, x.By) {
			sv.CSRFResume = se.token("POST /resume")
		}
		v.Stops = append(v.Stops, sv)
	}
	if v.Admin {
		v.CSRFStop, v.CSRFPolicy = se.token("POST /stop"), se.token("POST /policy")
	}
	for _, p := range list.Policies {
		if p.Shadow && p.Live {
			if v.Shadow, err = s.c.Store.ShadowDiff(ctx, se.m, p.Version, "", time.Time{}, 20); err != nil {
				return nil, err
			}
			break
		}
	}
	return v, nil
}

func hasAdmin(se *session) bool {
	for _, role := range se.m.Roles {
		if role == store.Admin {
			return true
		}
	}
	return false
}

// stop, resume and pushPolicy are the page's admin forms: the same
// store calls as the API's and gatesh-hub's, after the form's token.
func (s *Server) stop(w http.ResponseWriter, r *http.Request, se *session) {
	if !s.checkToken(w, r, se) {
		return
	}
	err := s.c.Store.Stop(r.Context(), se.m, r.PostForm.Get("group"), strings.TrimSpace(r.PostForm.Get("reason")), s.c.Signer)
	s.after(w, r, se, err, "stopped")
}

func (s *Server) resume(w http.ResponseWriter, r *http.Request, se *session) {
	if !s.checkToken(w, r, se) {
		return
	}
	s.after(w, r, se, s.c.Store.Resume(r.Context(), se.m, r.PostForm.Get("group"), s.c.Signer), "resumed")
}

func (s *Server) pushPolicy(w http.ResponseWriter, r *http.Request, se *session) {
	if !s.checkToken(w, r, se) {
		return
	}
	group, shadow := r.PostForm.Get("group"), r.PostForm.Get("shadow") == "on"
	if err := s.c.Store.CheckPolicyPush(r.Context(), se.m, group, shadow); err != nil {
		s.after(w, r, se, err, "")
		return
	}
	body := strings.ReplaceAll(r.PostForm.Get("body"), "\r\n", "\n")
	_, err := s.c.Store.PushPolicy(r.Context(), store.PolicyPush{Body: body, Group: group, Shadow: shadow, By: se.m.Email}, s.c.Signer)
	s.after(w, r, se, err, "pushed")
}

// after answers an admin form: a refusal in the hub's words, or back to
// the page.
func (s *Server) after(w http.ResponseWriter, r *http.Request, _ *session, err error, done string) {
	if s.refusal(w, err, "Not done") {
		return
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	// Not spent: an admin stops, resumes and pushes again and again,
	// and each is a whole act of its own (the form's token still ties it
	// to this session and this page).
	http.Redirect(w, r, "/?done="+url.QueryEscape(done)+"#policy", http.StatusSeeOther)
}

// policyFlash is the line the page shows after an admin form.
func policyFlash(done string) string {
	switch done {
	case "stopped":
		return "Stopped. Every machine of the group holds every command from the moment its sync takes the signed state."
	case "resumed":
		return "Resumed. The machines run their commands again as their rules say."
	case "pushed":
		return "Pushed. Each machine of the group gets the policy on its event stream."
	}
	return ""
}
