package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestCIConfigPushed: a pipeline's file written or staged and pushed in
// the same command runs on the forge with the repository's secrets as
// soon as it lands, on any branch: the push is held. A push alone, or
// one after a commit of other files, stays as it was (a feature branch's
// push runs and is listed).
func TestCIConfigPushed(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		{"staged", `git add .github/workflows/ci.yml && git commit -m x && git push origin feature/x`, true},
		{"staged", `git add .github/workflows && git commit -m x && git push`, true},
		{"staged", `git add ./.github/ && git commit -m x && git push -u origin fix/ci`, true},
		{"staged", `git add .gitlab-ci.yml && git commit -m ci && git push origin feature/x`, true},
		{"staged", `git add .circleci/config.yml; git commit -m ci; git push origin feature/x`, true},
		{"staged", `git add azure-pipelines.yml && git commit -m ci && git push origin feature/x`, true},
		{"staged", `git add .buildkite/pipeline.yml && git commit -m ci && git push origin feature/x`, true},
		{"staged", `git add Jenkinsfile && git commit -m ci && git push origin feature/x`, true},
		{"staged", `git add .drone.yml bitbucket-pipelines.yml && git commit -m ci && git push origin feature/x`, true},
		{"staged", `git -C app add .github/workflows/release.yml && git -C app commit -m x && git -C app push origin feature/x`, true},
		{"staged", `git commit -m x .github/workflows/ci.yml && git push origin feature/x`, true},
		// A macOS disk finds .GitHub/Workflows as .github/workflows; a
		// pathspec's glob under .github may name the workflows.
		{"staged", `git add .GitHub/Workflows/ci.yml && git commit -m x && git push origin feature/x`, true},
		{"staged", `git add '.github/*' && git commit -m x && git push origin feature/x`, true},
		{"staged", `git add .github/w* && git commit -m x && git push origin feature/x`, true},
		{"written", `printf 'on: push\n' > .github/workflows/x.yml && git commit -am x && git push origin feature/x`, true},
		{"written", `cp /tmp/ci.yml .github/workflows/ci.yml && git commit -am x && git push origin feature/x`, true},
		{"written", `mv ci.yml .github/workflows/ && git add -A && git commit -m x && git push origin feature/x`, true},
		{"written", `sed -i 's/main/dev/' .github/workflows/ci.yml && git commit -am x && git push origin feature/x`, true},
		{"written", `echo 'run: env' | tee -a .gitlab-ci.yml && git commit -am x && git push origin feature/x`, true},

		// Everyday: a push alone, a commit of other files, a dry run.
		{"everyday", `git push origin feature/x`, false},
		{"everyday", `git add src/main.go && git commit -m x && git push origin feature/x`, false},
		{"everyday", `git commit -am x && git push origin feature/x`, false},
		{"everyday", `git add .github/workflows/ci.yml && git commit -m x`, false},
		{"everyday", `git add .github/workflows/ci.yml && git commit -m x && git push --dry-run origin feature/x`, false},
		{"everyday", `cat .github/workflows/ci.yml && git push origin feature/x`, false},
		{"everyday", `git add .github/ISSUE_TEMPLATE/bug.md && git commit -m x && git push origin feature/x`, false},
		{"everyday", `git add docs/github-workflows.md && git commit -m x && git push origin feature/x`, false},
	})
}

// TestGraphQLSecretFields: a GraphQL query that selects a credential's
// field (token, secret, password, apiKey, privateKey, accessToken,
// refreshToken, clientSecret) prints it: a secret read. The same query
// selecting counts, ids and names reads.
func TestGraphQLSecretFields(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		{"secret", `gh api graphql -f query='query { viewer { login apiTokens { token } } }'`, true},
		{"secret", `gh api graphql -f query='{ me { apiKeys { key secret } } }'`, true},
		{"secret", `gh api graphql -f query='{ me { integrations { api_key } } }'`, true},
		{"secret", `gh api graphql -f query='{ app { oauth { clientSecret refreshToken } } }'`, true},
		{"secret", `gh api graphql -f query='{ deployKeys(first: 5) { nodes { privateKey } } }'`, true},
		{"secret", `gh api graphql -f query='{ users { nodes { name password } } }'`, true},
		{"secret", `gh api graphql -f query='{ session { t: accessToken } }'`, true},
		{"secret", `curl -s https://api.example.com/graphql -d '{"query":"{ viewer { apiTokens { token } } }"}'`, true},
		{"read", `gh api graphql -f query='query { viewer { login apiTokens { id name tokenCount } } }'`, false},
		{"read", `gh api graphql -f query='{ viewer { apiTokens(first: 5) { nodes { id name } } } }'`, false},
		{"read", `gh api graphql -f query='{ repository(owner:"o", name:"r") { hasSecretScanning: id } }'`, false},
		{"read", `gh api graphql -f query='query { viewer { login } }'`, false},
		{"read", `curl -s https://api.example.com/graphql -d '{"query":"query { viewer { login } }"}'`, false},
	})
}
