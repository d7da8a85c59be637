package shim

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/enforce"
	"gatesh/rules"
	"gatesh/secondopinion"
)

// modelProgram posts the request (package secondopinion/client): a
// program of its own, so that gatesh links no network code.
const modelProgram = "gatesh-model"

// modelGrace is how long past model.timeout gatesh waits for
// gatesh-model to start and report before it kills it.
const modelGrace = 500 * time.Millisecond

// modelAsker posts one request and reports what came back.
type modelAsker func(ctx context.Context, req secondopinion.Request) secondopinion.Reply

// secondOpinion asks the configured model about a decision the rules let
// run, when it qualifies (consulted), and returns the decision, raised by
// a model-raised hit when the model named a higher tier, and the outcome
// for the log (nil when the model was not asked). It never lowers a tier.
func (r *runtime) secondOpinion(cfg *config.Config, text, cwd string, d rules.Decision) (rules.Decision, *secondopinion.Outcome) {
	m := cfg.Model
	if !consulted(m, d) {
		return d, nil
	}
	_, session := r.identity()
	cache := secondopinion.OpenCache(filepath.Join(cfg.Home, "model"), session)
	key := secondopinion.Key(text, cwd, r.rulesVersion(), m.Model, m.URL)
	var out secondopinion.Outcome
	if a, ok := cache.Get(key); ok {
		out = secondopinion.Judge(d.Tier, a)
		out.Cached = true
	} else {
		out = r.askModel(cfg, text, cwd, d)
		if out.Answer != nil {
			cache.Put(key, *out.Answer, r.now()) // a lost write only loses the cache
		}
	}
	if out.Result == secondopinion.Raised {
		h := out.Hit(m.Model)
		verdict := rules.AutoPass
		if h.Tier >= rules.Red {
			verdict = rules.Hold
		}
		d = merge(d, rules.Decision{Tier: h.Tier, Verdict: verdict, Hits: []rules.Hit{h}})
	}
	return d, &out
}

// consulted reports whether the model is asked about d: a model is
// configured, the rules let the command run, no approval covers it, and
// the rules met something they do not know (or consult = "all").
func consulted(m *config.Model, d rules.Decision) bool {
	if m == nil || d.Verdict != rules.AutoPass || d.Tier >= rules.Red {
		return false
	}
	if slices.ContainsFunc(d.Hits, func(h rules.Hit) bool { return h.ID == "approved_request" }) {
		return false
	}
	return m.Consult == config.ConsultAll || len(d.Unfamiliar) > 0
}

// askModel sends one request, with no retry, and judges the reply.
func (r *runtime) askModel(cfg *config.Config, text, cwd string, d rules.Decision) secondopinion.Outcome {
	m := cfg.Model
	body, err := secondopinion.Body(m.Model, secondopinion.Query{Command: text, Cwd: cwd, Tier: d.Tier, Hits: d.Hits, Unfamiliar: d.Unfamiliar})
	if err != nil {
		return secondopinion.Failed(secondopinion.CauseError, err.Error())
	}
	ask := r.modelAsker
	if ask == nil {
		ask = r.runModelProgram
	}
	ctx, cancel := context.WithTimeout(context.Background(), m.Timeout+modelGrace)
	defer cancel()
	reply := ask(ctx, secondopinion.Request{URL: m.URL, KeyEnv: m.APIKeyEnv, TimeoutMS: m.Timeout.Milliseconds(), Body: string(body)})
	return secondopinion.FromReply(d.Tier, reply)
}

// runModelProgram runs gatesh-model with the request on its stdin, and
// kills it when ctx ends.
func (r *runtime) runModelProgram(ctx context.Context, req secondopinion.Request) secondopinion.Reply {
	prog, err := r.findCompanion(modelProgram)
	var ue *enforce.UnsafeProgramError
	if errors.As(err, &ue) {
		return secondopinion.Reply{Cause: secondopinion.CauseNoClient, Error: err.Error()}
	}
	if err != nil {
		return secondopinion.Reply{Cause: secondopinion.CauseNoClient, Error: modelProgram + " is not installed beside gatesh or on PATH"}
	}
	in, err := json.Marshal(req)
	if err != nil {
		return secondopinion.Reply{Cause: secondopinion.CauseError, Error: err.Error()}
	}
	cmd := exec.CommandContext(ctx, prog)
	cmd.Env = r.helperEnv(nil) // outside the gate, as every helper
	cmd.Stdin = bytes.NewReader(in)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 100 * time.Millisecond
	err = cmd.Run()
	if ctx.Err() != nil {
		return secondopinion.Reply{Cause: secondopinion.CauseTimeout, Error: fmt.Sprintf("%s gave no answer in time; killed", modelProgram)}
	}
	var reply secondopinion.Reply
	if jerr := json.Unmarshal(stdout.Bytes(), &reply); jerr != nil {
		why := strings.TrimSpace(stderr.String())
		if err != nil {
			why = err.Error() + ": " + why
		}
		return secondopinion.Reply{Cause: secondopinion.CauseError, Error: fmt.Sprintf("%s: no reply (%s)", modelProgram, why)}
	}
	return reply
}

// rulesVersion names the rules in force for the cache: the rule files
// (rules.Set.Version) and gatesh's own build, which embeds the default.
func (r *runtime) rulesVersion() string {
	v := ""
	if vs, ok := r.cls.(interface{ Version() string }); ok {
		v = vs.Version()
	}
	if info, err := os.Stat(r.selfPath); err == nil {
		v += fmt.Sprintf(":%d:%d", info.Size(), info.ModTime().UnixNano())
	}
	return v
}

// Version passes the rule set's version through, for the model's cache.
func (c refining) Version() string {
	if vs, ok := c.Classifier.(interface{ Version() string }); ok {
		return vs.Version()
	}
	return ""
}

// noteModel writes the outcome into the decision's record: the outcome,
// and what the model said or why it said nothing, redacted, and never
// the key.
func (r *runtime) noteModel(rec *audit.Record, cfg *config.Config, o *secondopinion.Outcome) {
	if o == nil {
		return
	}
	note := o.Detail
	if o.Answer != nil {
		note = fmt.Sprintf("%s: %q", o.Answer.Tier, o.Answer.Reason)
		if o.Detail != "" {
			note += "; " + o.Detail
		}
	}
	if o.Cached {
		note += " (cached)"
	}
	note = audit.Redact(note)
	if env := cfg.Model.APIKeyEnv; env != "" {
		if key := r.env.get(env); key != "" {
			note = strings.ReplaceAll(note, key, audit.Redacted)
		}
	}
	rec.Model, rec.ModelNote = o.Note(), note
}
