package mcpdesc

import "strings"

// What a description says of an effect without one of the lexicon's
// verbs: the call costs money, it signs with the user's key, it makes
// something reachable by anyone with its link, it hangs up on a person,
// it sets a trading account's leverage.

// phraseEffect reads a phrase of effect starting at i: its class and
// the verb to quote, or "".
func phraseEffect(ts []string, i int) (class, verb string) {
	switch {
	case costAt(ts, i), pricedAt(ts, i), generatedAt(ts, i):
		return Money, ""
	case signAt(ts, i):
		return Access, "sign"
	case publicAt(ts, i):
		return Outward, ""
	case hangUpAt(ts, i), speakOnCallAt(ts, i), probeAt(ts, i):
		return Outward, ""
	}
	if v, ok := liveAt(ts, i); ok {
		return Production, v
	}
	return "", ""
}

// speakOnCallAt reads words spoken to a person on a phone call: "Speak
// text on a call", "plays the audio into the call"; not "Speak the
// text aloud" nor "play a sound".
func speakOnCallAt(ts []string, i int) bool {
	switch ts[i] {
	case "speak", "speaks", "say", "says", "play", "plays":
	default:
		return false
	}
	if negated(ts, i) {
		return false
	}
	for j := i + 1; j+1 < len(ts) && j <= i+5; j++ {
		if (ts[j] == "on" || ts[j] == "into" || ts[j] == "during") && j+2 < len(ts) &&
			(ts[j+1] == "a" || ts[j+1] == "the" || ts[j+1] == "an") && (ts[j+2] == "call" || ts[j+2] == "phone") {
			return true
		}
	}
	return false
}

// probeAt reads a scanner aimed at another's host: "an Nmap scan
// against a target", "SQL injection scanner", "web server scanner",
// "vulnerability scanner", "Windows/Samba enumeration tool". A scan of
// an image, a file system, a repository or dependencies for
// vulnerabilities reads what is given ("Scan a container image for
// vulnerabilities").
func probeAt(ts []string, i int) bool {
	switch ts[i] {
	case "scan", "scans", "scanning":
		return i+1 < len(ts) && ts[i+1] == "against"
	case "enumeration":
		// "Execute the Windows/Samba enumeration tool": users and
		// shares of a host asked for; not "Common Platform Enumeration
		// entries"
		if i == 0 || i+1 >= len(ts) || ts[i+1] != "tool" || negated(ts, i) || queryStart(ts) {
			return false
		}
		switch strings.TrimPrefix(ts[i-1], "^") {
		case "windows", "samba", "smb", "ldap", "snmp", "dns", "subdomain", "user", "share", "host", "network", "netbios":
			return true
		}
	case "scanner", "scanners":
		if i == 0 || negated(ts, i) || queryStart(ts) {
			return false // "List the findings of the vulnerability scanner"
		}
		switch ts[i-1] {
		case "injection", "vulnerability", "server", "content", "port", "network", "web":
			return true
		}
	}
	return false
}

// costAt reads a charge the call makes: "may incur costs", "incurs a
// fee", "will be charged", "is billed per image"; not "do not incur
// compute costs" nor "cost estimates".
func costAt(ts []string, i int) bool {
	if negated(ts, i) {
		return false
	}
	switch ts[i] {
	case "incur", "incurs", "incurred", "incurring":
		for j := i + 1; j < len(ts) && j <= i+3; j++ {
			switch ts[j] {
			case "cost", "costs", "charge", "charges", "fee", "fees", "billing":
				return true
			}
		}
	case "charged", "billed":
		// a charge the call will make: "will be charged", "you are
		// billed", not "the amount charged last month"
		return i >= 1 && (ts[i-1] == "be" || ts[i-1] == "is" || ts[i-1] == "are" || ts[i-1] == "get" || ts[i-1] == "gets")
	}
	return false
}

