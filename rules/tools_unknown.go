package rules

import (
	"encoding/json"
	"path"
	"slices"
	"strings"

	"gatesh/toolcall"
)

// What the arguments of a tool whose verb nothing knows say it does
// (issue 31). Such a tool is yellow (tool-unknown); these are the
// arguments that carry a consequence no reversal undoes, whatever the
// tool is called:
//   - a change made on a chain: a contract's or a wallet's address (0x
//     and 40 hexadecimal digits) handed to a tool whose name or whose
//     named function changes something (write_contract {function_name:
//     "burn"}): a transaction is public and final;
//   - a function called by its name whose name sends, destroys or
//     changes infrastructure (invoke {method: "transferOwnership"});
//   - a signature made with the user's key (sign_typed_data): whoever
//     holds it can submit what it authorises;
//   - the leverage or the margin mode of a trading account set: money
//     put at risk;
//   - a recipient or a webhook to hand what it makes to, a hosted
//     model run on an input (a paid run), a JSON message that names a
//     recipient or an amount (what consumes it sends or pays).
// What a query carries (filters, limits, ids to look up, a search text,
// an address to look up with a read) says none of this: such a call
// stays as it was.

// unknownEffect returns why the arguments of a call no rule knows hold
// it, or "" when they say nothing more than an unknown tool's.
func (s *Set) unknownEffect(ts *toolSet, f *toolFacts, args map[string]any) string {
	if f.class == verbRead || f.dryRun {
		return ""
	}
	lx := s.lexicon()
	fn := calledFunction(args)
	fnClass, class := verbNone, f.class
	if len(fn) > 0 {
		fnClass = lx.readName(fn, nil).class
		// A generic verb (call, invoke, execute) does what the
		// function it calls does: balanceOf reads.
		if slices.Contains(ts.names.Generic, f.verb) {
			class = fnClass
		}
	}
	switch {
	case signs(f.own):
		return "it signs with the user's key: whoever holds the signature can submit what it authorises (a permit, a login, a transaction)"
	case fnClass == verbOutward || fnClass == verbDestructive || fnClass == verbInfrastructure:
		return "it calls a function whose name sends, destroys or changes infrastructure (" + strings.Join(fn, " ") + ")"
	case (len(fn) > 0 && (class == verbWrite || fnClass == verbWrite) || class == verbWrite && chainObject(f.words)) && chainAddress(args, 0):
		return "it changes state on a chain (a contract or a wallet named by its address): a transaction is public and cannot be undone"
	case class == verbWrite && positionRisk(args):
		return "it sets the leverage or the margin mode of a trading account: money put at risk"
	case readSendsOut(args):
		return "it hands what it makes to a recipient or a webhook named in its arguments"
	case s.hostedModelRun(ts, f, args):
		return "it runs a model of a hosted service (a model named owner/name, given an input): a paid run"
	case class != verbRead && jsonBodySends(args):
		return "the message it is given (JSON) names a recipient or an amount: whatever consumes it sends or pays"
	}
	return ""
}

// jsonBodySends reports whether a string argument is a JSON object (a
// message put on a queue, an event's body) that names a recipient
// (to: an address) or an amount of money (amount_cents: 1250000).
func jsonBodySends(args map[string]any) bool {
	for _, k := range sortedKeys(args) {
		v, ok := args[k].(string)
		if !ok || len(v) < 2 || len(v) > 65536 || v[0] != '{' {
			continue
		}
		var obj map[string]any
		if json.Unmarshal([]byte(v), &obj) != nil {
			continue
		}
		if readSendsOut(obj) || toAddressed(obj) || moneyFields(map[string]any{"body": obj}, 0) {
			return true
		}
	}
	return false
}

// toAddressed reports whether an object's to (or recipient) is an
// address or a phone number.
func toAddressed(obj map[string]any) bool {
	for k, v := range obj {
		if x, ok := v.(string); ok && keyIn(k, []string{"to", "recipient", "recipients", "email_to"}) && (addressed(x) || phoneNumber(x)) {
			return true
		}
	}
	return false
}

// servedElsewhere reports whether a call's server is not an application
// of this machine (by its name, or the tool's), and no URL it carries
// says this machine serves it (servedHere): a hosted service does the
// work. A URL of this machine that is told of the result (a webhook, a
// callback) says nothing of who serves it.
func servedElsewhere(ts *toolSet, f *toolFacts) bool {
	server := toolcall.Words(f.read.Server)
	if localServer(ts, server) || slices.Contains(server, "local") || slices.Contains(f.own, "local") {
		return false
	}
	return !f.servedHere
}

