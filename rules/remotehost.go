package rules

import (
	"fmt"
	"slices"
	"strings"

	"gatesh/parser"
)

// What ssh runs on a host the operator did not name as a scratch host
// (scratch.go) runs on a machine gatesh knows nothing of: a server others
// use, as often as not. A change there is one other people see, however
// small it would be here, so it is held: an effect a rule makes yellow
// here (a service restarted, a dependency installed), a file written
// (a config edited, a release unpacked, a folder made), or a subcommand
// the verb lexicon does not know to only read (apt-get install, docker
// compose up, pm2 restart), which here would be green for want of a rule
// about it. What only reads (cat, ls, systemctl status, journalctl, df,
// ps) stays as it is, and a hit already red stays red.

// remoteChangeID is the rule id of a change held because it is made on
// another machine.
const remoteChangeID = "remote-host-change"

// remoteChange returns the hit that holds c, run by ssh on another
// machine, when it changes that machine: hits are the ones c matched.
func (s *Set) remoteChange(v *cmdView, hits []Hit) (Hit, bool) {
	c := v.cmd
	if c.Remote == nil || s.onScratch(c) {
		return Hit{}, false
	}
	if hostIsLoopback(strings.ToLower(c.Remote.Host)) && !c.Remote.Opaque && len(c.Remote.Hops) == 0 {
		// This machine by another name.
		return Hit{}, false
	}
	what, span := "", c.Span
	for _, h := range hits {
		if h.Tier == Red {
			return Hit{}, false
		}
		if h.Tier == Yellow && what == "" {
			what, span = h.Reason, h.Span
		}
	}
	if what == "" {
		for _, w := range slices.Concat(v.writes, remoteMetaWrites(v)) {
			if !discardWrite(w.value) && !s.remoteTemp(w.value, c) {
				what, span = fmt.Sprintf("writes %s", w.value), w.span
				break
			}
		}
	}
	if what == "" {
		// Names the shell there picks (a glob) may be anyone's, even in
		// its temporary folders.
		for _, w := range remoteDeletes(v) {
			if w.glob || !s.remoteTemp(w.value, c) {
				what, span = fmt.Sprintf("removes %s", w.value), w.span
				break
			}
		}
	}
	if what == "" && s.httpMayChange(v) {
		// localhost there is the host's own live service, not a
		// development server beside the agent.
		what = "sends a request that may change state to a service there"
	}
	if what == "" {
		switch class, vs := s.verb(v); class {
		case verbNone, verbRead, verbNotCLI, verbReveal:
			// A subcommand that names a change whose object decides the
			// risk (install, start, enable) has no class as a command's
			// verb; on a server the object is the server. A later
			// operand may read as a verb (systemctl stop app-new-map:
			// map), so the first word decides here.
			if w, ok := s.subcommandWord(v); ok && changeClass(s.lexicon().classOf(w.Value)) {
				what, span = fmt.Sprintf("%s %s", c.Name, w.Value), w.Span
			}
		default:
			what, span = fmt.Sprintf("runs %s, a command of class %s", c.Name, class), vs
		}
	}
	if what == "" {
		return Hit{}, false
	}
	host := c.Remote.Host
	if host == "" {
		host = "a host the command does not name"
	}
	return Hit{ID: remoteChangeID, Tier: Red, Span: span, Command: describe(c), Cmd: c,
		Reason: fmt.Sprintf("changes %s, another machine that is not a scratch host, which other people may use: %s", host, what)}, true
}

// subcommandWord returns the first word the verb lexicon reads as the
// command's subcommand (Set.verb), if any.
func (s *Set) subcommandWord(v *cmdView) (parser.Word, bool) {
	c := v.cmd
	if isShellBuiltin(c.Name) || c.FuncCall {
		return parser.Word{}, false
	}
	sp := s.spec(c.Name)
	if sp != nil && (sp.printsArgs || sp.global.patternArg) {
		return parser.Word{}, false
	}
	words := v.pos
	if sp == nil || len(sp.subs) == 0 {
		words = leadingWords(c.Args, s.lexicon(), sp)
	}
	if len(words) == 0 || words[0].Dynamic || !verbShaped(words[0].Value) {
		return parser.Word{}, false
	}
	return words[0], true
}

