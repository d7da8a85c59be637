package audit

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"
)

// Limits on what one record can put in the log. Together they bound a
// line to MaxRecord, whatever the bytes: an agent that pipes 12 MiB into
// its shell costs the log one bounded line per record, not 6 MB.
const (
	// MaxCommand is the most a record spends on a command's text,
	// counted as written: JSON-escaped (a control byte takes six), plus
	// its base64 form when it is not UTF-8. A longer text keeps the start
	// that fits, with the sha256 and the length of the whole in
	// CommandSHA256 and CommandBytes. An agent's wrapper around a command
	// can be long (Codex's with its shell snapshot inlined is some 38 KB)
	// and must stay approvable, so it takes most of MaxRecord.
	MaxCommand = 56 << 10
	// MaxRecord is the longest line Append writes. A record whose other
	// fields are full of escaped bytes is cut further to fit.
	MaxRecord = 64 << 10
	// MaxInput bounds a tool call's arguments kept as a JSON object
	// (Record.Input), within MaxRecord; Command keeps them as text in any
	// case, cut as any command is.
	MaxInput = 16 << 10
	// MaxField bounds every other text field (cwd, user, agent, session,
	// reason, ...): longer values are cut at a character boundary.
	MaxField = 4 << 10
	// MaxRules bounds the rules listed in one record; RulesOmitted counts
	// the rest. MaxRuleField bounds each of a rule's texts.
	MaxRules     = 64
	MaxRuleField = 1 << 10
	// MaxLine is the longest line Verify parses and Scan reads. A record
	// Append writes is always shorter; Verify hashes a longer line as it
	// reads it and checks it through its prev field, and Scan skips it.
	MaxLine = 16 << 20
)

// redactMargin is how far back from the cut a cut command ends at a
// word boundary.
const redactMargin = 4 << 10

// Cost is what s takes in a record: its JSON-escaped length, plus its
// base64 form when it is not UTF-8.
func Cost(s string) int { return fitIndex(s, -1) }

// Fit returns the longest start of s, cut at a character, whose Cost is
// at most budget.
func Fit(s string, budget int) string {
	if len(s)*22/3+8 <= budget { // six bytes each escaped, 4/3 in base64: fits whatever the bytes
		return s
	}
	return s[:fitIndex(s, budget)]
}

// fitIndex walks s as appendJSONString writes it. With budget < 0 it
// returns the Cost of all of s, else the length of the longest start
// that fits in budget.
func fitIndex(s string, budget int) int {
	cost, invalid := 2, false
	total := func(i int) int {
		if invalid {
			return cost + (i+2)/3*4 + 2
		}
		return cost
	}
	for i := 0; i < len(s); {
		c := s[i]
		size, w := 1, 1
		switch {
		case c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf:
		case c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t':
			w = 2
		case c < 0x20:
			w = 6
		default:
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			w = size
			switch {
			case r == utf8.RuneError && size == 1:
				w = 6
				invalid = true
			case r == '\u2028' || r == '\u2029':
				w = 6
			}
		}
		cost += w
		if budget >= 0 && total(i+size) > budget {
			return i
		}
		i += size
	}
	if budget >= 0 {
		return len(s)
	}
	return total(len(s))
}

// bound redacts rec's command and cuts every field to its limit, and
// adds the base64 forms of a command or cwd that is not UTF-8.
func bound(rec *Record) {
	full := rec.Command
	text := Fit(full, MaxCommand)
	cut := len(text) < len(full)
	if cut && len(text) > redactMargin {
		// End at a word boundary, so that no part of a secret the cut
		// went through is kept where Redact cannot recognise it.
		if i := strings.LastIndexAny(text[len(text)-redactMargin:], " \t\n"); i >= 0 {
			text = text[:len(text)-redactMargin+i+1]
		}
	}
	text = Redact(text)
	if cut || len(Fit(text, MaxCommand)) < len(text) {
		sum := sha256.Sum256([]byte(full))
		rec.CommandSHA256 = hex.EncodeToString(sum[:])
		rec.CommandBytes = len(full)
		text = Fit(text, MaxCommand) // a redaction can make it longer
	}
	rec.Command = text
	rec.Cwd = Truncate(rec.Cwd, MaxField)
	rec.CommandBase64 = exactForm(rec.Command)
	rec.CwdBase64 = exactForm(rec.Cwd)
	if len(rec.Input) > 0 {
		if len(rec.Input) > MaxInput {
			rec.InputBytes, rec.Input = len(rec.Input), nil
		} else {
			rec.Input = RedactJSON(rec.Input)
		}
	}
	for _, f := range []*string{&rec.Tier, &rec.Verdict, &rec.User, &rec.Agent, &rec.Session,
		&rec.Request, &rec.Status, &rec.Reason, &rec.Enforce, &rec.Network, &rec.Dest, &rec.Decision, &rec.Model, &rec.ModelNote, &rec.PrevFile, &rec.Tool, &rec.Server, &rec.Via,
		&rec.Policy, &rec.ShadowPolicy, &rec.ShadowTier, &rec.ShadowVerdict} {
		*f = Truncate(*f, MaxField)
	}
	if len(rec.ShadowRules) > MaxRules {
		rec.ShadowRules = rec.ShadowRules[:MaxRules]
	}
	for i, r := range rec.ShadowRules {
		if len(r.ID) > MaxRuleField || len(r.Tier) > MaxRuleField || len(r.Reason) > MaxRuleField {
			rec.ShadowRules = slices.Clone(rec.ShadowRules)
			rec.ShadowRules[i] = Rule{Truncate(r.ID, MaxRuleField), Truncate(r.Tier, MaxRuleField), Truncate(r.Reason, MaxRuleField)}
		}
	}
	rec.Approvers = boundList(rec.Approvers, MaxRules, MaxRuleField)
	if len(rec.TeamDecision) > 0 {
		// Kept whole or not at all: cut, it would not verify.
		if len(rec.TeamDecision) > MaxInput || !json.Valid(rec.TeamDecision) {
			rec.TeamDecision = nil
		} else {
			rec.TeamDecision = compactJSON(rec.TeamDecision)
		}
	}
	if len(rec.Rules) > MaxRules {
		rec.RulesOmitted += len(rec.Rules) - MaxRules
		rec.Rules = rec.Rules[:MaxRules]
	}
	copied := false
	for i, r := range rec.Rules {
		if len(r.ID) <= MaxRuleField && len(r.Tier) <= MaxRuleField && len(r.Reason) <= MaxRuleField {
			continue
		}
		if !copied { // never write into the caller's slice
			rec.Rules, copied = slices.Clone(rec.Rules), true
		}
		rec.Rules[i] = Rule{Truncate(r.ID, MaxRuleField), Truncate(r.Tier, MaxRuleField), Truncate(r.Reason, MaxRuleField)}
	}
}

