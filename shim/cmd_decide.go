package shim

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"gatesh/config"
	"gatesh/decision"
	"gatesh/keys"
	"gatesh/queue"
)

// runApprove signs an approval of one pending request.
//
//	gatesh approve [--reason TEXT] [--key PATH] [--shown DIGEST] ID
func runApprove(r *runtime, args []string) int { return r.decideCommand("approve", args) }

// runReject signs a rejection of one pending request.
//
//	gatesh reject [--reason TEXT] [--key PATH] ID
func runReject(r *runtime, args []string) int { return r.decideCommand("reject", args) }

// runRevoke takes back an approval that has not run yet.
//
//	gatesh revoke [--reason TEXT] [--key PATH] ID
func runRevoke(r *runtime, args []string) int { return r.decideCommand("revoke", args) }

func (r *runtime) decideCommand(verb string, args []string) int {
	fs := newFlags(verb)
	reason := fs.String("reason", "", "why, for the log and the agent")
	keyPath := fs.String("key", "", "the operator's private key, when it is not where config.toml says")
	var shownAs *string
	if verb == "approve" {
		shownAs = fs.String("shown", "", "approve only if the request is still as `gatesh show` printed it (the digest it gives)")
	}
	var configHolds *bool
	if verb == "reject" {
		configHolds = fs.Bool("config-error", false, "reject every pending request held only because config.toml was broken")
	}
	// Flags may come before or after the id.
	rest, err := parseAround(fs, args)
	if err != nil {
		return r.flagError(fs, err)
	}
	if configHolds != nil && *configHolds {
		if len(rest) != 0 {
			return r.usageHint("reject --config-error takes no id", "gatesh reject --config-error [--reason TEXT]")
		}
		return r.rejectConfigHolds(*reason, *keyPath)
	}
	if len(rest) != 1 {
		return r.usageHint(verb+": want one request id", "gatesh "+verb+" ID; `gatesh pending` lists them")
	}
	// Nothing is approved under a config.toml gatesh cannot read.
	cfg, q, v, status := r.operatorQueue(verb != "approve")
	if status != 0 {
		return status
	}
	signer, err := loadSigner(cfg, *keyPath)
	if err != nil {
		return r.errorf(ExitFailed, "run as the operator, with the private key that `gatesh init` made (--key PATH)", "cannot sign: %v", err)
	}
	// The queue logs the decision before it writes it: a decision that
	// cannot be logged is not made.
	op := &decision.Operator{Queue: q, Signer: signer, Who: r.who()}
	var req queue.Request
	if shownAs != nil && *shownAs != "" {
		req, err = r.approveAsShown(op, q, v, rest[0], *shownAs, *reason)
	} else {
		req, err = op.Decide(decision.Verb(verb), rest[0], *reason)
	}
	if err != nil {
		return r.requestError(err)
	}
	past := map[string]string{"approve": "approved", "reject": "rejected", "revoke": "revoked the approval of"}[verb]
	fmt.Fprintf(r.stdout, "%s request %s: %s\n", past, req.ID, shown(req.Command))
	if verb == "revoke" {
		fmt.Fprintf(r.stdout, "it does not run: a shim about to use the approval refuses it, and the agent is told it was rejected\n")
	}
	if verb == "approve" {
		fmt.Fprintf(r.stdout, "it runs once: at once if gatesh still waits for it, else when the agent runs it again from %s before %s\n", shown(req.Cwd), req.ExpiresAt.Local().Format(time.DateTime))
	}
	r.anchor(cfg, signer)
	return 0
}

// shownDigestLen is how much of a request's Shown digest `gatesh show`
// prints and `approve --shown` needs: 64 bits, more than anyone rewriting
// a request can match by trying.
const shownDigestLen = 16

// approveAsShown approves the request only while its Shown digest begins
// with shownAs, what `gatesh show` printed. Whoever may write the queue
// (the agent's user, in the two-user setup) can rewrite a request between
// the operator's show and approve; the approval would then sign the new
// text.
func (r *runtime) approveAsShown(op *decision.Operator, q *queue.Queue, v *keys.Verifier, id, shownAs, reason string) (queue.Request, error) {
	shownAs = strings.ToLower(shownAs)
	if len(shownAs) < shownDigestLen || strings.Trim(shownAs, "0123456789abcdef") != "" {
		return queue.Request{}, fmt.Errorf("--shown %q: want the %d hex digits `gatesh show %s` prints", shownAs, shownDigestLen, id)
	}
	st, err := q.Get(id, v)
	if err != nil {
		return queue.Request{}, err
	}
	shown := st.Request.Shown()
	if !strings.HasPrefix(shown, shownAs) {
		return queue.Request{}, fmt.Errorf("request %s: %w: its command, what it binds or its folder differ from what was shown; read it again", st.Request.ID, queue.ErrChanged)
	}
	// ApproveShown compares again under the queue's lock.
	return op.ApproveShown(st.Request.ID, shown, reason)
}