// remoteTemp reports whether a file c writes on its host is in the
// host's temporary folders, however the remote shell's cds reach it
// (remoteForms): a scratch file there changes nothing others use. A
// login's home is no such place: the login may be root, whose home is
// the server's, or a deploy user's, whose home holds the service, and
// gatesh cannot tell which from here; what an operator's own test
// machines do in their homes is what scratch_hosts is for.
func (s *Set) remoteTemp(value string, c *parser.Command) bool {
	forms := s.remoteForms(value, c)
	for _, f := range forms {
		p, ok := strings.CutPrefix(f, remotePrefix)
		if !ok || !hostTemp(p) {
			return false
		}
	}
	return len(forms) > 0
}

// remoteDeletes returns the files a command removes that the view does
// not list as written: every operand of the deleters (rm, unlink, rmdir,
// shred, truncate: deleter) and of mv, whose sources are gone once moved
// (coreutils manual). Here git or the undo check may stand behind such
// a delete; there nothing of gatesh's does.
func remoteDeletes(v *cmdView) []ref {
	if !deleter(v.cmd.Name) && v.cmd.Name != "mv" {
		return nil
	}
	out := make([]ref, 0, len(v.pos))
	for _, w := range v.pos {
		out = append(out, ref{value: w.Value, span: w.Span, glob: w.Glob})
	}
	return out
}

// remoteMetaWrites returns the files a command changes that the view
// does not list as written because nothing is written into them: the
// folders, pipes and nodes that mkdir, mkfifo and mknod create, and the
// files whose mode, owner, attributes or access lists chmod, chown,
// chgrp, chattr and setfacl change (coreutils, e2fsprogs and acl
// manuals: every operand after the mode, owner or attribute, or every
// one with --reference). Here they change nothing others use; on
// another machine they change its layout and who may read or run what.
func remoteMetaWrites(v *cmdView) []ref {
	files := v.pos
	switch v.cmd.Name {
	case "mkdir", "mkfifo":
	case "mknod":
		// mknod NAME TYPE [MAJOR MINOR]: only the name is a file.
		files = files[:min(len(files), 1)]
	case "chmod", "chown", "chgrp", "chattr":
		if !slices.ContainsFunc(v.flags, func(f flagUse) bool { return f.name == "--reference" }) && len(files) > 0 {
			files = files[1:]
		}
	case "setfacl":
		// setfacl -m ACL FILE...: the ACL is an option's value.
	default:
		return nil
	}
	out := make([]ref, 0, len(files))
	for _, w := range files {
		out = append(out, ref{value: w.Value, span: w.Span, glob: w.Glob})
	}
	return out
}

// httpMayChange reports an HTTP client (curl, wget, HTTPie, xh: those
// httpReadOnly and queryReadOnly read) that sends a request other than
// one that only reads. One that names no URL (curl --version) sends none.
func (s *Set) httpMayChange(v *cmdView) bool {
	switch v.cmd.Name {
	case "curl", "wget", "http", "https", "xh", "xhs":
	default:
		return false
	}
	if httpReadOnly(v) || s.queryReadOnly(v) {
		return false
	}
	return len(v.pos) > 0 || slices.ContainsFunc(v.flags, func(f flagUse) bool {
		// URLs from a file: curl -K, wget -i.
		return f.name == "--url" || f.name == "-K" || f.name == "--config" || v.cmd.Name == "wget" && (f.name == "-i" || f.name == "--input-file")
	})
}

// changeClass reports a verb class that changes something.
func changeClass(class string) bool {
	switch class {
	case verbWrite, verbDestructive, verbInfrastructure, verbOutward:
		return true
	}
	return false
}

// discardWrite reports a write that changes no file: a redirection to
// /dev/null, a terminal or a file descriptor.
func discardWrite(p string) bool {
	switch p {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty":
		return true
	}
	return strings.HasPrefix(p, "/dev/fd/") || strings.HasPrefix(p, "&")
}
