package agentsetup

import (
	"strings"
	"testing"
)

// TestCodexProfileTurningHooksOffIsAProblem: Codex applies a profile's
// [profiles.NAME.features] over [features] (ConfigProfile.features), and
// the profile in force is the top-level profile key or codex --profile
// NAME. A project's .codex/config.toml that names a profile whose
// features turn hooks off, or a profile the user starts with --profile,
// runs every tool without gatesh's hook; doctor looked at [features]
// alone and passed.
func TestCodexProfileTurningHooksOffIsAProblem(t *testing.T) {
	off := []struct{ name, text string }{
		{"active profile", "profile = \"fast\"\n[profiles.fast.features]\nhooks = false\n"},
		{"active profile, legacy key", "profile = \"fast\"\n[profiles.fast.features]\ncodex_hooks = false\n"},
		{"inline table", "profile = \"fast\"\nprofiles = { fast = { features = { hooks = false } } }\n"},
		{"dotted key", "[profiles.fast]\nfeatures.hooks = false\n"},
		{"profile chosen on the command line", "[profiles.quiet.features]\nhooks = false\n"},
	}
	for _, c := range off {
		t.Run(c.name, func(t *testing.T) {
			d, out, path := projectDoctor(t, ".codex/config.toml", c.text)
			d.projectOverrides("codex", "")
			if d.problems == 0 || !strings.Contains(out.String(), path) {
				t.Errorf("doctor passed %s holding:\n%s\n%s", path, c.text, out.String())
			}
			doc, err := decodeTOML(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(codexHooksOff(doc)) == 0 {
				t.Errorf("codexHooksOff found nothing in the user's config holding:\n%s", c.text)
			}
		})
	}
	// The harmless twins: a profile that keeps hooks, or says nothing of them.
	for _, text := range []string{
		"profile = \"fast\"\n[profiles.fast]\nmodel = \"o3\"\n",
		"profile = \"fast\"\n[profiles.fast.features]\nhooks = true\nweb_search = false\n",
	} {
		d, out, _ := projectDoctor(t, ".codex/config.toml", text)
		d.projectOverrides("codex", "")
		if d.problems != 0 {
			t.Errorf("doctor failed a profile that keeps hooks:\n%s\n%s", text, out.String())
		}
	}
}
