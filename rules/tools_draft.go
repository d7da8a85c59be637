package rules

// draftSent reports whether a draft's arguments ask for it to go out as
// well ({"publish": true}, {"send_now": true}): then it is sent, not kept
// as a draft.
func draftSent(args map[string]any) bool {
	for k, v := range args {
		if b, ok := v.(bool); !ok || !b {
			continue
		}
		for _, key := range []string{"send", "send_now", "auto_send", "publish", "publish_now", "post", "submit", "share"} {
			if sameKey(k, key) {
				return true
			}
		}
	}
	return false
}
