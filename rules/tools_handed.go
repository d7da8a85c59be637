package rules

import (
	"net/url"
	"path"
	"slices"
	"strings"

	"gatesh/audit"
	"gatesh/toolcall"
)

// What a call hands its tool whole, whatever the tool's name says: a
// folder taken as the project it works on, and the environment of the
// code it runs.

// handedFacts adds the kinds of what a call hands its tool whole:
//   - "whole home folder": a project folder argument (project_path,
//     workspace_dir, source_root) that names the user's home, a folder
//     above it or root's home. A tool takes its project whole (Modal's
//     and E2B's runners upload it, an indexer reads every file of it),
//     and the home holds ~/.ssh, ~/.aws and every tool's token. A
//     relative path is the working folder's, which the operator chose.
//   - "public sharing": a write that marks what it names TLP:CLEAR
//     (TLP 1.0's TLP:WHITE; TheHive's tlp: 0), the Traffic Light
//     Protocol's level that may be shared with anyone: MISP and
//     TheHive share it on to every community they sync with.
//   - "oauthgrantsent": a page opened on an OAuth authorisation
//     endpoint (RFC 6749 4.1.1: client_id, redirect_uri) whose redirect
//     goes to a host off this machine: a browser signed in to the
//     provider grants that app the scopes asked for, at once when it was
//     granted before, and its code goes to the redirect's host. A local
//     app's callback (localhost) is the developer's own sign-in.
//   - "stockquantitychanged": a shop's or a fulfilment centre's stock
//     of a product set or adjusted (ShipBob's adjust_inventory,
//     ShipStation's update_inventory, Shopify's inventory levels): at
//     zero the product stops selling, above what is on the shelf it
//     sells what cannot be shipped.
//   - "credentialinenv": an environment given to the code the
//     tool runs (env, envs, env_vars, environment) that carries a
//     literal credential, in the shapes the audit log redacts (ghp_...,
//     a key named as a secret's): where the tool runs the code, the
//     credential goes. A reference to a vault's item (op://...) is no
//     credential.
func (s *Set) handedFacts(f *toolFacts, args map[string]any) {
	for _, kv := range stringArgs(args) {
		if oauthConsent(kv[1]) {
			f.kinds = append(f.kinds, "oauthgrantsent")
			break
		}
	}
	if stockChanged(f, args) {
		f.kinds = append(f.kinds, "stockquantitychanged")
	}
	if f.class != verbRead && tlpCleared(args) {
		f.kinds = append(f.kinds, "public", "sharing")
	}
	for _, k := range sortedKeys(args) {
		ws := toolcall.Words(k)
		switch v := args[k].(type) {
		case string:
			if projectFolderKey(ws) && s.homeOrAbove(v) {
				f.kinds = append(f.kinds, "whole", "home", "folder")
			}
		case map[string]any:
			if envKey(ws) && envCarriesCredential(v) {
				f.kinds = append(f.kinds, "credentialinenv")
			}
		}
	}
}

// projectFolderKey reports whether a key's words name the folder a tool
// takes as its project: a project, workspace, repository or source word
// with a folder word (project_path, workspaceDir, repo_root, source_dir).
func projectFolderKey(ws []string) bool {
	owner := slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "project", "workspace", "repo", "repository", "source", "src", "codebase":
			return true
		}
		return false
	})
	folder := slices.ContainsFunc(ws, func(w string) bool {
		switch w {
		case "path", "dir", "directory", "folder", "root":
			return true
		}
		return false
	})
	return owner && folder
}

// homeOrAbove reports whether a path names the user's home, a folder
// above it (/home, /) or root's home: a folder that holds the home's
// credential files.
func (s *Set) homeOrAbove(p string) bool {
	p = strings.TrimSpace(p)
	// Where the user's home is not known, a path by ~ still names it.
	home := "/home/~"
	if s.userHome != "" {
		home = path.Clean(s.userHome)
	}
	switch {
	case p == "~" || strings.HasPrefix(p, "~/"):
		p = home + strings.TrimPrefix(p, "~")
	case p == "$HOME" || p == "${HOME}" || strings.HasPrefix(p, "$HOME/") || strings.HasPrefix(p, "${HOME}/"):
		_, rest, _ := strings.Cut(p, "/")
		p = home + "/" + rest
	}
	if !path.IsAbs(p) {
		return false
	}
	p = path.Clean(p)
	return p == "/root" || pathUnder(home, p)
}

