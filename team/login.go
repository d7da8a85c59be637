package team

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/config"
	"gatesh/describe"
	"gatesh/internal/atomicfile"
	"gatesh/teamapi"
	"gatesh/teamstate"
)

// session is an approver's sign-in to a hub, kept 0600 in
// $GATESH_HOME/team/approver.json: whoever reads it can vote as that
// member, within the roles the hub gives them.
type session struct {
	Hub       string    `json:"hub"`
	Token     string    `json:"token"`
	Member    string    `json:"member,omitempty"`
	ExpiresAt time.Time `json:"expires_at,omitzero"`
	// Kind is "device" (a device login's session) or "token" (a
	// personal access token).
	Kind string `json:"kind"`
}

var errNoSession = errors.New("not signed in to a hub")

func sessionPath(home string) string { return teamstate.Path(home, teamstate.ApproverFile) }

// loadSession reads the approver's session, refusing a file that others
// may read (as ssh refuses such a key).
func loadSession(home string) (session, error) {
	var s session
	path := sessionPath(home)
	info, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, errNoSession
	}
	if err != nil {
		return s, err
	}
	if info.Mode().Perm()&0o077 != 0 {
		return s, fmt.Errorf("%s has mode %04o: others could vote as you; chmod 600 it, or sign in again", path, info.Mode().Perm())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return s, err
	}
	if err := json.Unmarshal(data, &s); err != nil || s.Token == "" || s.Hub == "" {
		return s, fmt.Errorf("%s is not a session gatesh team login wrote", path)
	}
	return s, nil
}

func saveSession(home string, s session) error {
	path := sessionPath(home)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(path, append(data, '\n'), 0o600)
}

// runLogin signs an approver in: the hub's device login by default, the
// person confirming a code on the hub's page, or a personal access token
// (--token PAT, or --token - to read it from stdin, out of the shell's
// history and the process list).
//
//	gatesh team login URL [--token PAT|-]
func runLogin(e *env, args []string) int {
	fs := newFlags("login", e)
	token := fs.String("token", "", "a personal access token from `gatesh-hub member add --token`; - reads it from stdin")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return exitUsage
	}
	if len(rest) != 1 {
		return e.usage("login: want the hub's URL", "gatesh team login https://hub.example.com [--token PAT|-]")
	}
	base, err := teamapi.CheckURL(rest[0])
	if err != nil {
		return e.errorf(exitFailed, "use the hub's https:// URL (http:// only on a loopback address, for a local trial)", "login: %v", err)
	}
	home, err := config.Home(e.getenv)
	if err != nil {
		return e.errorf(exitFailed, "set GATESH_HOME or HOME", "%v", err)
	}
	var s session
	if *token != "" {
		if s, err = e.tokenLogin(base.String(), *token); err != nil {
			return e.hubError(err, "check the token with the admin; a revoked or expired one is refused", "login: %s did not accept the token", base)
		}
	} else if s, err = e.deviceLogin(base.String()); err != nil {
		return e.hubError(err, "run gatesh team login again; the code is good for a few minutes only", "login: %s", base)
	}
	if err := saveSession(home, s); err != nil {
		return e.errorf(exitFailed, "", "login: saving the session: %v", err)
	}
	who := s.Member
	if who == "" {
		who = "the token's member"
	}
	fmt.Fprintf(e.stdout, "signed in to %s as %s; the session is in %s (mode 0600)\n", s.Hub, who, sessionPath(home))
	return 0
}

// tokenLogin checks a personal access token, asking the hub whose it is.
func (e *env) tokenLogin(hubURL, token string) (session, error) {
	if token == "-" {
		line, err := bufio.NewReader(e.stdin).ReadString('\n')
		if err != nil && line == "" {
			return session{}, fmt.Errorf("no token on stdin: %w", err)
		}
		token = line
	}
	token = strings.TrimSpace(token)
	s := session{Hub: hubURL, Token: token, Kind: "token"}
	h, err := s.hub(e)
	if err != nil {
		return s, err
	}
	var me teamapi.Member
	if err := h.call(e.ctx, "GET", teamapi.PathWhoAmI, nil, &me); err != nil {
		return s, err
	}
	s.Member = me.Email
	return s, nil
}

