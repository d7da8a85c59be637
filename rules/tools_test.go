package rules

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gatesh/toolcall"
)

// toolSetFor loads the rules as an agent working in /home/u/project sees
// them, with GATESH_HOME at /home/u/.gatesh.
func toolSetFor(t *testing.T, o LoadOptions) *Set {
	t.Helper()
	if o.Cwd == "" {
		o.Cwd = "/home/u/project"
	}
	if o.UserHome == "" {
		o.UserHome = "/home/u"
	}
	if o.Home == "" {
		o.Home = t.TempDir()
	}
	s, err := Load(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func call(t *testing.T, tool, input string) toolcall.Call {
	t.Helper()
	c, err := toolcall.New(tool, "", []byte(input))
	if err != nil {
		t.Fatalf("%s %s: %v", tool, input, err)
	}
	return c
}

type toolCase struct {
	tool, input string
	tier        Tier
	hit         string // a rule that must be among the hits, "" for none
}

func checkTools(t *testing.T, s *Set, cases []toolCase) {
	t.Helper()
	for _, tc := range cases {
		d := s.ClassifyTool(call(t, tc.tool, tc.input))
		if d.Tier != tc.tier || (tc.hit != "" && !hasHit(d, tc.hit)) {
			var ids []string
			for _, h := range d.Hits {
				ids = append(ids, h.ID+"("+h.Tier.String()+")")
			}
			t.Errorf("%s %s: tier %s, hits %v; want %s with %q", tc.tool, tc.input, d.Tier, ids, tc.tier, tc.hit)
		}
		if tc.tier == Red && d.Verdict != Hold && d.Verdict != Deny {
			t.Errorf("%s %s: red but verdict %s", tc.tool, tc.input, d.Verdict)
		}
	}
}

// File tools are judged by the rules that judge the shell's redirections.
func TestFileToolsUseThePathRules(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	checkTools(t, s, []toolCase{
		// Start-up files, in every spelling a tool may give.
		{"Write", `{"file_path":"/home/u/.bashrc","content":"cp ~/.ssh/id_ed25519 /tmp/k"}`, Red, "persistence-startup-file"},
		{"Write", `{"file_path":"~/.bashrc","content":"x"}`, Red, "persistence-startup-file"},
		{"Write", `{"file_path":"../.bashrc","content":"x"}`, Red, "persistence-startup-file"},
		{"Write", `{"file_path":"/home/u/project/../.profile","content":"x"}`, Red, "persistence-startup-file"},
		{"Edit", `{"file_path":"/home/u/.zshrc","old_string":"a","new_string":"b"}`, Red, "persistence-startup-file"},
		{"write_file", `{"file_path":"/home/u/.bashrc","content":"x"}`, Red, "persistence-startup-file"},
		{"replace", `{"file_path":"/home/u/.bash_profile","old_string":"a","new_string":"b"}`, Red, ""},
		// The gate, git's hooks and config, agents' settings and snapshots.
		{"Write", `{"file_path":"/home/u/.gatesh/rules.toml","content":"x"}`, Red, "gate-write"},
		{"Write", `{"file_path":"/home/u/project/.git/hooks/pre-commit","content":"x"}`, Red, "persistence-git-hook"},
		{"Edit", `{"file_path":".git/config","old_string":"a","new_string":"b"}`, Red, ""},
		{"Write", `{"file_path":"/home/u/.claude/shell-snapshots/snapshot-bash-1-a.sh","content":"x"}`, Red, "agent-snapshot-write"},
		{"Write", `{"file_path":"/home/u/project/.claude/settings.json","content":"{}"}`, Red, "persistence-agent-settings"},
		// Outside the project, and the system.
		{"Write", `{"file_path":"/home/u/other/notes.txt","content":"x"}`, Red, "overwrite-outside-project"},
		{"Write", `{"file_path":"/etc/hosts","content":"x"}`, Red, ""},
		// Credentials read.
		{"Read", `{"file_path":"/home/u/.ssh/id_ed25519"}`, Red, "secret-key-file"},
		{"Read", `{"file_path":"~/.aws/credentials"}`, Red, ""},
		{"read_file", `{"file_path":"/home/u/project/.env"}`, Red, "secret-dotenv"},
		{"read_many_files", `{"paths":["src/a.go","/home/u/.ssh/id_rsa"]}`, Red, ""},
		{"Grep", `{"pattern":"BEGIN","path":"/home/u/.ssh/id_ed25519"}`, Red, ""},
		{"WebFetch", `{"url":"file:///home/u/.ssh/id_ed25519","prompt":"show"}`, Red, ""},
		{"Edit", `{"file_path":"/home/u/project/.env","old_string":"A=1","new_string":"A=2"}`, Red, "secret-dotenv"},
		// Ordinary work in the project passes.
		{"Write", `{"file_path":"/home/u/project/src/main.go","content":"package main"}`, Green, ""},
		{"Write", `{"file_path":"src/new.go","content":"package x"}`, Green, ""},
		{"Edit", `{"file_path":"/home/u/project/README.md","old_string":"a","new_string":"b"}`, Green, ""},
		{"Read", `{"file_path":"/home/u/project/go.mod"}`, Green, ""},
		{"Read", `{"file_path":"/home/u/project/.env.example"}`, Green, ""},
		{"read_file", `{"file_path":"README.md"}`, Green, ""},
		{"Grep", `{"pattern":"TODO"}`, Green, ""},
		{"NotebookEdit", `{"notebook_path":"/home/u/project/a.ipynb","new_source":"x"}`, Green, ""},
		// A file tool that names no file it writes is held, not guessed.
		{"Write", `{"content":"x"}`, Red, "tool_input_error"},
		{"Write", `{"file_path":7,"content":"x"}`, Red, "tool_input_error"},
	})
}

func TestApplyPatch(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	p := func(body ...string) string {
		text := "*** Begin Patch\n" + strings.Join(body, "\n") + "\n*** End Patch\n"
		return `{"command":` + quoteJSON(text) + `}`
	}
	checkTools(t, s, []toolCase{
		{"apply_patch", p("*** Add File: src/new.go", "+package x"), Green, ""},
		{"apply_patch", p("*** Update File: src/a.go", "@@", "-a", "+b"), Green, ""},
		{"apply_patch", p("*** Add File: /home/u/.bashrc", "+curl x | sh"), Red, "persistence-startup-file"},
		{"apply_patch", p("*** Update File: README.md", "@@", "+x", "*** Update File: ../.profile", "@@", "+y"), Red, "persistence-startup-file"},
		{"apply_patch", p("*** Update File: src/a.go", "*** Move to: .git/hooks/post-checkout", "@@", "+x"), Red, "persistence-git-hook"},
		{"apply_patch", p("*** Delete File: /home/u/.gatesh/audit.jsonl"), Red, ""},
		{"apply_patch", p("*** Add File: /home/u/elsewhere/x", "+x"), Red, "overwrite-outside-project"},
		{"apply_patch", p("*** Update File: .env", "@@", "+A=1"), Red, "secret-dotenv"},
		{"apply_patch", `{"command":"rm -rf /"}`, Red, "tool_input_error"},
		{"apply_patch", p("*** Frobnicate File: x"), Red, "tool_input_error"},
	})
}

func quoteJSON(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

func TestToolsByName(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	checkTools(t, s, []toolCase{
		{"mcp__comments__post_comment", `{"body":"hi"}`, Red, "tool-outward"},
		{"mcp_comments_post_comment", `{"body":"hi"}`, Red, "tool-outward"},
		{"mcp__comments__list_comments", `{}`, Green, "tool-read"},
		{"mcp__github__create_pull_request", `{}`, Yellow, "tool-proposal"},
		{"mcp__github__get_pull_request", `{}`, Green, ""},
		{"mcp__slack__slack_post_message", `{}`, Red, "tool-outward"},
		{"mcp__db__drop_table", `{}`, Red, "tool-destructive"},
		{"mcp__vault__read_secret", `{}`, Red, "tool-secret"},
		{"mcp__stripe__create_refund", `{}`, Red, "tool-money"},
		{"mcp__thing__frobnicate", `{}`, Yellow, "tool-unknown"},
		{"SomeNewTool", `{}`, Yellow, "tool-unknown"},
		{"WebFetch", `{"url":"https://go.dev/","prompt":"x"}`, Green, "tool-web"},
		{"WebSearch", `{"query":"x"}`, Green, "tool-web"},
		{"web_fetch", `{"prompt":"summarise https://go.dev/doc and http://169.254.169.254/latest/"}`, Red, "tool-web-metadata"},
		{"TodoWrite", `{"todos":[]}`, Green, ""},
	})
	hold := toolSetFor(t, LoadOptions{Posture: DefaultHold})
	checkTools(t, hold, []toolCase{
		{"SomeNewTool", `{}`, Red, "tool-unknown"},
		{"mcp__comments__list_comments", `{}`, Green, ""},
	})
}

// A file tool follows a link; the rules judge where it leads.
func TestFileToolFollowsLinks(t *testing.T) {
	root := t.TempDir()
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "project")
	for _, d := range []string{proj, filepath.Join(home, ".ssh")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(home, ".bashrc"), filepath.Join(proj, "notes.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(home, ".ssh"), filepath.Join(proj, "keys")); err != nil {
		t.Fatal(err)
	}
	s := toolSetFor(t, LoadOptions{Cwd: proj, UserHome: home, Resolve: toolcall.Resolve})
	checkTools(t, s, []toolCase{
		{"Write", `{"file_path":` + quoteJSON(filepath.Join(proj, "notes.txt")) + `,"content":"x"}`, Red, "persistence-startup-file"},
		{"Read", `{"file_path":` + quoteJSON(filepath.Join(proj, "keys", "id_ed25519")) + `}`, Red, "secret-key-file"},
		{"Write", `{"file_path":` + quoteJSON(filepath.Join(proj, "plain.txt")) + `,"content":"x"}`, Green, ""},
		// keys/.. is the home folder to the kernel, whatever Clean says.
		{"Write", `{"file_path":` + quoteJSON(proj+"/keys/../.profile") + `,"content":"x"}`, Red, "persistence-startup-file"},
		{"Write", `{"file_path":"keys/../.bashrc","content":"x"}`, Red, "persistence-startup-file"},
	})
}

func TestToolLayers(t *testing.T) {
	home := t.TempDir()
	write := func(path, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// The operator names a whole server red, and makes a read yellow.
	write(filepath.Join(home, "rules.toml"), `
[[tools.rule]]
id = "slack-all"
tier = "red"
reason = "everything of the slack server reaches other people"
server = ["slack"]

[[tools.rule]]
id = "tool-read"
tier = "yellow"
`)
	s := toolSetFor(t, LoadOptions{Home: home})
	checkTools(t, s, []toolCase{
		{"mcp__slack__list_channels", `{}`, Red, "slack-all"},
		{"mcp__comments__list_comments", `{}`, Yellow, "tool-read"},
	})
	// The default's examples hold under the operator's layer too, each
	// rule's own.
	for _, err := range s.CheckToolExamples() {
		t.Errorf("with an operator's layer: %v", err)
	}

	// A project may raise, never lower, and may not say which arguments
	// are files.
	for name, text := range map[string]string{
		"lower":    "[[tools.rule]]\nid = \"tool-outward\"\ntier = \"green\"\n",
		"green":    "[[tools.rule]]\nid = \"p\"\ntier = \"green\"\nreason = \"r\"\ntool = [\"x\"]\n",
		"disable":  "[[tools.rule]]\nid = \"tool-outward\"\ndisabled = true\n",
		"access":   "[tools.access.mcp__comments__post_comment]\nreads = [\"body\"]\n",
		"reverbs":  "[[tools.rule]]\nid = \"tool-outward\"\nverbs = [\"nothing\"]\n",
		"unknown":  "[[tools.rule]]\nid = \"p\"\ntier = \"red\"\nreason = \"r\"\ntools = [\"x\"]\n",
		"nocond":   "[[tools.rule]]\nid = \"p\"\ntier = \"red\"\nreason = \"r\"\n",
		"badkind":  "[[tools.rule]]\nid = \"p\"\ntier = \"red\"\nreason = \"r\"\nkind = [\"shell\"]\n",
		"twiceid":  "[[tools.rule]]\nid = \"p\"\ntier = \"red\"\nreason = \"r\"\ntool = [\"x\"]\n[[tools.rule]]\nid = \"p\"\ntier = \"red\"\nreason = \"r\"\ntool = [\"y\"]\n",
		"badtier":  "[[tools.rule]]\nid = \"p\"\ntier = \"purple\"\nreason = \"r\"\ntool = [\"x\"]\n",
		"newlines": "[[tools.rule]]\nid = \"p\"\ntier = \"red\"\nreason = \"a\\nb\"\ntool = [\"x\"]\n",
	} {
		proj := t.TempDir()
		write(filepath.Join(proj, ".gatesh", "rules.toml"), text)
		if _, err := Load(LoadOptions{Home: t.TempDir(), Cwd: proj}); err == nil {
			t.Errorf("project file %s was accepted:\n%s", name, text)
		}
	}
	proj := t.TempDir()
	write(filepath.Join(proj, ".gatesh", "rules.toml"), "[[tools.rule]]\nid = \"tool-read\"\ntier = \"red\"\n\n[[tools.rule]]\nid = \"no-wiki\"\ntier = \"red\"\nreason = \"the wiki is public\"\ntool = [\"mcp__wiki__*\"]\n")
	s = toolSetFor(t, LoadOptions{Cwd: proj})
	checkTools(t, s, []toolCase{
		{"mcp__comments__list_comments", `{}`, Red, "tool-read"},
		{"mcp__wiki__get_page", `{}`, Red, "no-wiki"},
	})
}

// The shell's own path rules: an absolute path inside the folder a
// command runs in is not outside the project.
func TestAbsolutePathInProject(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	for _, tc := range []struct {
		cmd  string
		tier Tier
	}{
		{"echo x > /home/u/project/src/a.go", Green},
		{"sed -i s/a/b/ /home/u/project/src/a.go", Green},
		{"echo x > /home/u/other/a.go", Red},
		{"echo x > /home/u/project/../other/a.go", Red},
		{"cd /tmp && echo x > /home/u/project/a.go", Red},
		{"echo x > /home/u/project/.git/hooks/pre-push", Red},
		{"echo x > /home/u/.bashrc", Red},
	} {
		if d := s.Classify(tc.cmd); d.Tier != tc.tier {
			t.Errorf("%s: %s, want %s (%v)", tc.cmd, d.Tier, tc.tier, d.Hits)
		}
	}
}
