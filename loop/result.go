package loop

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Result statuses a worker can give.
const (
	StatusDone          = "done"
	StatusContinue      = "continue"
	StatusNeedsApproval = "needs_approval"
	StatusBlocked       = "blocked"
)

// Result is the typed result a worker ends each turn with. It is what the
// worker says, not what is true: only the verifier decides "done".
type Result struct {
	Status   string    `json:"status"`
	Summary  string    `json:"summary"`
	Approval *Approval `json:"approval"`
}

// Approval is a worker's request to run one risky action.
type Approval struct {
	// ActionID is the worker's name for the action, or the id of the
	// gatesh request that held it.
	ActionID string `json:"action_id"`
	Category string `json:"category"`
	Reason   string `json:"reason"`
	// Action is the exact command text the worker wants to run.
	Action string `json:"action"`
}

// Limits on a result's fields, so that a worker cannot flood the
// operator's terminal or the artifacts with one answer.
const (
	maxResultBytes = 64 << 10
	maxSummary     = 8 << 10
	maxActionBytes = 16 << 10
	maxShortField  = 200
)

// ErrResult is wrapped by every error about a worker's result.
var ErrResult = errors.New("invalid result")

// ParseResult reads a worker's final message as a Result. The message must
// be one JSON object and nothing else (a single ```json fence around it is
// allowed), with no unknown field. status must be one of the four;
// summary must be present; approval must be given exactly when status is
// needs_approval, with every field non-empty.
func ParseResult(msg string) (Result, error) {
	bad := func(format string, a ...any) (Result, error) {
		return Result{}, fmt.Errorf("%w: "+format, append([]any{ErrResult}, a...)...)
	}
	if len(msg) > maxResultBytes {
		return bad("%d bytes, more than the %d allowed", len(msg), maxResultBytes)
	}
	if !utf8.ValidString(msg) {
		return bad("not valid UTF-8")
	}
	text := unfence(strings.TrimSpace(msg))
	if text == "" {
		return bad("no result: the final message is empty")
	}
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	var raw struct {
		Status   *string   `json:"status"`
		Summary  *string   `json:"summary"`
		Approval *Approval `json:"approval"`
	}
	if err := dec.Decode(&raw); err != nil {
		return bad("not a JSON object of the result schema: %v", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return bad("text after the JSON object")
	}
	if raw.Status == nil {
		return bad("no status")
	}
	if raw.Summary == nil {
		return bad("no summary")
	}
	r := Result{Status: *raw.Status, Summary: *raw.Summary, Approval: raw.Approval}
	switch r.Status {
	case StatusDone, StatusContinue, StatusBlocked:
		if r.Approval != nil {
			return bad("approval given with status %q; only needs_approval carries one", r.Status)
		}
	case StatusNeedsApproval:
		if r.Approval == nil {
			return bad("status needs_approval without an approval")
		}
		a := r.Approval
		for _, f := range []struct{ name, v string }{{"action_id", a.ActionID}, {"category", a.Category}, {"reason", a.Reason}, {"action", a.Action}} {
			if strings.TrimSpace(f.v) == "" {
				return bad("approval.%s is empty", f.name)
			}
		}
		for _, f := range []struct{ name, v string }{{"action_id", a.ActionID}, {"category", a.Category}} {
			if len(f.v) > maxShortField || strings.ContainsAny(f.v, "\n\r") {
				return bad("approval.%s must be one line of at most %d bytes", f.name, maxShortField)
			}
		}
		if len(a.Reason) > maxSummary || len(a.Action) > maxActionBytes {
			return bad("approval.reason or approval.action is too long")
		}
	default:
		return bad("status %q: want done, continue, needs_approval or blocked", r.Status)
	}
	if len(r.Summary) > maxSummary {
		return bad("summary of %d bytes, more than the %d allowed", len(r.Summary), maxSummary)
	}
	return r, nil
}

// unfence removes one Markdown code fence that wraps the whole text.
func unfence(s string) string {
	if !strings.HasPrefix(s, "```") || !strings.HasSuffix(s, "```") || len(s) < 6 {
		return s
	}
	body := s[3 : len(s)-3]
	nl := strings.IndexByte(body, '\n')
	if nl < 0 || strings.Contains(body, "```") {
		return s
	}
	if lang := strings.TrimSpace(body[:nl]); lang != "" && lang != "json" {
		return s
	}
	return strings.TrimSpace(body[nl+1:])
}

// resultSchema is the JSON Schema of Result, in the strict form that
// structured-output APIs accept: every property required,
// additionalProperties false, approval null unless asked for.
var resultSchema = []byte(`{
  "type": "object",
  "additionalProperties": false,
  "required": ["status", "summary", "approval"],
  "properties": {
    "status": {"type": "string", "enum": ["done", "continue", "needs_approval", "blocked"]},
    "summary": {"type": "string"},
    "approval": {
      "anyOf": [
        {"type": "null"},
        {
          "type": "object",
          "additionalProperties": false,
          "required": ["action_id", "category", "reason", "action"],
          "properties": {
            "action_id": {"type": "string"},
            "category": {"type": "string"},
            "reason": {"type": "string"},
            "action": {"type": "string"}
          }
        }
      ]
    }
  }
}
`)

// lastLine is the last non-empty line of a command worker's stdout.
func lastLine(out []byte) string {
	out = bytes.TrimRight(out, "\r\n\t ")
	if i := bytes.LastIndexByte(out, '\n'); i >= 0 {
		out = out[i+1:]
	}
	return string(bytes.TrimSpace(out))
}
