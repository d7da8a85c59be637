package shim

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"gatesh/rules"
)

// interpose is the PATH interposer: gatesh installed as a link named git,
// rm, psql, ... classifies the argv it was given, logs the decision, and
// execs the next program of that name on PATH that is not gatesh.
func (r *runtime) interpose(args []string) int {
	name := filepath.Base(args[0])
	cwd, cfg, cls, status := r.start()
	if status != 0 {
		return status
	}
	argv := append([]string{name}, args[1:]...)
	d := normalize(cls.ClassifyArgv(argv))
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return r.errorf(ExitInternal, "", "find own executable: %v", err)
	}
	next, err := findOther(name, r.env.get("PATH"), self)
	if err != nil {
		return r.errorf(127, "install "+name+", or remove the gatesh link named "+name, "%v", err)
	}
	// Run on an approval, the program runs unrestricted: it is checked
	// before the approval is spent.
	r.beforeApproved = func() int {
		if err := r.trusted(cfg, cwd, next); err != nil {
			r.logNotRun(cfg, quoteArgv(argv), cwd, d, notRunReason(err))
			return r.errorf(ExitInternal, programHint(err, name), "%s", programError(err))
		}
		return 0
	}
	if d.Verdict == rules.Hold && r.env.get(approvedEnv) != "" {
		req, err := r.grantedBy(cfg, cwd, argv)
		if err != nil {
			fmt.Fprintf(r.stderr, "gatesh: hint: %s does not cover this command: %v\n", approvedEnv, err)
		} else if status := r.beforeApproved(); status != 0 {
			return status
		} else {
			d = granted(d, req)
		}
	}
	out := r.decide(cfg, quoteArgv(argv), cwd, d)
	if !out.run {
		return out.status
	}
	// The program gets the guard of an approved run, not the grant.
	out.env = slices.DeleteFunc(out.env, func(kv string) bool { return strings.HasPrefix(kv, approvedEnv+"=") })
	out.env = append(out.env, pinnedGateHome(r.env, cfg.Home)...)
	return r.runAction(next, args, out)
}

// quoteArgv renders argv as shell words, for the log and for people only:
// it is never run.
func quoteArgv(argv []string) string {
	words := make([]string, len(argv))
	for i, a := range argv {
		words[i] = quoteWord(a)
	}
	return strings.Join(words, " ")
}

func quoteWord(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
