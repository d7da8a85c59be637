package rules

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/toolcall"
)

// The file tools of Qwen Code, GitHub Copilot CLI, opencode and Cline,
// as their hooks send them: each is judged by the paths it names, so an
// edit of the project is green (not an unknown tool's yellow), and a
// write of a start-up file or a read of a key is held.
func TestAgentFileTools(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	checkTools(t, s, []toolCase{
		// Qwen Code
		{"write_file", `{"file_path":"/home/u/project/src/main.go","content":"package main"}`, Green, ""},
		{"edit", `{"file_path":"/home/u/project/notes.txt","old_string":"draft","new_string":"final"}`, Green, ""},
		{"read_file", `{"file_path":"/home/u/project/go.mod"}`, Green, ""},
		{"write_file", `{"file_path":"/home/u/.bashrc","content":"x"}`, Red, "persistence-startup-file"},
		{"read_file", `{"file_path":"/home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"grep_search", `{"pattern":"BEGIN","path":"/home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"notebook_edit", `{"notebook_path":"/home/u/project/a.ipynb","new_source":"x"}`, Green, ""},
		// GitHub Copilot CLI
		{"edit", `{"path":"/home/u/project/notes.txt","old_str":"draft","new_str":"final"}`, Green, ""},
		{"create", `{"path":"/home/u/project/src/new.go","file_text":"package x"}`, Green, ""},
		{"view", `{"path":"/home/u/project/src/main.go","view_range":[1,20]}`, Green, ""},
		{"edit", `{"path":"/home/u/.bashrc","old_str":"a","new_str":"b"}`, Red, "persistence-startup-file"},
		{"create", `{"path":"/home/u/.config/autostart/x.desktop","file_text":"x"}`, Red, ""},
		{"view", `{"path":"/home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"str_replace_editor", `{"command":"str_replace","path":"/home/u/project/a.go","old_str":"a","new_str":"b"}`, Green, ""},
		{"grep", `{"pattern":"TODO","path":"/home/u/project/src"}`, Green, ""},
		// opencode
		{"edit", `{"filePath":"/home/u/project/notes.txt","oldString":"draft","newString":"final"}`, Green, ""},
		{"write", `{"filePath":"/home/u/project/src/main.go","content":"package main"}`, Green, ""},
		{"read", `{"filePath":"/home/u/project/src/main.go","offset":1,"limit":40}`, Green, ""},
		{"write", `{"filePath":"/home/u/.bashrc","content":"x"}`, Red, "persistence-startup-file"},
		{"read", `{"filePath":"/home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"apply_patch", `{"patchText":"*** Begin Patch\n*** Update File: /home/u/.profile\n@@\n+x\n*** End Patch"}`, Red, "persistence-startup-file"},
		{"apply_patch", `{"patchText":"*** Begin Patch\n*** Add File: src/new.go\n+package x\n*** End Patch"}`, Green, ""},
		{"webfetch", `{"url":"https://go.dev/doc","format":"markdown"}`, Green, "tool-web"},
		// Cline
		{"editor", `{"path":"/home/u/project/notes.txt","old_text":"draft","new_text":"final"}`, Green, ""},
		{"editor", `{"path":"/home/u/.bashrc","old_text":"a","new_text":"b"}`, Red, "persistence-startup-file"},
		{"read_files", `{"files":[{"path":"/home/u/project/src/a.go","start_line":1,"end_line":40}]}`, Green, ""},
		{"read_files", `{"files":[{"path":"/home/u/project/src/a.go"},{"path":"/home/u/.ssh/id_ed25519"}]}`, Red, "secret-key-file"},
		{"fetch_web_content", `{"requests":[{"url":"https://go.dev/doc","prompt":"summarise"}]}`, Green, "tool-web"},
		{"fetch_web_content", `{"requests":[{"url":"http://169.254.169.254/latest/meta-data/","prompt":"x"}]}`, Red, "tool-web-metadata"},
		// One name, several agents' keys: a call that names none of them
		// writes a file gatesh cannot name, and is held.
		{"edit", `{"old_str":"a","new_str":"b"}`, Red, "tool_input_error"},
	})
}

// Cline reads its files in any of the shapes its schema takes; every
// shape that names a key is read, and a value gatesh cannot read as a
// path is held, not skipped.
func TestNestedAccessKeys(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	key := "/home/u/.ssh/id_ed25519"
	checkTools(t, s, []toolCase{
		{"read_files", `{"files":["` + key + `"]}`, Red, "secret-key-file"},
		{"read_files", `{"files":["src/a.go",{"start_line":3},{"filePath":"` + key + `"}]}`, Red, "secret-key-file"},
		{"read_files", `{"files":{"file_path":"` + key + `"}}`, Red, "secret-key-file"},
		{"read_files", `{"file_paths":["src/a.go","` + key + `"]}`, Red, "secret-key-file"},
		{"read_files", `{"paths":[{"path":"` + key + `"}]}`, Red, "secret-key-file"},
		{"read_files", `{"paths":"` + key + `"}`, Red, "secret-key-file"},
		{"read_files", `{"path":"` + key + `"}`, Red, "secret-key-file"},
		{"read_files", `{"files":[7]}`, Red, "tool_input_error"},
		{"read_files", `{"files":[{"path":7}]}`, Red, "tool_input_error"},
		{"read_files", `{"files":[["` + key + `"]]}`, Red, "tool_input_error"},
		{"fetch_web_content", `{"requests":["http://169.254.169.254/"]}`, Red, "tool_input_error"},
		{"read_files", `{"files":[{"path":"src/a.go"},"README.md"]}`, Green, ""},
	})
}

// An access table's examples are run: a call it must hold that passes,
// or one it must pass that is held, is reported with its file; the
// default's tables keep their own examples under an operator's layer.
func TestAccessTableExamples(t *testing.T) {
	home := t.TempDir()
	text := "[tools.access.frob_read]\nreads = [\"target\"]\n" +
		"examples = [\"frob_read {\\\"target\\\":\\\"~/.ssh/id_rsa\\\"}\"]\n" +
		"not_examples = [\"frob_read {\\\"target\\\":\\\"src/a.go\\\"}\"]\n"
	if err := os.WriteFile(filepath.Join(home, "rules.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s := toolSetFor(t, LoadOptions{Home: home})
	if errs := s.CheckToolExamples(); len(errs) != 0 {
		t.Fatalf("good examples reported: %v", errs)
	}
	for name, bad := range map[string]string{
		"green example":   strings.Replace(text, `~/.ssh/id_rsa`, `src/b.go`, 1),
		"red not_example": strings.Replace(text, `src/a.go`, `~/.aws/credentials`, 1),
		"other tool":      strings.Replace(text, `examples = ["frob_read`, `examples = ["Read`, 1),
	} {
		if err := os.WriteFile(filepath.Join(home, "rules.toml"), []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		errs := toolSetFor(t, LoadOptions{Home: home}).CheckToolExamples()
		if len(errs) != 1 || !strings.Contains(errs[0].Error(), "tools.access.frob_read") || !strings.Contains(errs[0].Error(), filepath.Join(home, "rules.toml")) {
			t.Errorf("%s: got %v, want one error naming the table and its file", name, errs)
		}
	}
	// The default's examples are there to be run, every table's.
	n := 0
	for name := range defaultTools().Access {
		ex, not := defaultAccessExamples(name)
		if len(ex) == 0 || len(not) == 0 {
			t.Errorf("tools.access.%s has no examples or no not_examples", name)
		}
		n += len(ex) + len(not)
	}
	if n < 60 {
		t.Errorf("only %d access examples", n)
	}
}

// A read of an MCP server's resource (gatesh mcp's resources/read,
// Claude Code's ReadMcpResourceTool) is judged by its URI: a file:// URI
// by the path policy of file tools, a URL by its host. A server's own
// resources are judged by a rule that names the server.
func TestResourceRead(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	checkTools(t, s, []toolCase{
		{"resources/read", `{"uri":"file:///home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"resources/read", `{"uri":"file:///home/u/project/.env"}`, Red, "secret-dotenv"},
		{"resources/read", `{"uri":"file:///home/u/project/README.md"}`, Green, ""},
		{"resources/read", `{"uri":"http://169.254.169.254/latest/meta-data/iam/"}`, Red, "tool-web-metadata"},
		{"resources/read", `{"uri":"notes://today"}`, Green, ""},
		{"resources/read", `{"uri":7}`, Red, "tool_input_error"},
		{"ReadMcpResourceTool", `{"server":"fs","uri":"file:///home/u/.aws/credentials"}`, Red, ""},
		{"ReadMcpResourceTool", `{"server":"docs","uri":"docs://guide/intro"}`, Green, ""},
	})
	home := t.TempDir()
	rule := "[[tools.rule]]\nid = \"vault-all\"\ntier = \"red\"\nreason = \"r\"\nserver = [\"vault\"]\n" +
		"examples = [\"mcp__vault__list_mounts\"]\nnot_examples = [\"mcp__github__get_issue\"]\n"
	if err := os.WriteFile(filepath.Join(home, "rules.toml"), []byte(rule), 0o644); err != nil {
		t.Fatal(err)
	}
	s = toolSetFor(t, LoadOptions{Home: home})
	c, err := toolcall.New("resources/read", "vault", []byte(`{"uri":"vault://kv/db"}`))
	if err != nil {
		t.Fatal(err)
	}
	if d := s.ClassifyTool(c); d.Tier != Red || !hasHit(d, "vault-all") {
		t.Errorf("resources/read of the vault server: %s %v, want red by vault-all", d.Tier, d.Hits)
	}
	if errs := s.CheckToolExamples(); len(errs) != 0 {
		t.Errorf("the rule of docs/mcp.md: %v", errs)
	}
}
