package rules

import (
	"encoding/json"
	"testing"
)

// TestToolPathsByEffect checks that file tools inherit the defaults that
// judge effects (one path policy for redirections, path arguments and
// file tools): credentials found by shape, persistence places of every
// kind, the gate's folder, and outside the project are red; the project
// and a committed template are not.
func TestToolPathsByEffect(t *testing.T) {
	home := t.TempDir()
	s, err := Load(LoadOptions{Home: home + "/.gatesh", UserHome: "/home/agent", Cwd: "/work/repo"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		tool, path string
		want       Tier
	}{
		{"Read", "/work/repo/src/main.go", Green},
		{"Read", "/work/repo/.env.example", Green},
		{"Read", "/work/repo/.env", Red},
		{"Read", "/home/agent/.config/gcloud/application_default_credentials.json", Red},
		{"Read", "/home/agent/.kube/staging.yaml", Red},
		{"Read", "/var/run/secrets/kubernetes.io/serviceaccount/token", Red},
		{"Read", "/work/repo/terraform.tfstate", Red},
		{"Write", "/work/repo/src/main.go", Green},
		{"Write", "/work/repo/.husky/pre-push", Red},
		{"Write", "/work/repo/.git/hooks/pre-commit", Red},
		{"Write", "/work/repo/.cargo/config.toml", Red},
		{"Write", "/work/repo/.npmrc", Red},
		{"Write", "/work/repo/.vscode/tasks.json", Red},
		{"Write", "/work/repo/.mcp.json", Red},
		{"Write", "/home/agent/.local/lib/python3.12/site-packages/x.pth", Red},
		{"Write", "/home/agent/.config/systemd/user/x.timer", Red},
		{"Write", home + "/.gatesh/rules.toml", Red},
		{"Write", "/tmp/scratch.txt", Green},
	}
	for _, c := range cases {
		in := map[string]string{"file_path": c.path}
		if c.tool == "Write" {
			in["content"] = "x"
		}
		raw, _ := json.Marshal(in)
		if d := s.ClassifyTool(call(t, c.tool, string(raw))); d.Tier != c.want {
			t.Errorf("%s %s: got %s, want %s (%v)", c.tool, c.path, d.Tier, c.want, d.Hits)
		}
	}
}
