package rules

import (
	"regexp"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
)

// AppleScript and JavaScript for Automation (JXA) that a tool runs on a
// Mac (a macOS automation server's execute_script {script_content,
// language: "applescript"}, run_applescript {script}) reach past the
// tool (issue 31):
//   - do shell script "...", Terminal's do script "..." and JXA's
//     doShellScript("...") run a shell command, judged as that command;
//   - send (Mail's outgoing message, Messages' text) reaches another
//     person;
//   - keystroke and key code type into whatever app has the focus.
// A script whose every statement returns or gets what an app tells
// (tell application "Finder" to return name of every disk) reads.

// appleScriptLang returns "applescript" or "jxa" when a tool's argument
// v, under key k of obj, is a script for macOS's automation: by the
// language beside it, the tool's name or server, or its shape; "" when
// it is not.
func appleScriptLang(words []string, obj map[string]any, v string) string {
	for _, k := range []string{"language", "lang", "script_type", "type"} {
		l, _ := obj[k].(string)
		switch strings.ToLower(strings.ReplaceAll(l, " ", "")) {
		case "applescript", "osascript":
			return "applescript"
		case "jxa", "javascriptforautomation":
			return "jxa"
		}
	}
	named := slices.ContainsFunc(words, func(w string) bool {
		return w == "applescript" || w == "osascript" || w == "jxa"
	})
	switch {
	case jxaShape.Get().MatchString(v):
		return "jxa"
	case named || appleScriptShape.Get().MatchString(v):
		return "applescript"
	}
	return ""
}

var (
	appleScriptShape = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\btell\s+(application|app)\s+"|\bdo\s+shell\s+script\b|^\s*(return|get)\s+\w+\s+of\s`)
	}}
	jxaShape = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`\bApplication\s*\(\s*['"]|\bApplication\.currentApplication\s*\(|\bdoShellScript\s*\(`)
	}}
	// appleScriptShellStart finds where a shell command's string starts.
	appleScriptShellStart = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\bdo\s+(?:shell\s+)?script\s*("|\()|\bdoShellScript\s*\(\s*(["'` + "`" + `])`)
	}}
	appleScriptSends = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)(?:^|[\s(.])send\b`)
	}}
	appleScriptKeys = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)\bkeystroke\b|\bkey\s+code\b|\.keyCode\s*\(`)
	}}
	appleScriptTellTo = &lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^tell\s+(?:application|app)\s+\S+(?:\s+to\s+|$)`)
	}}
)

// appleScriptReading is what gatesh reads in a script for macOS's
// automation.
type appleScriptReading struct {
	shell    []string // the shell commands it runs, as written
	unread   bool     // a shell command built at run time
	sends    bool
	keys     bool
	readOnly bool
}

// readAppleScript reads a script of lang ("applescript" or "jxa").
func readAppleScript(lang, text string) appleScriptReading {
	var r appleScriptReading
	rest := text
	for {
		loc := appleScriptShellStart.Get().FindStringSubmatchIndex(rest)
		if loc == nil {
			break
		}
		at := loc[1] - 1
		quote := rest[at]
		if quote == '(' {
			// do shell script ("..." & x): what follows the parenthesis.
			t := strings.TrimLeft(rest[at+1:], " \t")
			if t == "" || t[0] != '"' {
				r.unread = true
				rest = rest[at+1:]
				continue
			}
			at, quote = len(rest)-len(t), '"'
		}
		cmd, n := quotedLiteral(rest[at:], quote)
		after := strings.TrimLeft(rest[at+n:], " \t")
		if n == 0 || strings.HasPrefix(after, "&") || strings.HasPrefix(after, "+") {
			r.unread = true
		}
		r.shell = append(r.shell, cmd)
		rest = rest[at+max(n, 1):]
	}
	quotes := "\"'`" // JavaScript's
	if lang == "applescript" {
		quotes = `"`
	}
	bare := withoutLiterals(text, quotes)
	r.sends = appleScriptSends.Get().MatchString(bare)
	r.keys = appleScriptKeys.Get().MatchString(bare)
	r.readOnly = lang == "applescript" && len(r.shell) == 0 && !r.unread && !r.sends && !r.keys && appleScriptReads(bare)
	return r
}

