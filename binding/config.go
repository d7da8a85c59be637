package binding

import (
	"strings"

	"gatesh/queue"
)

// settings returns a fact for each setting, in every file git reads for
// the repository, that runs a program for a git command or picks where
// it sends data: core.hooksPath, core.sshCommand, core.fsmonitor, a
// credential helper, a filter or diff driver, gpg.program, the remotes
// and their URL rewrites, each branch's remotes (pushRemote), and an
// alias of the subcommand itself. The repository's own .git/config is
// the agent's to write; these bind the approval to what they said when
// it was held.
func (rp *repo) settings(sub string) []queue.Fact {
	var facts []queue.Fact
	for _, s := range rp.config {
		if runsOrSends(s.key, sub) {
			facts = append(facts, queue.Fact{Kind: KindConfig, Name: s.key, Value: shownValue(s.value)})
		}
	}
	return facts
}

// runsOrSends reports whether a setting (key as git prints it: section
// and name in lowercase) runs a program or picks a destination for git
// sub: a command, a path to a program, a helper, a URL, a proxy.
func runsOrSends(key, sub string) bool {
	section, rest, ok := strings.Cut(key, ".")
	if !ok {
		return false
	}
	name := rest
	if i := strings.LastIndexByte(rest, '.'); i >= 0 {
		name = rest[i+1:]
	}
	switch section {
	case "core":
		switch name {
		case "hookspath", "fsmonitor", "pager", "editor", "askpass", "sshcommand", "gitproxy",
			"alternaterefscommand", "worktree", "bare", "attributesfile":
			return true
		}
	case "pager", "push", "remote", "url", "protocol", "submodule", "filter", "sendemail", "browser":
		return true
	case "sequence":
		return name == "editor"
	case "branch":
		// Where a push that names no remote or branch goes.
		return name == "remote" || name == "pushremote" || name == "merge"
	case "credential":
		return name == "helper"
	case "gpg":
		return name == "program" || name == "defaultkeycommand" || name == "format"
	case "commit", "tag":
		return name == "gpgsign"
	case "user":
		return name == "signingkey"
	case "diff":
		return name == "external" || name == "command" || name == "textconv"
	case "merge":
		return name == "driver"
	case "http":
		return name == "proxy"
	case "init":
		return name == "templatedir"
	case "mergetool", "difftool":
		return name == "cmd" || name == "path"
	case "web":
		return name == "browser"
	case "ssh":
		return name == "variant"
	case "uploadpack":
		return name == "packobjectshook"
	case "alias":
		// git runs an alias only for a name that is no git command, so
		// only the alias of this very subcommand can decide what runs.
		return rest == strings.ToLower(sub)
	}
	return false
}
