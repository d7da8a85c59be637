package loop

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
)

// Defaults for the budgets a task leaves out.
const (
	DefaultMaxIterations       = 10
	DefaultDeadline            = time.Hour
	DefaultMaxRepeatedFailures = 3
	DefaultGrace               = 5 * time.Second
)

// ErrTask is wrapped by every error about a task's content.
var ErrTask = errors.New("invalid task")

// Command is a program given either as text, run by bash -c, or as an
// argument vector, run as it is.
type Command struct {
	Text string
	Argv []string
}

// IsZero reports whether no command was given.
func (c Command) IsZero() bool { return c.Text == "" && c.Argv == nil }

// String shows the command as a person wrote it.
func (c Command) String() string {
	if c.Argv != nil {
		return strings.Join(quoteAll(c.Argv), " ")
	}
	return c.Text
}

// UnmarshalTOML takes a string or an array of strings.
func (c *Command) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case string:
		c.Text = v
		return nil
	case []any:
		c.Argv = []string{}
		for _, x := range v {
			s, ok := x.(string)
			if !ok {
				return fmt.Errorf("want a string or an array of strings, got an array holding %T", x)
			}
			c.Argv = append(c.Argv, s)
		}
		return nil
	}
	return fmt.Errorf("want a string or an array of strings, got %T", v)
}

// Spec is a task as written in a task file or given as flags. Zero
// values mean "not given"; Settings fills in the defaults.
type Spec struct {
	Task                string
	Done                string
	Verify              Command
	Worker              Command // "codex", "claude", or an argv
	Model               string
	WorkerArgs          []string
	MaxIterations       int
	Deadline            time.Duration
	MaxRepeatedFailures int
	Grace               time.Duration
}

// taskKeys are the keys a task file and each table of a tasks file
// share: everything but the task's text.
type taskKeys struct {
	Done                string   `toml:"done"`
	Verify              Command  `toml:"verify"`
	Worker              Command  `toml:"worker"`
	Model               string   `toml:"model"`
	WorkerArgs          []string `toml:"worker_args"`
	MaxIterations       *int     `toml:"max_iterations"`
	Deadline            string   `toml:"deadline"`
	MaxRepeatedFailures *int     `toml:"max_repeated_failures"`
	Grace               string   `toml:"grace"`
}

// taskFile is the task file as written. Every key is optional here;
// Settings says which are required.
type taskFile struct {
	Task string `toml:"task"`
	taskKeys
}

// LoadSpec reads a task file strictly: an unknown key, a value of the
// wrong type or a bad duration is an error that names the file.
func LoadSpec(path string) (Spec, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Spec{}, fmt.Errorf("reading task file: %w", err)
	}
	return ParseSpec(path, data)
}

// ParseSpec decodes task file data; name is used in errors.
func ParseSpec(name string, data []byte) (Spec, error) {
	var f taskFile
	if err := decodeStrict(name, data, &f); err != nil {
		return Spec{}, err
	}
	s, err := f.taskKeys.spec()
	if err != nil {
		return Spec{}, fmt.Errorf("%s: %w", name, err)
	}
	s.Task = f.Task
	return s, nil
}