// anchor signs the end of the audit log with the operator's key, so that
// log verify notices when lines up to here are cut off. The decision
// stands either way; a log that lost its previous anchor is reported.
func (r *runtime) anchor(cfg *config.Config, signer *keys.Signer) {
	if _, err := r.auditLog(cfg).Anchor(signer, signer.Verifier()); err != nil {
		fmt.Fprintf(r.stderr, "gatesh: warning: the audit log was not anchored: %v\n", err)
		fmt.Fprintf(r.stderr, "gatesh: hint: run `gatesh log verify` to see what changed\n")
	}
}

// requestError explains why a request named on the command line cannot
// be used.
func (r *runtime) requestError(err error) int {
	var amb *queue.AmbiguousError
	var short *queue.ShortPrefixError
	var corrupt *queue.CorruptError
	var journal *queue.JournalError
	switch {
	case errors.As(err, &short):
		fmt.Fprintf(r.stderr, "gatesh: error: %v\n", err)
		for i, id := range short.IDs {
			fmt.Fprintf(r.stderr, "gatesh: hint: %s would have matched %s: %s\n", shown(short.Prefix), id, oneLine(shown(short.Commands[i])))
		}
		fmt.Fprintf(r.stderr, "gatesh: hint: type at least %d characters of the id; `gatesh pending` lists them\n", queue.MinPrefix)
		return ExitFailed
	case errors.As(err, &amb):
		return r.errorf(ExitFailed, "give more of the id", "%v", err)
	case errors.Is(err, queue.ErrNotFound):
		return r.errorf(ExitFailed, "`gatesh pending` lists the requests", "%v", err)
	case errors.Is(err, queue.ErrExpired):
		return r.errorf(ExitFailed, "an expired request cannot be decided; the agent runs the command again to ask anew", "%v", err)
	case errors.Is(err, queue.ErrRevocable):
		return r.errorf(ExitFailed, "an approval that has not run can be taken back: gatesh revoke ID", "%v", err)
	case errors.Is(err, queue.ErrAlreadyDecided):
		return r.errorf(ExitFailed, "a decision is final; `gatesh show ID` shows it", "%v", err)
	case errors.Is(err, queue.ErrNotApproved):
		return r.errorf(ExitFailed, "a pending request is refused with gatesh reject ID", "%v", err)
	case errors.Is(err, queue.ErrUsed):
		return r.errorf(ExitFailed, "it already ran once, so there is nothing to take back; `gatesh log` shows the run", "%v", err)
	case errors.As(err, &corrupt):
		return r.errorf(ExitFailed, "a corrupt request is never approved; inspect the file, then remove it", "%v", err)
	case errors.As(err, &journal):
		return r.errorf(ExitFailed, "nothing was decided: a decision that cannot be logged does not count; free disk space or fix the permissions of the audit log, then decide again",
			"the audit log cannot be written: %v", err)
	case errors.Is(err, queue.ErrLocalOff):
		return r.errorf(ExitFailed, "an approver approves it through the team: gatesh team approve ID on a signed-in machine, or the hub's page", "%v", err)
	case errors.Is(err, queue.ErrTooLarge):
		return r.errorf(ExitFailed, "nobody can read the whole command, so it cannot be approved; reject it, and have the agent do the task in smaller steps", "%v", err)
	case errors.Is(err, queue.ErrChanged):
		return r.errorf(ExitFailed, "nothing was approved: read it again with gatesh show ID, and approve what it shows then", "%v", err)
	}
	return r.errorf(ExitFailed, "", "%v", err)
}

// operatorQueue opens the queue and the verifier for an operator command.
// lenient lets it run on a broken config.toml (see operatorConfig). A
// non-zero status means it reported an error.
func (r *runtime) operatorQueue(lenient bool) (*config.Config, *queue.Queue, *keys.Verifier, int) {
	cfg, status := r.operatorConfig(lenient)
	if status != 0 {
		return nil, nil, nil, status
	}
	hs, err := holdSettings(cfg, r.env)
	if err != nil {
		return nil, nil, nil, r.errorf(ExitFailed, "", "%v", err)
	}
	q, err := r.openQueue(cfg, hs.TTL)
	if err != nil {
		return nil, nil, nil, r.errorf(ExitFailed, "", "%v", err)
	}
	v, err := loadVerifier(cfg)
	if err != nil {
		return nil, nil, nil, r.errorf(ExitFailed, "", "operator key: %v", err)
	}
	if v == nil {
		fmt.Fprintf(r.stderr, "gatesh: hint: no operator key yet: run `gatesh init`; until then no decision verifies\n")
	}
	return cfg, q, v, 0
}

// parseAround parses flags given before and after the first argument,
// as in `gatesh approve ID --reason T`, and returns the arguments.
func parseAround(fs *flag.FlagSet, args []string) ([]string, error) {
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	rest := fs.Args()
	if len(rest) > 0 {
		if err := fs.Parse(rest[1:]); err != nil {
			return nil, err
		}
		rest = append(rest[:1], fs.Args()...)
	}
	return rest, nil
}
