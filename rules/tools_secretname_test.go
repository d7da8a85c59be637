package rules

import "testing"

// TestToolSecretFileUnderAnyKey: a tool that reads, handed a relative
// path that names a secret file (.env.production, a Rails master key, an
// SSH key) under a key no table names as a path (input, source, file,
// document), reads that file; its everyday twins (README.md, the
// .env.example a project ships) are read as before.
func TestToolSecretFileUnderAnyKey(t *testing.T) {
	s := toolSetFor(t, LoadOptions{})
	type row struct {
		tool, input string
		held        bool
	}
	var rows []row
	for _, tool := range []string{"mcp__docs__markdownify", "mcp__docs__convert_document", "mcp__docs__pdf_to_markdown", "mcp__reader__read_document", "mcp__files__extract_text"} {
		for _, key := range []string{"input", "source", "file", "document"} {
			for _, v := range []string{".env.production", "config/master.key", "~/.ssh/id_ed25519", ".env", "deploy/.env.local", "certs/server.key", "../.aws/credentials"} {
				rows = append(rows, row{tool, `{"` + key + `":"` + v + `"}`, true})
			}
			for _, v := range []string{"README.md", ".env.example", "docs/guide.pdf", "config/app.yml"} {
				rows = append(rows, row{tool, `{"` + key + `":"` + v + `"}`, false})
			}
		}
	}
	// A path out of the project, under a key no table names, read by
	// a tool read as a read.
	for _, tool := range []string{"mcp__docs__convert_document", "mcp__reader__read_document", "mcp__files__extract_text"} {
		rows = append(rows, row{tool, `{"input":"../.aws/credentials"}`, true}, row{tool, `{"document":"../../.ssh/id_rsa"}`, true})
	}
	// Words of a query or a text are no file.
	rows = append(rows,
		row{"mcp__docs__search_docs", `{"query":".env.production"}`, false},
		row{"mcp__reader__read_document", `{"path":"docs/a.md","query":"config/master.key"}`, false},
	)
	for _, c := range rows {
		d := s.ClassifyTool(call(t, c.tool, c.input))
		if held := d.Verdict == Hold || d.Verdict == Deny; held != c.held {
			t.Errorf("%s %s: %s, want held %v (%v)", c.tool, c.input, d.Tier, c.held, d.Hits)
		}
	}
}
