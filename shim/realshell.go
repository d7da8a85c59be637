package shim

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"gatesh/config"
	"gatesh/enforce"
)

// errNoProgram means no program of that name on PATH is other than gatesh.
var errNoProgram = errors.New("not found on PATH other than gatesh itself")

// findOther returns the path of the first executable called name
// in the absolute folders of pathList that is not gatesh itself, then of
// each fallback. Files are compared by device and inode after following
// links, so neither link chains nor a folder listed twice can make gatesh
// exec itself. Relative PATH entries are skipped: they name whatever
// folder the agent happens to be in.
func findOther(name, pathList string, self os.FileInfo, fallbacks ...string) (string, error) {
	// Stop at the first hit: PATH is walked at every start.
	for dir := range strings.SplitSeq(pathList, string(os.PathListSeparator)) {
		if filepath.IsAbs(dir) {
			if p, ok := otherExecutable(filepath.Join(dir, name), self); ok {
				return p, nil
			}
		}
	}
	for _, c := range fallbacks {
		if p, ok := otherExecutable(c, self); ok {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s: %w", name, errNoProgram)
}

// otherExecutable tells whether path, after following every link, is an
// executable regular file that is not self (same device and inode). It
// uses a plain stat, which allocates nothing for the misses of a PATH walk.
func otherExecutable(path string, self os.FileInfo) (string, bool) {
	me, ok := self.Sys().(*syscall.Stat_t)
	if !ok {
		return "", false // cannot tell gatesh apart: never run it
	}
	var st syscall.Stat_t
	err := syscall.Stat(path, &st)
	for err == syscall.EINTR {
		err = syscall.Stat(path, &st)
	}
	if err != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG || st.Mode&0o111 == 0 ||
		(st.Dev == me.Dev && st.Ino == me.Ino) {
		return "", false
	}
	return path, true
}

// realShell is the shell gatesh hands over to: the configured one, else
// the first name ("bash" or "sh") on PATH that is not gatesh, else
// /bin/name. cfg may be nil: no config loads. A caller that runs it
// outside the command's restriction checks it with trusted first.
func (r *runtime) realShell(cfg *config.Config, name string) (string, error) {
	self, err := os.Stat(r.selfPath)
	if err != nil {
		return "", fmt.Errorf("find own executable: %w", err)
	}
	if cfg != nil && cfg.Shell != "" {
		p, ok := otherExecutable(cfg.Shell, self)
		if !ok {
			return "", fmt.Errorf("configured shell %s is not an executable other than gatesh", cfg.Shell)
		}
		return p, nil
	}
	return findOther(name, r.env.get("PATH"), self, "/bin/"+name, "/usr/bin/"+name)
}

// trusted refuses a program gatesh would run outside the command's
// restriction when a command gatesh let run could have put it there:
// PATH is the agent's to set, and a folder on it may be one green
// commands write (enforce.CheckProgram). Those programs are the real
// shell (or the program behind an interposed name) of a command that
// runs on an approval, and of --version and --help; the git the probe
// runs before a command; the gate's helpers. The real shell of a green
// or yellow command is not checked: it runs under that command's own
// restriction, and can do no more than the command could.
func (r *runtime) trusted(cfg *config.Config, cwd, path string) error {
	return r.programChecker(cfg, cwd).Program(path)
}

// programChecker checks programs and folders for a command run from cwd;
// cfg may be nil.
func (r *runtime) programChecker(cfg *config.Config, cwd string) programChecker {
	if r.trustPrograms {
		return trustAll{}
	}
	return r.writableChecker(cfg, cwd)
}

// writableChecker is programChecker without the tests' trustAll: it
// says which files and folders a command gatesh let run may write.
func (r *runtime) writableChecker(cfg *config.Config, cwd string) programChecker {
	in := enforce.Inputs{Cwd: cwd, Home: r.env.get("HOME"), Getenv: r.env.get, Install: r.installFolder()}
	if cfg != nil {
		in.GateshHome, in.Writable = cfg.Home, cfg.EnforceWritable
	} else if home, err := config.Home(r.env.get); err == nil {
		in.GateshHome = home
	}
	return enforce.NewProgramChecker(in)
}

// programChecker is what enforce.ProgramChecker does.
type programChecker interface {
	Program(path string) error
	Folder(dir string) error
}

// trustAll checks nothing, for tests whose stand-in programs lie in
// temporary folders.
type trustAll struct{}

func (trustAll) Program(string) error { return nil }
func (trustAll) Folder(string) error  { return nil }

// trustedHere is trusted for a program this process runs on its own
// account (a helper, a companion program), from its working folder.
func (r *runtime) trustedHere(path string) error {
	cfg, cwd := r.here()
	return r.trusted(cfg, cwd, path)
}

// here is the config, nil when it does not load, and the working
// folder, "/" when it cannot be read: for what works on a broken config.
func (r *runtime) here() (*config.Config, string) {
	cfg, err := r.config()
	if err != nil {
		cfg = nil
	}
	cwd, err := r.getwd()
	if err != nil {
		cwd = "/"
	}
	return cfg, cwd
}

// notRunReason is the audit record's reason for a command whose real
// shell cannot be run.
func notRunReason(err error) string {
	var ue *enforce.UnsafeProgramError
	if errors.As(err, &ue) {
		return fmt.Sprintf("a program it would run is refused: %v", err)
	}
	return fmt.Sprintf("the real shell cannot be found: %v", err)
}

// programError says why a program cannot be run, and that gatesh does
// not run it when it refuses it.
func programError(err error) string {
	var ue *enforce.UnsafeProgramError
	if errors.As(err, &ue) {
		return err.Error() + "; gatesh does not run it"
	}
	return err.Error()
}

// programHint is the next step for a program that cannot be run.
func programHint(err error, name string) string {
	var ue *enforce.UnsafeProgramError
	if errors.As(err, &ue) {
		return fmt.Sprintf("run a %s that only you can write: put its folder (such as /usr/bin) before %s on PATH, or remove %s; `gatesh doctor` checks it",
			filepath.Base(ue.Path), filepath.Dir(ue.Path), ue.Path)
	}
	return "install " + name + ", or set shell = \"/path/to/bash\" in config.toml"
}
