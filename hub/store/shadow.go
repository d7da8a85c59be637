package store

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"gatesh/audit"
	"gatesh/teamapi"
)

var shadowColumns = []string{"machine", "seq", "ts", "command", "tool", "cwd", "policy_version", "shadow_version",
	"tier", "verdict", "shadow_tier", "shadow_verdict", "shadow_rules"}

// shadowOf returns the shadow_records row of a decision line that a
// shadow policy would have decided otherwise, or nil.
func shadowOf(machine string, l teamapi.AuditLine) []any {
	rec, err := audit.Decode([]byte(l.Line))
	if err != nil || rec.Event != audit.EventDecision || rec.ShadowPolicy == "" {
		return nil
	}
	var ts *time.Time
	if t, err := time.Parse(time.RFC3339Nano, rec.TS); err == nil {
		ts = &t
	}
	rules, _ := json.Marshal(nonNilAuditRules(rec.ShadowRules))
	return []any{machine, l.Seq, ts, rec.Command, rec.Tool, rec.Cwd, rec.Policy, rec.ShadowPolicy,
		rec.Tier, rec.Verdict, rec.ShadowTier, rec.ShadowVerdict, rules}
}

// NoRule counts a change no shadow rule made: the live rules held what
// the shadow policy would have let run.
const NoRule = "(none)"

// ShadowDiff returns what a shadow policy (version, or every one for "")
// would have decided otherwise on the machines m may see, since a time:
// counts per shadow rule, most first, and the changes, newest first (at
// most limit).
func (s *Store) ShadowDiff(ctx context.Context, m *Member, version, machine string, since time.Time, limit int) (*teamapi.ShadowDiff, error) {
	if limit <= 0 || limit > 10000 {
		limit = 200
	}
	args := []any{}
	where := []string{"true"}
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, strings.ReplaceAll(cond, "$?", fmt.Sprintf("$%d", len(args))))
	}
	if groups := groupsOf(m); groups != nil {
		add("mc.group_name = ANY($?)", groups)
	}
	if version != "" {
		add("x.shadow_version = $?", version)
	}
	if machine != "" {
		add(machineIs("mc", "$?"), machine)
	}
	if !since.IsZero() {
		add("x.ts >= $?", since)
	}
	out := &teamapi.ShadowDiff{Version: version, Rules: []teamapi.ShadowRule{}, Changes: []teamapi.ShadowChange{}}
	counts := map[string]*teamapi.ShadowRule{}
	rows, err := s.Pool.Query(ctx, `SELECT x.machine, x.seq, coalesce(x.ts, 'epoch'), x.command, x.tool, x.cwd, x.policy_version, x.shadow_version,
		x.tier, x.verdict, x.shadow_tier, x.shadow_verdict, x.shadow_rules
		FROM shadow_records x JOIN machines mc ON mc.id = x.machine WHERE `+strings.Join(where, " AND ")+` ORDER BY x.ts DESC, x.machine, x.seq DESC`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var c teamapi.ShadowChange
		var rules []byte
		if err := rows.Scan(&c.Machine, &c.Seq, &c.At, &c.Command, &c.Tool, &c.Cwd, &c.Policy, &c.ShadowVersion,
			&c.Tier, &c.Verdict, &c.ShadowTier, &c.ShadowVerdict, &rules); err != nil {
			return nil, err
		}
		c.At = c.At.UTC()
		json.Unmarshal(rules, &c.ShadowRules)
		out.Total++
		ids := map[string]bool{}
		for _, r := range c.ShadowRules {
			if r.Tier == c.ShadowTier || c.ShadowVerdict == "deny" {
				ids[r.ID] = true
			}
		}
		if len(ids) == 0 {
			ids[NoRule] = true
		}
		for id := range ids {
			r := counts[id]
			if r == nil {
				r = &teamapi.ShadowRule{Rule: id}
				counts[id] = r
			}
			r.Count++
			if c.ShadowVerdict != "auto_pass" && c.Verdict == "auto_pass" {
				r.WouldHold++
			}
		}
		if len(out.Changes) < limit {
			out.Changes = append(out.Changes, c)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, r := range counts {
		out.Rules = append(out.Rules, *r)
	}
	sort.Slice(out.Rules, func(i, j int) bool {
		a, b := out.Rules[i], out.Rules[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		return a.Rule < b.Rule
	})
	return out, nil
}
