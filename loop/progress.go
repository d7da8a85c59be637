package loop

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Progress is progress.json: the run's summary, rewritten after every
// step, and final once State is "stopped".
type Progress struct {
	RunID     string    `json:"run_id"`
	State     string    `json:"state"` // "running", "parked" or "stopped"
	StartedAt time.Time `json:"started_at"`
	UpdatedAt time.Time `json:"updated_at"`
	Dir       string    `json:"dir"`      // where the worker and verifier run
	Worktree  string    `json:"worktree"` // the work tree's top folder
	Task      string    `json:"task"`
	Done      string    `json:"done"`
	Verify    string    `json:"verify"`
	Worker    string    `json:"worker"`
	Budgets   Budgets   `json:"budgets"`
	// Baseline is the verifier's run before the first turn.
	Baseline   *VerifyRun  `json:"baseline,omitempty"`
	Iterations []Iteration `json:"iterations"`
	Stop       *End        `json:"stop,omitempty"`
	StoppedAt  time.Time   `json:"stopped_at,omitzero"`
	// Parked is the approval request a parked task waits for.
	Parked *Parked `json:"parked,omitempty"`
	// Base is the commit a tasks run's tasks start from.
	Base string `json:"base,omitempty"`
	// Tasks are the tasks of a tasks run; a single-task run has none.
	Tasks []TaskStatus `json:"tasks,omitempty"`
}

// Budgets are the limits the run was given.
type Budgets struct {
	MaxIterations       int    `json:"max_iterations"`
	Deadline            string `json:"deadline"`
	DeadlineAt          string `json:"deadline_at"`
	MaxRepeatedFailures int    `json:"max_repeated_failures"`
	Grace               string `json:"grace"`
}

// VerifyRun is one run of the verifier.
type VerifyRun struct {
	Exit        ExitInfo `json:"exit"`
	Passed      bool     `json:"passed"`
	Fingerprint string   `json:"fingerprint,omitempty"`
	Log         string   `json:"log"` // the log file, relative to the run folder
}

// Iteration is one worker turn and the verifier run after it; it is also
// the iteration folder's iteration.json.
type Iteration struct {
	N          int       `json:"n"`
	StartedAt  time.Time `json:"started_at"`
	EndedAt    time.Time `json:"ended_at,omitzero"`
	TreeBefore string    `json:"tree_before"`
	TreeAfter  string    `json:"tree_after,omitempty"`
	Worker     ExitInfo  `json:"worker"`
	// Result is the worker's typed result; ResultError says why there is none.
	Result      *Result    `json:"result,omitempty"`
	ResultError string     `json:"result_error,omitempty"`
	Verify      *VerifyRun `json:"verify,omitempty"`
	Diff        DiffStat   `json:"diff"`
	// Approved is the gatesh request this turn was allowed to run once.
	Approved string `json:"approved,omitempty"`
	// Held are the gatesh requests held during this turn.
	Held []string `json:"held,omitempty"`
}

// ReadProgress reads a run folder's progress.json.
func ReadProgress(runPath string) (*Progress, error) {
	data, err := os.ReadFile(filepath.Join(runPath, fileProgress))
	if err != nil {
		return nil, err
	}
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(runPath, fileProgress), err)
	}
	return &p, nil
}
