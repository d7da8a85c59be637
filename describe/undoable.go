package describe

import (
	"fmt"
	"slices"
	"strings"

	"gatesh/parser"
	"gatesh/probe"
	"gatesh/termtext"
	"gatesh/undo"
)

// lost says what uncommitted work a git reset --hard, checkout, restore
// or clean would throw away, as the rules of thumb read the command and
// the probe finds the work tree now. It says nothing for a command that
// throws nothing away (git checkout BRANCH) or that it does not read.
func (e Env) lost(c *parser.Command, cwd string, p *probe.Prober, fixed bool) []string {
	d, ok := undo.ReadDiscard(c, cwd, e.Home)
	if !ok {
		return nil
	}
	label := commandLabel(c)
	switch {
	case !fixed:
		return []string{label + ": runs after a cd, so gatesh cannot tell what it would lose: assume all uncommitted work"}
	case e.Git == "":
		return []string{fmt.Sprintf("%s: gatesh cannot tell what it would lose (%v): assume all uncommitted work", label, errNoGit)}
	}
	rep, err := p.WorkLost(d.Dir, d.What, d.Paths)
	switch {
	case err != nil:
		return []string{fmt.Sprintf("%s: gatesh cannot tell what it would lose (%v): assume all uncommitted work", label, err)}
	case rep.Safe:
		return []string{label + ": loses nothing: " + rep.Facts}
	}
	lost := slices.Sorted(slices.Values(rep.Lost))
	what := "uncommitted changes to"
	switch d.What {
	case probe.CleanUntracked:
		what = "untracked"
	case probe.CleanIgnored:
		what = "ignored"
	case probe.CleanAll:
		what = "untracked and ignored"
	}
	verb := "would lose"
	if d.What != probe.ResetHard && d.What != probe.RestoreWorktree {
		verb = "would delete"
	}
	return []string{fmt.Sprintf("%s %s %s %s, which git cannot restore:\n%s", label, verb, what, plural(len(lost), "file"),
		listed(lost, len(lost), "files"))}
}

// published says, for each shared branch a git push lands on, which
// branch and, from local refs only, how many commits it would add there.
func (e Env) published(c *parser.Command, cwd string, p *probe.Prober, fixed bool) []string {
	push, ok := undo.ReadPush(c, cwd, e.Home, p)
	if !ok {
		return nil
	}
	label := commandLabel(c)
	switch {
	case !fixed:
		return []string{label + ": runs after a cd, so gatesh cannot tell where it lands"}
	case push.All != "":
		remote := "its remote"
		if push.Remote != "" {
			remote = oneLine(push.Remote)
		}
		return []string{fmt.Sprintf("%s lands on every branch or tag it names on %s, the shared ones too: others see them, and CI may deploy them", label, remote)}
	case push.Unknown != "":
		return []string{label + ": " + push.Unknown}
	}
	var out []string
	for _, d := range push.Dests {
		if !e.Undo.Shared(d.Dst, push.RemoteHead) {
			continue
		}
		where := fmt.Sprintf("%s publishes to %s on %s, a shared branch: others see it, and CI may deploy it", label, oneLine(d.Dst), oneLine(push.Remote))
		if !push.Named {
			out = append(out, where+"; the repository keeps no record of that remote, so gatesh cannot tell what it would add")
			continue
		}
		const local = "from local refs only (no fetch; the remote may hold more)"
		n, commits, tracked, err := p.Ahead(push.Dir, push.Remote, d.Src, d.Dst, maxListed)
		tracking := oneLine(push.Remote + "/" + d.Dst)
		switch {
		case err != nil:
			out = append(out, fmt.Sprintf("%s; gatesh cannot count what it would add (%v)", where, err))
		case !tracked:
			out = append(out, fmt.Sprintf("%s. %s not known locally (a new branch, or never fetched); %s, %s of %s on no branch of %s:\n%s",
				where, tracking, local, plural(n, "commit"), oneLine(d.Src), oneLine(push.Remote), listed(commits, n, "commits")))
		case n == 0:
			out = append(out, fmt.Sprintf("%s. %s, it adds no commit to %s as last fetched", where, capitalize(local), tracking))
		default:
			out = append(out, fmt.Sprintf("%s. %s, it would add %s to %s as last fetched:\n%s",
				where, capitalize(local), plural(n, "commit"), tracking, listed(commits, n, "commits")))
		}
	}
	return out
}

// commandLabel is the command as a person reads it, on one line.
func commandLabel(c *parser.Command) string {
	return oneLine(strings.Join(append([]string{c.Name}, Words(c.Args)...), " "))
}

// oneLine is s escaped for a terminal, on one line: a file or branch
// name can hold a newline that would forge a line of the description.
func oneLine(s string) string {
	t, _ := termtext.Escape(s, true)
	return t
}

// listed writes items one a line, escaped, at most maxListed of them, and
// how many more of the total there are.
func listed(items []string, total int, noun string) string {
	var lines []string
	for i, it := range items {
		if i == maxListed {
			break
		}
		lines = append(lines, oneLine(it))
	}
	if more := total - len(lines); more > 0 {
		lines = append(lines, fmt.Sprintf("... and %d more %s", more, noun))
	}
	return strings.Join(lines, "\n")
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