// appendBounded appends rec's line, tightened when it would pass
// MaxRecord with room for a seal.
func appendBounded(b []byte, rec *Record) []byte {
	start := len(b)
	b = appendRecord(b, rec)
	if len(b)-start > MaxRecord-maxSeal {
		tighten(rec)
		b = appendRecord(b[:start], rec)
	}
	return b
}

// tighten cuts the fields other than the command much further, for a
// record whose line would pass MaxRecord (fields full of bytes that
// escape to six): 256 bytes each, and four rules of 128.
func tighten(rec *Record) {
	for _, f := range []*string{&rec.Cwd, &rec.Tier, &rec.Verdict, &rec.User, &rec.Agent, &rec.Session,
		&rec.Request, &rec.Status, &rec.Reason, &rec.Enforce, &rec.Model, &rec.ModelNote, &rec.PrevFile, &rec.Tool, &rec.Server, &rec.Via,
		&rec.Policy, &rec.ShadowPolicy, &rec.ShadowTier, &rec.ShadowVerdict} {
		*f = Fit(*f, 256) // counted as written, so that the command keeps the room
	}
	if len(rec.ShadowRules) > 4 {
		rec.ShadowRules = rec.ShadowRules[:4]
	}
	shadow := make([]Rule, len(rec.ShadowRules))
	for i, r := range rec.ShadowRules {
		shadow[i] = Rule{Fit(r.ID, 128), Fit(r.Tier, 128), Fit(r.Reason, 128)}
	}
	if len(shadow) > 0 {
		rec.ShadowRules = shadow
	}
	rec.Approvers = boundList(rec.Approvers, 4, 128)
	if len(rec.Input) > 0 { // the command keeps the call's text
		rec.InputBytes, rec.Input = len(rec.Input), nil
	}
	rec.CwdBase64 = exactForm(rec.Cwd)
	if len(rec.Rules) > 4 {
		rec.RulesOmitted += len(rec.Rules) - 4
		rec.Rules = rec.Rules[:4]
	}
	rules := make([]Rule, len(rec.Rules))
	for i, r := range rec.Rules {
		rules[i] = Rule{Fit(r.ID, 128), Fit(r.Tier, 128), Fit(r.Reason, 128)}
	}
	rec.Rules = rules
}

// compactJSON is valid JSON raw on one line, without spaces between its
// tokens; raw itself when it is so already.
func compactJSON(raw json.RawMessage) json.RawMessage {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil || bytes.Equal(b.Bytes(), raw) {
		return raw
	}
	return b.Bytes()
}

// exactForm is the base64 of s when s is not UTF-8, else "".
func exactForm(s string) string {
	if utf8.ValidString(s) {
		return ""
	}
	return base64.StdEncoding.EncodeToString([]byte(s))
}

// Truncate shortens s to at most n bytes, not splitting a UTF-8
// character.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n
	for i > n-utf8.UTFMax && i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	if !utf8.RuneStart(s[i]) {
		i = n // not UTF-8 here anyway
	}
	return s[:i]
}

// boundList keeps at most n entries of list, each cut to size bytes,
// without writing into the caller's slice.
func boundList(list []string, n, size int) []string {
	if len(list) <= n && !slices.ContainsFunc(list, func(s string) bool { return len(s) > size }) {
		return list
	}
	out := make([]string, 0, min(len(list), n))
	for _, s := range list[:min(len(list), n)] {
		out = append(out, Truncate(s, size))
	}
	return out
}
