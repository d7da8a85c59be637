package rules

import "testing"

// A search tool (Claude Code's Grep, Gemini CLI's and Qwen Code's
// grep_search and search_file_content, opencode's and Copilot CLI's grep,
// Cline's search_files) is judged as grep -r given the same pattern, file
// globs and folder: the whole home, a tool's folder of it or the gate's
// folder searched is held as the shell's search of it is, and a hunt for
// a key's shape is held in the project too. What it shows decides as
// grep's -l and -c do: names of files are no secret.
func TestSearchToolsJudgedAsGrep(t *testing.T) {
	s := toolSetFor(t, LoadOptions{Home: "/home/u/.gatesh"})
	checkTools(t, s, []toolCase{
		// The whole home, by every spelling.
		{"Grep", `{"pattern":"password","path":"/home/u"}`, Red, "secret-home-search"},
		{"Grep", `{"pattern":"password","path":"/home/u/"}`, Red, "secret-home-search"},
		{"Grep", `{"pattern":"api_key","path":"~","output_mode":"content"}`, Red, "secret-home-search"},
		{"Grep", `{"pattern":"token","path":"/home/u","glob":"*.json"}`, Red, "secret-home-search"},
		{"grep_search", `{"pattern":"password","dir_path":"/home/u"}`, Red, "secret-home-search"},
		{"grep_search", `{"pattern":"password","path":"~/"}`, Red, "secret-home-search"},
		{"search_file_content", `{"pattern":"secret","path":"/home/u","include":"*.env"}`, Red, "secret-home-search"},
		{"grep", `{"pattern":"token","path":"/home/u"}`, Red, "secret-home-search"},
		{"search_files", `{"path":"/home/u","regex":"password","file_pattern":"*"}`, Red, "secret-home-search"},
		// A tool's folder of the home, its matching lines shown.
		{"Grep", `{"pattern":"token","path":"~/.config","output_mode":"content"}`, Red, "credential-folder-search"},
		{"Grep", `{"pattern":"aws_secret","path":"/home/u/.aws","output_mode":"content","-i":true}`, Red, ""},
		{"Grep", `{"pattern":"oauth","path":"/home/u/.config/gh","output_mode":"content","-C":2}`, Red, "credential-folder-search"},
		{"grep_search", `{"pattern":"token","dir_path":"~/.config"}`, Red, "credential-folder-search"},
		{"grep_search", `{"pattern":"token","path":"/home/u/.config","glob":"*.yml"}`, Red, "credential-folder-search"},
		{"search_file_content", `{"pattern":"password","path":"~/.docker"}`, Red, "credential-folder-search"},
		{"grep", `{"pattern":"token","path":"/home/u/.config"}`, Red, "credential-folder-search"},
		{"grep", `{"pattern":"token","path":"~/.config","output_mode":"content"}`, Red, "credential-folder-search"},
		{"search_files", `{"path":"~/.config","regex":"token"}`, Red, "credential-folder-search"},
		// The gate's folder, whatever the tool shows.
		{"Grep", `{"pattern":"PRIVATE","path":"/home/u/.gatesh"}`, Red, ""},
		{"Grep", `{"pattern":".","path":"~/.gatesh","output_mode":"count"}`, Red, ""},
		{"grep_search", `{"pattern":"key","dir_path":"/home/u/.gatesh"}`, Red, ""},
		{"search_files", `{"path":"~/.gatesh","regex":"BEGIN"}`, Red, ""},
		// A hunt for a credential's shape prints the keys it finds, in the
		// project too; a .env file's lines are its secrets.
		{"Grep", `{"pattern":"AKIA[0-9A-Z]{16}","output_mode":"content"}`, Red, "secret-pattern-search"},
		{"grep_search", `{"pattern":"ghp_[A-Za-z0-9]{36}"}`, Red, "secret-pattern-search"},
		{"search_files", `{"path":".","regex":"sk-[A-Za-z0-9]{20,}"}`, Red, "secret-pattern-search"},
		{"Grep", `{"pattern":"KEY","glob":"*.env","output_mode":"content"}`, Red, "secret-env-search"},
		{"search_file_content", `{"pattern":"PASSWORD","include":".env*"}`, Red, "secret-env-search"},
		// A file glob that reaches into a secret folder reads what it names.
		{"Grep", `{"pattern":"x","path":"/home/u","glob":".ssh/*"}`, Red, ""},

		// Everyday: searches of the project, in any tool and mode.
		{"Grep", `{"pattern":"TODO"}`, Green, ""},
		{"Grep", `{"pattern":"func main","path":"src","output_mode":"content","-n":true}`, Green, ""},
		{"Grep", `{"pattern":"token","path":"/home/u/project/src/auth","output_mode":"content","-A":3}`, Green, ""},
		{"Grep", `{"pattern":"useState","glob":"*.tsx","output_mode":"content"}`, Green, ""},
		{"grep_search", `{"pattern":"import","dir_path":"/home/u/project"}`, Green, ""},
		{"grep_search", `{"pattern":"def test_","path":"tests","glob":"*.py"}`, Green, ""},
		{"search_file_content", `{"pattern":"TODO","path":"src","include":"*.go"}`, Green, ""},
		{"grep", `{"pattern":"export","path":"src","include":"*.ts"}`, Green, ""},
		{"search_files", `{"path":".","regex":"TODO","file_pattern":"*.ts"}`, Green, ""},
		// Names or counts only, as grep -rl and grep -rc: no line shown.
		{"Grep", `{"pattern":"AKIA"}`, Green, ""},
		{"Grep", `{"pattern":"token","path":"~/.config"}`, Green, ""},
		{"Grep", `{"pattern":"ghp_","path":"src","output_mode":"count"}`, Green, ""},
	})
}
