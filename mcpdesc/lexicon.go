package mcpdesc

import "strings"

// The words, as switches: gatesh starts before every command, and a
// switch costs nothing until it runs.

// verbClass is the class of a verb that says an effect by itself.
func verbClass(w string) string {
	switch w {
	case "send", "post", "publish", "unpublish", "republish", "invite", "email", "notify", "share", "tweet",
		"retweet", "reply", "broadcast", "announce", "mail", "repost", "comment", "sms", "forward", "dial", "call", "respond":
		return Outward
	case "delete", "destroy", "drop", "wipe", "erase", "truncate", "purge", "overwrite", "obliterate",
		"shred", "terminate", "flush", "discard":
		return Irreversible
	case "charge", "pay", "refund", "buy", "purchase", "order", "trade", "invoice", "bill", "sell",
		"withdraw", "donate", "payout", "swap", "stake", "unstake", "mint", "exercise", "liquidate":
		return Money
	case "deploy", "redeploy", "undeploy", "restart", "reboot", "scale", "enable", "disable", "activate",
		"deactivate", "reactivate", "configure", "reconfigure", "provision", "deprovision", "decommission",
		"promote", "rollback", "roll", "failover", "shut", "shutdown", "release", "upgrade", "downgrade",
		"suspend", "unsuspend", "power", "resize", "pause", "unpause", "distribute", "backfill":
		return Production
	case "grant", "revoke", "impersonate":
		return Access
	}
	return ""
}

// needsObject are verbs that are common nouns too ("posts", "orders",
// "a share"): they count only before an object ("Post a message").
func needsObject(w string) bool {
	switch w {
	case "post", "email", "share", "order", "charge", "bill", "trade", "invoice", "scale", "drop", "comment",
		"mail", "roll", "shut", "reply", "pay", "sms", "broadcast", "payout", "sell", "forward", "call", "flush",
		"stake", "mint", "release", "upgrade", "downgrade", "respond", "exercise", "power", "pause", "distribute":
		return true
	}
	return false
}

// actVerb are verbs that change something, whose effect is what they
// act on: create a role, add a member, set a password, place an order.
func actVerb(w string) bool {
	switch w {
	case "create", "add", "update", "set", "reset", "rotate", "change", "assign", "remove", "modify", "edit",
		"generate", "issue", "give", "regenerate", "elevate", "make", "place", "submit", "execute",
		"initiate", "process", "write", "leave", "apply", "patch", "replace", "upsert", "insert", "put",
		"attach", "register", "schedule", "unassign", "transfer", "move", "override", "allow", "ban", "unban",
		"kick", "block", "unblock", "withdraw", "send", "capture", "reload":
		return true
	}
	return false
}

func knownVerb(w string) bool { return verbClass(w) != "" || actVerb(w) }

// chainVerb are the verbs a conjunction may join another to.
func chainVerb(w string) bool {
	if knownVerb(w) || returnVerb(w) {
		return true
	}
	switch w {
	case "search", "find", "query", "run", "open", "close", "start", "stop", "upload", "download", "manage",
		"check", "archive", "copy", "rename", "look", "save", "mark", "merge", "cancel", "use", "clone", "fork":
		return true
	}
	return false
}

// returnVerb are verbs that hand something back to the caller.
func returnVerb(w string) bool {
	switch w {
	case "return", "reveal", "include", "expose", "show", "print", "output", "retrieve", "get", "fetch",
		"read", "display", "contain", "dump", "export", "decrypt", "unmask", "list":
		return true
	}
	return false
}

// nounClass is the class of what a changing verb acts on at j.
func nounClass(ts []string, j int) string {
	prev, next := around(ts, j)
	switch strings.TrimPrefix(ts[j], "^") {
	case "permission", "permissions":
		if devicePermission(ts, prev) {
			return ""
		}
		return Access
	case "role", "roles", "privilege", "privileges", "access", "member", "members",
		"membership", "memberships", "collaborator", "collaborators", "collaboration", "collaborations", "ownership", "admin", "admins",
		"administrator", "administrators", "acl", "acls", "mfa", "2fa", "sso":
		return Access
	case "payment", "payments", "payout", "payouts", "refund", "refunds", "charge", "charges", "trade", "trades",
		"purchase", "purchases", "subscription", "subscriptions", "donation", "donations", "funds", "money":
		return Money
	case "order", "orders":
		if prev != "sort" && prev != "display" && prev != "ascending" && prev != "descending" && next != "by" {
			return Money
		}
	case "comment", "comments", "reply", "replies", "tweet", "tweets", "sms", "notification", "notifications",
		"announcement", "announcements", "invitation", "invitations", "invite", "invites":
		return Outward
	case "post", "posts":
		if next != "request" && next != "requests" && next != "method" && next != "body" {
			return Outward
		}
	case "email", "emails", "message", "messages":
		if next != "address" && next != "addresses" && next != "template" && next != "templates" &&
			prev != "commit" && prev != "status" && prev != "error" && prev != "log" {
			return Outward
		}
	case "migration", "migrations":
		return Production
	case "peer", "peers":
		// a device let into a private network: "Adds a WireGuard peer"
		switch prev {
		case "wireguard", "vpn", "tunnel", "tailnet":
			return Access
		}
	case "authentication", "auth", "login", "logins":
		// a login stored for a tool to use: "Create an authentication
		// configuration for scans", "Adds a login profile"
		switch next {
		case "configuration", "configurations", "config", "configs", "profile", "profiles":
			return Access
		}
	case "setting", "settings", "configuration", "configurations", "config", "dns", "firewall", "replicas":
		if prev != "connection" && prev != "display" && prev != "client" && prev != "editor" {
			return Production
		}
	case "environment", "env":
		if next == "variable" || next == "variables" || next == "var" || next == "vars" {
			return Production
		}
	}
	if secretNoun(ts, j) {
		return Access
	}
	return ""
}

