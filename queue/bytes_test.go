package queue

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"
)

func TestFileShowsShellTextAsTyped(t *testing.T) {
	f := newFixture(t, time.Hour)
	const cmd = `curl -d "a=1&b=2" https://x.example > out.txt && cat < out.txt`
	id := f.submit(cmd, "/w").ID
	data, err := os.ReadFile(f.q.path(id))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(cmd)
	want = bytes.ReplaceAll(want, []byte(`\u003c`), []byte("<"))
	want = bytes.ReplaceAll(want, []byte(`\u003e`), []byte(">"))
	want = bytes.ReplaceAll(want, []byte(`\u0026`), []byte("&"))
	if !bytes.Contains(data, want) {
		t.Errorf("file does not show the command as typed:\n%s", data)
	}
}

func TestNonUTF8BytesAreKeptExactly(t *testing.T) {
	tests := []struct{ name, cmd, cwd string }{
		{"command", "printf '\xff\xfe' > x", "/w"},
		{"cwd", "rm -r x", "/w/\xe9t\xe9"},
		{"both", "echo \x80", "/\xc0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, time.Hour)
			req := f.submit(tt.cmd, tt.cwd)
			st, err := f.q.Get(req.ID, f.verifier)
			if err != nil {
				t.Fatal(err)
			}
			if st.Request.Command != tt.cmd || st.Request.Cwd != tt.cwd || st.Request.CommandDigest != Digest(tt.cmd) {
				t.Fatalf("read back %q in %q, want %q in %q", st.Request.Command, st.Request.Cwd, tt.cmd, tt.cwd)
			}
			again, created, err := f.q.Submit(NewRequest{Command: tt.cmd, Cwd: tt.cwd})
			if err != nil || created || again.ID != req.ID {
				t.Errorf("retry not reused: created=%v %v", created, err)
			}
			// The same text with other invalid bytes is another command.
			other := strings.ReplaceAll(strings.ReplaceAll(tt.cmd, "\xff", "\xfd"), "\x80", "\x81")
			otherCwd := strings.ReplaceAll(strings.ReplaceAll(tt.cwd, "\xe9", "\xea"), "\xc0", "\xc1")
			if _, created, _ := f.q.Submit(NewRequest{Command: other, Cwd: otherCwd}); !created {
				t.Error("different bytes that read the same were taken for the same request")
			}
			f.approve(req.ID)
			if _, err := f.q.Use(req.ID, Digest(tt.cmd), tt.cwd, f.verifier); err != nil {
				t.Errorf("Use: %v", err)
			}
		})
	}
}

func TestBase64FormMustMatchText(t *testing.T) {
	const id = "ddddddddddddd"
	tests := []struct {
		name string
		file fileRequest
	}{
		{"base64 of valid utf-8", fileRequest{CommandBase64: base64Std.EncodeToString([]byte("rm -rf /")), Request: Request{Command: "ls"}}},
		{"text differs from bytes", fileRequest{CommandBase64: base64Std.EncodeToString([]byte("rm -rf /\xff")), Request: Request{Command: "ls \uFFFD"}}},
		{"cwd text differs", fileRequest{CwdBase64: base64Std.EncodeToString([]byte("/\xff")), Request: Request{Cwd: "/tmp\uFFFD"}}},
		{"not base64", fileRequest{CommandBase64: "%%%", Request: Request{Command: "ls"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, time.Hour)
			file := tt.file
			file.ID, file.Status, file.CreatedAt, file.ExpiresAt = id, Pending, start, start.Add(time.Hour)
			raw, _ := exactBytesLoose(file.Command, file.CommandBase64)
			file.CommandDigest = Digest(raw)
			data, err := json.Marshal(file)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(f.q.path(id), data, 0o640); err != nil {
				t.Fatal(err)
			}
			var corrupt *CorruptError
			if _, err := f.q.Get(id, f.verifier); !errors.As(err, &corrupt) {
				t.Errorf("err = %v, want *CorruptError", err)
			}
		})
	}
}

// exactBytesLoose decodes a base64 form without checks, to build files
// whose digest matches the bytes and not the text.
func exactBytesLoose(text, b64 string) (string, error) {
	if b64 == "" {
		return text, nil
	}
	raw, err := base64Std.DecodeString(b64)
	return string(raw), err
}
