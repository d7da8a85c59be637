package enforce

// RestrictError is what Ruleset.Exec returns when the kernel refused the
// restriction itself: nothing ran. Any other error of Exec is the exec's.
type RestrictError struct{ Err error }

func (e *RestrictError) Error() string { return e.Err.Error() }

func (e *RestrictError) Unwrap() error { return e.Err }
