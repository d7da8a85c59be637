package agentsetup

import (
	"encoding/json"
	"strings"
	"testing"
)

// Layouts people write settings in. Setting a key and taking it out
// again must give back every byte; the result must read as the same
// document plus the one key.
var layouts = []string{
	"{}",
	"{}\n",
	"{ /* none yet */}",
	`{"a":1}`,
	`{"a": 1, "env": {"X": "1"}}`,
	"{\n  \"a\": 1\n}\n",
	"{\n\t\"a\": 1,\n\t\"env\": {\n\t\t\"X\": \"1\"\n\t}\n}\n",
	"{\r\n  \"a\": 1\r\n}\r\n",
	"// head\n{\n  \"a\": 1, // after a\n  /* block */ \"env\": {}\n}\n",
	"{\n  \"a\": [1, 2,],\n  \"env\": {\"X\": \"1\",},\n}\n",
	"\xef\xbb\xbf{\"a\": 1}",
	"{\n  \"env\": {\n    \"X\": \"<&>\"\n  },\n  \"hooks\": {\"PreToolUse\": []}\n}\n",
}

func TestSetKeyRoundTrip(t *testing.T) {
	for _, src := range layouts {
		for _, keys := range [][]string{{"env", "CLAUDE_CODE_SHELL"}, {"new", "deep", "key"}, {"top"}} {
			out, prev, created, err := setKey([]byte(src), keys, "/h/.gatesh/bin/bash")
			if err != nil {
				t.Fatalf("%q %v: %v", src, keys, err)
			}
			if prev != nil {
				t.Fatalf("%q %v: previous %s", src, keys, prev)
			}
			v, ok, err := valueAt(out, keys)
			if err != nil || !ok || v != "/h/.gatesh/bin/bash" {
				t.Errorf("%q %v: after set:\n%s", src, keys, out)
				continue
			}
			// Everything else reads as before.
			if _, err := parseJSONC(out); err != nil {
				t.Errorf("%q %v: not JSONC after set: %v\n%s", src, keys, err, out)
			}
			back, err := unsetKey(out, keys)
			if err != nil {
				t.Fatal(err)
			}
			back, _, err = removeCreated(back, created)
			if err != nil {
				t.Fatal(err)
			}
			if string(back) != src {
				t.Errorf("%q %v: set then unset gave\n%q\nvia\n%s", src, keys, back, out)
			}
		}
	}
}

func TestAppendRoundTrip(t *testing.T) {
	elem := orderedObject{{"matcher", "Bash"}, {"hooks", []any{orderedObject{{"type", "command"}, {"command", "g hook claude"}}}}}
	for _, src := range append(layouts,
		`{"hooks": {"PreToolUse": [{"matcher": "Edit"}]}}`,
		"{\n  \"hooks\": {\n    \"PreToolUse\": [\n      {\"matcher\": \"Edit\"}\n    ]\n  }\n}\n",
	) {
		keys := []string{"hooks", "PreToolUse"}
		out, created, err := appendTo([]byte(src), keys, elem)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		i, err := findElem(out, keys, elem)
		if err != nil || i < 0 {
			t.Errorf("%q: appended element not found:\n%s", src, out)
			continue
		}
		back, err := removeFrom(out, keys, i)
		if err != nil {
			t.Fatal(err)
		}
		if back, _, err = removeCreated(back, created); err != nil {
			t.Fatal(err)
		}
		if string(back) != src {
			t.Errorf("%q: append then remove gave\n%q\nvia\n%s", src, back, out)
		}
	}
}

// Removing an element that is not the last (the user added one after
// gatesh's) takes its line and leaves the others as they were.
func TestRemoveNotLast(t *testing.T) {
	src := "{\n  \"env\": {\n    \"A\": \"1\",\n    \"CLAUDE_CODE_SHELL\": \"/g/bash\",\n    \"B\": \"2\"\n  }\n}\n"
	out, err := unsetKey([]byte(src), []string{"env", "CLAUDE_CODE_SHELL"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "{\n  \"env\": {\n    \"A\": \"1\",\n    \"B\": \"2\"\n  }\n}\n"; string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	src = `{"a": [1, {"x": 2}, 3]}`
	out, err = removeFrom([]byte(src), []string{"a"}, 1)
	if err != nil || string(out) != `{"a": [1, 3]}` {
		t.Errorf("got %s, %v", out, err)
	}
}

// Values are written as JSON would read them back: no HTML escapes, and
// strings that need escaping are escaped.
func TestRenderedValuesReadBack(t *testing.T) {
	for _, v := range []string{`it's "quoted"`, "<&>", "tab\there", "ünïcödé", "line\nbreak", `back\slash`} {
		out, _, _, err := setKey([]byte("{}"), []string{"k"}, v)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(out, &m); err != nil || m["k"] != v {
			t.Errorf("%q: wrote %s (%v)", v, out, err)
		}
		if strings.Contains(string(out), `\u003c`) {
			t.Errorf("%q: HTML-escaped: %s", v, out)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for src, want := range map[string]string{
		``:                       "unexpected end of file",
		`{"a": 1`:                "want , or }",
		`{"a": 1} x`:             "text after the end",
		`{"a": /* x`:             "unterminated /* comment",
		`{"a": "x`:               "unterminated string",
		`{"a": tru}`:             `unexpected "t"`,
		`{a: 1}`:                 "want a key in quotes",
		`{"a" 1}`:                `want : after key "a"`,
		`[1, 2`:                  "want , or ]",
		strings.Repeat("[", 300): "nested deeper than 200",
	} {
		if _, err := parseJSONC([]byte(src)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", src, err, want)
		}
	}
}
