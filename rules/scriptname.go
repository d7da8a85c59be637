package rules

import (
	"path"
	"strings"

	"gatesh/parser"
)

// projectScriptName returns the name of the project's own script that
// the verb at span was read from, when it was read from one: a script
// run by its path (./scripts/rebuild-release.sh), a package runner's
// script (npm run release:dmg, pnpm service:restart), or the script an
// interpreter runs (bash scripts/deploy.sh).
func projectScriptName(v *cmdView, span parser.Span) (string, bool) {
	c := v.cmd
	if span == c.Span {
		// A program run by its path, not one on PATH.
		if !strings.Contains(c.Path, "/") || path.IsAbs(c.Path) || strings.Contains(c.Path, "://") {
			return "", false
		}
		return path.Base(c.Path), true
	}
	for _, w := range v.pos {
		if w.Span != span || w.Dynamic {
			continue
		}
		switch path.Base(c.Name) {
		case "npm", "pnpm", "yarn", "bun":
			return w.Value, true
		}
		if _, ok := interpretedScript(c, v.pos); ok {
			return path.Base(w.Value), true
		}
	}
	return "", false
}

// localScript reports whether the name of a project's own script says
// that the outward or infrastructure verb it carries acts on this
// machine: it names a test, a rehearsal or this machine and no shipping
// verb (test_detailed_webhook.sh, not deploy:test), or it builds a release
// artefact (rebuild-release.sh, release:dmg: "release" as the build's
// kind, with no other shipping verb), or it restarts, starts or stops a
// service of the project's (service:restart, dev:stop), or it captures
// or subscribes with no word of money (capture:screens, not
// capture-payments). A name that also says production, a cluster or a
// remote, or joins two actions (and, then), is not: it may do both.
func (s *Set) localScript(name, class string) bool {
	if i := strings.LastIndexByte(name, '.'); i > 0 && fileExtension(name[i+1:]) {
		name = name[:i]
	}
	local, build, release, lifecycle, other, ships := false, false, false, false, false, false
	capture, money := false, false
	for part := range wordParts(name) {
		switch part {
		case "test", "tests", "spec", "check", "mock", "fake", "stub", "dry", "dryrun", "example", "sample", "demo", "local":
			local = true
		case "build", "rebuild", "dmg", "pkg", "package", "bundle", "zip", "archive", "apk", "aab", "ipa", "msi", "appimage", "installer", "notes", "changelog":
			build = true
		case "release":
			release = true
		case "restart", "start", "stop", "reload", "status":
			lifecycle = true
		case "prod", "production", "live", "remote", "cluster", "k8s", "kube", "fleet", "server", "servers", "vps", "cloud":
			return false
		case "capture", "subscribe":
			// Money words with a sense of their own on this machine
			// (a screen, a page or a trace captured; events subscribed
			// to), unless the name says what is paid.
			capture = true
		case "payment", "payments", "pay", "charge", "charges", "invoice", "invoices", "order", "orders", "card", "cards",
			"customer", "customers", "billing", "checkout", "subscription", "subscriptions", "plan", "stripe", "paypal", "funds":
			money = true
		default:
			if conjunction(part) || prodNamed(part) {
				return false
			}
			if _, ok := scriptShips.Get()[part]; ok {
				ships = true
			}
			switch s.lexicon().classOf(part) {
			case verbOutward, verbInfrastructure, verbDestructive:
				other = true
			}
		}
	}
	switch {
	case local:
		// deploy:test, publish-test: a shipping verb aimed at a test
		// environment, which others share, is not a test of the script.
		return !ships && !release
	case class == verbOutward && capture && !money && !other && !release && !ships:
		// npm run capture, capture:screens: the project's own capture.
		return true
	case class == verbOutward:
		return release && build && !other
	case class == verbInfrastructure:
		return lifecycle && !other
	}
	return false
}