// devicePermission reports an app's permissions on a phone or a
// simulator ("update Android app permissions"): what the device's own
// system lets an app do, which its owner takes back in the settings,
// not who has access to a system others use ("the GitHub app
// permissions of the organisation").
func devicePermission(ts []string, prev string) bool {
	if prev != "app" && prev != "application" {
		return false
	}
	for _, w := range ts {
		switch strings.TrimPrefix(w, "^") {
		case "android", "ios", "iphone", "ipad", "simulator", "emulator":
			return true
		}
	}
	return false
}

// secretNoun reports whether a secret is named at j: a password, a
// token (not a page's), credentials, an API, access or private key, a
// connection string.
func secretNoun(ts []string, j int) bool {
	prev, next := around(ts, j)
	switch strings.TrimPrefix(ts[j], "^") {
	case "password", "passwords", "passphrase", "passphrases", "credential", "credentials", "apikey", "apikeys":
		return true
	case "secret", "secrets":
		switch next {
		case "name", "names", "manager", "managers", "engine", "engines", "mount", "mounts", "path", "paths",
			"store", "stores", "metadata", "scanning", "version", "versions",
			// what a scanner found, not the secret: "secret incidents"
			"incident", "incidents", "detection", "detections", "leak", "leaks", "finding", "findings",
			"occurrence", "occurrences", "scan", "scans", "type", "types", "pattern", "patterns", "detector", "detectors":
			return false
		}
		return true
	case "token", "tokens":
		switch next {
		case "name", "names", "id", "ids", "metadata", "prefix", "prefixes", "count", "list", "usage", "limit", "limits",
			"overflow", "budget", "window", "details":
			return false
		}
		switch prev {
		case "page", "next", "continuation", "pagination", "cursor", "sync", "max", "input", "output", "completion", "prompt":
			return false
		}
		// "the token of the Cost Report": an object's token is its
		// identifier; "the access token of the account" is not.
		if next == "of" && (prev == "the" || prev == "a" || prev == "an" || prev == "its" || prev == "their") {
			return false
		}
		return !assetToken(ts, j, prev, next)
	case "key", "keys":
		switch next { // "API key names, IDs": what names a key
		case "name", "names", "id", "ids", "metadata", "prefix", "prefixes", "count", "list", "details":
			return false
		}
		switch prev {
		case "api", "access", "private", "secret", "signing", "ssh", "encryption", "client", "license", "deploy",
			"service", "master", "gpg", "pgp", "sdk":
			return true
		}
	case "certificate", "certificates", "cert", "certs":
		// a leaf or client certificate is issued with its private key
		// ("Returns the leaf certificate of a service"); a CA's, a root's
		// or a site's certificate is public
		return prev == "leaf" || prev == "client"
	case "connection":
		return next == "string" || next == "strings"
	case "code", "codes":
		// what moves a domain or opens an account: "the authorization
		// (EPP) code", "recovery codes"; not "the authorization code flow"
		switch next {
		case "flow", "grant", "type", "status", "length", "format":
			return false
		}
		switch prev {
		case "authorization", "auth", "epp", "recovery", "backup", "verification", "otp", "mfa", "2fa", "transfer":
			return true
		}
	}
	return false
}

// assetToken reports a token that is an asset or a count, not a
// credential: "token balances", "ERC-20 tokens owned by", "the native
// token", "10K+ tokens", a token in a clause about a chain or a wallet
// or a balance ("all assets (tokens, NFTs)", "balance including ERG and
// tokens"). A credential's token (an access, API,
// auth, bearer or refresh token) stays one whatever the clause says.
func assetToken(ts []string, j int, prev, next string) bool {
	switch prev {
	case "access", "api", "auth", "authentication", "bearer", "refresh", "session", "personal", "oauth", "id", "jwt",
		"csrf", "invite", "invitation", "reset", "verification", "security", "secret", "service", "deploy", "github":
		return false
	case "erc20", "20", "erc721", "721", "1155", "erc1155", "native", "spl", "fungible", "governance", "wrapped",
		"stable", "meme", "utility", "gas", "reward", "rewards", "staking":
		return true
	}
	if prev != "" && prev[0] >= '0' && prev[0] <= '9' {
		return true // "10K+ tokens", "4096 tokens": a count
	}
	switch next {
	case "balance", "balances", "price", "prices", "allowance", "allowances", "transfer", "transfers", "holder", "holders",
		"supply", "amount", "amounts", "contract", "contracts", "owned", "standard", "symbol", "symbols", "decimals",
		"pair", "pairs", "swap", "swaps", "approval", "approvals", "spending", "market", "markets":
		return true
	}
	for _, w := range ts {
		switch strings.TrimPrefix(w, "^") {
		case "nft", "nfts", "erc", "erc20", "eth", "matic", "usdc", "blockchain", "onchain", "wallet", "wallets", "defi",
			"balance", "balances",
			"solana", "ethereum", "crypto", "cryptocurrency", "web3", "dex", "uniswap", "coin", "coins", "evm":
			return true
		}
	}
	return false
}

// around are the tokens before and after j, "" past either end.
func around(ts []string, j int) (prev, next string) {
	if j > 0 {
		prev = strings.TrimPrefix(ts[j-1], "^")
	}
	if j+1 < len(ts) {
		next = strings.TrimPrefix(ts[j+1], "^")
	}
	return prev, next
}