// signAt reads a signature made with the caller's key: "Sign a message
// with the configured wallet", "signs the transaction". Signing in, up,
// out or off is a session's; what a made thing "can be used to sign"
// later, and a signing key or secret, are not a signature made now.
func signAt(ts []string, i int) bool {
	w := ts[i]
	if w != "sign" && w != "signs" && w != "signing" {
		return false
	}
	if i+1 < len(ts) {
		switch strings.TrimPrefix(ts[i+1], "^") {
		case "in", "into", "up", "out", "off", "on", "key", "keys", "secret", "secrets", "certificate", "certificates",
			"algorithm", "method", "status":
			return false
		}
	}
	if i >= 2 && ts[i-1] == "to" && ts[i-2] == "used" {
		return false
	}
	end := ""
	switch {
	case w == "signs":
		end = "s"
	case w == "signing":
		end = "ing"
	}
	return verbPlace(ts, i, form{"sign", end}, 0) && !negated(ts, i)
}

// publicAt reads something made reachable by anyone who has its link:
// "anyone with the URL can view it", "exports to a shareable link",
// "makes it publicly visible". A read of a link ("Gets the public URL
// of the file") is not: the clause must not begin with a read.
func publicAt(ts []string, i int) bool {
	if negated(ts, i) {
		return false
	}
	link := func(j int) bool {
		for k := j; k < len(ts) && k <= j+3; k++ {
			switch strings.TrimPrefix(ts[k], "^") {
			case "url", "urls", "link", "links":
				return true
			}
		}
		return false
	}
	switch ts[i] {
	case "anyone", "everyone":
		return i+1 < len(ts) && ts[i+1] == "with" && link(i+2)
	case "shareable", "public", "sharable":
		// an export makes the link; a read finds one
		return link(i+1) && !(i+1 < len(ts) && ts[i+1] == ",") && !queryStart(ts)
	case "publicly":
		if i+1 >= len(ts) {
			return false
		}
		switch ts[i+1] {
		case "available", "visible", "accessible", "readable", "listed":
		default:
			return false
		}
		for j := i - 1; j >= 0 && j >= i-6; j-- {
			for _, b := range bases(ts[j]) {
				if b.word == "make" {
					return true
				}
			}
		}
	}
	return false
}

// hangUpAt reads a call hung up on a person: "Hang up a call", "hangs
// up the active call".
func hangUpAt(ts []string, i int) bool {
	if i+1 >= len(ts) || ts[i+1] != "up" {
		return false
	}
	switch ts[i] {
	case "hang":
		return verbPlace(ts, i, form{"hang", ""}, 0) && !negated(ts, i)
	case "hangs":
		return verbPlace(ts, i, form{"hang", "s"}, 0) && !negated(ts, i)
	}
	return false
}

// pricedAt reads a tool whose calls are paid, said by its price beside
// the tool, its version or its service: "This version is much cheaper
// than the deep one", "Cheap and fast tool to upscale", "don't use
// this (expensive) tool". What is costly in time or in context ("a
// relatively expensive operation", "cheaper than pulling a whole
// page", "expensive queries"), a model said cheaper (a question to a
// cheaper model is labelled green), and a price looked up ("Returns the
// cheapest service") are not.
func pricedAt(ts []string, i int) bool {
	switch ts[i] {
	case "expensive", "cheap", "cheaper", "cheapest", "costly", "pricey", "pricier":
	default:
		return false
	}
	if i > 0 {
		switch ts[i-1] {
		case "not", "never", "no", "isn't", "aren't", "less":
			return false
		}
	}
	if queryStart(ts) {
		return false // "Returns the cheapest shipping service"
	}
	for j := max(0, i-6); j < len(ts) && j <= i+4; j++ {
		switch strings.TrimPrefix(ts[j], "^") {
		case "operation", "operations", "query", "queries", "route", "context", "computation", "request", "requests":
			return false
		}
	}
	for j := max(0, i-6); j < len(ts) && j <= i+4; j++ {
		switch strings.TrimPrefix(ts[j], "^") {
		case "tool", "version", "versions", "service", "services":
			return true
		}
	}
	return false
}

