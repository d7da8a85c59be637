package secondopinion

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"

	"gatesh/rules"
)

// Answer is the model's verdict, as it gave it.
type Answer struct {
	Tier   rules.Tier
	Reason string
}

// MaxReason bounds the model's reason as kept and shown.
const MaxReason = 300

// AnswerError is an answer that does not count, with its cause
// (CauseMalformed or CauseExtraText).
type AnswerError struct {
	Cause  string
	Detail string
}

func (e *AnswerError) Error() string { return e.Cause + ": " + e.Detail }

// ParseResponse reads a chat-completions response body: the envelope
// ({"choices": [{"message": {"content": ...}}]}, other keys allowed) and
// then its content strictly, with ParseContent.
func ParseResponse(body []byte) (Answer, error) {
	var env struct {
		Choices []struct {
			Message struct {
				Content *string `json:"content"`
			} `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal(body, &env); err != nil {
		return Answer{}, &AnswerError{CauseMalformed, "the response is not chat-completions JSON: " + err.Error()}
	}
	if len(env.Choices) != 1 || env.Choices[0].Message.Content == nil {
		return Answer{}, &AnswerError{CauseMalformed, fmt.Sprintf("want one choice with a message content, got %d choices", len(env.Choices))}
	}
	return ParseContent(*env.Choices[0].Message.Content)
}

// ParseContent reads the model's message as exactly one JSON object with
// exactly the keys "tier" (green, yellow or red) and "reason" (a string
// that is not empty), each once. Only white space may surround it: any
// other text, a code fence included, is CauseExtraText; any other shape
// is CauseMalformed.
func ParseContent(content string) (Answer, error) {
	text := strings.TrimSpace(content)
	if !strings.HasPrefix(text, "{") {
		return Answer{}, &AnswerError{CauseExtraText, "the answer does not start with a JSON object: " + excerpt(text)}
	}
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return Answer{}, &AnswerError{CauseMalformed, "the answer is not valid JSON: " + err.Error()}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Answer{}, &AnswerError{CauseExtraText, "text after the JSON object: " + excerpt(text[dec.InputOffset():])}
	}
	fields, err := objectFields(raw)
	if err != nil {
		return Answer{}, &AnswerError{CauseMalformed, err.Error()}
	}
	tierText, okTier := fields["tier"]
	reason, okReason := fields["reason"]
	if len(fields) != 2 || !okTier || !okReason {
		return Answer{}, &AnswerError{CauseMalformed, `want exactly the keys "tier" and "reason"`}
	}
	tier, err := rules.ParseTier(tierText)
	if err != nil {
		return Answer{}, &AnswerError{CauseMalformed, err.Error()}
	}
	reason = cleanReason(reason)
	if reason == "" {
		return Answer{}, &AnswerError{CauseMalformed, "the reason is empty"}
	}
	return Answer{Tier: tier, Reason: reason}, nil
}

// objectFields reads a JSON object whose values are all strings, refusing
// a key given twice (encoding/json would keep the last).
func objectFields(raw []byte) (map[string]string, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, errors.New("the answer is not a JSON object")
	}
	fields := map[string]string{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := t.(string)
		if _, dup := fields[key]; dup {
			return nil, fmt.Errorf("key %q given twice", key)
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		s, ok := v.(string)
		if !ok {
			return nil, fmt.Errorf("the value of %q is not a string", key)
		}
		fields[key] = s
	}
	return fields, nil
}

// cleanReason makes the model's reason one printable line of at most
// MaxReason characters: it is shown to people, in terminals too.
func cleanReason(s string) string {
	var b strings.Builder
	space := false
	n := 0
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if !unicode.IsPrint(r) {
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		if n == MaxReason {
			b.WriteString("...")
			break
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// excerpt is the start of a text, for a log line.
func excerpt(s string) string {
	const max = 80
	r := []rune(cleanReason(s))
	if len(r) > max {
		return string(r[:max]) + "..."
	}
	return string(r)
}
