package audit

import (
	"encoding/json"
	"errors"
	"fmt"
	"unicode"
	"unicode/utf8"
)

// ErrAmbiguousKey is a record that names one key twice, or two keys that
// differ only in case. Readers disagree on such a record: Go's decoder
// takes the last of keys that fold alike, jq and SQL the exact name, and
// some the first. `"event":"approved"` followed by `"Event":"decision"` is
// a decision to gatesh and an approval to jq; the log holds neither.
var ErrAmbiguousKey = errors.New("a key appears twice, or in two cases")

// rawFields hold what others wrote (an agent's tool input, a hub's
// signed decision), kept byte for byte: gatesh decodes no field of its
// own from them, and their keys are theirs to repeat.
func rawField(key string) bool { return key == "input" || key == "team_decision" }

// CheckKeys returns ErrAmbiguousKey, wrapped with the key, when an object
// of a record, which must be valid JSON, holds two keys that Go's decoder
// would match to one field. It reads the text once and allocates only
// for the keys' set of each object.
func CheckKeys(text []byte) error {
	_, err := keysIn(text, skipSpace(text, 0), true)
	return err
}

// keysIn checks the value at text[i:], when check is set, and returns
// where it ends.
func keysIn(text []byte, i int, check bool) (int, error) {
	if i >= len(text) {
		return i, errors.New("unexpected end")
	}
	switch text[i] {
	case '{':
		seen := map[string]bool{}
		i = skipSpace(text, i+1)
		for i < len(text) && text[i] != '}' {
			key, end, err := jsonString(text, i)
			if err != nil {
				return end, err
			}
			folded := foldKey(key)
			if check && seen[folded] {
				return end, fmt.Errorf("%w: %q", ErrAmbiguousKey, key)
			}
			seen[folded] = true
			i = skipSpace(text, end)
			if i >= len(text) || text[i] != ':' {
				return i, errors.New("no colon after a key")
			}
			if i, err = keysIn(text, skipSpace(text, i+1), check && !rawField(key)); err != nil {
				return i, err
			}
			i = skipSpace(text, i)
			if i < len(text) && text[i] == ',' {
				i = skipSpace(text, i+1)
			}
		}
		return i + 1, nil
	case '[':
		i = skipSpace(text, i+1)
		for i < len(text) && text[i] != ']' {
			var err error
			if i, err = keysIn(text, i, check); err != nil {
				return i, err
			}
			i = skipSpace(text, i)
			if i < len(text) && text[i] == ',' {
				i = skipSpace(text, i+1)
			}
		}
		return i + 1, nil
	case '"':
		_, end, err := jsonString(text, i)
		return end, err
	}
	for i < len(text) && text[i] != ',' && text[i] != '}' && text[i] != ']' && !isSpace(text[i]) {
		i++
	}
	return i, nil
}

// jsonString reads the string at text[i:], escapes decoded, and returns
// where it ends.
func jsonString(text []byte, i int) (string, int, error) {
	if i >= len(text) || text[i] != '"' {
		return "", i, errors.New("a key is not a string")
	}
	escaped := false
	for j := i + 1; j < len(text); j++ {
		switch text[j] {
		case '\\':
			escaped = true
			j++
		case '"':
			if !escaped {
				return string(text[i+1 : j]), j + 1, nil
			}
			var s string
			err := json.Unmarshal(text[i:j+1], &s)
			return s, j + 1, err
		}
	}
	return "", len(text), errors.New("an unterminated string")
}

// foldKey maps each rune of a key to the smallest rune of its case
// folding orbit, as Go's decoder matches names (K, k and the Kelvin sign
// are one).
func foldKey(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b = utf8.AppendRune(b, least)
	}
	return string(b)
}

func skipSpace(text []byte, i int) int {
	for i < len(text) && isSpace(text[i]) {
		i++
	}
	return i
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
