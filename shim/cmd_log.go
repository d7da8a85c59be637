package shim

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"gatesh/audit"
	"gatesh/keys"
	"gatesh/teamstate"
)

// maxProblemsShown bounds what log verify prints; the rest are counted.
const maxProblemsShown = 20

// runLog checks the audit log, or shows it (cmd_logview.go).
//
//	gatesh log verify [FILE]
func runLog(r *runtime, args []string) int {
	if len(args) == 0 || args[0] != "verify" {
		return runLogView(r, args)
	}
	if len(args) > 2 {
		return r.usageHint("log: want `log verify [FILE]`", "gatesh log verify checks $GATESH_HOME/audit.jsonl")
	}
	cfg, status := r.operatorConfig(true)
	if status != 0 {
		return status
	}
	l := r.auditLog(cfg)
	if len(args) == 2 && filepath.Clean(args[1]) != filepath.Clean(cfg.AuditPath) {
		// The gate's key seals this folder's log, not another.
		l.Path, l.Gate = args[1], nil
	}
	// The operator's public key checks the anchor's signature, and the
	// pinned team key the records of the team's decisions.
	var v audit.Verifier
	if pub, err := keys.LoadVerifier(cfg.PublicKey); err == nil {
		v = pub
	}
	team, err := teamstate.Trust(cfg)
	if err != nil {
		fmt.Fprintf(r.stderr, "gatesh: warning: the team key cannot be read (%v): no record of a team decision verifies\n", err)
	}
	l.Team = team
	rep, err := l.Verify(v)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return r.errorf(ExitFailed, "gatesh writes it on the first shell-mode decision", "no audit log at %s", l.Path)
	case err != nil:
		return r.errorf(ExitFailed, "", "audit log %s: %v", l.Path, err)
	}
	for i, p := range rep.Problems {
		if i == maxProblemsShown {
			fmt.Fprintf(r.stderr, "gatesh: ... and %d more\n", len(rep.Problems)-i)
			break
		}
		word := "error"
		if p.Damage == audit.Crash {
			word = "crash"
		}
		fmt.Fprintf(r.stderr, "gatesh: %s: audit log %s\n", word, p)
	}
	summary := fmt.Sprintf("%d records in %d %s", rep.Records, len(rep.Files), plural(len(rep.Files), "file", "files"))
	if rep.Damage() == audit.Changed {
		r.printSeals(rep.Seals)
		return r.errorf(ExitFailed, "the log was changed outside gatesh at the lines named above; keep a copy of every file and investigate",
			"audit log %s: changed outside gatesh (%s)", l.Path, summary)
	}
	status = 0
	if rep.Damage() == audit.Crash {
		fmt.Fprintf(r.stdout, "damaged by a crash: %s; no line was changed\n", summary)
		fmt.Fprintf(r.stderr, "gatesh: hint: a writer died part way through an append (a full disk, a kill or a power cut); gatesh goes on appending and keeps the damaged lines as they are\n")
		status = ExitCrashDamage
	} else {
		fmt.Fprintf(r.stdout, "ok: %s, chain intact\n", summary)
	}
	r.printSeals(rep.Seals)
	if a := rep.Anchor; a != nil && a.Checked {
		fmt.Fprintf(r.stdout, "anchor: the operator's signature of %s is in the log\n", a.TS)
		if a.After > 0 {
			// Whoever may append to the log and rewrite its head can cut
			// these off unseen: say how many there are.
			fmt.Fprintf(r.stdout, "after the anchor: %d %s that only the chain and the head vouch for: cut off with the head rewritten, %s would not show\n",
				a.After, plural(a.After, "line", "lines"), plural(a.After, "it", "they"))
		}
	}
	if k := rep.KeptStart; k != nil {
		signed := "not signed yet: no operator anchor covers it (an operator decision or `gatesh log verify` with the key signs it)"
		if k.Signed {
			signed = "signed: the operator's anchor covers that record"
		}
		fmt.Fprintf(r.stdout, "kept history starts at %s: audit.keep removed the files before it (%s, continued there, was the last), recorded at %s:%d; %s\n",
			filepath.Base(k.File), k.Continues, filepath.Base(k.RecordedIn), k.RecordedLine, signed)
	}
	// Where the operator's key is at hand, anchor the end as it is now.
	if signer, err := loadSigner(cfg, ""); err == nil && filepath.Clean(l.Path) == filepath.Clean(cfg.AuditPath) {
		if a, err := l.Anchor(signer, signer.Verifier()); err != nil {
			fmt.Fprintf(r.stderr, "gatesh: warning: the audit log was not anchored: %v\n", err)
		} else if a.Line > 0 {
			fmt.Fprintf(r.stdout, "anchored: line %d of %s, signed with the operator's key\n", a.Line, filepath.Base(a.File))
		}
	}
	return status
}

// printSeals says which records are the gate's word, and which are not.
func (r *runtime) printSeals(s audit.Seals) {
	if s.From == nil {
		return
	}
	team := ""
	if s.Team > 0 {
		team = fmt.Sprintf(" (%d of them %s of the team, signed with the team's key)", s.Team, plural(s.Team, "a decision", "decisions"))
	}
	fmt.Fprintf(r.stdout, "sealed: %d %s by gatesh outside the commands it ran%s, %d %s by the operator's key (sealing began at %s:%d)\n",
		s.Gate, plural(s.Gate, "record", "records"), team, s.Operator, plural(s.Operator, "decision", "decisions"), filepath.Base(s.From.File), s.From.Line)
	if s.Unchecked > 0 {
		fmt.Fprintf(r.stdout, "not checked: %d %s, for want of the key that checks %s (keys/audit.key, or the operator's public key)\n",
			s.Unchecked, plural(s.Unchecked, "seal", "seals"), plural(s.Unchecked, "it", "them"))
	}
	if s.UnsealedCount == 0 {
		return
	}
	var at []string
	for i, p := range s.Unsealed {
		if i == maxProblemsShown {
			at = append(at, "...")
			break
		}
		at = append(at, fmt.Sprintf("%s:%d", filepath.Base(p.File), p.Line))
	}
	fmt.Fprintf(r.stdout, "unsealed: %d %s written from inside commands gatesh ran (a nested gatesh, or the command itself), not by the gate: %s\n",
		s.UnsealedCount, plural(s.UnsealedCount, "record", "records"), strings.Join(at, ", "))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
