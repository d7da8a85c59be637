package enforce

import (
	"os"
	"testing"
)

// benchInputs are the inputs of a command run from this package's folder
// with the real home folder and the default rules' credential paths.
func benchInputs(b *testing.B) Inputs {
	cwd, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	home, _ := os.UserHomeDir()
	return Inputs{
		Cwd: cwd, Home: home, GateshHome: home + "/.gatesh", Getenv: os.Getenv,
		SecretPaths: []string{
			"~/.ssh/**", "~/.aws/credentials", "~/.docker/config.json", "~/.kube/config",
			"~/.config/gh/hosts.yml", "~/.gnupg/**", "~/.claude/.credentials.json", "~/.codex/auth.json",
			"~/.aws", "~/.aws/**", "~/.config/gcloud/**", "~/.azure/**", "~/.npmrc", "~/.pypirc",
			"~/.config/op/**", "/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/ssl/private/**",
		},
		SecretExceptions: []string{"~/.aws/config", "*.pub", "known_hosts"},
	}
}

// BenchmarkPlan is the work enforcement adds to a green command before
// the exec: the policy, the grants and the kernel ruleset.
func BenchmarkPlan(b *testing.B) {
	in := benchInputs(b)
	abi := ProbeABI()
	b.ReportAllocs()
	for b.Loop() {
		plan, err := Build(NewPolicy(in))
		if err != nil {
			b.Fatal(err)
		}
		if abi >= MinABI {
			rs, err := plan.Prepare(abi)
			if err != nil {
				b.Fatal(err)
			}
			rs.Close()
		}
	}
}

// BenchmarkBuild is the policy and grants alone, without the kernel.
func BenchmarkBuild(b *testing.B) {
	in := benchInputs(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Build(NewPolicy(in)); err != nil {
			b.Fatal(err)
		}
	}
}
