package rules

import (
	"strings"
	"testing"

	"gatesh/toolcall"
)

var benchLines = []string{
	"git status --short",
	"go test ./... -run TestX -count=1",
	"grep -rn 'TODO' src | head -20",
	"cd web && npm run build 2>&1 | tail -5",
	"git -C repo push origin +main",
	"cat README.md | wc -l",
	"rm -rf node_modules && npm ci",
	"psql -c 'SELECT count(*) FROM users'",
	"for f in *.go; do gofmt -l \"$f\"; done",
	"echo \"done: $(date)\" >> log.txt",
}

func script(minBytes int) string {
	var b strings.Builder
	for i := 0; b.Len() < minBytes; i++ {
		b.WriteString(benchLines[i%len(benchLines)])
		b.WriteByte('\n')
	}
	return b.String()
}

func BenchmarkClassify(b *testing.B) {
	s := Default()
	cases := []struct{ name, text string }{
		{"typical", "git push origin feature/x"},
		{"script20", strings.Join(append(benchLines, benchLines...), "\n")},
		{"1KB", script(1 << 10)},
		{"10KB", script(10 << 10)},
		{"100KB", script(100 << 10)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				s.Classify(c.text)
			}
		})
	}
}

// BenchmarkToolCall is a tool call's classification next to a typical
// shell command's, on a set built as each process builds it (the [tools]
// section merged on the first call, as a hook's one call pays).
func BenchmarkToolCall(b *testing.B) {
	for _, c := range []struct{ name, tool, input string }{
		{"shell", "", "go test ./... -run TestX -count=1"},
		{"shell-sed-i", "", "sed -i s/a/b/ src/main.go"},
		{"write", "Write", `{"file_path":"/home/u/project/src/main.go","content":"package main\n"}`},
		{"edit", "Edit", `{"file_path":"/home/u/project/src/main.go","old_string":"a","new_string":"b"}`},
		{"read", "Read", `{"file_path":"/home/u/project/README.md"}`},
		{"patch", "apply_patch", `{"command":"*** Begin Patch\n*** Update File: src/a.go\n@@\n-a\n+b\n*** End Patch"}`},
		{"mcp", "mcp__comments__post_comment", `{"body":"hi","thread":1}`},
	} {
		b.Run(c.name, func(b *testing.B) {
			var call toolcall.Call
			if c.tool != "" {
				var err error
				if call, err = toolcall.New(c.tool, "", []byte(c.input)); err != nil {
					b.Fatal(err)
				}
			}
			for b.Loop() {
				s, err := Load(LoadOptions{Cwd: "/home/u/project", UserHome: "/home/u"})
				if err != nil {
					b.Fatal(err)
				}
				if c.tool == "" {
					s.Classify(c.input)
				} else {
					s.ClassifyTool(call)
				}
			}
		})
	}
}

// BenchmarkDefault is the start cost of the embedded rules: building the
// set from the generated literal, which Default does once per process.
func BenchmarkDefault(b *testing.B) {
	for b.Loop() {
		if _, err := build([]layer{defaultLayer()}, LoadOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeTOML is what Default avoids: decoding rules.toml at start.
func BenchmarkDecodeTOML(b *testing.B) {
	text := mustRead(b, "../rules.toml")
	for b.Loop() {
		if _, err := decodeLayer("rules.toml", text, false); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFirstClassify is what one start pays to classify a command:
// a fresh default set, whose rules for every command compile on first use.
func BenchmarkFirstClassify(b *testing.B) {
	for b.Loop() {
		s, err := build([]layer{defaultLayer()}, LoadOptions{})
		if err != nil {
			b.Fatal(err)
		}
		s.Classify("true")
	}
}
