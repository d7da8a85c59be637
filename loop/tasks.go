package loop

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
)

// maxTaskID bounds a task id: it names a folder and a branch.
const maxTaskID = 64

// TaskSpec is one task of a tasks file.
type TaskSpec struct {
	ID   string
	Spec Spec
}

// TaskList is a tasks file: the run's one deadline and its tasks, each
// with the file's defaults filled in.
type TaskList struct {
	// Deadline is the whole run's wall-clock limit; zero means the default.
	Deadline time.Duration
	Tasks    []TaskSpec
}

// tasksFile is a tasks file as written: top-level defaults for every
// task, the run's deadline, and one [[task]] table per task.
type tasksFile struct {
	taskKeys
	Task []taskTable `toml:"task"`
}

type taskTable struct {
	ID   string `toml:"id"`
	Task string `toml:"task"`
	taskKeys
}

// IsTasksFile reports whether data is a tasks file ([[task]] tables)
// rather than a single-task file. Data that does not parse is neither;
// ParseSpec then says why.
func IsTasksFile(data []byte) bool {
	var probe map[string]any
	if _, err := toml.Decode(string(data), &probe); err != nil {
		return false
	}
	_, ok := probe["task"].([]map[string]any)
	return ok
}

// LoadTasks reads a tasks file strictly, as LoadSpec reads a task file.
func LoadTasks(path string) (TaskList, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return TaskList{}, fmt.Errorf("reading tasks file: %w", err)
	}
	return ParseTasks(path, data)
}

// ParseTasks decodes a tasks file; name is used in errors. Each task's
// Spec has the top-level defaults under its own keys. A task's own
// deadline is its limit from its first turn; the top-level deadline is
// the run's.
func ParseTasks(name string, data []byte) (TaskList, error) {
	var f tasksFile
	if err := decodeStrict(name, data, &f); err != nil {
		return TaskList{}, err
	}
	bad := func(format string, a ...any) (TaskList, error) {
		return TaskList{}, fmt.Errorf("%s: %w: "+format, append([]any{name, ErrTask}, a...)...)
	}
	defaults, err := f.taskKeys.spec()
	if err != nil {
		return TaskList{}, fmt.Errorf("%s: %w", name, err)
	}
	list := TaskList{Deadline: defaults.Deadline}
	defaults.Deadline = 0
	if len(f.Task) == 0 {
		return bad("no [[task]] tables")
	}
	seen := map[string]bool{}
	for i, t := range f.Task {
		if p := taskIDProblem(t.ID); p != "" {
			return bad("task %d: id %q: %s", i+1, t.ID, p)
		}
		if seen[t.ID] {
			return bad("task %d: id %q is used twice", i+1, t.ID)
		}
		seen[t.ID] = true
		own, err := t.taskKeys.spec()
		if err != nil {
			return TaskList{}, fmt.Errorf("%s: task %s: %w", name, t.ID, err)
		}
		own.Task = t.Task
		s := defaults
		s.WorkerArgs = append([]string(nil), defaults.WorkerArgs...)
		s.Override(own)
		list.Tasks = append(list.Tasks, TaskSpec{ID: t.ID, Spec: s})
	}
	return list, nil
}

// taskIDProblem says what is wrong with a task id, or "".
func taskIDProblem(id string) string {
	switch {
	case id == "":
		return "every task needs an id"
	case len(id) > maxTaskID:
		return fmt.Sprintf("longer than %d characters", maxTaskID)
	case strings.HasPrefix(id, "-"):
		return "starts with -"
	case strings.ContainsFunc(id, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	}):
		return "want letters, digits, - and _ only"
	}
	return ""
}
