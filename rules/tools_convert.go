package rules

import (
	"net/netip"
	"net/url"
	"path"
	"slices"
	"strings"

	"gatesh/audit"
	"gatesh/toolcall"
)

// Three readings of what a tool makes (issue 31): a conversion to text
// (pdf_to_markdown), the agent noun of a read glued to a word
// (smartscraper), and pictures or video a hosted model makes (a paid
// generation).

// convertsToText reports whether a name says it turns what it is given
// into a text format (webpage_to_markdown, pdf-to-text, html2json,
// markdownify): the words before "to" name the source, the word after it
// a format of text a model reads. What it reads is judged by its
// arguments (a path, a URL); it changes nothing. A conversion into
// anything else (image_to_image, text_to_speech, to_account) is not one.
func convertsToText(words []string) bool {
	if len(words) == 1 {
		format, ok := strings.CutSuffix(words[0], "ify")
		return ok && textFormat(format)
	}
	i := slices.IndexFunc(words, func(w string) bool { return w == "to" || w == "2" || w == "into" })
	if i < 1 || i != len(words)-2 {
		return false
	}
	// What puts its result somewhere (export_to_csv {table}, save, dump,
	// copy, sync) is no conversion returned: where it lands decides.
	for _, w := range words[:i] {
		switch w {
		case "export", "save", "dump", "write", "copy", "move", "sync", "backup", "store", "persist", "import", "load", "migrate", "stream":
			return false
		}
	}
	return textFormat(words[i+1])
}

// convertsHere reports whether every path of this machine a conversion
// is handed (an absolute, home or file: one) is the project's.
func (s *Set) convertsHere(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		p := kv[1]
		if fp, ok := fileURLPath(p); ok {
			p = fp
		}
		up := path.Clean(p)
		if strings.HasPrefix(p, "~") || up == ".." || strings.HasPrefix(up, "../") || path.IsAbs(p) && !strings.ContainsAny(p, "\n") {
			if !s.projectFile(p) {
				return false
			}
		}
	}
	return true
}

// textFormat reports whether w names a format of text or of a document
// that is read as text.
func textFormat(w string) bool {
	switch w {
	case "markdown", "md", "text", "txt", "plaintext", "json", "csv", "html", "yaml", "yml", "xml":
		return true
	}
	return false
}

// readAgentNoun returns the read verb whose agent noun ends w
// (smartscraper, searchscraper, sitecrawler: scrape, crawl), "" for
// none. A word of its own is read by agentVerb; this is the noun glued
// to what qualifies it, as a product names its tools. A scrapper is a
// scraper misspelt (scrap is no verb of the lexicon).
func readAgentNoun(w string) string {
	for _, n := range [...]struct{ noun, verb string }{{"scraper", "scrape"}, {"scrapper", "scrape"}, {"crawler", "crawl"}} {
		if strings.HasSuffix(w, n.noun) {
			return n.verb
		}
	}
	return ""
}

// scraperName returns the read verb of a tool's name that is a read's
// agent noun (smartscraper, agentic_scraper), alone or started
// (sitecrawler_initiate, start_deepcrawler), and "" for any other name:
// one with a verb of its own (delete_scraper) does what that verb does.
// Only a tool's own name is read so: an argument that names a program
// (actor: "acme/site-crawler") says what runs, not what it does.
func (lx *lexicon) scraperName(words []string) string {
	verb := ""
	for _, w := range words {
		if v := readAgentNoun(w); v != "" {
			verb = v
		} else if lx.toolWordClass(w) != verbNone && !startsRun(w) {
			return ""
		}
	}
	return verb
}

// startsRun reports whether w starts what its object then does
// (initiate, start, run, launch): a crawler started crawls.
func startsRun(w string) bool {
	switch w {
	case "initiate", "start", "run", "launch", "begin", "trigger", "kickoff":
		return true
	}
	return false
}

