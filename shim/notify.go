package shim

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"gatesh/config"
	"gatesh/consume"
	"gatesh/describe"
	"gatesh/queue"
)

// notifyTimeout bounds the notify command: a slow webhook must not eat
// the time the agent has to wait for a decision.
const notifyTimeout = 5 * time.Second

// notify runs the configured notify command for a new request, with the
// request as JSON on stdin and its main fields in the environment. It
// never blocks the hold beyond notifyTimeout, and a failure is only
// reported: the request is queued either way.
func (r *runtime) notify(argv []string, req queue.Request) {
	if len(argv) == 0 {
		return
	}
	data, err := json.Marshal(req)
	if err != nil {
		fmt.Fprintf(r.stderr, "gatesh: error: notify: %v\n", err)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), notifyTimeout)
	defer cancel()
	// Outside the gate: not the worker's sh, nor the agent's curl.
	cmd := r.helperCommand(ctx, argv, append(notifyEnv(req), "GATESH_URL="+r.requestURL(req.ID)))
	// A program that was not found is not run; Run says so below.
	if filepath.IsAbs(cmd.Path) {
		if err := r.trustedHere(cmd.Path); err != nil {
			fmt.Fprintf(r.stderr, "gatesh: error: notify: %s\n", programError(err))
			fmt.Fprintf(r.stderr, "gatesh: hint: the request is queued all the same; %s\n", programHint(err, argv[0]))
			return
		}
	}
	cmd.Stdin = bytes.NewReader(append(data, '\n'))
	// stdout belongs to the agent's command; the notifier's output is dropped.
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errOut.String())
		if len(msg) > 200 {
			msg = msg[:200] + "..."
		}
		fmt.Fprintf(r.stderr, "gatesh: error: notify command %s failed: %v %s\n", argv[0], err, msg)
		fmt.Fprintf(r.stderr, "gatesh: hint: the request is queued all the same; fix hold.notify in config.toml\n")
	}
}

// notifyEnv is the request's main fields as environment entries.
func notifyEnv(req queue.Request) []string {
	ids := make([]string, len(req.Rules))
	for i, x := range req.Rules {
		ids[i] = x.ID
	}
	return []string{
		"GATESH_REQUEST_ID=" + req.ID,
		"GATESH_COMMAND=" + strings.ReplaceAll(req.Command, "\x00", ""),
		"GATESH_CWD=" + strings.ReplaceAll(req.Cwd, "\x00", ""),
		"GATESH_TIER=" + req.Tier,
		"GATESH_RULES=" + strings.Join(ids, ","),
		"GATESH_REASON=" + reasons(req),
		"GATESH_SUMMARY=" + describe.Summary(req),
	}
}

// requestURL is the address of a request's page while a review server
// runs, else "".
func (r *runtime) requestURL(id string) string {
	home, err := config.Home(r.env.get)
	if err != nil {
		return ""
	}
	data, err := os.ReadFile(consume.URLFile(home))
	base := strings.TrimSpace(string(data))
	if err != nil || !strings.HasPrefix(base, "http") || strings.ContainsAny(base, " \n") {
		return ""
	}
	return base + "/r/" + id
}
