package shim

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"gatesh/enforce"
	landlockd "gatesh/enforce/daemon"
	"gatesh/keys"
	"gatesh/probe"
	"gatesh/rules"
	"gatesh/teamstate"
	"gatesh/toolcall"
)

// Version is gatesh's version.
const Version = "0.1.0"

// Main runs gatesh as invoked by args (args[0] is the name it was called
// by) and returns the exit status. Shell mode and the interposer do not
// return when they hand over to the real program: they exec it.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, env []string) int {
	r := &runtime{
		stdin:     stdin,
		stdout:    stdout,
		stderr:    stderr,
		env:       environ(env),
		now:       time.Now,
		classify:  loadRules,
		exec:      syscall.Exec,
		selfPath:  selfExecutable(),
		getwd:     os.Getwd,
		ttyStdin:  stdinIsTerminal,
		pid:       os.Getpid(),
		ppid:      os.Getppid(),
		stdinFile: stdinFile(stdin),
		openTTY:   openTTY,
		procs:     procFS{root: "/proc"},

		landlockABI:     enforce.ProbeABI,
		prepareLandlock: landlockd.Prepare,
	}
	return r.main(args)
}

// runtime is one run of gatesh with everything it touches passed in.
type runtime struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	env    environ
	now    func() time.Time
	// classify loads the rules in force for a config and cwd.
	classify loader
	// exec replaces the process; syscall.Exec outside tests.
	exec func(path string, argv, env []string) error
	// selfPath names gatesh's own executable, to avoid exec'ing itself.
	selfPath string
	getwd    func() (string, error)
	ttyStdin func(*os.File) bool
	pid      int
	ppid     int
	// stdinFile is stdin when it is an *os.File, for shell mode's handover.
	stdinFile *os.File
	// openTTY opens the terminal `gatesh review` asks the operator on.
	openTTY func() (*os.File, error)
	procs   procFS
	// ident caches identity(): the agent and session of this run.
	ident *[2]string
	// gateKey is the gate's audit key, read once per run (auditLog).
	gateKey *keys.AuditKey
	// probeCache keeps what the undo probes learn from git for this run
	// (a shell run, or a whole check --batch).
	probeCache *probe.Cache
	// linksOnce makes the rules setup loads ask the disk once per name
	// whether it is a link (rules.Set.ReadLinksOnce): check --batch, whose
	// decisions all describe one moment.
	linksOnce bool
	// cls is the classifier start loaded, for what the kernel
	// enforcement reads of the rules.
	cls Classifier
	// landlockABI probes the kernel's Landlock ABI; nil means none.
	landlockABI func() int
	// prepareLandlock works out a command's policy and takes or asks
	// for its ruleset from the Landlock daemon whose socket lies in dir
	// (landlockd.Prepare); nil prepares every ruleset here.
	prepareLandlock func(dir, self string, in enforce.Inputs, abi int) (enforce.Policy, *enforce.Ruleset, string, error)
	// restrict enforces a ruleset before the handover, which then
	// execs with exec; when nil, the handover execs with the ruleset's
	// Exec, which restricts and execs on one thread.
	restrict func(*enforce.Ruleset) error
	// modelAsker posts a second-opinion request; nil runs gatesh-model.
	modelAsker modelAsker
	// trustPrograms skips the check of the programs gatesh runs outside
	// any command's restriction (trusted): for tests only, whose
	// stand-in programs lie in temporary folders.
	trustPrograms bool
	// beforeApproved checks what a command that is about to run on an
	// approval would run, outside any restriction, and returns a
	// non-zero exit status when it must not (having said why); nil
	// checks nothing.
	beforeApproved func() int
	// tool is the tool call being decided, when it is not a shell
	// command (a hook, check --tool); nil otherwise.
	tool *toolcall.Call
	// heldRequest is the id of the request a hold filed or found.
	heldRequest string
	// decided is the decision decide acted on, after a model's second
	// opinion, for a hook's answer.
	decided rules.Decision
	// standing is what the team asks of this machine, when it is in a
	// team whose state verified; shadowed, the decisions of a policy
	// the team tries in shadow, for the next audit record.
	standing *teamstate.Standing
	shadowed []rules.Decision
}

func stdinFile(r io.Reader) *os.File {
	f, _ := r.(*os.File)
	return f
}

func (r *runtime) main(args []string) int {
	if len(args) == 0 {
		return r.usage("no program name in argv")
	}
	name := filepath.Base(args[0])
	switch {
	case name == "gatesh":
		return r.gatesh(args)
	case isShellName(name):
		return r.shell(args)
	default:
		return r.interpose(args)
	}
}

// isShellName tells whether gatesh was called as a shell: bash, sh, any
// name holding "bash" (Claude Code accepts only such paths), or a login
// name starting with "-".
func isShellName(name string) bool {
	return name == "sh" || strings.Contains(name, "bash") || strings.HasPrefix(name, "-")
}

// gatesh runs a subcommand, or shell mode for bash-style options.
func (r *runtime) gatesh(args []string) int {
	if len(args) < 2 {
		return r.shell(args)
	}
	if args[1] == landlockd.Arg {
		// gatesh starts its Landlock daemon itself (enforce.go).
		return landlockd.Main(args[2:], r.stdin, r.stdout, r.stderr)
	}
	if c, ok := findCommand(args[1]); ok {
		if len(args) > 2 && isHelp(args[2]) && !takesOwnHelp(c.name) {
			r.commandHelp(c.name, nil)
			return 0
		}
		return c.run(r, args[2:])
	}
	switch a := args[1]; {
	case a == "--version":
		return r.shellVersion(args)
	case a == "--help" || a == "-h":
		return runHelp(r, nil)
	case strings.HasPrefix(a, "-") || strings.HasPrefix(a, "+"):
		return r.shell(args)
	default:
		return r.usageHint(fmt.Sprintf("unknown command %q", a),
			"run `gatesh help` for the commands; to run a script file, use `gatesh -- FILE`")
	}
}

// errorf prints a gatesh error and a hint on stderr and returns status.
func (r *runtime) errorf(status int, hint, format string, a ...any) int {
	fmt.Fprintf(r.stderr, "gatesh: error: "+format+"\n", a...)
	if hint != "" {
		fmt.Fprintf(r.stderr, "gatesh: hint: %s\n", hint)
	}
	return status
}

func (r *runtime) usage(msg string) int {
	return r.usageHint(msg, "run `gatesh help` for usage")
}

func (r *runtime) usageHint(msg, hint string) int {
	return r.errorf(ExitUsage, hint, "%s", msg)
}
