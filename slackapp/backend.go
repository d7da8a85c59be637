package slackapp

import (
	"context"
	"errors"
	"time"

	"gatesh/page"
)

// The statuses a request's card can have (page.Request.Status).
const (
	StatusPending  = "pending"
	StatusApproved = "approved"
	StatusRejected = "rejected"
	StatusExpired  = "expired"
	StatusUsed     = "used"
)

// What a click asks.
const (
	VerbApprove = "approve"
	VerbReject  = "reject"
)

// Request is one held request as its message shows it.
type Request struct {
	// Key names the request in a button's value and in the record of its
	// message: its id on one machine, MACHINE/ID in a team.
	Key string
	// Digest is what its approval binds (on one machine the queue's Shown:
	// the command digest and the folder; the hub's subject digest): a click names it, and a click that names
	// another is refused.
	Digest string
	// Channel is the channel its message is posted in.
	Channel string
	// Card is the request as the review page draws it (package page):
	// the same text, made safe to show, and its Status.
	Card page.Request
	// ExpiresAt is when it can no longer be decided.
	ExpiresAt time.Time
	// DecidedBy, DecidedAt, Reason and UsedAt say how it ended; Revoked
	// marks a rejection that took back an approval.
	DecidedBy []string
	DecidedAt time.Time
	Reason    string
	UsedAt    time.Time
	Revoked   bool
}

// final reports whether the request can change no more: its message is
// then updated for the last time.
func (r Request) final() bool {
	switch r.Card.Status {
	case StatusRejected, StatusExpired, StatusUsed:
		return true
	}
	return false
}

// Message is the record of a request's message: where it is, and what it
// shows. It is kept where the agent cannot write (a file in the review
// server's folder; a table of the hub), so that a restart updates the
// same message and never posts a second.
type Message struct {
	Key     string    `json:"key"`
	Channel string    `json:"channel"`
	TS      string    `json:"ts"`
	Shown   string    `json:"shown"`
	Final   bool      `json:"final"`
	Effects []string  `json:"effects,omitempty"`
	Posted  time.Time `json:"posted_at"`
}

// User is the Slack user who clicked. Email and EmailConfirmed come from
// users.info, when the app looks them up (Options.Emails).
type User struct {
	ID, Name       string
	Email          string
	EmailConfirmed bool
}

// Decision is a click that asks to decide a request.
type Decision struct {
	Request Request
	Verb    string // VerbApprove or VerbReject
	Reason  string
	User    User
}

// Refusal is a click or a payload that decided nothing: who, on what,
// and why. Key is "" when no request could be read from it.
type Refusal struct {
	User   User
	Key    string
	Action string
	Why    string
}

// RefusedError is a decision the backend refused. Logged says it is in
// the backend's record already (the hub's Decide logs its refusals);
// else the app logs it through Backend.Refused.
type RefusedError struct {
	Why    string
	Logged bool
}

func (e *RefusedError) Error() string { return e.Why }

// ErrUnknown is a request the backend does not know (any more).
var ErrUnknown = errors.New("no such request")

// Backend is where requests come from and where decisions go: the
// machine's queue for gatesh serve, the hub's database for gatesh-hub.
// Its methods are called from one goroutine at a time per pass, but a
// click may come while a pass runs.
type Backend interface {
	// Requests lists what the channel shows, oldest first: every pending
	// request, and each request whose message is not final.
	Requests(ctx context.Context) ([]Request, error)
	// Request returns one request by key; ErrUnknown when there is none.
	Request(ctx context.Context, key string) (Request, error)
	// Effects is what the request would do, as the page shows it; it is
	// computed once, when the message is posted, and kept with it.
	Effects(ctx context.Context, r Request) []string
	// Message returns the record of a request's message.
	Message(ctx context.Context, key string) (Message, bool, error)
	// SaveMessage keeps it, durably, before it returns.
	SaveMessage(ctx context.Context, m Message) error
	// Lock makes one pass over the requests at a time (across the hub's
	// replicas): ok is false when another holds it.
	Lock(ctx context.Context) (unlock func(), ok bool, err error)
	// MayDecide says whether u may decide r at all (a *RefusedError when
	// not), before the reason form opens.
	MayDecide(ctx context.Context, u User, r Request, verb string) error
	// Decide records the decision through the one decision path, signed
	// and logged, the record naming the Slack user and the approver; a
	// *RefusedError when it is refused.
	Decide(ctx context.Context, d Decision) error
	// Refused logs a refusal the app made.
	Refused(ctx context.Context, r Refusal)
}
