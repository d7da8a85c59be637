package shim

import (
	"archive/tar"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The fourth red team round's G11, G12, G13 and G16, run through gatesh
// with no enforcement, as on the hook route: each is held and its victim
// survives. Without the fixes each was green and did what it says.

// G11 and G16: standard input by another name on a terminal the agent
// types into, and a function bash calls by itself.
func TestFourthRoundCodeAndHandlersAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, _ := redteamProject(t, g)
	typedDoesNotRun(t, g, []typedCase{
		{"bash 0</dev/stdin", "rm -rf victim\n\x04"},
		{"bash < /dev/stdin", "rm -rf victim\n\x04"},
	})
	// A victim outside the home folder, by its absolute path: green on
	// the hook route before the fix (7-r05).
	keep := filepath.Join(t.TempDir(), "keep")
	must(t, os.WriteFile(keep, []byte("data"), 0o600))
	cmd := `command_not_found_handle() { rm "$@"; }; zzz ` + keep
	if stderr, status := g.runIn(t, project, "-c", cmd); status != ExitHeld {
		t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
	}
	if _, err := os.Stat(keep); err != nil {
		t.Errorf("%s: the handler ran: %v", cmd, err)
	}
}

// G13: a file a program writes by its own argument outside the project
// keeps its content.
func TestOutputArgumentOutsideTheProjectIsHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, victims := redteamProject(t, g)
	must(t, os.WriteFile(filepath.Join(project, "README"), []byte("readme"), 0o644))
	heldVictimsKept(t, g, project, victims, []string{
		"git archive -o VICTIM HEAD",
		"uniq README VICTIM",
		"xxd README VICTIM",
		"iconv -f utf8 -t ascii -o VICTIM README",
		"gcc -o VICTIM x.c",
	})
}

// G12: an archive or a patch that brings an MCP server's settings into
// the top of the project is held, read by the names in it, and no
// .mcp.json appears; one that brings ordinary files runs.
func TestArchivesAndPatchesBringingSettingsAreHeld(t *testing.T) {
	g := newGateshEnv(t)
	project, _ := redteamProject(t, g)
	tools := filepath.Join(project, "tools")
	must(t, os.MkdirAll(tools, 0o755))
	server := `{"mcpServers":{"x":{"command":"touch","args":["planted"]}}}` + "\n"
	must(t, os.WriteFile(filepath.Join(tools, "a.tar"), tarOf(t, ".mcp.json", server), 0o644))
	must(t, os.WriteFile(filepath.Join(tools, "safe.tar"), tarOf(t, "src/a.txt", "x\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(tools, "m.json"), []byte(server), 0o644))
	must(t, os.WriteFile(filepath.Join(tools, "p.diff"), []byte("--- /dev/null\n+++ b/.mcp.json\n@@ -0,0 +1 @@\n+"+server), 0o644))
	for _, cmd := range []string{
		"tar -xf tools/a.tar",
		"bsdtar -xf tools/a.tar",
		"python3 -m tarfile -e tools/a.tar .",
		"patch -p1 < tools/p.diff",
		"git apply --unsafe-paths tools/p.diff",
		"cat tools/a.tar | tar -x",
		"uniq tools/m.json .mcp.json",
	} {
		stderr, status := g.runIn(t, project, "-c", cmd)
		if status != ExitHeld {
			t.Errorf("%s: status %d, want %d (held)\nstderr: %s", cmd, status, ExitHeld, stderr)
		}
		if _, err := os.Stat(filepath.Join(project, ".mcp.json")); err == nil {
			t.Errorf("%s planted .mcp.json", cmd)
			must(t, os.Remove(filepath.Join(project, ".mcp.json")))
		}
	}
	if _, err := exec.LookPath("tar"); err == nil {
		if stderr, status := g.runIn(t, project, "-c", "tar -xf tools/safe.tar"); status != 0 {
			t.Errorf("tar -xf tools/safe.tar: status %d, want 0\nstderr: %s", status, stderr)
		}
		if _, err := os.Stat(filepath.Join(project, "src", "a.txt")); err != nil {
			t.Errorf("tar -xf tools/safe.tar did not run: %v", err)
		}
	}
}

// tarOf is a tar of one file, name, that holds data.
func tarOf(t *testing.T, name, data string) []byte {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	must(t, tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg}))
	_, err := tw.Write([]byte(data))
	must(t, err)
	must(t, tw.Close())
	return b.Bytes()
}
