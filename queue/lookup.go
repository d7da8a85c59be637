package queue

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"gatesh/keys"
)

// Lookup returns the request for these exact command bytes and cwd, for
// the shim: an approved one first, then a pending one, then the newest of
// the rest. ErrNotFound when none matches. Corrupt files are skipped here:
// they can never approve anything, and List reports them. It decodes
// only the files that hold the command's digest, and tidies nothing: a
// hold costs the same with one request pending or a night's flood.
func (q *Queue) Lookup(command, cwd string, v *keys.Verifier) (State, error) {
	return q.LookupTool("", command, cwd, v)
}

// LookupTool is Lookup for a call of tool ("" for the shell).
func (q *Queue) LookupTool(tool, command, cwd string, v *keys.Verifier) (State, error) {
	return q.LookupSubject(Subject{Tool: tool, Command: command}, cwd, v)
}

// LookupSubject is Lookup for everything an approval binds: the same
// tool, server, text and facts, in cwd.
func (q *Queue) LookupSubject(s Subject, cwd string, v *keys.Verifier) (State, error) {
	digest := s.Digest()
	ids, err := q.ids()
	if err != nil {
		return State{}, err
	}
	now := q.stamp()
	var states []State
	for _, id := range ids {
		req, err := q.readMatching(id, digest)
		if err != nil || req.CommandDigest != digest || req.Cwd != cwd {
			continue
		}
		st := q.evaluate(req, v, now)
		if st.needsExpiry() {
			if st, err = q.recordExpiry(id, v); err != nil {
				return State{}, err
			}
		}
		states = append(states, st)
	}
	var best *State
	for i := range states {
		st := &states[i]
		if best == nil || lookupRank(st.Status) > lookupRank(best.Status) ||
			lookupRank(st.Status) == lookupRank(best.Status) && st.Request.CreatedAt.After(best.Request.CreatedAt) {
			best = st
		}
	}
	if best == nil {
		return State{}, fmt.Errorf("request for this command and cwd: %w", ErrNotFound)
	}
	return *best, nil
}

// Superseded returns the newest approval, unused and unexpired, of the
// same tool and text in cwd whose subject is not s: an approval given
// before what it binds (a server, a hook, a commit to publish) changed,
// so that the agent can be told what changed. It reads only the files
// that hold the text; ok is false when there is none.
func (q *Queue) Superseded(s Subject, cwd string, v *keys.Verifier) (State, bool) {
	if !utf8.ValidString(s.Command) || !Fits(s.Command) {
		return State{}, false
	}
	needle, err := json.Marshal(s.Command)
	if err != nil {
		return State{}, false
	}
	// encode writes the text with no HTML escaping.
	needle = bytes.ReplaceAll(bytes.ReplaceAll(bytes.ReplaceAll(needle, []byte(`\u003c`), []byte("<")), []byte(`\u003e`), []byte(">")), []byte(`\u0026`), []byte("&"))
	ids, err := q.ids()
	if err != nil {
		return State{}, false
	}
	digest, now := s.Digest(), q.stamp()
	var best State
	found := false
	for _, id := range ids {
		req, err := q.readMatching(id, string(needle))
		if err != nil || req.Tool != s.Tool || req.Command != s.Command || req.Cwd != cwd || req.CommandDigest == digest {
			continue
		}
		st := q.evaluate(req, v, now)
		if st.Status == Approved && (!found || req.CreatedAt.After(best.Request.CreatedAt)) {
			best, found = st, true
		}
	}
	return best, found
}

func lookupRank(s Status) int {
	switch s {
	case Approved:
		return 2
	case Pending:
		return 1
	}
	return 0
}
