package audit

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"gatesh/termtext"
)

// appendRecord appends rec as one compact JSON object, byte for byte what
// encoding/json writes with HTML escaping off, except that characters a
// reader of the raw log could not see for what they are (bidi overrides,
// zero-width and other invisible characters: termtext.Invisible) are
// written as \u escapes, so that `cat` and `grep` of the log show what
// the record holds. A JSON reader gets the same strings. encoding/json's
// reflection costs more on its first use than gatesh spends on the rest
// of a start.
func appendRecord(b []byte, rec *Record) []byte {
	b = appendField(b, `{"ts":`, rec.TS)
	b = appendField(b, `,"id":`, rec.ID)
	b = appendField(b, `,"event":`, rec.Event)
	b = appendField(b, `,"command":`, rec.Command)
	b = appendOptional(b, `,"command_base64":`, rec.CommandBase64)
	b = appendOptional(b, `,"command_sha256":`, rec.CommandSHA256)
	b = appendOptionalInt(b, `,"command_bytes":`, rec.CommandBytes)
	b = appendField(b, `,"cwd":`, rec.Cwd)
	b = appendOptional(b, `,"cwd_base64":`, rec.CwdBase64)
	b = appendOptional(b, `,"tier":`, rec.Tier)
	b = appendOptional(b, `,"verdict":`, rec.Verdict)
	b = appendRules(append(b, `,"rules":`...), rec.Rules)
	b = appendOptionalInt(b, `,"rules_omitted":`, rec.RulesOmitted)
	b = strconv.AppendInt(append(b, `,"pid":`...), int64(rec.Pid), 10)
	b = strconv.AppendInt(append(b, `,"ppid":`...), int64(rec.Ppid), 10)
	b = appendField(b, `,"user":`, rec.User)
	b = appendOptional(b, `,"agent":`, rec.Agent)
	b = appendOptional(b, `,"session":`, rec.Session)
	b = appendOptional(b, `,"tool":`, rec.Tool)
	b = appendOptional(b, `,"server":`, rec.Server)
	if len(rec.Input) > 0 {
		b = appendRawJSON(append(b, `,"input":`...), rec.Input)
	}
	b = appendOptionalInt(b, `,"input_bytes":`, rec.InputBytes)
	b = appendOptional(b, `,"request":`, rec.Request)
	b = appendOptional(b, `,"status":`, rec.Status)
	b = appendOptional(b, `,"reason":`, rec.Reason)
	b = appendOptional(b, `,"via":`, rec.Via)
	if len(rec.Approvers) > 0 {
		b = append(b, `,"approvers":[`...)
		for i, a := range rec.Approvers {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONString(b, a)
		}
		b = append(b, ']')
	}
	if len(rec.TeamDecision) > 0 {
		b = appendRawJSON(append(b, `,"team_decision":`...), rec.TeamDecision)
	}
	if rec.Exit != nil {
		b = strconv.AppendInt(append(b, `,"exit":`...), int64(*rec.Exit), 10)
	}
	b = appendOptional(b, `,"enforce":`, rec.Enforce)
	b = appendOptional(b, `,"network":`, rec.Network)
	b = appendOptional(b, `,"dest":`, rec.Dest)
	b = appendOptionalInt(b, `,"port":`, rec.Port)
	b = appendOptional(b, `,"decision":`, rec.Decision)
	b = appendOptional(b, `,"model":`, rec.Model)
	b = appendOptional(b, `,"model_note":`, rec.ModelNote)
	b = appendOptional(b, `,"policy":`, rec.Policy)
	b = appendOptional(b, `,"shadow_policy":`, rec.ShadowPolicy)
	b = appendOptional(b, `,"shadow_tier":`, rec.ShadowTier)
	b = appendOptional(b, `,"shadow_verdict":`, rec.ShadowVerdict)
	if len(rec.ShadowRules) > 0 {
		b = appendRules(append(b, `,"shadow_rules":`...), rec.ShadowRules)
	}
	b = appendOptional(b, `,"prev_file":`, rec.PrevFile)
	b = appendOptionalInt(b, `,"prev_lines":`, rec.PrevLines)
	b = appendOptional(b, `,"kept_from":`, rec.KeptFrom)
	b = appendOptionalInt(b, `,"pruned":`, rec.Pruned)
	b = appendOptional(b, `,"seal":`, rec.Seal)
	b = appendField(b, `,"prev":`, rec.Prev)
	return append(b, '}')
}

