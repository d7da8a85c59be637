package rules

import "fmt"

// String returns "green", "yellow" or "red".
func (t Tier) String() string {
	switch t {
	case Green:
		return "green"
	case Yellow:
		return "yellow"
	case Red:
		return "red"
	}
	return fmt.Sprintf("tier(%d)", int(t))
}

// ParseTier reads "green", "yellow" or "red".
func ParseTier(s string) (Tier, error) {
	switch s {
	case "green":
		return Green, nil
	case "yellow":
		return Yellow, nil
	case "red":
		return Red, nil
	}
	return Red, fmt.Errorf("unknown tier %q (want green, yellow or red)", s)
}

// ParsePosture reads a posture; "" means default-allow.
func ParsePosture(s string) (Posture, error) {
	switch Posture(s) {
	case "", DefaultAllow:
		return DefaultAllow, nil
	case DefaultHold:
		return DefaultHold, nil
	}
	return DefaultHold, fmt.Errorf("unknown posture %q (want %s or %s)", s, DefaultAllow, DefaultHold)
}