// decodeStrict decodes TOML into v, refusing unknown keys.
func decodeStrict(name string, data []byte, v any) error {
	md, err := toml.Decode(string(data), v)
	if err != nil {
		return fmt.Errorf("%s: %w: %w", name, ErrTask, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return fmt.Errorf("%s: %w: unknown key %s", name, ErrTask, strings.Join(keys, ", "))
	}
	return nil
}

// spec checks the shared keys and turns them into a Spec.
func (f taskKeys) spec() (Spec, error) {
	s := Spec{Done: f.Done, Verify: f.Verify, Worker: f.Worker, Model: f.Model, WorkerArgs: f.WorkerArgs}
	for _, n := range []struct {
		key  string
		from *int
		to   *int
	}{{"max_iterations", f.MaxIterations, &s.MaxIterations}, {"max_repeated_failures", f.MaxRepeatedFailures, &s.MaxRepeatedFailures}} {
		if n.from == nil {
			continue
		}
		if *n.from < 1 {
			return Spec{}, fmt.Errorf("%w: %s = %d: want at least 1", ErrTask, n.key, *n.from)
		}
		*n.to = *n.from
	}
	for _, d := range []struct {
		key, from string
		to        *time.Duration
	}{{"deadline", f.Deadline, &s.Deadline}, {"grace", f.Grace, &s.Grace}} {
		if d.from == "" {
			continue
		}
		v, err := time.ParseDuration(d.from)
		if err != nil || v <= 0 {
			return Spec{}, fmt.Errorf("%w: %s = %q: want a positive duration such as 30m or 2h", ErrTask, d.key, d.from)
		}
		*d.to = v
	}
	return s, nil
}

// Override sets in s every field that o gives.
func (s *Spec) Override(o Spec) {
	set := func(to *string, from string) {
		if from != "" {
			*to = from
		}
	}
	set(&s.Task, o.Task)
	set(&s.Done, o.Done)
	set(&s.Model, o.Model)
	if !o.Verify.IsZero() {
		s.Verify = o.Verify
	}
	if !o.Worker.IsZero() {
		s.Worker = o.Worker
	}
	if o.WorkerArgs != nil {
		s.WorkerArgs = o.WorkerArgs
	}
	if o.MaxIterations != 0 {
		s.MaxIterations = o.MaxIterations
	}
	if o.MaxRepeatedFailures != 0 {
		s.MaxRepeatedFailures = o.MaxRepeatedFailures
	}
	if o.Deadline != 0 {
		s.Deadline = o.Deadline
	}
	if o.Grace != 0 {
		s.Grace = o.Grace
	}
}

// Worker kinds.
const (
	Codex   = "codex"
	Claude  = "claude"
	Program = "command"
)

// Settings is a validated task with its defaults filled in.
type Settings struct {
	Task   string  `json:"task"`
	Done   string  `json:"done"`
	Verify Command `json:"-"`
	// Kind is Codex, Claude or Program.
	Kind string `json:"worker"`
	// Argv is the worker program and its arguments for Program.
	Argv                []string      `json:"worker_argv,omitempty"`
	Model               string        `json:"model,omitempty"`
	WorkerArgs          []string      `json:"worker_args,omitempty"`
	MaxIterations       int           `json:"max_iterations"`
	Deadline            time.Duration `json:"deadline_ns"`
	MaxRepeatedFailures int           `json:"max_repeated_failures"`
	Grace               time.Duration `json:"grace_ns"`
}

// Settings validates s and fills in the defaults: worker codex, 10
// iterations, a one-hour deadline, 3 repeated failures, 5 s of grace.
func (s Spec) Settings() (Settings, error) {
	bad := func(format string, a ...any) (Settings, error) {
		return Settings{}, fmt.Errorf("%w: "+format, append([]any{ErrTask}, a...)...)
	}
	if strings.TrimSpace(s.Task) == "" {
		return bad("no task: say what to do (task = \"...\" or --task)")
	}
	if strings.TrimSpace(s.Done) == "" {
		return bad("no done condition: say in words when the work is done (done = \"...\" or --done)")
	}
	if s.Verify.Argv != nil && (len(s.Verify.Argv) == 0 || s.Verify.Argv[0] == "") {
		return bad("verify: an empty argv")
	}
	if strings.TrimSpace(s.Verify.Text) == "" && s.Verify.Argv == nil {
		return bad("no verifier: give the command whose exit status 0 proves the work done (verify = ... or --verify)")
	}
	out := Settings{Task: s.Task, Done: s.Done, Verify: s.Verify, Model: s.Model, WorkerArgs: s.WorkerArgs,
		MaxIterations: or(s.MaxIterations, DefaultMaxIterations), Deadline: or(s.Deadline, DefaultDeadline),
		MaxRepeatedFailures: or(s.MaxRepeatedFailures, DefaultMaxRepeatedFailures), Grace: or(s.Grace, DefaultGrace)}
	switch {
	case s.Worker.IsZero() || s.Worker.Text == Codex:
		out.Kind = Codex
	case s.Worker.Text == Claude:
		out.Kind = Claude
	case s.Worker.Text != "":
		return bad("worker = %q: want \"codex\", \"claude\" or a program as an array of strings", s.Worker.Text)
	case len(s.Worker.Argv) == 0 || s.Worker.Argv[0] == "":
		// An explicit empty argv is a mistake, not a request for codex.
		return bad("worker: an empty argv")
	default:
		out.Kind = Program
		out.Argv = slices.Clone(s.Worker.Argv)
	}
	if out.Kind == Program && (s.Model != "" || len(s.WorkerArgs) > 0) {
		return bad("model and worker_args are for codex and claude; put a program's arguments in its worker argv")
	}
	return out, nil
}

func or[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// quoteAll quotes each argument that a shell would split or expand, for
// display only: nothing built here is ever run by a shell.
func quoteAll(argv []string) []string {
	out := make([]string, len(argv))
	for i, a := range argv {
		out[i] = quote(a)
	}
	return out
}

func quote(s string) string {
	if s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:,+@%", r))
	}) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
