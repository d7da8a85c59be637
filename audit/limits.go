package audit

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"slices"
	"strings"
	"unicode/utf8"
)

// Limits on what one record can put in the log. Together they bound a
// line well under MaxLine, whatever the bytes: JSON escapes a control
// byte as six bytes, so a command of MaxCommand control bytes is 6 MiB.
const (
	// MaxCommand is the most of a command's text a record keeps: the
	// parser's own limit, so every text gatesh classified is logged whole.
	// A longer text keeps its first MaxCommand bytes, with the sha256 and
	// the length of the whole in CommandSHA256 and CommandBytes.
	MaxCommand = 1 << 20
	// MaxInput bounds a tool call's arguments kept as a JSON object
	// (Record.Input); Command keeps them as text in any case.
	MaxInput = 64 << 10
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

// redactMargin is how far back from MaxCommand a cut command ends at a
// word boundary.
const redactMargin = 4 << 10

// bound redacts rec's command and cuts every field to its limit, and
// adds the base64 forms of a command or cwd that is not UTF-8.
func bound(rec *Record) {
	full := rec.Command
	text := full
	if len(text) > MaxCommand {
		text = Truncate(text, MaxCommand)
		// End at a word boundary, so that no part of a secret the cut
		// went through is kept where Redact cannot recognise it.
		if i := strings.LastIndexAny(text[len(text)-redactMargin:], " \t\n"); i >= 0 {
			text = text[:len(text)-redactMargin+i+1]
		}
	}
	text = Redact(text)
	if len(full) > MaxCommand || len(text) > MaxCommand {
		sum := sha256.Sum256([]byte(full))
		rec.CommandSHA256 = hex.EncodeToString(sum[:])
		rec.CommandBytes = len(full)
		text = Truncate(text, MaxCommand) // a redaction can make it longer
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
		&rec.Request, &rec.Status, &rec.Reason, &rec.Enforce, &rec.Model, &rec.ModelNote, &rec.PrevFile, &rec.Tool, &rec.Server} {
		*f = Truncate(*f, MaxField)
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