// mediaGeneration reports whether a call has a hosted model make or
// remake pictures or video (generate_image {prompt}, text_to_video,
// image_to_image {imageURI, prompt}, creative_upscale {imageURI}):
// every such call spends the account's credits. It is a name that makes
// (no read verb leads it) and names a picture or a video, or a model's
// upscale or vectorising, given a prompt or a picture's file to work
// on; and a server that is not an application of this machine, with no
// URL of this machine. Reading, listing, scaling or uploading pictures
// is not one, nor is a picture built from code (build_image {path}).
func mediaGeneration(ts *toolSet, f *toolFacts, args map[string]any) bool {
	// A call that names the picture it writes out (Stability AI's
	// outputImageFileName) makes one, whatever verb leads its name
	// (search_and_recolor, control_sketch): a read writes no picture.
	madeOut := outputPictureNamed(args)
	if f.class == verbRead && !madeOut || f.dryRun || !servedElsewhere(ts, f) {
		return false
	}
	visual, remakes := madeOut, false
	for i, w := range f.own {
		switch strings.TrimSuffix(w, "s") {
		case "image", "img", "video", "picture", "photo", "illustration", "artwork", "background":
			visual = true
		case "upscale", "upscaler", "vectorize", "vectorise", "inpaint", "outpaint":
			remakes = true
		}
		// text_to_image, image-to-video: a picture or a video made.
		if (w == "to" || w == "2") && i+1 < len(f.own) {
			switch strings.TrimSuffix(f.own[i+1], "s") {
			case "image", "img", "video", "picture", "photo":
				remakes = true
			}
		}
	}
	if !visual && !remakes {
		return false
	}
	prompt, picture := false, false
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		ws := toolcall.Words(k)
		if slices.Contains(ws, "prompt") && strings.TrimSpace(v) != "" {
			prompt = true
		}
		if pictureFile(v) {
			picture = true
		}
	}
	// A picture named by a prompt is made by a model; one handed over
	// without a prompt is remade only by a verb that says so.
	return prompt || picture && remakes
}

// outputPictureNamed reports whether a call's arguments name the
// picture it writes: a key of the output's image, picture or photo
// (outputImageFileName, output_image_path) given a value.
func outputPictureNamed(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		ws := toolcall.Words(kv[0])
		if strings.TrimSpace(kv[1]) == "" || !slices.Contains(ws, "output") {
			continue
		}
		if slices.ContainsFunc(ws, func(w string) bool {
			switch w {
			case "image", "img", "picture", "photo":
				return true
			}
			return false
		}) {
			return true
		}
	}
	return false
}

// voiceMaking reports whether a call has a hosted model make a voice:
// one cloned from a recording, designed from a prompt, or localised or
// remixed from another (clone_voice, voice_design, localize_voice,
// create_voice_from_preview). Each is paid, and a cloned voice speaks as
// a real person (mcp-fix15). Speech or music made from text is left
// out: the sets label it both ways (mcp3 green, mcp7 and mcp10 red).
func voiceMaking(ts *toolSet, f *toolFacts) bool {
	if f.class == verbRead || f.dryRun || !servedElsewhere(ts, f) {
		return false
	}
	voice, makes := false, false
	for _, w := range f.own {
		switch w {
		case "voice", "voices":
			voice = true
		case "clone", "design", "localize", "localise", "remix", "create", "generate", "make":
			makes = true
		}
	}
	return voice && makes
}

// pictureFile reports whether v is a path or a URL of a picture's file.
func pictureFile(v string) bool {
	if len(v) > 2048 || strings.ContainsAny(v, " \t\n") {
		return false
	}
	if i := strings.IndexAny(v, "?#"); i >= 0 && strings.Contains(v, "://") {
		v = v[:i]
	}
	switch strings.ToLower(path.Ext(v)) {
	case ".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".tif", ".tiff", ".heic", ".avif", ".svg":
		return true
	}
	return false
}

// toldBack reports whether a name with no verb is a noun phrase whose
// first or last word names a state told back (a balance, a health, a
// site's map: address_balance, health_service, sitemap) and whose
// arguments only name what it is asked of (identifiedOnly): an amount,
// a value or content handed to it would be a change (credit_balance
// {amount}).
func (lx *lexicon) toldBack(ts *toolSet, words []string, args map[string]any) bool {
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	told := func(w string) bool {
		switch w {
		case "balance", "balances", "health", "sitemap", "sitemaps":
			return true
		}
		return false
	}
	if !told(words[0]) && !told(words[len(words)-1]) {
		return false
	}
	for _, w := range words {
		if lx.toolWordClass(w) != verbNone || preposition(w) || conjunction(w) || slices.Contains(ts.names.Generic, w) {
			return false
		}
		// A balance credited, debited, adjusted or topped up moves money
		// whatever the lexicon says of the word.
		switch w {
		case "credit", "debit", "adjust", "adjustment", "deduct", "topup", "top", "fund", "refill", "recharge", "reload", "increase", "decrease", "restore":
			return false
		}
	}
	for k, v := range args {
		if keyIn(k, ts.args.Content) || keyIn(k, ts.args.Operation) || keyIn(k, ts.args.Shell) || keyIn(k, ts.args.Code) {
			return false
		}
		for _, w := range toolcall.Words(k) {
			switch w {
			case "value", "values", "amount", "amounts", "sum", "delta", "credit", "debit", "price", "quantity", "data", "payload",
				"body", "new", "set", "to", "password", "secret", "token", "enabled", "active", "mode":
				return false
			}
		}
		switch x := v.(type) {
		case string:
			// A page's URL is what is asked of; a person's address or
			// number is someone reached.
			if len(x) > 200 || strings.ContainsAny(x, " \t\n\r") || !strings.Contains(x, "://") && addressed(x) || phoneNumber(x) {
				return false
			}
		case bool:
			if x {
				return false
			}
		default:
			if !askedOnly(ts, k, v, 1) {
				return false
			}
		}
	}
	return true
}