// deviceLogin runs the device flow: the person opens the hub's page,
// signs in there with the team's SSO, and confirms the code shown here.
func (e *env) deviceLogin(hubURL string) (session, error) {
	s := session{Hub: hubURL, Kind: "device"}
	h, err := s.hub(e)
	if err != nil {
		return s, err
	}
	var start teamapi.DeviceStart
	if err := h.call(e.ctx, "POST", teamapi.PathDeviceStart, struct{}{}, &start); err != nil {
		return s, err
	}
	if start.DeviceCode == "" || start.UserCode == "" {
		return s, errors.New("the hub started no device login")
	}
	interval := time.Duration(max(start.Interval, 1)) * time.Second
	deadline := e.now().Add(time.Duration(max(start.ExpiresIn, 60)) * time.Second)
	uri, _ := describe.SafeText(oneLine(start.VerificationURI))
	code, _ := describe.SafeText(oneLine(start.UserCode))
	fmt.Fprintf(e.stdout, "open %s, sign in, and enter the code %s\nwaiting for the hub (up to %s)...\n",
		uri, code, deadline.Sub(e.now()).Round(time.Second))
	for e.now().Before(deadline) {
		if !e.pause(e.ctx, interval) {
			return s, e.ctx.Err()
		}
		var tok teamapi.DeviceToken
		err := h.call(e.ctx, "POST", teamapi.PathDeviceToken, map[string]string{"device_code": start.DeviceCode}, &tok)
		var he *HubError
		switch {
		case err == nil && tok.Token != "":
			s.Token, s.Member, s.ExpiresAt = tok.Token, tok.Member, tok.ExpiresAt
			return s, nil
		case err == nil:
			return s, errors.New("the hub answered the device login with no token")
		case errors.As(err, &he) && he.Msg == "authorization_pending":
		case errors.As(err, &he) && he.Msg == "slow_down":
			interval += 5 * time.Second
		default:
			return s, err
		}
	}
	return s, errors.New("the code expired before it was confirmed")
}

// pause waits d for the device login's next poll.
func (e *env) pause(ctx context.Context, d time.Duration) bool {
	if e.sleep != nil {
		return e.sleep(ctx, d)
	}
	return sleep(ctx, d)
}

// hub is the session's hub, called with its token.
func (s session) hub(e *env) (*hub, error) {
	base, err := teamapi.CheckURL(s.Hub)
	if err != nil {
		return nil, err
	}
	return &hub{base: base, client: e.client, auth: bearerAuth(s.Token)}, nil
}

// approver is the signed-in approver's hub, or a reported error.
func (e *env) approver() (*hub, session, int) {
	home, err := config.Home(e.getenv)
	if err != nil {
		return nil, session{}, e.errorf(exitFailed, "set GATESH_HOME or HOME", "%v", err)
	}
	s, err := loadSession(home)
	if errors.Is(err, errNoSession) {
		return nil, s, e.errorf(exitFailed, "sign in first: gatesh team login URL", "%v", err)
	}
	if err != nil {
		return nil, s, e.errorf(exitFailed, "", "%v", err)
	}
	if !s.ExpiresAt.IsZero() && !e.now().Before(s.ExpiresAt) {
		return nil, s, e.errorf(exitFailed, "sign in again: gatesh team login "+s.Hub, "the session with %s expired at %s", s.Hub, s.ExpiresAt.Local().Format(time.DateTime))
	}
	h, err := s.hub(e)
	if err != nil {
		return nil, s, e.errorf(exitFailed, "sign in again: gatesh team login URL", "%s: %v", sessionPath(home), err)
	}
	return h, s, 0
}

// sessionError explains a refused approver call.
func (e *env) sessionError(err error, s session, format string, a ...any) int {
	if isStatus(err, http.StatusUnauthorized) {
		return e.errorf(exitFailed, "the session expired or was revoked: gatesh team login "+s.Hub, format+": %v", append(a, err)...)
	}
	return e.hubError(err, "", format, a...)
}
