package shim

import (
	"errors"
	"fmt"

	"gatesh/config"
	"gatesh/consume"
	"gatesh/keys"
	"gatesh/queue"
)

// useApproval spends the approval of req for the command with this
// digest run in cwd. While the operator's review server runs, the server
// spends it and records the use where the agent's user cannot write (see
// package consume). Without a server, the shim marks the request file
// itself, as before: in the two-user setup a hostile agent user could then
// set that mark back. An approval the server has recorded as used never
// runs again, whether a server runs or not.
func (r *runtime) useApproval(cfg *config.Config, q *queue.Queue, req queue.Request, digest, cwd string, v *keys.Verifier) (queue.Request, error) {
	used, err := consume.Recorded(cfg.Home, req.ID)
	if err != nil {
		return queue.Request{}, err
	}
	if used {
		return queue.Request{}, fmt.Errorf("request %s: the review server recorded its use: %w", req.ID, queue.ErrUsed)
	}
	usedAt, err := consume.Ask(cfg.Home, req.ID, digest, cwd, consume.Timeout)
	if errors.Is(err, consume.ErrNoServer) {
		return q.Use(req.ID, digest, cwd, v)
	}
	if err != nil {
		return queue.Request{}, err
	}
	req.Status, req.UsedAt = queue.Used, usedAt
	return req, nil
}