// envKey reports whether a key's words name the environment of what a
// tool runs (env, envs, env_vars, environment, environment_variables).
func envKey(ws []string) bool {
	return slices.ContainsFunc(ws, func(w string) bool {
		return w == "env" || w == "envs" || w == "environment"
	})
}

// envCarriesCredential reports whether an environment's variables carry
// a literal credential: a value in a token's shape, or one set to a
// variable named for a secret, as the audit log reads NAME=value.
func envCarriesCredential(env map[string]any) bool {
	for _, name := range sortedKeys(env) {
		v, ok := env[name].(string)
		if !ok || v == "" || len(v) > 4096 || strings.Contains(v, "://") && !strings.Contains(v, "@") {
			continue
		}
		if _, hidden := audit.RedactHidden(name + "=" + v); len(hidden) > 0 {
			return true
		}
	}
	return false
}

// tlpCleared reports whether a call's arguments mark something TLP:CLEAR
// or TLP:WHITE: a tag given as a string (tag: "tlp:clear", tags: [...])
// or a tlp key set to clear, white or TheHive's 0.
func tlpCleared(args map[string]any) bool {
	clear := func(v string) bool {
		v = strings.ToLower(strings.TrimSpace(v))
		return v == "tlp:clear" || v == "tlp:white"
	}
	for _, k := range sortedKeys(args) {
		tlpKey := slices.Contains(toolcall.Words(k), "tlp")
		switch v := args[k].(type) {
		case string:
			if clear(v) || tlpKey && (strings.EqualFold(v, "clear") || strings.EqualFold(v, "white")) {
				return true
			}
		case float64:
			if tlpKey && v == 0 {
				return true
			}
		case []any:
			for _, e := range v {
				if x, ok := e.(string); ok && clear(x) {
					return true
				}
			}
		}
	}
	return false
}

// stockChanged reports whether a call changes a product's stock: a name
// that adjusts, updates or sets inventory or stock (not one that makes
// a new item), given a quantity and the product, SKU or item it counts.
// A host inventory (Ansible's) counts no product.
func stockChanged(f *toolFacts, args map[string]any) bool {
	if len(f.own) < 2 || f.class == verbRead {
		return false
	}
	switch f.own[0] {
	case "adjust", "update", "set", "modify", "change", "patch", "replace", "edit":
	default:
		return false
	}
	if !slices.ContainsFunc(f.own[1:], func(w string) bool { return w == "inventory" || w == "inventories" || w == "stock" || w == "stocks" }) {
		return false
	}
	quantity, product := false, false
	for _, k := range sortedKeys(args) {
		ws := toolcall.Words(k)
		if _, ok := args[k].(float64); ok && slices.ContainsFunc(ws, func(w string) bool { return w == "quantity" || w == "qty" || w == "available" }) {
			quantity = true
		}
		// An item is a shop's by its catalogue id (inventoryItemId); an
		// item named alone may be any app's stock (screws in a shed).
		if slices.ContainsFunc(ws, func(w string) bool { return w == "product" || w == "sku" || w == "variant" }) ||
			slices.Contains(ws, "item") && slices.Contains(ws, "id") {
			product = true
		}
	}
	return quantity && product
}

// oauthConsent reports whether a URL asks an OAuth provider to
// authorise a client and send the grant to a host off this machine: a
// path whose last part says authorize or auth (/login/oauth/authorize,
// /o/oauth2/v2/auth, /oauth2/authorize), with client_id and a
// redirect_uri that is not a loopback address.
func oauthConsent(raw string) bool {
	if !strings.Contains(raw, "redirect_uri=") || len(raw) > 4096 {
		return false
	}
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return false
	}
	last := strings.ToLower(path.Base(u.Path))
	if last != "authorize" && last != "auth" && last != "authorization" {
		return false
	}
	q := u.Query()
	if q.Get("client_id") == "" {
		return false
	}
	r, err := url.Parse(q.Get("redirect_uri"))
	return err != nil || r.Host == "" || !loopbackHost(r.Hostname())
}