// hostedModelRun reports whether a call runs a model that a hosted
// service names owner/name (model: "black-forest-labs/flux-pro") or by
// a version's hash, on an input it is given (input, inputs, prompt),
// from a server that is not an application of this machine, and with no
// URL that points at this machine.
func (s *Set) hostedModelRun(ts *toolSet, f *toolFacts, args map[string]any) bool {
	if !servedElsewhere(ts, f) {
		return false
	}
	model, input := false, false
	for k, v := range args {
		ws := toolcall.Words(k)
		if len(ws) == 0 {
			continue
		}
		switch ws[0] {
		case "input", "inputs", "prompt":
			input = input || v != nil
		case "model", "version":
			if x, ok := v.(string); ok && (ws[0] == "model" && modelRef(x) || ws[0] == "version" && len(x) >= 32 && valueWord(x)) {
				model = true
			}
		}
	}
	return model && input
}

// modelRef reports whether v names a model as a hosted service does:
// owner/name, one slash, with neither a path's nor a URL's shape.
func modelRef(v string) bool {
	owner, name, ok := strings.Cut(v, "/")
	if !ok || owner == "" || name == "" || strings.Contains(name, "/") || strings.ContainsAny(v, " \t\n:~") || owner == "." || owner == ".." {
		return false
	}
	// A file of weights (models/llama.gguf) is a path on this machine.
	switch strings.ToLower(path.Ext(name)) {
	case ".gguf", ".ggml", ".bin", ".safetensors", ".pt", ".pth", ".onnx", ".ckpt", ".h5", ".pkl", ".mlmodel", ".tflite":
		return false
	}
	return !strings.Contains(owner, ".")
}

// calledFunction returns the words of the function or method a call
// names to call (function_name: "safeTransferFrom", method:
// "setApprovalForAll"), or nil.
func calledFunction(args map[string]any) []string {
	for _, k := range sortedKeys(args) {
		v, ok := args[k].(string)
		if !ok || v == "" || len(v) > 64 || strings.ContainsAny(v, " \t\n/.:") {
			continue
		}
		ws := toolcall.Words(k)
		n := len(ws)
		if n > 0 && ws[n-1] == "name" {
			n--
		}
		if n == 0 || n > 2 {
			continue
		}
		switch ws[n-1] {
		case "function", "method", "fn":
			return toolcall.Words(v)
		}
	}
	return nil
}

// signs reports whether a name's verb is sign, as a signature's (sign,
// sign_message, signTypedData), not a session's (sign_in, sign_out,
// sign_up).
func signs(words []string) bool {
	for i, w := range words {
		if w != "sign" {
			continue
		}
		if i+1 < len(words) {
			switch words[i+1] {
			case "in", "out", "up", "on", "off":
				return false
			}
		}
		return i == 0 || i == 1 && len(words) > 2
	}
	return false
}

// chainObject reports whether what a name's verb acts on is what a
// chain's transaction changes (write_contract, update_token): not a
// service's copy of it (invalidate_contract_cache, refresh_nft_metadata).
func chainObject(words []string) bool {
	if len(words) == 0 {
		return false
	}
	switch strings.TrimSuffix(words[len(words)-1], "s") {
	case "contract", "transaction", "tx", "token", "nft", "allowance", "approval", "ownership", "role":
		return true
	}
	return false
}

// chainAddress reports whether an argument, at any depth up to three,
// is an address on a chain: 0x and 40 hexadecimal digits.
func chainAddress(args map[string]any, depth int) bool {
	if depth > 3 {
		return false
	}
	for _, v := range args {
		if valueChainAddress(v, depth) {
			return true
		}
	}
	return false
}

func valueChainAddress(v any, depth int) bool {
	switch x := v.(type) {
	case string:
		return isChainAddress(x)
	case map[string]any:
		return chainAddress(x, depth+1)
	case []any:
		for i, e := range x {
			if i >= maxArgValues {
				break
			}
			if valueChainAddress(e, depth+1) {
				return true
			}
		}
	}
	return false
}

// isChainAddress reports whether s is 0x and 40 hexadecimal digits.
func isChainAddress(s string) bool {
	if len(s) != 42 || s[0] != '0' || s[1] != 'x' && s[1] != 'X' {
		return false
	}
	for i := 2; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// valueWord reports whether a word is a value rather than a program's
// name: a number, or hexadecimal after 0x.
func valueWord(w string) bool {
	if w == "" {
		return false
	}
	if len(w) > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X') {
		w = w[2:]
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == '.') {
			return false
		}
	}
	return w[0] >= '0' && w[0] <= '9' || len(w) >= 8
}

// positionRisk reports whether the arguments set a trading account's
// leverage (leverage: 20) or its margin mode (marginMode: "cross").
func positionRisk(args map[string]any) bool {
	for k, v := range args {
		ws := toolcall.Words(k)
		switch x := v.(type) {
		case float64:
			if slices.Contains(ws, "leverage") && x > 0 {
				return true
			}
		case string:
			if slices.Contains(ws, "leverage") && x != "" {
				return true
			}
			if slices.Contains(ws, "margin") && (slices.Contains(ws, "mode") || slices.Contains(ws, "type")) && x != "" {
				return true
			}
		}
	}
	return false
}
