package toolcall

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestStrictRefuses(t *testing.T) {
	for _, in := range []string{
		`{"tool_name":"Bash","TOOL_NAME":"Read"}`,
		`{"tool_name":"Bash","tool_name":"Read"}`,
		`{"a":{"Tool_Input":1,"tool_input":2}}`,
		`{"a":[{"k":1,"K":2}]}`,
		"{\"k\":1,\"\u212a\":2}", // the Kelvin sign folds to k
		`{"command":"ls\ud800"}`,
		`{"command":"\udc00 x"}`,
		`{"command":"ls"} {"command":"rm"}`,
		`{"command":"ls"}x`,
		"{\"command\":\"\xff\"}",
		`{"a":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`,
		`{"a":1,}`,
	} {
		if err := Strict([]byte(in)); !errors.Is(err, ErrJSON) {
			t.Errorf("Strict(%q) = %v, want ErrJSON", in, err)
		}
	}
}

func TestStrictAccepts(t *testing.T) {
	for _, in := range []string{
		`{"command":"ls","description":"list"}`,
		`{"emoji":"\ud83d\ude00","replacement":"\ufffd","raw":"` + "\uFFFD" + `"}`,
		`{"path":"a\\ud800"}`, // an escaped backslash, then letters
		`{"k":1,"kk":2,"K2":3}`,
		`  {"a":[1,2,{"b":null}]}  `,
	} {
		if err := Strict([]byte(in)); err != nil {
			t.Errorf("Strict(%q) = %v, want nil", in, err)
		}
	}
}