// appleScript judges a script for macOS's automation that a tool runs:
// the shell commands in it as the shell's (classify), what it sends and
// the keys it types as held, a read alone as known, and anything else
// as osascript given it.
func (fx *effects) appleScript(s *Set, lang, text, tool string, classify func(*parser.Script, string, bool)) {
	opts := s.parserOptions()
	r := readAppleScript(lang, text)
	for _, cmd := range r.shell {
		classify(parser.Parse(cmd, opts), "runs from "+lang, true)
	}
	hit := func(id, reason string) {
		fx.hits = append(fx.hits, Hit{ID: id, Tier: Red, Command: tool, Reason: reason})
	}
	if r.unread {
		hit("tool-applescript-shell-unread", "its script runs a shell command built as it runs: what it does cannot be read")
	}
	if r.sends {
		hit("tool-applescript-sends", "its script sends from an app (Mail, Messages): another person receives it")
	}
	if r.keys {
		hit("tool-applescript-keys", "its script types keys into the app that has the focus: what they do there cannot be read")
	}
	fx.known = true
	if r.readOnly {
		return
	}
	argv := []string{"osascript", "-e", text}
	if lang == "jxa" {
		argv = []string{"osascript", "-l", "JavaScript", "-e", text}
	}
	classify(parser.ParseArgv(argv, opts), "runs "+lang, true)
}

// quotedLiteral returns the text of the string literal at the start of
// s, opened by quote, with its escapes undone, and its length; 0 when it
// does not end.
func quotedLiteral(s string, quote byte) (string, int) {
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
		case c == quote:
			return b.String(), i + 1
		default:
			b.WriteByte(c)
		}
	}
	return "", 0
}

// withoutLiterals is text with its string literals emptied, so that a
// word in a message's text is not read as a command.
func withoutLiterals(text, quotes string) string {
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		if strings.IndexByte(quotes, c) >= 0 {
			_, n := quotedLiteral(text[i:], c)
			if n == 0 {
				return b.String()
			}
			b.WriteString(`""`)
			i += n - 1
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// appleScriptReads reports whether every statement of a script (its
// string literals emptied) only returns or gets what an app tells: each
// line, after tell application X to, is return, get, count, exists or a
// local variable set to such a value, or opens or ends a tell block; and
// no command of the apps' suites (make, delete, move, save, quit...)
// appears in it.
func appleScriptReads(bare string) bool {
	seen := false
	for line := range strings.SplitSeq(bare, "\n") {
		t := strings.TrimSpace(line)
		if i := strings.Index(t, "--"); i >= 0 {
			t = strings.TrimSpace(t[:i])
		}
		for {
			m := appleScriptTellTo.Get().FindString(t)
			if m == "" {
				break
			}
			t = strings.TrimSpace(t[len(m):])
		}
		f := strings.Fields(strings.ToLower(t))
		if len(f) == 0 {
			continue
		}
		switch {
		case f[0] == "end" || f[0] == "return" || f[0] == "get" || f[0] == "count" || f[0] == "exists":
		case f[0] == "set" && len(f) > 3 && f[2] == "to" && identWord(f[1]):
			f = f[3:]
		default:
			return false
		}
		for _, w := range f {
			if appleScriptCommand(strings.Trim(w, "(){},")) {
				return false
			}
		}
		seen = true
	}
	return seen
}

// identWord reports whether w is a variable's name.
func identWord(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return w != ""
}

// appleScriptCommand reports whether a word is a command of AppleScript's
// Standard Suite or of the apps' own suites that changes something or
// reaches past the script.
func appleScriptCommand(w string) bool {
	switch w {
	case "make", "delete", "move", "duplicate", "save", "close", "quit", "open", "print", "send", "reply", "forward",
		"keystroke", "click", "empty", "restart", "shut", "sleep", "run", "launch", "activate", "do", "eject", "mount",
		"select", "import", "export", "create", "remove", "write", "set", "copy", "play", "pause", "log", "store", "load",
		"redirect", "post", "upload", "erase", "mark", "update", "reveal", "add", "perform", "sync", "logout":
		return true
	}
	return false
}
