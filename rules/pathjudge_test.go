package rules

import "testing"

// TestJudgePath checks that a file tool's path is judged by the rules of
// a shell command's paths: red for secrets, start-up and persistence
// places, the gate's folder and outside the project; green in it.
func TestJudgePath(t *testing.T) {
	home := t.TempDir()
	s, err := Load(LoadOptions{Home: home + "/.gatesh", UserHome: "/home/agent", Cwd: "/work/repo"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		op   PathOp
		path string
		want Tier
	}{
		{PathRead, "/work/repo/src/main.go", Green},
		{PathRead, "src/main.go", Green},
		{PathRead, "/work/repo/.env", Red},
		{PathRead, ".env.example", Green},
		{PathRead, "/home/agent/.ssh/id_ed25519", Red},
		{PathRead, "/home/agent/.config/gcloud/application_default_credentials.json", Red},
		{PathRead, "/work/repo/deploy/kubeconfig.yaml", Red},
		{PathWrite, "/work/repo/src/main.go", Green},
		{PathWrite, "/work/repo/.git/hooks/pre-commit", Red},
		{PathWrite, "/work/repo/.husky/pre-push", Red},
		{PathWrite, "/work/repo/.vscode/tasks.json", Red},
		{PathWrite, "/work/repo/.mcp.json", Red},
		{PathWrite, "/work/repo/.envrc", Red},
		{PathWrite, "/home/agent/.bashrc", Red},
		{PathWrite, "/home/agent/notes.txt", Red},
		{PathWrite, "/work/other/x.txt", Red},
		{PathWrite, home + "/.gatesh/rules.toml", Red},
		{PathWrite, "/tmp/scratch.txt", Green},
		{PathWrite, "it's/a file.txt", Green},
		{PathWrite, "x'; rm -rf ~; '", Green}, // one word: a file with an odd name, nothing runs
		{PathDelete, "/work/repo/build/out.js", Green},
		{PathDelete, "/home/agent/thesis.tex", Red},
		{PathRead, "bad\npath", Red},
		{PathRead, "", Red},
	}
	for _, c := range cases {
		if d := s.JudgePath(c.op, c.path); d.Tier != c.want {
			t.Errorf("op %d %q: got %s, want %s (%v)", c.op, c.path, d.Tier, c.want, d.Hits)
		}
	}
}
