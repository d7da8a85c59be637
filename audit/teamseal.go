package audit

import (
	"encoding/json"
	"fmt"
	"strings"

	"gatesh/teamapi"
)

// checkTeam checks the record of a team's decision as the record of an
// operator's decision is checked: it must carry the decision the team
// key signed (TeamDecision), for this machine, this request and this
// verdict, naming the approvers the record names. The record's gate seal
// says only that a gatesh outside the commands wrote it, and the gate's
// key may be readable by the agent's user (the two-user setup), so the
// team key's signature is what makes it a decision. It returns why the
// record is forged, or "".
func (s *sealState) checkTeam(rec lineFields) string {
	if s.team == nil {
		return fmt.Sprintf("%s record of a team decision, and this machine pins no team key to check it with (gatesh team join pins team/team.pub): forged, or the machine left its team", withArticle(rec.Event))
	}
	if len(rec.TeamDecision) == 0 {
		return fmt.Sprintf("%s record of a team decision that carries no decision signed with the team key: only the team decides, so this one was forged (written into the log with the gate's key, say)", withArticle(rec.Event))
	}
	var d teamapi.Decision
	if err := json.Unmarshal(rec.TeamDecision, &d); err != nil {
		return fmt.Sprintf("%s record of a team decision whose team_decision is not a decision: %v", withArticle(rec.Event), err)
	}
	want := teamapi.Rejected
	if rec.Event == EventApproved {
		want = teamapi.Approved
	}
	// The subject and folder are the request file's, which the queue
	// checked when the decision came; the record's command is redacted.
	b := teamapi.Bound{Team: s.team.Fingerprint, Machine: s.team.Machine, Request: rec.Request, Subject: d.Subject, Cwd: d.Cwd}
	if err := teamapi.VerifyDecision(s.team.Key, d, b); err != nil {
		return fmt.Sprintf("%s record of a team decision that the pinned team key does not vouch for: %v", withArticle(rec.Event), err)
	}
	switch {
	case d.Verdict != want:
		return fmt.Sprintf("%s record that carries the team's %s decision", withArticle(rec.Event), d.Verdict)
	case !sameApprovers(rec.Approvers, d.Approvers):
		return fmt.Sprintf("%s record that names approvers %q, while the team's signed decision names %q", withArticle(rec.Event), rec.Approvers, d.Approvers)
	}
	return ""
}

// sameApprovers reports whether a record's approvers are the decision's,
// as Append bounds them (boundList: at most 64, or 4 in a tightened
// record, each cut at a character).
func sameApprovers(logged, signed []string) bool {
	if len(logged) > len(signed) || len(logged) < len(signed) && len(logged) != MaxRules && len(logged) != 4 {
		return false
	}
	for i, a := range logged {
		if a == "" && signed[i] != "" || !strings.HasPrefix(signed[i], a) {
			return false
		}
	}
	return true
}
