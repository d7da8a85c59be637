package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/consume"
	"gatesh/decision"
	"gatesh/internal/atomicfile"
	"gatesh/queue"
	"gatesh/slackapp"
)

// SlackDir holds the record of each request's Slack message (its channel
// and timestamp), beside the records of used approvals, in the
// operator's folder that no other user may write: a restart updates the
// same messages and posts none twice.
func SlackDir(home string) string { return filepath.Join(consume.Dir(home), "slack") }

// errSlackTokens is a [slack] table whose tokens are not in the
// environment.
var errSlackTokens = errors.New("slack tokens")

// SlackTokens reads the [slack] tokens from the environment variables the
// config names.
func SlackTokens(c *config.Slack, getenv func(string) string) (app, bot string, err error) {
	app, bot = strings.TrimSpace(getenv(c.AppTokenEnv)), strings.TrimSpace(getenv(c.BotTokenEnv))
	var missing []string
	if app == "" {
		missing = append(missing, c.AppTokenEnv+" (the app-level token, xapp-)")
	}
	if bot == "" {
		missing = append(missing, c.BotTokenEnv+" (the bot token, xoxb-)")
	}
	if len(missing) > 0 {
		return "", "", fmt.Errorf("%w: [slack] is set, but %s is empty", errSlackTokens, strings.Join(missing, " and "))
	}
	return app, bot, nil
}

// startSlack makes the Slack app of [slack], with this server's queue as
// its backend.
func (s *Server) startSlack() error {
	c := s.cfg.Slack
	app, bot, err := SlackTokens(c, s.o.Getenv)
	if err != nil {
		return err
	}
	b := &slackBackend{s: s, dir: SlackDir(s.cfg.Home), approvers: map[string]bool{}}
	for _, u := range c.Approvers {
		b.approvers[u] = true
	}
	if err := b.prepare(); err != nil {
		return err
	}
	s.slack, err = slackapp.New(slackapp.Options{AppToken: app, BotToken: bot, APIURL: c.APIURL, Backend: b, Now: s.o.Now, Logf: s.logf})
	return err
}

// slackBackend is the machine's side of the Slack app: the queue, the
// operator's key, the audit log, and a file per message.
type slackBackend struct {
	s         *Server
	dir       string
	approvers map[string]bool
	pass      sync.Mutex
}

// prepare makes the records' folder: the operator's, mode 0700.
func (b *slackBackend) prepare() error {
	if err := os.Mkdir(b.dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("slack records: %w", err)
	}
	info, err := os.Lstat(b.dir)
	if err != nil {
		return fmt.Errorf("slack records: %w", err)
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !info.IsDir() || !ok || int(st.Uid) != os.Geteuid() || info.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("%s must be a folder of this user's that no one else may write", b.dir)
	}
	return nil
}

func (b *slackBackend) request(st queue.State) slackapp.Request {
	req := st.Request
	// The buttons name what an approval signs as the card shows it: the
	// command digest and the folder.
	r := slackapp.Request{Key: req.ID, Digest: req.Shown(), Channel: b.s.cfg.Slack.Channel, Card: b.s.card(st),
		ExpiresAt: req.ExpiresAt, UsedAt: req.UsedAt}
	if st.Status != queue.Pending && st.Status != queue.Expired {
		r.DecidedBy, r.DecidedAt, r.Reason = req.Approvers(), req.DecidedAt, req.DecisionReason
	}
	// A revocation is a signed rejection that says so (queue.Revoke).
	if rest, ok := strings.CutPrefix(r.Reason, "approval revoked"); ok && st.Status == queue.Rejected {
		r.Revoked, r.Reason = true, strings.TrimPrefix(rest, ": ")
	}
	return r
}

