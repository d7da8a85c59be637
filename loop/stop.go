package loop

import (
	"fmt"
	"gatesh/internal/lazy"
)

// Stop names why a run ended. Each stop has its own exit status
// (Status), and only Verified is success: an exhausted budget never is.
type Stop string

const (
	// Verified: the verifier exited 0, before the first turn or after one.
	Verified Stop = "verified"
	// IterationBudget: max_iterations turns ran and the verifier still fails.
	IterationBudget Stop = "iteration_budget"
	// Deadline: the run's one wall-clock limit passed.
	Deadline Stop = "deadline"
	// RepeatedFailure: the verifier failed the same way
	// max_repeated_failures turns in a row.
	RepeatedFailure Stop = "repeated_failure"
	// NoDiff: a turn changed nothing in the work tree.
	NoDiff Stop = "no_diff"
	// InvalidResult: the worker's typed result is missing or malformed.
	InvalidResult Stop = "invalid_result"
	// ApprovalDeclined: a risky action was not approved, or the worker did
	// something other than what was approved (see Cause).
	ApprovalDeclined Stop = "approval_declined"
	// DirtyWorktree: the work tree has changes and --allow-dirty was not
	// confirmed.
	DirtyWorktree Stop = "dirty_worktree"
	// Collision: another loop holds this work tree.
	Collision Stop = "collision"
	// CapabilityMissing: the audit log cannot be written, the worker or
	// the verifier cannot be found, the folder is not a git work tree, the
	// operator has no key, or the worker would not run with gatesh as its
	// shell.
	CapabilityMissing Stop = "capability_missing"
	// WorkerCrashed: the worker could not start, exited non-zero or was
	// killed by a signal.
	WorkerCrashed Stop = "worker_crashed"
	// WorkerBlocked: the worker said it is blocked and the verifier fails.
	WorkerBlocked Stop = "worker_blocked"
	// Interrupted: the loop got SIGINT, SIGTERM or SIGHUP (the operator
	// pressed Ctrl-C); the active child was stopped as at the deadline.
	Interrupted Stop = "interrupted"
	// InternalError: the loop itself failed (git, the artifact folder).
	InternalError Stop = "internal_error"
	// NeedsHuman: a parked task's approval request was rejected, expired,
	// or still waited at the deadline (see Cause); the task's note says
	// what it wanted to do and why.
	NeedsHuman Stop = "needs_human"
)

// Exit statuses. They are distinct from each other, from gatesh's own
// (1, 2, 70, 75, 77) and from bash's (126, 127, 128+N).
var statuses = &lazy.Value[map[Stop]int]{New: func() map[Stop]int {
	return map[Stop]int{
		Verified:          0,
		IterationBudget:   80,
		Deadline:          81,
		RepeatedFailure:   82,
		NoDiff:            83,
		InvalidResult:     84,
		ApprovalDeclined:  85,
		DirtyWorktree:     86,
		Collision:         87,
		CapabilityMissing: 88,
		WorkerCrashed:     89,
		WorkerBlocked:     90,
		Interrupted:       91,
		NeedsHuman:        92,
		InternalError:     70,
	}
}}

// Stops lists every stop, in the order the documentation gives them.
func Stops() []Stop {
	return []Stop{Verified, IterationBudget, Deadline, RepeatedFailure, NoDiff, InvalidResult,
		ApprovalDeclined, DirtyWorktree, Collision, CapabilityMissing, WorkerCrashed, WorkerBlocked, Interrupted, NeedsHuman, InternalError}
}

// Status is the exit status of gatesh loop for this stop.
func (s Stop) Status() int {
	if n, ok := statuses.Get()[s]; ok {
		return n
	}
	return statuses.Get()[InternalError]
}

// Causes of ApprovalDeclined.
const (
	CauseDeclined         = "declined"          // the operator answered no
	CauseEOF              = "eof"               // the terminal reached end of file
	CauseNoTerminal       = "no_terminal"       // there is no terminal to ask on
	CauseMismatch         = "mismatched_action" // the approved turn ran something else instead
	CauseSecondUnapproved = "second_unapproved" // a second risky action that nobody approved
	CauseUnsigned         = "unsigned"          // yes, but the approval could not be signed
	CauseChanged          = "changed"           // yes, but the request was rewritten while the question waited
)

// Causes of NeedsHuman.
const (
	CauseRejected = "rejected" // the operator rejected the parked request
	CauseExpired  = "expired"  // nobody decided within the request's lifetime (hold.ttl)
	CauseDeadline = "deadline" // the run's deadline passed while the task waited
	CauseUsed     = "used"     // the approval was used outside the task's own turn
)

// End is how a run ended: the stop, a finer cause where a stop has
// several, and one line for a person.
type End struct {
	Stop   Stop   `json:"reason"`
	Cause  string `json:"cause,omitempty"`
	Detail string `json:"detail"`
	Exit   int    `json:"exit"`
}

func end(s Stop, cause, format string, a ...any) *End {
	return &End{Stop: s, Cause: cause, Detail: fmt.Sprintf(format, a...), Exit: s.Status()}
}
