package toolcall

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ErrJSON is wrapped by every error about JSON that is not exact.
var ErrJSON = errors.New("not exact JSON")

// maxDepth bounds nesting, so that a deep input cannot exhaust the stack.
const maxDepth = 64

// Strict checks that data is exactly one JSON value that every reader
// reads the same way: valid UTF-8, nothing after the value, no lone
// surrogate escapes, nesting at most 64 deep, and no object with two keys
// that are equal or equal when case is folded. Go's encoding/json matches
// struct fields without case and keeps the last duplicate, while an agent
// written in JavaScript keeps the exact key; such input is refused rather
// than guessed at.
func Strict(data []byte) error {
	if !utf8.Valid(data) {
		return fmt.Errorf("%w: not valid UTF-8", ErrJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := walk(dec, 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: data after the JSON value", ErrJSON)
	}
	return loneSurrogate(data)
}

// loneSurrogate refuses a \uD800-\uDFFF escape that is not half of a pair:
// Go decodes it to U+FFFD, but an agent may hand the tool other bytes.
// data is valid JSON, so a quote that no backslash escapes starts or ends
// a string.
func loneSurrogate(data []byte) error {
	in := false
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case c == '"':
			in = !in
		case in && c == '\\' && i+1 < len(data):
			if data[i+1] != 'u' {
				i++
				continue
			}
			r, ok := hex4(data[i+2:])
			switch {
			case !ok:
			case r >= 0xD800 && r <= 0xDBFF:
				lo, ok := rune(0), false
				if i+11 < len(data) && data[i+6] == '\\' && data[i+7] == 'u' {
					lo, ok = hex4(data[i+8:])
				}
				if !ok || lo < 0xDC00 || lo > 0xDFFF {
					return fmt.Errorf("%w: a lone surrogate escape", ErrJSON)
				}
				i += 11
				continue
			case r >= 0xDC00 && r <= 0xDFFF:
				return fmt.Errorf("%w: a lone surrogate escape", ErrJSON)
			}
			i += 5
		}
	}
	return nil
}

func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			d = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(d)
	}
	return r, true
}

// walk reads one value from dec.
func walk(dec *json.Decoder, depth int) error {
	if depth > maxDepth {
		return fmt.Errorf("%w: nested deeper than %d", ErrJSON, maxDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("%w: %v", ErrJSON, err)
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			seen := map[string]string{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return fmt.Errorf("%w: %v", ErrJSON, err)
				}
				key := kt.(string)
				f := fold(key)
				if prev, ok := seen[f]; ok {
					if prev == key {
						return fmt.Errorf("%w: key %q appears twice", ErrJSON, key)
					}
					return fmt.Errorf("%w: keys %q and %q differ only in case", ErrJSON, prev, key)
				}
				seen[f] = key
				if err := walk(dec, depth+1); err != nil {
					return err
				}
			}
		case '[':
			for dec.More() {
				if err := walk(dec, depth+1); err != nil {
					return err
				}
			}
		}
		if _, err := dec.Token(); err != nil { // the closing delimiter
			return fmt.Errorf("%w: %v", ErrJSON, err)
		}
	}
	return nil
}

// fold maps s to one spelling for all spellings that differ only in case,
// with Unicode's simple folding (K, k and the Kelvin sign are one).
func fold(s string) string {
	var b strings.Builder
	for _, r := range s {
		min := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < min {
				min = f
			}
		}
		b.WriteRune(min)
	}
	return b.String()
}

// Object decodes data, which Strict has accepted, as a JSON object, keys
// matched exactly.
func Object(data []byte) (map[string]json.RawMessage, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return nil, fmt.Errorf("%w: want a JSON object", ErrJSON)
	}
	if err := Strict(data); err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &m); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrJSON, err)
	}
	return m, nil
}

// Canonical returns the one form of a JSON object that approvals and the
// log use: keys sorted, no spaces, numbers as written, no HTML escaping.
// Two inputs that an agent reads as the same arguments have the same form.
func Canonical(data []byte) (json.RawMessage, error) {
	if err := Strict(data); err != nil {
		return nil, err
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return nil, fmt.Errorf("%w: want a JSON object", ErrJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrJSON, err)
	}
	return encode(v), nil
}

// encode writes v compactly, keys sorted; a decoded value cannot fail.
func encode(v any) json.RawMessage {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err)
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}