// Requests lists the pending requests and those whose message is not
// final yet, oldest first. Listing the queue records what has expired.
func (b *slackBackend) Requests(ctx context.Context) ([]slackapp.Request, error) {
	l, err := b.s.q.List(b.s.v)
	if err != nil {
		return nil, err
	}
	var states []queue.State
	listed := map[string]bool{}
	for _, st := range l.States {
		if st.Status == queue.Pending {
			states = append(states, st)
			listed[st.Request.ID] = true
		}
	}
	open, err := b.open()
	if err != nil {
		return nil, err
	}
	for _, id := range open {
		if listed[id] {
			continue
		}
		st, err := b.s.q.Get(id, b.s.v)
		if errors.Is(err, queue.ErrNotFound) {
			// Purged: its message can show nothing newer.
			if m, ok, _ := b.Message(ctx, id); ok {
				m.Final = true
				b.SaveMessage(ctx, m)
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		states = append(states, st)
	}
	slices.SortFunc(states, func(x, y queue.State) int { return x.Request.CreatedAt.Compare(y.Request.CreatedAt) })
	out := make([]slackapp.Request, len(states))
	for i, st := range states {
		out[i] = b.request(st)
	}
	return out, nil
}

// open lists the ids whose message is not final.
func (b *slackBackend) open() ([]string, error) {
	entries, err := os.ReadDir(b.dir)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, e := range entries {
		id, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || !queue.ValidPrefix(id) {
			continue
		}
		m, ok, err := b.Message(context.Background(), id)
		if err == nil && ok && !m.Final {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// Request returns one request by its full id.
func (b *slackBackend) Request(ctx context.Context, key string) (slackapp.Request, error) {
	if !queue.ValidID(key) {
		return slackapp.Request{}, slackapp.ErrUnknown
	}
	st, err := b.s.q.Get(key, b.s.v)
	if errors.Is(err, queue.ErrNotFound) {
		return slackapp.Request{}, slackapp.ErrUnknown
	}
	if err != nil {
		return slackapp.Request{}, err
	}
	return b.request(st), nil
}

// Effects is what the page shows the request would do.
func (b *slackBackend) Effects(ctx context.Context, r slackapp.Request) []string {
	st, err := b.s.q.Get(r.Key, b.s.v)
	if err != nil {
		return nil
	}
	return b.s.effects.get(st.Request, b.s.describeEnv(), b.s.o.Now())
}

func (b *slackBackend) path(key string) (string, error) {
	if !queue.ValidPrefix(key) {
		return "", fmt.Errorf("%q is not a request id", key)
	}
	return filepath.Join(b.dir, key+".json"), nil
}

func (b *slackBackend) Message(ctx context.Context, key string) (slackapp.Message, bool, error) {
	p, err := b.path(key)
	if err != nil {
		return slackapp.Message{}, false, nil
	}
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return slackapp.Message{}, false, nil
	}
	if err != nil {
		return slackapp.Message{}, false, err
	}
	var m slackapp.Message
	if err := json.Unmarshal(data, &m); err != nil {
		return slackapp.Message{}, false, fmt.Errorf("%s: %w", p, err)
	}
	return m, m.Key == key, nil
}

func (b *slackBackend) SaveMessage(ctx context.Context, m slackapp.Message) error {
	p, err := b.path(m.Key)
	if err != nil {
		return err
	}
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return atomicfile.WriteFile(p, append(data, '\n'), 0o600)
}

func (b *slackBackend) Lock(ctx context.Context) (func(), bool, error) {
	b.pass.Lock()
	return b.pass.Unlock, true, nil
}

func (b *slackBackend) MayDecide(ctx context.Context, u slackapp.User, r slackapp.Request, verb string) error {
	if !b.approvers[u.ID] {
		return &slackapp.RefusedError{Why: fmt.Sprintf("Slack user %s is not one of this machine's approvers (slack.approvers)", u.ID)}
	}
	return nil
}

// Decide decides as the operator, with the operator's key, through
// decision.Operator as the page and `gatesh approve` do; decided_by names
// the operator and the Slack user.
func (b *slackBackend) Decide(ctx context.Context, d slackapp.Decision) error {
	if err := b.MayDecide(ctx, d.User, d.Request, d.Verb); err != nil {
		return err
	}
	verb := decision.Reject
	if d.Verb == slackapp.VerbApprove {
		verb = decision.Approve
	}
	op := *b.s.op
	op.Who.User = fmt.Sprintf("%s (Slack %s %s)", b.s.o.User, d.User.ID, d.User.Name)
	// An approval signs the request only as the clicked message showed it
	// (slackapp checked the button's digest when it read the request;
	// the queue checks again under its lock, after the Slack calls between).
	var req queue.Request
	var err error
	if verb == decision.Approve {
		req, err = op.ApproveShown(d.Request.Key, d.Request.Digest, d.Reason)
	} else {
		req, err = op.Decide(verb, d.Request.Key, d.Reason)
	}
	var je *queue.JournalError
	switch {
	case errors.As(err, &je):
		return err
	case err != nil:
		return &slackapp.RefusedError{Why: err.Error()}
	}
	b.s.logf("%s: request %s by %s in Slack", map[decision.Verb]string{decision.Approve: "approved", decision.Reject: "rejected"}[verb], req.ID, op.Who.User)
	return nil
}

// Refused logs a refusal as slack_refused in the audit log.
func (b *slackBackend) Refused(ctx context.Context, r slackapp.Refusal) {
	req := queue.Request{ID: r.Key}
	if r.Key != "" {
		if st, err := b.s.q.Get(r.Key, b.s.v); err == nil && st.Request.ID == r.Key {
			req = st.Request
		}
	}
	why := fmt.Sprintf("Slack user %s (%s), %s: %s", r.User.ID, r.User.Name, r.Action, r.Why)
	if err := decision.Append(b.s.log, audit.EventSlackRefused, req, why, b.s.who); err != nil {
		b.s.logf("error: %v", err)
	}
}

// pruneSlackRecords removes the records of final messages posted before
// cutoff: as the queue's done/ keeps finished requests, for as long.
func pruneSlackRecords(dir string, cutoff time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(p)
		var m slackapp.Message
		if err != nil || json.Unmarshal(data, &m) != nil {
			continue
		}
		if m.Final && m.Posted.Before(cutoff) {
			os.Remove(p)
		}
	}
}

// runSlack runs the Slack app until the server stops.
func (s *Server) runSlack() {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-s.stop
		cancel()
	}()
	s.slack.Run(ctx)
}
