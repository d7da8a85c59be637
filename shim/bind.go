package shim

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"

	"gatesh/binding"
	"gatesh/queue"
)

// An approval binds everything that decides what the action does, not
// only its text: for a tool call, the MCP server it goes to; for a git
// command, the hooks and configured programs it will run, and for a
// push, the commits it would publish (package binding). The facts are
// read when the command is held, kept in the request for the operator
// to read, and read again right before an approval is used: when they
// differ, the approval does not cover the command, which is held again
// as a new request, and the agent is told what changed.

// bindingEnv is how facts are read: the real git, never gatesh's link,
// nor one a command gatesh let run could have put on PATH (realGit).
func (r *runtime) bindingEnv() binding.Env {
	cfg, cwd := r.here()
	return binding.Env{Git: r.realGit(cfg, cwd), Getenv: r.env.get, Home: r.env.get("HOME")}
}

// loopBind is what an approval the loop asks for binds besides the text:
// what the worker's run of it will bind (commandBind).
func (r *runtime) loopBind(command, cwd string) []queue.Fact {
	facts, _ := r.commandBind(requestKey(command), cwd)
	return facts
}

// commandBind is what an approval of a shell command binds besides its
// text: the facts of its git commands, of the environment it runs in,
// and of the programs it names that a green command could have planted;
// and the look at its repositories they come from, whose pins an
// approved run of it keeps git to (guard.go).
func (r *runtime) commandBind(text, cwd string) ([]queue.Fact, *binding.Reading) {
	rd := binding.Read(text, cwd, r.bindingEnv())
	facts := append(append(rd.Facts, binding.EnvFacts(r.env)...), r.plantablePrograms(cwd, text)...)
	cfg, err := r.config()
	if err != nil {
		cfg = nil
	}
	writable := r.writableChecker(cfg, cwd)
	agentWrites := func(p string) bool { return writable.Program(p) != nil }
	where := binding.Where{Home: r.env.get("HOME"), Getenv: r.env.get}
	facts = append(facts, binding.FileFactsFrom(text, cwd, where, agentWrites)...)
	facts = append(facts, binding.LinkFacts(text, cwd, where, func(dir string) bool { return writable.Folder(dir) != nil })...)
	return binding.Fit(facts), rd
}

// subject is what an approval of the held command or call binds now.
func (h *holdRun) subject() queue.Subject {
	if !queue.Fits(h.text) {
		// The queue keeps only its start and its sha256 (which the log
		// names as such), and it can never be approved: nothing to bind.
		return queue.Subject{Tool: h.tool, Command: h.text}
	}
	s := queue.Subject{Tool: h.tool, Server: h.server, Command: h.text}
	if h.tool == "" {
		s.Facts, h.reading = h.r.commandBind(h.text, h.cwd)
		if f, ok := snapshotFact(h.raw, h.cwd); ok {
			s.Facts = binding.Fit(append(s.Facts, f))
		}
	}
	return s
}

// KindSnapshot is the fact of the shell snapshot that Claude Code's
// wrapper sources before the command: Name its folder, Value its sha256.
// The request key masks the snapshot's name, which is new in every
// session; the fact binds what the file holds, so that a function added
// to it after the approval, or a snapshot with other text, is a new
// request, while the next session's snapshot of the same shell is not
// (a loop's worker resumes in a new session).
const KindSnapshot = "agent-snapshot"

// snapshotFact is the fact of the snapshot text sources, when text is
// Claude Code's whole wrapper.
func snapshotFact(text, cwd string) (queue.Fact, bool) {
	if !claudeCwdFile.Get().MatchString(text) {
		return queue.Fact{}, false
	}
	m := claudeSnapshotPath.Get().FindStringSubmatch(text)
	if m == nil {
		return queue.Fact{}, false
	}
	path := m[1]
	if !filepath.IsAbs(path) {
		path = filepath.Join(cwd, path)
	}
	return queue.Fact{Kind: KindSnapshot, Name: filepath.Dir(path), Value: fileSum(path)}, true
}

// fileSum is the sha256 of a regular file, whole (bash sources all of
// it), or what is there instead.
func fileSum(path string) string {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if missing(err) {
		return "missing"
	}
	if err != nil {
		return "unreadable: " + err.Error()
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return "not a regular file"
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "unreadable: " + err.Error()
	}
	return hex.EncodeToString(h.Sum(nil))
}

// maxChanges is the most changes one message names.
const maxChanges = 6

// changed tells the agent that an approval no longer covers what the
// command would do, and what changed.
func (r *runtime) changed(req queue.Request, now queue.Subject) {
	var what []string
	if req.Server != now.Server {
		what = append(what, fmt.Sprintf("the MCP server is %s, not %s", orNone(now.Server), orNone(req.Server)))
	}
	changes := queue.DiffFacts(req.Bound, now.Facts)
	for i, c := range changes {
		if i == maxChanges {
			what = append(what, fmt.Sprintf("and %d more (gatesh show %s lists what it bound)", len(changes)-i, req.ID))
			break
		}
		what = append(what, shown(c.String()))
	}
	if len(what) == 0 {
		what = append(what, "what it binds differs")
	}
	fmt.Fprintf(r.stderr, "gatesh: held: request %s was approved for this command as things stood then; since then: %s; the approval does not cover it, so nothing ran\n",
		req.ID, strings.Join(what, "; "))
}

// coveredFacts checks that the facts of what an approved command runs
// now are among those its approval bound.
func coveredFacts(req queue.Request, facts []queue.Fact) error {
	var missing []string
	for _, f := range facts {
		if !slices.Contains(req.Bound, f) {
			missing = append(missing, f.String())
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("request %s was approved as things stood then; now %s", req.ID, strings.Join(missing, "; "))
	}
	return nil
}
