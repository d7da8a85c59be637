package rules

// Finish sets a decision's tier and verdict from its hits again, after a
// caller changed them (the tiers that facts gathered at decision time
// lower or raise): deny beats hold, and hold beats auto_pass.
func Finish(d Decision) Decision { return finish(d) }
