package loop

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gatesh/internal/lazy"
)

// verifyArgv is the verifier's argv: text runs under bash -c, an argv as
// it is. The text is the operator's own, from the task; nothing from the
// worker or the repository is ever added to it.
func verifyArgv(c Command, bash string) []string {
	if c.Argv != nil {
		return c.Argv
	}
	return []string{bash, "-c", c.Text}
}

// gatedVerifier is the verifier as the loop runs it: through gatesh (the
// run's link to it named bash), as the worker's commands run, with the run's gatesh settings and gatesh
// as bash and sh on PATH. The verifier's text is the operator's, but
// what it runs (./test.sh, a Makefile, the tests) is the worker's to
// write: green, it runs with the worker's restriction (Landlock, the
// network allowlist); red, it is held, and the verifier fails.
func (r *run) gatedVerifier() (argv, env []string) {
	text := r.s.Verify.Text
	if r.s.Verify.Argv != nil {
		text = strings.Join(quoteAll(r.verifyArgv), " ")
	}
	return []string{r.shell.Bash, "-c", text}, baseEnv(r.gateEnv(), r.shell)
}

// runVerifier runs the verifier in dir with stdout and stderr together in
// the log file at path, and fingerprints a failure.
func runVerifier(ctx context.Context, argv []string, dir string, env []string, grace time.Duration, path string) (*VerifyRun, error) {
	log, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, err
	}
	stdin, err := devNull()
	if err != nil {
		log.Close()
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir, cmd.Env = dir, env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, log, log
	info := runChild(ctx, cmd, grace)
	stdin.Close()
	if info.StartError != "" {
		fmt.Fprintf(log, "gatesh loop: the verifier did not start: %s\n", info.StartError)
	}
	if info.TimedOut {
		fmt.Fprintf(log, "gatesh loop: the run's deadline ended the verifier (%s)\n", orDash(info.Signal))
	}
	err = log.Close()
	if err == nil {
		err = os.Chmod(path, 0o400)
	}
	v := &VerifyRun{Exit: info, Passed: info.Status == 0 && !info.TimedOut && info.StartError == ""}
	if !v.Passed {
		data, rerr := os.ReadFile(path)
		if rerr != nil {
			return v, rerr
		}
		v.Fingerprint = fingerprint(info.Status, data)
	}
	return v, err
}

// volatile matches the parts of a verifier's output that change from one
// run to the next without saying anything about the failure: durations,
// times, addresses, temporary paths, process ids.
var volatile = &lazy.Value[[]*regexp.Regexp]{New: func() []*regexp.Regexp {
	return []*regexp.Regexp{
		regexp.MustCompile(`\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)?`),
		regexp.MustCompile(`\b\d+(\.\d+)?(ns|µs|us|ms|s|m|h)\b`),
		regexp.MustCompile(`0x[0-9a-fA-F]+`),
		regexp.MustCompile(`/tmp/[^\s:'"]+`),
		regexp.MustCompile(`\b(pid|PID) \d+`),
		regexp.MustCompile(`goroutine \d+`),
	}
}}

// fingerprint names a verifier failure: the exit status and the output
// with its volatile parts masked. Two failures with the same fingerprint
// failed the same way.
func fingerprint(status int, output []byte) string {
	for _, re := range volatile.Get() {
		output = re.ReplaceAll(output, []byte("…"))
	}
	h := sha256.New()
	h.Write([]byte("exit " + strconv.Itoa(status) + "\n"))
	h.Write(output)
	return hex.EncodeToString(h.Sum(nil))[:16]
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