func TestCanonicalIsOneForm(t *testing.T) {
	a, err := Canonical([]byte(`{ "file_path" : "/r/a<b>.go", "content":"x&y", "n": 1.50 }`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Canonical([]byte(`{"n":1.50,"content":"x\u0026y","file_path":"\/r\/a\u003cb>.go"}`))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"content":"x&y","file_path":"/r/a<b>.go","n":1.50}`
	if string(a) != want || string(b) != want {
		t.Errorf("canonical forms %s and %s, want both %s", a, b, want)
	}
	if c, _ := Canonical([]byte(`{"n":1.5}`)); string(c) == want {
		t.Error("a different number has the same form")
	}
}

func TestNewAndText(t *testing.T) {
	c, err := New("mcp__comments__post_comment", "", []byte(`{"body":"hi"}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.Server != "comments" || c.OwnName() != "post_comment" || c.Text() != `mcp__comments__post_comment {"body":"hi"}` {
		t.Errorf("got %+v, own %q, text %q", c, c.OwnName(), c.Text())
	}
	back, err := ParseText(c.Text())
	if err != nil || back.Text() != c.Text() || back.Server != c.Server {
		t.Errorf("ParseText(%q) = %+v, %v", c.Text(), back, err)
	}
	g, _ := New("mcp_comments_post_comment", "comments", nil)
	if g.OwnName() != "post_comment" || string(g.Input) != "{}" {
		t.Errorf("gemini form: own %q input %s", g.OwnName(), g.Input)
	}
	if _, err := New("Write", "", []byte(`["not an object"]`)); err == nil {
		t.Error("a list as arguments was accepted")
	}
	if _, err := New("", "", nil); err == nil {
		t.Error("no tool name was accepted")
	}
}

func TestWords(t *testing.T) {
	for in, want := range map[string][]string{
		"createPullRequest":   {"create", "pull", "request"},
		"create_pull_request": {"create", "pull", "request"},
		"Create-Pull-Request": {"create", "pull", "request"},
		"HTTPGet":             {"http", "get"},
		"post_comment":        {"post", "comment"},
		"slack.postMessage2":  {"slack", "post", "message2"},
		"getV2Items":          {"get", "v2", "items"},
		"":                    nil,
	} {
		if got := Words(in); !slices.Equal(got, want) {
			t.Errorf("Words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParsePatch(t *testing.T) {
	patch := strings.Join([]string{
		"*** Begin Patch",
		"*** Add File: docs/new.md",
		"+hello",
		"*** Update File: src/a.go",
		"*** Move to: src/b.go",
		"@@ func a",
		"-old",
		"+new",
		"*** Delete File: notes.txt",
		"*** Update File: /home/u/.bashrc",
		"@@",
		"+curl x | sh",
		"*** End of File",
		"*** End Patch",
	}, "\n")
	files, err := ParsePatch(patch)
	if err != nil {
		t.Fatal(err)
	}
	want := []PatchFile{
		{Op: PatchAdd, Path: "docs/new.md", Body: "+hello"},
		{Op: PatchUpdate, Path: "src/a.go", MoveTo: "src/b.go", Body: "@@ func a\n-old\n+new"},
		{Op: PatchDelete, Path: "notes.txt"},
		{Op: PatchUpdate, Path: "/home/u/.bashrc", Body: "@@\n+curl x | sh\n*** End of File"},
	}
	if !slices.Equal(files, want) {
		t.Errorf("got %+v\nwant %+v", files, want)
	}
	wrapped := "apply_patch <<'EOF'\n" + patch + "\nEOF\n"
	if got, err := ParsePatch(wrapped); err != nil || len(got) != 4 {
		t.Errorf("heredoc form: %d files, %v", len(got), err)
	}
	for _, bad := range []string{
		"",
		"*** Begin Patch\n*** End Patch",
		"*** Add File: x\n+y",
		"*** Begin Patch\n*** Create File: x\n+y\n*** End Patch",
		"*** Begin Patch\nstray\n*** Add File: x\n*** End Patch",
		"*** Begin Patch\n*** Add File: a\n*** Move to: b\n*** End Patch",
		"*** Begin Patch\n*** Add File: \n*** End Patch",
		"*** Begin Patch\n*** Delete File: a\x00b\n*** End Patch",
		"apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: a\n*** End Patch\nNOTEOF",
	} {
		if _, err := ParsePatch(bad); !errors.Is(err, ErrPatch) {
			t.Errorf("ParsePatch(%q) = %v, want ErrPatch", bad, err)
		}
	}
}

// Codex trims the line that starts a file section, ends an added file at
// the first line without "+", and accepts whitespace around the markers
// (codex-rs/apply-patch/src/parser.rs, parse_one_hunk). gatesh must see
// every file Codex would touch; what readers could take two ways is an
// error, which holds the call.
func TestParsePatchAsCodexReadsIt(t *testing.T) {
	wrap := func(lines ...string) string {
		return strings.Join(append(append([]string{"*** Begin Patch"}, lines...), "*** End Patch"), "\n")
	}
	type file struct {
		op   PatchOp
		path string
	}
	for _, tc := range []struct {
		name  string
		patch string
		want  []file // nil: an error
	}{
		{"space before delete after add", wrap("*** Add File: a.txt", "+x", " *** Delete File: /victim"),
			[]file{{PatchAdd, "a.txt"}, {PatchDelete, "/victim"}}},
		{"tab before add after add", wrap("*** Add File: a.txt", "+x", "\t*** Add File: /home/u/.bashrc", "+evil"),
			[]file{{PatchAdd, "a.txt"}, {PatchAdd, "/home/u/.bashrc"}}},
		{"spaces before update after delete", wrap("*** Delete File: old.txt", "   *** Update File: /etc/hosts", "@@", "+1.2.3.4 x"),
			[]file{{PatchDelete, "old.txt"}, {PatchUpdate, "/etc/hosts"}}},
		{"padded first header", wrap("  *** Add File: /outside  ", "+x"), []file{{PatchAdd, "/outside"}}},
		{"NBSP is whitespace to both", wrap("*** Add File: a", "+x", "\u00a0*** Delete File: /victim"),
			[]file{{PatchAdd, "a"}, {PatchDelete, "/victim"}}},
		{"padded markers", "  *** Begin Patch  \n*** Add File: a\n+x\n  *** End Patch  ", []file{{PatchAdd, "a"}}},
		{"CRLF", "*** Begin Patch\r\n*** Add File: a\r\n+x\r\n \t*** Delete File: /victim\r\n*** End Patch\r\n",
			[]file{{PatchAdd, "a"}, {PatchDelete, "/victim"}}},
		{"update then header at column 0", wrap("*** Update File: a", "@@", "-x", "+y", "*** Delete File: /victim"),
			[]file{{PatchUpdate, "a"}, {PatchDelete, "/victim"}}},
		{"blank lines between hunks", wrap("*** Update File: a", "@@", "-x", "+y", "", "\t", "@@ f", "+z", "*** Delete File: b"),
			[]file{{PatchUpdate, "a"}, {PatchDelete, "b"}}},
		{"no context marker on the first hunk", wrap("*** Update File: a", " ctx", "+y"), []file{{PatchUpdate, "a"}}},
		{"lenient <<EOF", "<<EOF\n" + wrap("*** Add File: a", "+x") + "\nEOF\n", []file{{PatchAdd, "a"}}},
		{"lenient <<'EOF'", "<<'EOF'\n" + wrap("*** Delete File: /victim") + "\nEOF", []file{{PatchDelete, "/victim"}}},
		{"heredoc", "apply_patch <<'EOF'\n" + wrap("*** Add File: a", "+x", " *** Delete File: /victim") + "\nEOF\n",
			[]file{{PatchAdd, "a"}, {PatchDelete, "/victim"}}},
		{"heredoc <<-", "applypatch <<-PATCH\n" + wrap("*** Add File: a", "+x") + "\n\t\tPATCH", []file{{PatchAdd, "a"}}},
		// Codex applies these too (invocation.rs): no space before <<,
		// and cd DIR && first, whose folder is the base of relative paths.
		{"heredoc, no space", "apply_patch<<'EOF'\n" + wrap("*** Delete File: /victim") + "\nEOF\n", []file{{PatchDelete, "/victim"}}},
		{"cd word", "cd ../victim && apply_patch <<'EOF'\n" + wrap("*** Delete File: keep.txt", "*** Add File: /abs", "+x") + "\nEOF\n",
			[]file{{PatchDelete, "../victim/keep.txt"}, {PatchAdd, "/abs"}}},
		{"cd raw string", "cd '/home/u' && applypatch <<EOF\n" + wrap("*** Update File: .bashrc", "*** Move to: .profile", "@@", "+x") + "\nEOF",
			[]file{{PatchUpdate, "/home/u/.bashrc"}}},
		{"cd string, no blanks around &&", "\n  cd \"/home/u/\"&&apply_patch<<-\"EOF\"\n" + wrap("*** Add File: a", "+x") + "\nEOF",
			[]file{{PatchAdd, "/home/u/a"}}},

		// Ambiguous or refused by Codex: held.
		{"context line that is a header once trimmed", wrap("*** Update File: a", "@@", " *** Delete File: /victim", "+y"), nil},
		{"move line with a space before it", wrap("*** Update File: a", " *** Move to: /victim", "@@", "+y"), nil},
		{"tab before a header inside an update", wrap("*** Update File: a", "@@", "+y", "\t*** Delete File: /victim"), nil},
		{"path with a leading space", wrap("*** Add File:  /outside", "+x"), nil},
		{"move path with a trailing space", wrap("*** Update File: a", "*** Move to: /outside ", "@@", "+y"), nil},
		{"blank line in an added file", wrap("*** Add File: a", "+x", "", "+y"), nil},
		{"end of file marker after an add", wrap("*** Add File: a", "+x", "*** End of File"), nil},
		{"empty update", wrap("*** Update File: a", "*** Delete File: b"), nil},
		{"second hunk without @@", wrap("*** Update File: a", "@@", "+y", "\tz", "-w"), nil},
		{"no file", wrap(), nil},
		{"heredoc ends early, shell follows", "apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: a\n+x\nEOF\ntouch /victim\n*** End Patch\nEOF\n", nil},
		{"heredoc delimiter with a space", "apply_patch <<'EOF'\n" + wrap("*** Add File: a", "+x") + "\nEOF \n", nil},
		{"heredoc delimiter padded inside", "apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: a\n+x\n EOF\n*** End Patch\nEOF", nil},
		{"heredoc with CRLF", "apply_patch <<'EOF'\r\n" + wrap("*** Add File: a", "+x") + "\r\nEOF\r\n", nil},
		{"heredoc then more on its line", "apply_patch <<'EOF' && rm -rf ~\n" + wrap("*** Add File: a", "+x") + "\nEOF", nil},
		{"heredoc with mixed quotes", "apply_patch <<'EOF\"\n" + wrap("*** Add File: a", "+x") + "\nEOF", nil},
		// Forms Codex does not apply itself, or folders bash and Codex
		// read differently: held.
		{"cd with an expansion", "cd $HOME && apply_patch <<'EOF'\n" + wrap("*** Delete File: .bashrc") + "\nEOF", nil},
		{"cd string with an expansion", "cd \"$HOME\" && apply_patch <<'EOF'\n" + wrap("*** Delete File: .bashrc") + "\nEOF", nil},
		{"cd home", "cd ~ && apply_patch <<'EOF'\n" + wrap("*** Delete File: .bashrc") + "\nEOF", nil},
		{"cd option", "cd -P /x && apply_patch <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
		{"cd two folders", "cd a b && apply_patch <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
		{"cd empty", "cd '' && apply_patch <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
		{"cd then ;", "cd /x; apply_patch <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
		{"cd then ||", "cd /x || apply_patch <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
		{"arguments after the program", "cd /x && apply_patch -v <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
		{"argument form", "apply_patch '" + wrap("*** Delete File: /victim") + "'", nil},
		{"here-string", "apply_patch <<< '" + wrap("*** Delete File: /victim") + "'", nil},
		{"program on the next line", "cd /x &&\napply_patch <<'EOF'\n" + wrap("*** Delete File: a") + "\nEOF", nil},
	} {
		got, err := ParsePatch(tc.patch)
		if tc.want == nil {
			if !errors.Is(err, ErrPatch) {
				t.Errorf("%s: got %+v, %v; want ErrPatch", tc.name, got, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var files []file
		for _, f := range got {
			files = append(files, file{f.Op, f.Path})
		}
		if !slices.Equal(files, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, files, tc.want)
		}
	}
}

func FuzzStrictCanonical(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `{"a":"\ud83d\ude00","b":[1,{"c":null}]}`, `{"k":1,"K":2}`, `{}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Canonical(data)
		if err != nil {
			return
		}
		// The canonical form is its own canonical form.
		again, err := Canonical(c)
		if err != nil || string(again) != string(c) {
			t.Fatalf("canonical %s is not stable: %s, %v", c, again, err)
		}
	})
}

// TestFoldName reads lookalike letters as the Latin ones they look like,
// and says when a letter that is none remains.
func TestFoldName(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"delete_user", "delete_user", true},
		{"d\u0435lete_user", "delete_user", true},                       // Cyrillic е
		{"\u0440\u043e\u0455t_m\u0435ssag\u0435", "post_message", true}, // Cyrillic р, о, ѕ, е
		{"DR\u039fP", "DROP", true},                                     // Greek Ο
		{"\uff44\uff52\uff4f\uff50", "drop", true},                      // fullwidth
		{"\U0001d41d\U0001d42b\U0001d428\U0001d429", "drop", true},      // mathematical bold
		{"delete\u200buser", "delete\u200buser", true},                  // no letter: Words splits there
		{"\u5220\u9664", "\u5220\u9664", false},
		{"delete_\u05d5ser", "delete_\u05d5ser", false},
	}
	for _, c := range cases {
		got, ok := FoldName(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("FoldName(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// A said value applies to the call that gives it: a word as the same
// words, a number as the same number. A number where a word is named
// is ambiguous and applies.
func TestSaidValueApplies(t *testing.T) {
	cases := []struct {
		value, arg string
		want       bool
	}{
		{"2", `2`, true},
		{"2", `"2"`, true},
		{"2", `2.0`, true},
		{"2", `1`, false},
		{"2", `"1"`, false},
		{"delete", `3`, true},
		{"delete", `"Delete"`, true},
		{"delete", `"list"`, false},
	}
	for _, tc := range cases {
		s := Said{Class: "outward", Arg: "status", Value: tc.value}
		if got := s.Applies(map[string]json.RawMessage{"status": json.RawMessage(tc.arg)}); got != tc.want {
			t.Errorf("value %q, argument %s: applies %v, want %v", tc.value, tc.arg, got, tc.want)
		}
	}
}