// internalSecretURL reports whether a URL argument points at a service
// inside a private network (a private address, a .internal, .local,
// .svc or .consul name) by a path that names its secrets, tokens or
// credentials (http://10.0.0.12:8500/v1/kv/secrets?recurse=true): what
// comes back is the store's secrets. A public page about secrets is
// not one.
func internalSecretURL(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		v := kv[1]
		if !strings.Contains(v, "://") || len(v) > 2048 {
			continue
		}
		u, err := url.Parse(strings.TrimSpace(v))
		if err != nil {
			continue
		}
		// A store on this machine (a Vault server on 127.0.0.1:8200, a
		// port forwarded to one) answers whoever hands it a token: a
		// secret's path read with one (?X-Vault-Token=hvs...) returns
		// the secret. Its other paths, and one read without a token,
		// are a local server's.
		if loopbackHost(u.Hostname()) {
			if _, hidden := audit.RedactHidden(v); len(hidden) == 0 {
				continue
			}
		} else if !privateHost(u.Hostname()) {
			continue
		}
		for _, seg := range strings.Split(u.Path, "/") {
			if slices.ContainsFunc(toolcall.Words(seg), secretNoun) {
				return true
			}
		}
	}
	return false
}

// privateHost reports whether h is an address of a private network or a
// name only such a network resolves.
func privateHost(h string) bool {
	if a, err := netip.ParseAddr(h); err == nil {
		return a.IsPrivate() || a.IsLinkLocalUnicast()
	}
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	for _, s := range [...]string{".internal", ".local", ".svc", ".consul", ".lan", ".corp", ".intranet"} {
		if strings.HasSuffix(h, s) {
			return true
		}
	}
	return false
}

// typesIntoElement reports whether a tool types text into an element an
// argument names (set_value {elementUUID, text}, fill {selector},
// send_keys {element}): an app's or a page's field, as a browser's type
// action does.
func typesIntoElement(words, keys []string) bool {
	typing := false
	for i, w := range words {
		switch w {
		case "type", "fill", "input", "setvalue", "sendkeys", "typing":
			typing = true
		case "set", "send", "enter":
			typing = typing || i+1 < len(words) && (words[i+1] == "value" || words[i+1] == "keys" || words[i+1] == "text")
		}
	}
	if !typing {
		return false
	}
	return slices.ContainsFunc(keys, func(k string) bool {
		ws := toolcall.Words(k)
		return len(ws) > 0 && (ws[0] == "element" || ws[0] == "selector" || ws[0] == "locator" || ws[0] == "ref")
	})
}

// cardNumberTyped reports whether a string argument is a payment card's
// number: 13 to 19 digits, spaces or dashes between, that pass the Luhn
// check.
func cardNumberTyped(args map[string]any) bool {
	for _, kv := range stringArgs(args) {
		v := strings.TrimSpace(kv[1])
		if len(v) < 13 || len(v) > 23 {
			continue
		}
		var digits []int
		ok := true
		for _, r := range v {
			switch {
			case r >= '0' && r <= '9':
				digits = append(digits, int(r-'0'))
			case r == ' ' || r == '-':
			default:
				ok = false
			}
		}
		if !ok || len(digits) < 13 || len(digits) > 19 {
			continue
		}
		sum := 0
		for i := range digits {
			d := digits[len(digits)-1-i]
			if i%2 == 1 {
				if d *= 2; d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		if sum%10 == 0 {
			return true
		}
	}
	return false
}

// stepTexts are the steps of a plan given to an agent as words
// (steps: ["click 'Delete account'", "confirm"]): each is read as the
// instruction of a browser action is.
func stepTexts(ts *toolSet, args map[string]any) bool {
	// The task itself in one string (user_prompt: "buy the cheapest one
	// and check out") is such a plan too, as is a plan under an object
	// (config: {steps: [...]}): stringArgs reads every depth.
	for _, kv := range stringArgs(args) {
		k, v := kv[0], kv[1]
		if len(v) > 1024 || !keyIn(k, []string{"user_prompt", "prompt", "task", "tasks", "instruction", "instructions", "goal", "objective", "plan", "actions", "steps", "page_actions", "browser_actions"}) {
			continue
		}
		if browserSubmits(ts, map[string]any{"instruction": v}, []string{"instruction"}) {
			return true
		}
	}
	return false
}
