package parser

import (
	"encoding/base64"
	"encoding/hex"
	"slices"
	"strings"
)

// staticStdout returns what echo, printf or cat of a heredoc prints, when
// it is known statically, so that a shell or client downstream can be read.
func (p *parser) staticStdout(fr *frame, c *Command, argv []field, in cmdIn) *textSrc {
	args := argv[1:]
	for _, a := range args {
		if a.Dynamic {
			return nil
		}
	}
	span := in.span
	switch c.Name {
	case "echo":
		newline, escapes := true, false
		for len(args) > 0 && len(args[0].Value) > 1 && args[0].Value[0] == '-' && strings.Trim(args[0].Value[1:], "neE") == "" {
			for _, ch := range args[0].Value[1:] {
				switch ch {
				case 'n':
					newline = false
				case 'e':
					escapes = true
				case 'E':
					escapes = false
				}
			}
			args = args[1:]
		}
		var src textSrc
		if len(args) == 1 && !escapes {
			src = p.srcOf(fr, args[0], "pipe")
		} else {
			vals := make([]string, len(args))
			for i, a := range args {
				vals[i] = a.Value
			}
			src = textSrc{text: strings.Join(vals, " "), from: "pipe", span: span}
		}
		if escapes {
			var stop bool
			src.text, stop = echoEscapes(src.text)
			newline = newline && !stop
		}
		if newline {
			src.text += "\n"
		}
		return &src
	case "printf":
		if len(args) > 0 && args[0].Value == "--" {
			args = args[1:]
		}
		if len(args) == 0 || args[0].Value == "-v" {
			return nil
		}
		return &textSrc{text: printf(args[0].Value, args[1:]), from: "pipe", span: span}
	case "base64", "xxd":
		// Decoding into a shell is a known way to hide a command: decode
		// it when the input is known.
		if in.stdin == nil || in.stdin.dynamic {
			return nil
		}
		flags := make([]string, len(args))
		for i, a := range args {
			flags[i] = a.Value
		}
		joined := " " + strings.Join(flags, " ") + " "
		clean := strings.Join(strings.Fields(in.stdin.text), "")
		var data []byte
		var err error
		switch {
		case c.Name == "base64" && (strings.Contains(joined, " -d ") || strings.Contains(joined, " --decode ") || strings.Contains(joined, " -D ")):
			for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
				if data, err = enc.DecodeString(clean); err == nil {
					break
				}
				if data, err = enc.DecodeString(strings.TrimRight(clean, "=")); err == nil {
					break
				}
			}
		case c.Name == "xxd" && strings.Contains(joined, " -r") && strings.Contains(joined, "-p"):
			data, err = hex.DecodeString(clean)
		default:
			return nil
		}
		if err != nil {
			return nil
		}
		return &textSrc{text: string(data), from: "pipe", span: span}
	case "cat", "tee":
		// cat without files and tee copy their input to their output.
		if (len(args) == 0 || c.Name == "tee") && in.stdin != nil {
			src := *in.stdin
			src.from = "pipe"
			return &src
		}
		if c.Name == "cat" && hasOperand(args) && !slices.ContainsFunc(args, func(a field) bool { return a.Value == "-" }) {
			return &textSrc{from: "pipe", span: span, dynamic: true, file: true}
		}
	}
	return nil
}

// printf approximates printf FORMAT ARGS: escapes, %b, and every other
// conversion as %s.
func printf(format string, args []field) string {
	format = ansiC(strings.ReplaceAll(format, `\%`, "%"))
	var sb strings.Builder
	next := 0
	for {
		for i := 0; i < len(format); i++ {
			c := format[i]
			if c != '%' || i+1 >= len(format) {
				sb.WriteByte(c)
				continue
			}
			i++
			for i < len(format) && strings.IndexByte("-+ #0123456789.", format[i]) >= 0 {
				i++
			}
			if i >= len(format) {
				break
			}
			if format[i] == '%' {
				sb.WriteByte('%')
				continue
			}
			if next < len(args) {
				if format[i] == 'b' {
					text, stop := echoEscapes(args[next].Value)
					sb.WriteString(text)
					if stop {
						return sb.String()
					}
				} else {
					sb.WriteString(args[next].Value)
				}
			}
			next++
		}
		if next == 0 || next >= len(args) {
			break
		}
	}
	return sb.String()
}

// echoEscapes decodes the escapes of echo -e and of printf's %b
// argument as bash does, which differ from $'...': an octal is \0 and up
// to three digits (\0041 is "!"), or one to three digits from \1; \c
// ends all output (stop); \', \" and \? stay as written.
func echoEscapes(s string) (text string, stop bool) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, false
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			sb.WriteByte(s[i])
			continue
		}
		switch e := s[i+1]; {
		case e == 'c':
			return sb.String(), true
		case e >= '0' && e <= '7':
			j, max := i+1, i+4
			if e == '0' {
				j, max = i+2, i+5
			}
			n := 0
			for j < len(s) && j < max && s[j] >= '0' && s[j] <= '7' {
				n = n*8 + int(s[j]-'0')
				j++
			}
			sb.WriteByte(byte(n))
			i = j - 1
		case e == '\'' || e == '"' || e == '?':
			sb.WriteByte('\\')
			sb.WriteByte(e)
			i++
		default:
			// The rest are $'...''s: \n, \t, \xHH, \uHHHH, \e and so on.
			j := i + 2
			if e == 'x' || e == 'u' || e == 'U' {
				for j < len(s) && j-i-2 < map[byte]int{'x': 2, 'u': 4, 'U': 8}[e] && isHex(s[j]) {
					j++
				}
			}
			sb.WriteString(ansiC(s[i:j]))
			i = j - 1
		}
	}
	return sb.String(), false
}