// appendRules writes a list of rules, null for nil.
func appendRules(b []byte, rules []Rule) []byte {
	if rules == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range rules {
		if i > 0 {
			b = append(b, ',')
		}
		r := &rules[i]
		b = appendField(b, `{"id":`, r.ID)
		b = appendField(b, `,"tier":`, r.Tier)
		b = appendField(b, `,"reason":`, r.Reason)
		b = append(b, '}')
	}
	return append(b, ']')
}

func appendField(b []byte, key, value string) []byte {
	return appendJSONString(append(b, key...), value)
}

// appendOptional writes a field tagged omitempty: nothing when empty.
func appendOptional(b []byte, key, value string) []byte {
	if value == "" {
		return b
	}
	return appendField(b, key, value)
}

// appendOptionalInt writes an int field tagged omitempty: nothing when 0.
func appendOptionalInt(b []byte, key string, value int) []byte {
	if value == 0 {
		return b
	}
	return strconv.AppendInt(append(b, key...), int64(value), 10)
}

const hexDigits = "0123456789abcdef"

// appendJSONString quotes s as encoding/json does without HTML escaping:
// quote, backslash and control bytes escaped, invalid UTF-8 replaced by
// \ufffd, and U+2028 and U+2029 escaped.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	plain := 0 // start of the bytes not yet copied
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		var esc string
		size := 1
		switch {
		case c == '"':
			esc = `\"`
		case c == '\\':
			esc = `\\`
		case c == '\b':
			esc = `\b`
		case c == '\f':
			esc = `\f`
		case c == '\n':
			esc = `\n`
		case c == '\r':
			esc = `\r`
		case c == '\t':
			esc = `\t`
		case c < 0x20:
			// Written here: building the string would allocate for every byte.
			b = append(append(b, s[plain:i]...), '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			i++
			plain = i
			continue
		default:
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && size == 1:
				esc = `\ufffd`
			case r == '\u2028':
				esc = `\u2028`
			case r == '\u2029':
				esc = `\u2029`
			case termtext.Invisible(r):
				b = appendRuneEscape(append(b, s[plain:i]...), r)
				i += size
				plain = i
				continue
			default:
				i += size
				continue
			}
		}
		b = append(append(b, s[plain:i]...), esc...)
		i += size
		plain = i
	}
	return append(append(b, s[plain:]...), '"')
}

// appendRuneEscape writes r as JSON's \u escape, a surrogate pair past
// U+FFFF.
func appendRuneEscape(b []byte, r rune) []byte {
	if r > 0xffff {
		hi, lo := utf16.EncodeRune(r)
		return appendRuneEscape(appendRuneEscape(b, hi), lo)
	}
	return append(b, '\\', 'u', hexDigits[r>>12&0xf], hexDigits[r>>8&0xf], hexDigits[r>>4&0xf], hexDigits[r&0xf])
}

// appendRawJSON appends a JSON value as it is, but with invisible
// characters escaped as appendJSONString escapes them. In valid JSON they
// can stand only inside strings, where the escape means the same.
func appendRawJSON(b []byte, raw []byte) []byte {
	plain := 0
	for i := 0; i < len(raw); {
		if raw[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(raw[i:])
		if size > 1 && termtext.Invisible(r) {
			b = appendRuneEscape(append(b, raw[plain:i]...), r)
			plain = i + size
		}
		i += size
	}
	return append(b, raw[plain:]...)
}
