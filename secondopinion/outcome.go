package secondopinion

import (
	"errors"
	"fmt"

	"gatesh/rules"
)

// Outcomes of a consulted command, as logged in the "model" field.
const (
	// Raised: the model named a tier above the rules'; it counts.
	Raised = "raised"
	// Agreed: the model named the rules' own tier.
	Agreed = "agreed"
	// Ignored: the answer changes nothing; Cause says why.
	Ignored = "ignored"
)

// Causes of an ignored answer.
const (
	CauseLower       = "lower"       // a tier below the rules': the model may not lower
	CauseMalformed   = "malformed"   // not the JSON asked for
	CauseExtraText   = "extra_text"  // the JSON object with other text around it
	CauseHTTP        = "http_error"  // a status other than 200
	CauseTimeout     = "timeout"     // no answer within model.timeout
	CauseRefused     = "refused"     // the connection was refused: nothing listens
	CauseUnreachable = "unreachable" // the host could not be resolved or reached
	CauseNoClient    = "no_client"   // gatesh-model is not installed
	CauseError       = "error"       // anything else
)

// Outcome is what a consultation did to one decision.
type Outcome struct {
	Result string // Raised, Agreed or Ignored
	Cause  string // for Ignored
	// Answer is the model's, when it gave one that parsed.
	Answer *Answer
	// Detail says more about a cause, for the log: the HTTP status, the
	// error, the start of a malformed answer. It never holds the key.
	Detail string
	// Cached: the answer came from this session's cache, not a request.
	Cached bool
}

// Judge compares a parsed answer with the rules' tier: only a higher
// tier counts.
func Judge(rulesTier rules.Tier, a Answer) Outcome {
	out := Outcome{Answer: &a}
	switch {
	case a.Tier > rulesTier:
		out.Result = Raised
	case a.Tier == rulesTier:
		out.Result = Agreed
	default:
		out.Result, out.Cause = Ignored, CauseLower
		out.Detail = fmt.Sprintf("the model said %s, below the rules' %s", a.Tier, rulesTier)
	}
	return out
}

// Failed is the outcome of a request that gave no usable answer.
func Failed(cause, detail string) Outcome {
	return Outcome{Result: Ignored, Cause: cause, Detail: detail}
}

// FromReply judges what the client program reported: a transport failure,
// an HTTP error, or a response to parse and compare.
func FromReply(rulesTier rules.Tier, r Reply) Outcome {
	if r.Cause != "" {
		return Failed(r.Cause, r.Error)
	}
	if r.Status != 200 {
		return Failed(CauseHTTP, fmt.Sprintf("HTTP status %d: %s", r.Status, excerpt(r.Body)))
	}
	a, err := ParseResponse([]byte(r.Body))
	if err != nil {
		var ae *AnswerError
		if errors.As(err, &ae) {
			return Failed(ae.Cause, ae.Detail)
		}
		return Failed(CauseMalformed, err.Error())
	}
	return Judge(rulesTier, a)
}

// Note is the outcome as one word for the log's "model" field: "raised",
// "agreed", or "ignored:CAUSE".
func (o Outcome) Note() string {
	if o.Result == Ignored {
		return Ignored + ":" + o.Cause
	}
	return o.Result
}

// Hit is the rule hit of a raised outcome: rule id "model-raised", at the
// model's tier, its reason marked as the model's words.
func (o Outcome) Hit(model string) rules.Hit {
	return rules.Hit{ID: HitID, Tier: o.Answer.Tier, Reason: fmt.Sprintf("the model %s says: %q", model, o.Answer.Reason)}
}

// HitID is the rule id of a tier the model raised.
const HitID = "model-raised"