// generatedAt reads a picture or a video a model makes from a prompt,
// which a hosted model charges for: "Generate an image using Pixmoor
// from a text prompt", "Generate an image using Stable Diffusion
// models". A picture made without a prompt ("Generates a static map
// image", "Render the view to an image file", "Generate a preview
// image of the 3D model"), and one the clause says is made locally,
// are not.
func generatedAt(ts []string, i int) bool {
	switch ts[i] {
	case "image", "images", "picture", "pictures", "photo", "photos", "video", "videos", "illustration", "illustrations",
		"artwork", "artworks":
	default:
		return false
	}
	if i+1 < len(ts) {
		switch ts[i+1] {
		case "call", "calls", "conference", "meeting", "thumbnail", "thumbnails", "url", "urls", "link", "links":
			return false
		}
	}
	model, local := false, false
	for _, w := range ts {
		switch strings.TrimPrefix(w, "^") {
		case "prompt", "prompts", "diffusion":
			model = true
		case "local", "locally", "offline":
			local = true
		}
	}
	if !model || local {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		for _, b := range bases(ts[k]) {
			switch b.word {
			case "generate", "create", "make", "produce":
				if verbPlace(ts, k, b, 0) && !negated(ts, k) {
					return true
				}
			}
		}
	}
	return false
}

// liveAt reads a change made to a live system: "Create a live
// algorithm", "Stop the live trading bot", "Updates the live site's
// banner". The verb changes (the lexicon's, or stop, bind, kill,
// cancel) and stands in a verb's place, with only determiners between
// it and "live"; a read of a live thing ("Read the portfolio of a live
// algorithm", "Query live statistics", "Launch a Live session") is not.
// It returns the verb.
func liveAt(ts []string, i int) (string, bool) {
	if ts[i] != "live" || i+1 >= len(ts) {
		return "", false
	}
	switch ts[i+1] {
	case ",", "preview", "previews", "reload", "editing":
		// a local dev server's live preview or reload: "Update the
		// live preview"
		return "", false
	case "server", "mode", "view", "session", "sessions":
		// a local dev server or a testing session ("Stop the live
		// server"), unless the clause says it serves people: "Stop the
		// live server behind the load balancer".
		if !servesPeople(ts[i+2:]) {
			return "", false
		}
	}
	k := i - 1
	for k >= 0 {
		switch ts[k] {
		case "a", "an", "the", "all", "every", "each", "its", "your", "their", "our", "any", "existing", "running", "current":
			k--
			continue
		}
		break
	}
	if k < 0 {
		return "", false
	}
	for _, b := range bases(ts[k]) {
		changes := knownVerb(b.word)
		switch b.word {
		case "stop", "bind", "unbind", "kill", "cancel":
			changes = true
		case "capture":
			// "Capture live traffic", "capture the live screen": a
			// recording of it, a read; a payment captured is said by
			// its noun (nounAfter)
			changes = false
		}
		if changes && !returnVerb(b.word) && verbPlace(ts, k, b, 0) && !negated(ts, k) {
			return b.word, true
		}
	}
	return "", false
}

// servesPeople reports whether a clause's words say what they name
// serves people or production: a load balancer before it, customers,
// users, visitors or traffic reaching it.
func servesPeople(ts []string) bool {
	for _, w := range ts {
		switch w {
		case "balancer", "balancers", "customer", "customers", "users", "visitors", "traffic", "production", "prod":
			return true
		}
	}
	return false
}

// tradingRisk reports a trading account's risk setting at j: its
// leverage or its margin mode ("Set leverage for futures trading",
// "Set margin mode"). A verb that changes it moves money: the next
// order may be liquidated for it.
func tradingRisk(ts []string, j int) bool {
	prev, next := around(ts, j)
	switch ts[j] {
	case "leverage":
		return prev != "to"
	case "margin":
		return next == "mode" || next == "modes" || next == "type" || next == "level" || next == "ratio" ||
			prev == "isolated" || prev == "cross"
	}
	return false
}
