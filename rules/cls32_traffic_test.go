package rules_test

import "testing"

// TestCls32TrafficUserSitePackages: agents grep an installed package's
// source in the user site-packages folder that pip install --user fills
// (PEP 370: ~/.local/lib/pythonX.Y/site-packages), to compare it with
// the project's copy. That folder holds the packages' published code,
// as ~/.pyenv/versions does, not a credential. The rest of ~/.local
// (keyrings in ~/.local/share) and a search for a credential's name
// stay held.
func TestCls32TrafficUserSitePackages(t *testing.T) {
	checkTiersIn(t, "/code/scikit-learn", "/home/ubuntu", nil, []tierCase{
		{"site-packages", "grep -n \"min_samples <= 1\" /home/ubuntu/.local/lib/python3.12/site-packages/sklearn/cluster/_optics.py", "pass"},
		{"site-packages", "rg -n 'def fit' ~/.local/lib/python3.11/site-packages/sklearn/", "pass"},

		{"local-other", "grep -r token ~/.local/share", "held"},
		{"local-other", "grep -r password ~/.local", "held"},
		{"local-other", "rg -n secret ~/.local/share/keyrings", "held"},
		{"local-other", "grep -r min_samples ~/.local/lib", "held"},
	})
}
