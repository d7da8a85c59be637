package rules

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"gatesh/internal/lazy"
	"gatesh/parser"
	"gatesh/rules/internal/schema"
	"gatesh/sqlscan"
)

// The classes of the [verbs] lexicon. A command's verb is the class of
// its leading words: the subcommand of any CLI, named or not.
const (
	verbNone           = ""
	verbRead           = "read"
	verbOutward        = "outward"
	verbDestructive    = "destructive"
	verbInfrastructure = "infrastructure"
	// verbWrite: a rule's verb_class "write" matches every verb not
	// known to read, a missing one too. The lexicon's write words
	// (create, update) are verbs whose object decides the risk: a
	// command's subcommand reads them as no class, a tool's name as its
	// verb (see readName).
	verbWrite = "write"
	// verbNotCLI marks a command that takes no subcommand (a builtin, a
	// function, a command of text or patterns): no verb_class matches.
	verbNotCLI = "-"
	// verbReveal is not a class of words either: a rule's verb_class
	// "reveal" matches a command whose words read out a secret by name
	// (secrets get, secret reveal, get-secret-value, tokens show).
	verbReveal = "reveal"
)

var verbClassNames = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		verbRead: true, verbOutward: true, verbDestructive: true, verbInfrastructure: true, verbWrite: true,
		verbReveal: true,
	}
}}

// leadingReads are verbs that, as the first word, make the whole
// command a read whatever nouns follow (get release v1): the CLIs that
// put the verb first put these there.
var leadingReads = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{"get": true, "list": true, "ls": true, "describe": true, "show": true, "view": true, "inspect": true, "status": true, "cat": true, "logs": true, "search": true}
}}

// maxVerbWords is how many leading words are read as the subcommand:
// enough for "compute instances delete", few enough that an argument
// far down the line (a file name) is not taken for a verb.
const maxVerbWords = 4

// lexicon is the compiled [verbs] table: each word's class, and the
// entries with wildcards ("delete-*"), tried when no word matches exactly.
type lexicon struct {
	// base is the embedded default's words, a generated switch: a hook's
	// one call need not build a map of them.
	base  func(string) string
	exact map[string]string // the words of the other layers
	wild  []lexWild
}

type lexWild struct{ pattern, class string }

// newLexicon merges the [verbs] tables of the layers in order; with base,
// the first is the embedded default. A project's file, which the agent
// can write, may not add read words: that would lower a tier.
func newLexicon(tables []schema.Verbs, project []bool, base bool) (*lexicon, error) {
	lx := &lexicon{exact: map[string]string{}}
	for i, t := range tables {
		// A write word is risky only by its object; in a tool's name it
		// could stand before a risky word (delete_x) and hide it.
		if project[i] && len(t.Read)+len(t.Write) > 0 {
			return nil, fmt.Errorf("a project rules file may not add read or write verbs: it may only add risk")
		}
		if base && i == 0 {
			// The embedded default, checked and compiled by its generator.
			lx.base = defaultVerbClass
			lx.wild = append(lx.wild, defaultVerbWilds()...)
			continue
		}
		err := t.Each(func(w, class string) error {
			if w == "" || strings.ContainsAny(w, " \t") {
				return fmt.Errorf("verbs.%s: %q is not one word", class, w)
			}
			if schema.Wild(w) {
				lx.wild = append(lx.wild, lexWild{w, class})
				return nil
			}
			// A word in two classes keeps the riskier one, so that a
			// later layer cannot make a destructive word read.
			if old, ok := lx.word(w); !ok || schema.VerbRank(class) > schema.VerbRank(old) {
				lx.exact[w] = class
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return lx, nil
}

// word returns the class of a word of the lexicon, not a pattern.
func (lx *lexicon) word(w string) (string, bool) {
	c, ok := lx.exact[w]
	if lx.base != nil {
		if b := lx.base(w); b != "" && (!ok || schema.VerbRank(b) >= schema.VerbRank(c)) {
			return b, true
		}
	}
	return c, ok
}

// verbRisk orders the classes by what they can do, for the clauses of
// one name (read-and-send) and for a tool's verb and its operation.
var verbRisk = &lazy.Value[map[string]int]{New: func() map[string]int {
	return map[string]int{verbNone: 0, verbRead: 1, verbWrite: 2, verbInfrastructure: 3, verbOutward: 4, verbDestructive: 5}
}}

// riskier returns whichever class can do more.
func riskier(a, b string) string {
	if verbRisk.Get()[b] > verbRisk.Get()[a] {
		return b
	}
	return a
}

// conjunction reports whether a word of a name joins two verbs
// (list-and-delete, readAndSend, get_or_create, fetch_plus_post,
// get_then_also_delete, fetch&post): a word that does nothing but join.
// Words that also place or order (before, next) are not among them:
// get_next_message names one message.
func conjunction(w string) bool {
	switch w {
	case "and", "then", "or", "plus", "also", "amp", "andthen", "afterwards", "thereafter", "et", "und":
		return true
	}
	return false
}

// shortJoin reports whether a word joins two verbs when it stands
// between two (read_n_send), and is a letter of a name otherwise
// (get_last_n_items, create_n_issues).
// An article is not one: create_an_issue creates an issue.
func shortJoin(w string) bool {
	return w == "n"
}

// clauseClass is the class of one clause of a word: read when a read verb
// leads it, else the riskiest of its parts.
func clauseClass(best string, read bool) string {
	if read {
		return verbRead
	}
	return best
}

// classOf returns the class of one word: the word itself, then its parts
// split at "-", ":" and "_" (delete-instances, db:drop, force_delete).
func (lx *lexicon) classOf(w string) string {
	if c, ok := lx.word(w); ok {
		return c
	}
	best, local, shipped := verbNone, false, false
	if strings.ContainsAny(w, "-:_.") || hasUpper(w) {
		// A conjunction starts another clause, whose verb counts as
		// well (read-and-delete); the riskiest clause decides.
		first, read, clauses := true, false, verbNone
		for part := range wordParts(w) {
			if conjunction(part) {
				clauses = riskier(clauses, clauseClass(best, read))
				first, read, best = true, false, verbNone
				continue
			}
			if read {
				continue
			}
			local = local || part == "local"
			c, ok := lx.word(part)
			if !ok {
				c = gluedVerb(part)
			}
			switch part {
			case "publish", "deploy", "push", "release", "upload":
				shipped = true
			}
			// A word that starts with a read verb reads (list-deletions,
			// get-destroy-status); otherwise the riskiest part counts.
			// setup, init and login read only as whole words: they
			// write the tool's own config (setup:uninstall does not).
			if first && c == verbRead && part != "setup" && part != "init" && part != "login" {
				read = true
				continue
			}
			first = false
			if schema.VerbRank(c) > schema.VerbRank(best) {
				best = c
			}
		}
		best = riskier(clauses, clauseClass(best, read))
		if best == verbRead {
			return verbRead
		}
	}
	// Published or deployed locally (publishLocal, deploy-local) stays
	// on this machine.
	if best == verbOutward && local && shipped {
		return verbNone
	}
	if best != verbNone {
		return best
	}
	if c := gluedVerb(w); c != verbNone {
		return c
	}
	for _, e := range lx.wild {
		if wildMatch(e.pattern, w) {
			return e.class
		}
	}
	return verbNone
}

// subcommandClass is classOf for a subcommand word: a write verb (create,
// update) says nothing by itself, as any verb not known to read.
func (lx *lexicon) subcommandClass(w string) string {
	if c := lx.classOf(w); c != verbWrite {
		return c
	}
	return verbNone
}

// verbShaped reports whether a word can be a subcommand: lower-case
// letters, digits and - : _, starting with a letter. A path, a file
// name, a URL or a value (KEY=V, v1.2) ends the subcommand.
func verbShaped(w string) bool {
	if w == "" || len(w) > 40 {
		return false
	}
	// An API's action name (DeleteInstance, TerminateInstances) starts
	// with a capital and goes on in lower case.
	if w[0] >= 'A' && w[0] <= 'Z' {
		if len(w) < 3 || w[1] < 'a' || w[1] > 'z' {
			return false
		}
	} else if w[0] < 'a' || w[0] > 'z' {
		return false
	}
	for i := 1; i < len(w); i++ {
		c := w[i]
		// A dot joins a task's namespace and name (hex.publish,
		// state.apply); a capital, the words of a camelCase task
		// (publishSigned).
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == ':' || c == '_' || c == '.' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	if i := strings.LastIndexByte(w, '.'); i >= 0 && fileExtension(w[i+1:]) {
		return false
	}
	return !strings.HasSuffix(w, ".") && !strings.Contains(w, "..")
}

// fileExtension reports whether a word after a dot is a file's extension,
// which makes the word a file name (deploy.py, release.yml), not a task.
func fileExtension(x string) bool {
	if len(x) <= 2 {
		return true
	}
	switch strings.ToLower(x) {
	case "yml", "yaml", "json", "toml", "txt", "log", "xml", "csv", "sql", "hcl", "tfvars", "env",
		"ini", "cfg", "conf", "lock", "html", "css", "scss", "jsx", "tsx", "mjs", "cjs", "php", "lua",
		"java", "kts", "scala", "swift", "dart", "ex", "exs", "erl", "bash", "zsh", "fish", "ps1",
		"tar", "tgz", "zip", "gz", "bz2", "xz", "zst", "whl", "gem", "jar", "war", "deb", "rpm",
		"apk", "ipa", "aab", "dmg", "pkg", "exe", "msi", "img", "iso", "bin", "so", "dll", "wasm",
		"png", "jpg", "jpeg", "gif", "svg", "pdf", "nix", "pkr", "proto", "graphql", "gradle", "cabal",
		"mk", "cmake", "out", "tmp", "bak", "orig", "patch", "diff", "pem", "key", "crt", "pub", "ipynb",
		"vue", "svelte", "astro", "rst", "adoc", "local", "example", "sample", "dist", "test", "spec":
		return true
	}
	return false
}

func hasUpper(w string) bool {
	return strings.ContainsFunc(w, func(r rune) bool { return r >= 'A' && r <= 'Z' })
}

// wordParts yields the parts of a subcommand word: split at - : _ . and
// before each capital of a camelCase word, in lower case.
func wordParts(w string) func(func(string) bool) {
	return func(yield func(string) bool) {
		start := 0
		emit := func(end int) bool {
			if end > start {
				if !yield(strings.ToLower(w[start:end])) {
					return false
				}
			}
			return true
		}
		for i := 0; i < len(w); i++ {
			c := w[i]
			switch {
			case c == '-' || c == ':' || c == '_' || c == '.':
				if !emit(i) {
					return
				}
				start = i + 1
			case c >= 'A' && c <= 'Z' && i > start:
				if !emit(i) {
					return
				}
				start = i
			}
		}
		emit(len(w))
	}
}

// leadingWords are the positional words of a command gatesh has no
// table for. Which options take a value is not known, so a word that
// follows an option and cannot be a subcommand (a host, a file) is taken
// for its value rather than ending the subcommand: acmectl --host
// cache.internal flushall.
//
// Once a subcommand word is read, a word right after an option is that
// option's value unless it is a destructive verb (swift build -c
// release, acmectl deploy --env live).
func leadingWords(args []parser.Word, lx *lexicon, sp *cmdSpec) []parser.Word {
	var out []parser.Word
	afterOpt, skip := false, false
	for _, a := range args {
		x := a.Value
		switch {
		case skip:
			// The value of an option the command's table knows.
			skip = false
			continue
		case x == "--":
			return out
		case len(x) > 1 && x[0] == '-' && !a.Dynamic:
			afterOpt = !strings.Contains(x, "=")
			if sp != nil && afterOpt && sp.global.valueFlags.has(x) {
				skip, afterOpt = true, false
			}
			continue
		case afterOpt && !verbShaped(x) && !upperWord(x),
			afterOpt && len(out) > 0 && lx.classOf(x) != verbDestructive:
			afterOpt = false
			continue
		}
		afterOpt = false
		out = append(out, a)
		if len(out) >= maxVerbWords {
			break
		}
	}
	return out
}

// keyVerb reports whether w reads or writes the value of a key that
// follows it (config get KEY, pkg set KEY VALUE, config unset KEY).
func keyVerb(w string) bool {
	return w == "get" || w == "set" || w == "unset"
}

// upperWord reports whether w is a word in capitals (GET, FLUSHALL).
func upperWord(w string) bool {
	if w == "" || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 1; i < len(w); i++ {
		if c := w[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// issueKey reports whether w is an issue tracker's key: a project's
// capitals, a hyphen and the issue's number (INIT-12, ENG-4031), as
// Jira, Linear and YouTrack spell them.
func issueKey(w string) bool {
	letters, digits := 0, 0
	i := 0
	for ; i < len(w) && (w[i] >= 'A' && w[i] <= 'Z' || letters > 0 && w[i] >= '0' && w[i] <= '9'); i++ {
		letters++
	}
	if letters < 2 || i >= len(w) || w[i] != '-' {
		return false
	}
	for i++; i < len(w) && w[i] >= '0' && w[i] <= '9'; i++ {
		digits++
	}
	return digits > 0 && i == len(w)
}

// verb returns the class of the command's subcommand and the span of the
// word that decided it. It is computed once per command.
func (s *Set) verb(v *cmdView) (string, parser.Span) {
	if v.verbDone {
		return v.verbClass, v.verbSpan
	}
	v.verbDone = true
	c := v.cmd
	// A builtin, a function, or a command whose arguments are text or a
	// pattern (echo, grep) has no subcommand at all.
	if isShellBuiltin(c.Name) || c.FuncCall || strings.HasPrefix(c.Name, "-") {
		v.verbClass = verbNotCLI
		return verbNotCLI, c.Span
	}
	sp := s.spec(c.Name)
	// A program named by a destructive verb (rm, shred) takes operands,
	// not subcommands: rm remove is a file. One that nobody listed
	// (wipe-disk, lvremove, pg_dropcluster) does what its name says.
	if sp != nil && (sp.printsArgs || sp.global.patternArg) {
		v.verbClass = verbNotCLI
		return verbNotCLI, c.Span
	}
	if s.lexicon().classOf(path.Base(c.Name)) == verbDestructive {
		class := verbNotCLI
		// A capitalised name (Remove-Item) is a PowerShell cmdlet, which
		// no Linux PATH has.
		if s.unlistedView(v) && !hasUpper(c.Name) && !scratchOperands(c.Args, c.Span) && !portKill(c.Name, c.Args) {
			class = verbDestructive
		}
		v.verbClass, v.verbSpan = class, c.Span
		return class, c.Span
	}
	words := v.pos
	lx := s.lexicon()
	// A table without subcommand tables says how some options read,
	// not which words are values of the others (swift build -c release).
	if sp == nil || len(sp.subs) == 0 {
		words = leadingWords(c.Args, lx, sp)
	}
	class, span := verbNone, c.Span
	// Words after "--" are operands, not subcommands.
	end := -1
	for _, f := range v.flags {
		if f.name == "--" {
			end = f.span.Start
			break
		}
	}
	firstRead, noun, verbSeen, minted := false, false, false, false
	// A credential's plural noun was read, and no word had a class: see
	// after the loop.
	nounLast, classed := false, false
	var nounSpan parser.Span
	for i, w := range words {
		if end >= 0 && w.Span.Start > end {
			break
		}
		word := w.Value
		// An issue's key (INIT-12, ENG-4031) is an operand, and its
		// letters no verb (jira issue move INIT-12 Done); a verb may
		// still follow it.
		if issueKey(word) {
			continue
		}
		// Redis and others take their commands in capitals (GET, DEL).
		if upperWord(word) {
			word = strings.ToLower(word)
		}
		// A build tool's task word may carry a prefix that runs it for
		// every version it builds (sbt +publish, ++publishSigned): the
		// task is the word after it.
		word = strings.TrimLeft(word, "+")
		if i >= maxVerbWords || w.Dynamic || !verbShaped(word) {
			break
		}
		// A secret's noun, then a verb that reads it out (secrets get,
		// secret versions access), or one word that says both
		// (get-secret-value, print-access-token).
		// Or a verb, then one secret's noun (config get token, env get
		// STRIPE_SECRET_KEY; get secrets lists names), a verb that only
		// reveals (decrypt), or a
		// subcommand that prints a connection's credentials whole
		// (connection-string).
		// Or an access token's or API key's noun, then a verb that makes
		// one (token create, api-key generate): the new credential is
		// printed. A secret's create takes a value and prints none.
		if rv, nn := revealWords(word); noun && rv || nn && rv && strings.ContainsAny(word, "-_:") || nn && verbSeen && !strings.HasSuffix(word, "s") || revealsAlone(word) || minted && mintVerb(word) {
			v.reveals, v.revealSpan = true, w.Span
		} else if nn {
			noun = true
			minted = minted || mintedNoun(word)
		} else if rv {
			verbSeen = true
		}
		// A CLI's stored login, then a verb that reads it out (auth get
		// HOST, auth print): the credential it keeps. auth login, auth
		// status and auth can-i get pods print none.
		if i > 0 && (words[i-1].Value == "auth" || words[i-1].Value == "authentication") {
			if rv, _ := revealWords(word); rv {
				v.reveals, v.revealSpan = true, w.Span
			}
		}
		cl := lx.subcommandClass(word)
		// The noun's own parts may read as a verb (api-keys: keys). A
		// first word alone is too often a task's or a target's name
		// (make secrets, just tokens, git secrets): there the noun must
		// be a compound (api-keys, access-tokens).
		if (secretNoun(word) || tokenNoun(word)) && strings.HasSuffix(word, "s") && (i > 0 || strings.ContainsAny(word, "-_")) {
			if !nounLast {
				nounLast, nounSpan = true, w.Span
			}
		} else {
			// A write verb (build, run, generate) names what is done
			// with them, not a listing.
			classed = classed || lx.classOf(word) != verbNone
		}
		// A plural noun before another word is the verb it names
		// (releases finalize, charges create, deploys new).
		if cl == verbNone && i+1 < len(words) && len(word) > 3 && strings.HasSuffix(word, "s") {
			cl = lx.subcommandClass(word[:len(word)-1])
		}
		if word == "help" {
			class, span = verbRead, w.Span
			break
		}
		// A generator (mix ecto.gen.migration, rails generate, artisan
		// make:migration) writes a file here: the words after it name
		// what it makes (create_purchase_orders, DropUsers), not a verb.
		if cl == verbNone && generator(word, i == 0) {
			break
		}
		// A destructive word decides; a plain read verb first decides
		// (get release v1, list deployments); otherwise the last word
		// with a class does, as the verb follows its noun (release
		// list, keys rotate, rollout status).
		if i == 0 && leadingReads.Get()[word] {
			class, span = verbRead, w.Span
			firstRead = true
		}
		// A dotted word after an outward or infrastructure verb is its
		// operand (an extension's publisher.name, a package's
		// com.acme.app), not a verb that reads (vsce unpublish
		// acme.acme-lint).
		if cl == verbRead && i > 0 && strings.Contains(word, ".") && (class == verbOutward || class == verbInfrastructure) {
			continue
		}
		// A dotted word right after get, set or unset is the key path
		// they read or write (npm pkg get scripts.release, npm pkg set
		// scripts.deploy 'vercel', git config --get remote.origin.url),
		// not a verb: the value is set, nothing is released.
		if i > 0 && strings.Contains(word, ".") && keyVerb(words[i-1].Value) {
			continue
		}
		// After a verb that changes something (stop, restart, deploy), a
		// compound word that reads only through one of its parts
		// (safecast-map, list-svc, api-status) is the operand's name,
		// not the verb of the command: systemctl stop safecast-map stops.
		if cl == verbRead && class != verbNone && class != verbRead && strings.ContainsAny(word, "-:_.") {
			if _, whole := lx.word(word); !whole {
				continue
			}
		}
		if cl != verbNone && class != verbDestructive && !firstRead {
			class, span = cl, w.Span
		}
		if cl == verbDestructive {
			class, span = cl, w.Span
		}
	}
	// A build tool's goal that applies the project's code style (mvn
	// spotless:apply, gradle spotlessApply) rewrites the project's own
	// files, which git keeps: it changes no running system.
	if class == verbInfrastructure {
		for _, w := range words {
			if w.Span == span && styleApply(w.Value) {
				class, span = verbNone, c.Span
				break
			}
		}
	}
	// A credential's plural noun among the subcommand words, with no
	// verb anywhere (supabase projects api-keys, doppler secrets): the
	// CLI prints them, values and all.
	if nounLast && !classed && !verbSeen && class != verbDestructive {
		v.reveals, v.revealSpan = true, nounSpan
	}
	// A program gatesh knows nothing of, named by an outward or
	// infrastructure verb in parts (cpan-upload, release-it,
	// deploy_site) or by what it sends to others (acme-webhook,
	// gh-pages), does what its name says.
	if class == verbNone && s.unlistedView(v) {
		if nc := lx.classOf(path.Base(c.Name)); nc == verbOutward || nc == verbInfrastructure {
			class, span = nc, c.Span
		} else if sendsByName(path.Base(c.Name)) {
			class, span = verbOutward, c.Span
		}
	}
	// A script an interpreter runs is named by what it does, as the
	// program ./deploy.sh is: python upload_to_pypi.py, bash
	// scripts/deploy.sh, node publish.mjs.
	if class == verbNone {
		if w, ok := interpretedScript(c, v.pos); ok {
			class, span = w.class, w.span
		}
	}
	// A program gatesh knows nothing of whose one subcommand word is a
	// secret's noun (dcli password github.com) prints that secret; and
	// one handed a mail address or a phone number sends to that person
	// (s-nail -s x team@x.example, smstool send +15550100999 'hi').
	if class == verbNone && s.unlistedView(v) {
		if len(words) > 0 && !v.reveals {
			if _, nn := revealWords(words[0].Value); nn && !strings.HasSuffix(words[0].Value, "s") && (len(words) == 1 || strings.ContainsAny(words[1].Value, ".0123456789")) {
				v.reveals, v.revealSpan = true, words[0].Span
			}
		}
		for _, w := range v.pos {
			if !w.Dynamic && (mailAddress(w.Value) || phoneNumber(w.Value) && !calculator(c.Name)) {
				class, span = verbOutward, w.Span
				break
			}
		}
	}
	// A program gatesh knows nothing of, asked by a verb that reads out
	// (get, show, cat) for an operand that names a secret
	// (prod/db/password, api-token): a secret store's read.
	if !v.reveals && verbSeen && s.unlistedView(v) {
		for _, w := range v.pos {
			if !w.Dynamic && namesSecret(w.Value) {
				v.reveals, v.revealSpan = true, w.Span
				break
			}
		}
	}
	// A program gatesh knows nothing of, asked by a verb that runs a
	// statement (query, sql, exec, eval) to run one that deletes all,
	// drops or empties (a database CLI's query 'delete User', sql 'DROP
	// TABLE t'), does that, whatever its verb reads as.
	if (class == verbNone || class == verbRead) && s.unlistedView(v) {
		if w, ok := destructiveStatement(words, v.pos); ok {
			class, span = verbDestructive, w.Span
		}
	}
	// A database client given only statements that read (psql -h
	// prod-db -c 'SELECT ...') reads, whatever its target.
	if class == verbNone && sqlOnlyReads(c) {
		class = verbRead
	}
	// So does an HTTP client that only asks for a URL (curl -s
	// https://app-production.example.com/health), whatever its host.
	if class == verbNone && httpReadOnly(v) {
		class = verbRead
	}
	// An option that reads a secret out (--expose-token, --show-secrets,
	// --with-decryption, --reveal) reveals whatever the subcommand.
	if !v.reveals {
		for _, a := range c.Args {
			if a.Value == "--" {
				break
			}
			if name, ok := strings.CutPrefix(a.Value, "--"); ok && !a.Dynamic && revealOption(name) {
				v.reveals, v.revealSpan = true, a.Span
				break
			}
		}
	}
	// An option named by a risky verb is that verb (--delete, --drop,
	// --delete-secret-keys, --purge, --publish): many CLIs take their
	// action as an option rather than a subcommand. A read verb among
	// the words still decides (list --deleted).
	if class != verbDestructive && class != verbRead {
		if oc, osp, ok := s.optionVerb(v, sp, lx); ok && (oc == verbDestructive || class == verbNone) {
			class, span = oc, osp
		}
	}
	// A command given nothing but long options, each named by a verb
	// that only reads (service --status-all: "runs all init scripts
	// with the status command"), reads: its action is the option.
	if class == verbNone && len(v.pos) == 0 && readOptionsOnly(c.Args, lx) {
		class = verbRead
	}
	// A subcommand that gives an access (set_permissions, add-role,
	// acl set, grant) changes who may do what there.
	if class == verbNone {
		if gsp, ok := accessGrant(words, end); ok {
			class, span = verbInfrastructure, gsp
		}
	}
	// A destructive verb whose operands are all in /tmp acts on scratch
	// space, as rm -rf /tmp/x does (tool rm -rf /tmp/a); one whose noun
	// is a cache or an image empties what is fetched or built again
	// (pip cache purge, image prune, builder prune).
	if class == verbDestructive && (scratchOperands(c.Args, span) || disposableNoun(words, span) || portKillAt(c.Args, span)) {
		class = verbNone
	}
	// The project's own script named for a test, a release build or
	// its own service's restart acts on this machine.
	if class == verbOutward || class == verbInfrastructure {
		if name, ok := projectScriptName(v, span); ok && s.localScript(name, class) {
			class = verbNone
		}
	}
	v.verbClass, v.verbSpan = class, span
	return class, span
}

// styleApply reports whether a task word applies a code style or a
// formatter to the project's files: apply joined to a formatter's or a
// style's name (spotless:apply, spotlessApply, ktlint-apply,
// format:apply).
func styleApply(w string) bool {
	apply, style := false, false
	start := 0
	for i := 0; i <= len(w); i++ {
		if i < len(w) && w[i] != ':' && w[i] != '-' && w[i] != '_' && w[i] != '.' && !(i > start && w[i] >= 'A' && w[i] <= 'Z') {
			continue
		}
		switch strings.ToLower(w[start:i]) {
		case "apply":
			apply = true
		case "spotless", "fmt", "format", "formatter", "prettier", "ktlint", "ktfmt", "style", "codestyle", "checkstyle", "lint", "license", "licence", "sortpom", "tidy":
			style = true
		}
		start = i
		if i < len(w) && (w[i] < 'A' || w[i] > 'Z') {
			start = i + 1
		}
	}
	return apply && style
}

// generator reports whether a subcommand word, or a part of it, asks a
// tool to write a new file of the project from a template: gen,
// generate, scaffold, make:KIND, makemigrations, and g as the first word
// (rails g, ng g, nest g).
func generator(w string, first bool) bool {
	if w == "g" {
		return first
	}
	for part := range wordParts(w) {
		switch part {
		case "gen", "generate", "scaffold", "makemigrations":
			return true
		case "make":
			// make:migration, not a make target of its own.
			return strings.ContainsAny(w, ":.")
		}
	}
	return false
}

// outwardOption reports whether an outward verb, as an option, says the
// command sends its result away (pack build --publish, earthly --push).
// A reply is a message to the people of a thread (a review tool's
// --reply ID TEXT). Other outward words are common option names that do
// not (--release, --merge, --post-file, --share).
func outwardOption(name string) bool {
	switch name {
	case "publish", "push", "deploy", "upload", "send", "broadcast", "submit", "public", "reply":
		return true
	}
	// The same verb with a word that says only which way or how much
	// (onedrive --upload-only, --push-all, --publish-to).
	verb, rest, ok := strings.Cut(name, "-")
	if !ok {
		return false
	}
	switch verb {
	case "publish", "push", "deploy", "upload", "send", "broadcast", "submit":
		switch rest {
		case "only", "to", "all", "now", "remote", "changes", "files":
			return true
		}
	}
	return false
}

// notVerbOption reports whether a destructive word, as an option, names
// a harmless clean-up of the command's own (docker run --rm) or a change
// to what it makes (tar --strip-components, --strip-debug): nothing that
// exists is deleted.
func notVerbOption(name string) bool {
	return name == "rm" || name == "remove" || name == "del" || name == "strip"
}

// readOptionsOnly reports whether args are one or more long options
// without values, each of which the lexicon reads as a verb that only
// reads (--status-all, --list), and none that reads a secret out.
func readOptionsOnly(args []parser.Word, lx *lexicon) bool {
	for _, a := range args {
		name, ok := strings.CutPrefix(a.Value, "--")
		if !ok || a.Dynamic || name == "" || strings.Contains(name, "=") || revealOption(name) || lx.classOf(strings.ToLower(name)) != verbRead {
			return false
		}
	}
	return len(args) > 0
}

// firstOptionWord returns the first word of an option's name, whose
// words are joined by "-" or "_".
func firstOptionWord(name string) string {
	if i := strings.IndexAny(name, "-_"); i >= 0 {
		return name[:i]
	}
	return name
}

// laterVerbOption reports an option whose destructive verb is not its
// first word: the words before it name its object (--users_drop,
// --database-destroy, --data_purge, --db-drop), or it starts a clause
// joined by "and" or "then" (--keep-and-delete-all). Not when a word of
// the clause before it turns the action off or only qualifies when it
// happens (--no-delete, --skip-drop, --on-delete, --max-delete), nor
// when its object is output the command makes again (--cache-clear,
// --build-clean, --logs-purge).
func laterVerbOption(name string, lx *lexicon) bool {
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' })
	start := 0
	for i, w := range parts {
		switch {
		case w == "and" || w == "then":
			start = i + 1
		case i == 0 || len(w) < 3 || notVerbOption(w) || !lx.wordIs(w, verbDestructive):
		case !slices.ContainsFunc(parts[start:i], optionQualifier):
			return true
		}
	}
	return false
}

// wordIs reports whether the lexicon lists w itself, not a word glued
// from others (dropout is no drop), as a verb of the class.
func (lx *lexicon) wordIs(w, class string) bool {
	c, ok := lx.word(w)
	return ok && c == class
}

// optionQualifier reports a word of an option before its verb that
// turns the action off, says when or how much of it happens, or names
// output the command makes again.
func optionQualifier(w string) bool {
	switch w {
	case "no", "not", "non", "dont", "skip", "without", "disable", "disallow", "deny", "prevent", "protect", "ignore",
		"allow", "on", "pre", "post", "before", "after", "if", "when", "soft", "max", "min", "limit", "dry", "fail", "warn",
		"ask", "prompt", "confirm", "cache", "caches", "output", "outputs", "build", "builds", "dist", "tmp", "temp",
		"log", "logs", "artifact", "artifacts", "coverage", "old", "stale", "previous", "generated", "pycache":
		return true
	}
	return false
}

// ownOutputOption reports whether a destructive option's object is the
// command's own output (dart's build_runner --delete-conflicting-outputs,
// --clean-output): it removes what the command writes again, nothing
// else. Only the verb, at most one word that says which of its outputs,
// and output: --delete-remote-output names a place of its own.
func ownOutputOption(name string) bool {
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' })
	n := len(parts)
	// The folder the output goes to is the output (Hugging Face's
	// --overwrite_output_dir: "overwrite the content of the output
	// directory"); so is the cache the command builds from its own
	// inputs when it writes it anew (--overwrite_cache: "overwrite the
	// cached training and evaluation sets").
	if n == 3 && parts[1] == "output" && (parts[2] == "dir" || parts[2] == "directory") {
		return true
	}
	if n == 2 && parts[0] == "overwrite" && parts[1] == "cache" {
		return true
	}
	if n < 2 || n > 3 || parts[n-1] != "output" && parts[n-1] != "outputs" {
		return false
	}
	if n == 3 {
		switch parts[1] {
		case "conflicting", "stale", "old", "previous", "generated", "build":
		default:
			return false
		}
	}
	return true
}

// optionVerb finds an option whose name starts with a destructive verb
// (--delete, --drop-database, -purge) or is one of outwardOptions. A
// program without a table may spell a long option with one dash.
// An option the command's own rules speak of (rsync --delete) is left
// to them.
func (s *Set) optionVerb(v *cmdView, sp *cmdSpec, lx *lexicon) (string, parser.Span, bool) {
	check := func(name string) (string, bool) {
		name = strings.ToLower(name)
		if i := strings.IndexByte(name, '='); i >= 0 {
			name = name[:i]
		}
		// An option's words are joined by "-" or, in Python's argparse
		// spelling, by "_" (--overwrite_output_dir): the verb is the
		// first of them, not any (--hidden_dropout_prob drops nothing).
		first := firstOptionWord(name)
		if first == "force" || first == "hard" || first == "permanently" {
			if rest := name[len(first):]; rest != "" {
				name = rest[1:]
			} else {
				name = ""
			}
			first = firstOptionWord(name)
		}
		short := len(first) < 3 || notVerbOption(first)
		if short && !laterVerbOption(name, lx) {
			return "", false
		}
		class := ""
		switch {
		case !short && outwardOption(name):
			class = verbOutward
		case !short && lx.classOf(first) == verbDestructive && !ownOutputOption(name):
			class = verbDestructive
		case laterVerbOption(name, lx):
			class = verbDestructive
		case sp == nil && (name == "apply" || name == "converge" || name == "provision"):
			// A tool nobody listed that applies its desired state
			// (helmsman --apply).
			class = verbInfrastructure
		default:
			return "", false
		}
		// Checked last: it looks through the rules that name the tool.
		if s.ruleFlag(v.cmd.Name, name) {
			return "", false
		}
		return class, true
	}
	if sp != nil {
		for _, f := range v.flags {
			if f.name == "--" {
				break
			}
			name, ok := strings.CutPrefix(f.name, "--")
			if !ok && sp.singleDash {
				name, ok = strings.CutPrefix(f.name, "-")
			}
			if !ok {
				continue
			}
			if c, ok := check(name); ok && !optionOff(name, f.value, v.cmd.Args, f.span) {
				return c, f.span, true
			}
		}
		return "", parser.Span{}, false
	}
	for _, a := range v.cmd.Args {
		if a.Value == "--" {
			break
		}
		if a.Dynamic || len(a.Value) < 3 || a.Value[0] != '-' {
			continue
		}
		if c, ok := check(strings.TrimLeft(a.Value, "-")); ok && !optionOff(a.Value, "", v.cmd.Args, a.Span) {
			return c, a.Span, true
		}
	}
	return "", parser.Span{}, false
}

// optionOff reports whether a verb's option is given a value that
// switches its action off (electron-builder --publish never,
// --push=false): the command does not do what the option names. The
// value is glued after "=", taken by the option, or the word after it.
func optionOff(name, value string, args []parser.Word, at parser.Span) bool {
	if _, v, ok := strings.Cut(name, "="); ok {
		return optionValueOff(v)
	}
	if value != "" {
		return optionValueOff(value)
	}
	for i, a := range args {
		if a.Span == at {
			return i+1 < len(args) && !args[i+1].Dynamic && optionValueOff(args[i+1].Value)
		}
	}
	return false
}

// optionValueOff reports whether an option's value says no: a
// setting's off (offValue), or never, false, no, 0.
func optionValueOff(v string) bool {
	switch strings.ToLower(v) {
	case "never", "false", "no", "0":
		return true
	}
	return offValue(v)
}

// verbMatches reports whether the command's verb is in one of classes.
func (s *Set) verbMatches(classes []string, v *cmdView) (parser.Span, bool) {
	// A package runner's words are its program's, which is listed after
	// it and read by the lexicon there (bunx prisma db push is prisma db
	// push, which names its own rules).
	if v.cmd.RunsProgram {
		return v.cmd.Span, false
	}
	class, span := s.verb(v)
	if class == verbNotCLI {
		return span, false
	}
	for _, want := range classes {
		if want == class || want == verbWrite && class != verbRead {
			return span, true
		}
		if want == verbReveal && v.reveals {
			return v.revealSpan, true
		}
	}
	return span, false
}

// revealWords reports whether a word, or its first part, is a verb that
// reads a value out, and whether it, or a part after the first, names a
// secret.
func revealWords(w string) (reveal, noun bool) {
	// A batch of the same read is the read, for each name it is given
	// (AWS Secrets Manager's batch-get-secret-value).
	for _, q := range []string{"batch-", "batch_", "bulk-", "bulk_"} {
		if rest, ok := strings.CutPrefix(w, q); ok && rest != "" {
			return revealWords(rest)
		}
	}
	first, nounFirst, mintRest, prev := true, false, "", ""
	for part := range strings.FieldsFuncSeq(w, func(r rune) bool { return r == '-' || r == ':' || r == '_' }) {
		// A key named for what it opens, in a longer name
		// (OPENAI_API_KEY, stripe-secret-key, deploy_private_key).
		if part == "key" && (prev == "api" || prev == "secret" || prev == "private" || prev == "access") {
			noun = true
		}
		prev = part
		if first {
			reveal = revealVerb(part)
			nounFirst = part != w && secretNoun(part)
			// One word that makes a credential and names it
			// (create-token, create-access-key, generate-password)
			// prints the new one.
			if len(part)+1 < len(w) && w[:len(part)] == part && mintVerb(part) {
				mintRest = w[len(part)+1:]
			}
		} else if nounFirst && revealVerb(part) {
			// A task named noun then verb (credentials:show,
			// token-print) reads it out as well.
			reveal = true
		}
		if !first || part == w {
			noun = noun || secretNoun(part)
		}
		first = false
	}
	// An API or access key's noun spelled in parts (api-key, access_key);
	// an instance's access details are its key and password (Lightsail's
	// get-instance-access-details).
	noun = noun || tokenNoun(w) || strings.Contains(w, "access-details") || strings.Contains(w, "access_details")
	if mintRest != "" && mintedNoun(mintRest) {
		reveal, noun = true, true
	}
	return reveal, noun
}

// tokenNoun reports whether w names an access token or an API key, of
// which a CLI's create prints the new value (npm token create).
func tokenNoun(w string) bool {
	w = strings.TrimSuffix(w, "s")
	switch w {
	case "token", "apikey", "api-key", "api_key", "access-token", "access_token", "accesstoken", "access-key", "access_key",
		"accesskey", "api-token", "api_token", "apitoken", "join-token", "join_token", "auth-token", "auth_token", "authtoken", "pat":
		return true
	}
	return false
}

// mintedNoun reports whether w names a credential whose create prints
// the new value: a token or an API key, a password or a set of
// credentials made for a user (pscale password create, openstack ec2
// credentials create). A secret's create takes a value and prints none.
func mintedNoun(w string) bool {
	if tokenNoun(w) {
		return true
	}
	switch strings.TrimSuffix(w, "s") {
	case "password", "passwd", "credential", "cred":
		return true
	}
	return false
}

// mintVerb reports whether w makes a new credential.
func mintVerb(w string) bool {
	switch w {
	case "create", "generate", "new", "mint", "issue":
		return true
	}
	return false
}

func revealVerb(w string) bool {
	switch w {
	case "get", "show", "reveal", "read", "print", "export", "dump", "download", "access", "value", "cat", "decrypt", "open",
		// A variable of a service manager's or a session's environment
		// read out by name (launchctl getenv NAME).
		"getenv", "printenv",
		// A secret store's fetch or retrieve hands the value over (kamal
		// secrets fetch).
		"fetch", "retrieve":
		return true
	}
	return false
}

func secretNoun(w string) bool {
	switch strings.TrimSuffix(w, "s") {
	case "secret", "password", "passwd", "credential", "cred", "token", "apikey",
		// A store of them: its entry read out is a secret (knife vault
		// show, yc lockbox payload get, keyring get).
		"vault", "lockbox", "keyring", "keychain":
		return true
	}
	return false
}

// unlisted reports whether gatesh knows nothing of the command: no
// [commands] table says how it reads its arguments (a partial one says
// only where it writes), no rule names it, and it is no builtin or
// function of the script.
func (s *Set) unlisted(c *parser.Command) bool {
	if c.FuncCall || isShellBuiltin(c.Name) || c.Name == "" || strings.HasPrefix(c.Name, "-") || strings.ContainsAny(c.Name, "$`") {
		return false
	}
	if sp := s.spec(c.Name); sp != nil && !sp.partial || len(s.index.Lookup(c.Name)) > 0 {
		return false
	}
	// A rule may name it by a pattern (mkfs.*).
	for _, g := range s.patternNames() {
		if wildMatch(g, c.Name) {
			return false
		}
	}
	return true
}

// unlistedView is unlisted for the command of v, asked once.
func (s *Set) unlistedView(v *cmdView) bool {
	if !v.unlistedDone {
		v.unlistedDone, v.unlistedVal = true, s.unlisted(v.cmd)
	}
	return v.unlistedVal
}

// patternNames are the command patterns of the rules not indexed by a
// literal name (mkfs.*, docker-credential-*), gathered on first use.
func (s *Set) patternNames() []string {
	s.patOnce.Do(func() {
		for _, i := range s.index.Generic {
			s.patNames = append(s.patNames, s.rules[i].spec().Command...)
		}
	})
	return s.patNames
}

// lexicon returns the compiled [verbs] table, built on first use.
func (s *Set) lexicon() *lexicon {
	s.lexOnce.Do(func() {
		if s.lex == nil {
			s.lex = &lexicon{base: defaultVerbClass, wild: defaultVerbWilds()}
		}
	})
	return s.lex
}

// ruleFlag reports whether a rule that names the program lists the long
// option --name (or -name) among its flags.
func (s *Set) ruleFlag(program, name string) bool {
	for _, i := range s.index.Lookup(program) {
		src := s.rules[i].spec()
		for _, list := range [][]string{src.Flags, src.AllFlags, src.UnlessFlags, src.OtherFlags} {
			for _, f := range list {
				for alt := range strings.SplitSeq(f, "|") {
					alt, _, _ = strings.Cut(alt, "=")
					if strings.TrimLeft(alt, "-") == name {
						return true
					}
				}
			}
		}
	}
	return false
}

// scratchOperands reports whether the words after the verb's span that
// are not options are all static paths in /tmp, and there is one.
func scratchOperands(args []parser.Word, verb parser.Span) bool {
	n := 0
	for _, a := range args {
		if a.Span.Start <= verb.Start || strings.HasPrefix(a.Value, "-") {
			continue
		}
		if a.Dynamic || !strings.HasPrefix(a.Value, "/tmp/") || strings.Contains(a.Value, "..") {
			return false
		}
		n++
	}
	return n > 0
}

// portKill reports whether a program named for killing (kill-port,
// killport, fkill) is given only ports or processes of this machine
// (3000, :8080, 8080/tcp, --port 3000): it stops a local process, as
// kill $(lsof -ti:3000) does, which a restart undoes.
func portKill(name string, args []parser.Word) bool {
	if !strings.Contains(strings.ToLower(path.Base(name)), "kill") {
		return false
	}
	n := 0
	for _, a := range args {
		if a.Dynamic {
			return false
		}
		v := a.Value
		switch v {
		case "--port", "-p", "--yes", "-y", "--silent", "-s", "--verbose", "-v", "--tcp", "--udp":
			continue
		}
		v = strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(v, ":"), "/tcp"), "/udp")
		if v == "" || strings.Trim(v, "0123456789,") != "" {
			return false
		}
		n++
	}
	return n > 0
}

// portKillAt is portKill for the word at span (npx kill-port 3000) and
// the words after it.
func portKillAt(args []parser.Word, span parser.Span) bool {
	for i, a := range args {
		if a.Span == span {
			return !a.Dynamic && portKill(a.Value, args[i+1:])
		}
	}
	return false
}

// disposableNoun reports whether a word before the destructive verb at
// span names something fetched or built again: a cache, images, a
// builder's cache.
func disposableNoun(words []parser.Word, verb parser.Span) bool {
	for _, w := range words {
		if w.Span.Start >= verb.Start {
			break
		}
		switch strings.TrimSuffix(strings.ToLower(w.Value), "s") {
		case "cache", "image", "builder", "build-cache", "buildcache":
			return true
		}
	}
	return false
}

// revealsAlone reports whether a subcommand word by itself reads a secret
// out: a decryption, or a connection's string with its password.
func revealsAlone(w string) bool {
	switch w {
	case "decrypt", "unseal", "connection-string", "connection-uri", "connection-url", "connstring", "conn-string", "database-url", "db-url", "dsn", "get-dsn":
		return true
	}
	return false
}

// revealOption reports whether a long option's name says it prints a
// secret: a reveal verb (or expose, unmask, plaintext) and a secret's noun,
// or a decryption.
func revealOption(name string) bool {
	name, _, _ = strings.Cut(strings.ToLower(name), "=")
	switch name {
	case "reveal", "with-decryption", "decrypt", "unmask", "show-values", "plaintext", "insecure-print":
		return true
	}
	// Glued: --showsecret, --printtoken.
	for _, v := range []string{"show", "print", "reveal", "display"} {
		if rest, ok := strings.CutPrefix(name, v); ok && secretNoun(rest) {
			return true
		}
	}
	verb, noun := false, false
	for part := range strings.FieldsFuncSeq(name, func(r rune) bool { return r == '-' || r == '_' }) {
		switch {
		case revealVerb(part) || part == "expose" || part == "unmask" || part == "include" || part == "with":
			verb = true
		case verb && secretNoun(part):
			noun = true
		}
	}
	return verb && noun
}

// gluedVerbs are the risky verbs that programs and subcommands glue to
// their noun without a separator (lvremove, sendtoaddress, dropcluster,
// zapall): the prefix or suffix of one lower-case word.
var gluedVerbs = [...]struct{ word, class string }{
	{"delete", verbDestructive}, {"remove", verbDestructive}, {"destroy", verbDestructive},
	{"purge", verbDestructive}, {"drop", verbDestructive}, {"wipe", verbDestructive},
	{"erase", verbDestructive}, {"zap", verbDestructive}, {"nuke", verbDestructive},
	{"send", verbOutward}, {"publish", verbOutward}, {"deploy", verbOutward}, {"upload", verbOutward},
	{"pay", verbOutward},
}

// gluedVerb returns the class of a word that is a risky verb glued to a
// noun: the verb first with at least three letters after it that are not
// an ending of the verb itself (deployment, sender, publishing name the
// thing), or the verb last after at least two letters (lvremove).
func gluedVerb(w string) string {
	if len(w) < 6 || len(w) > 30 || strings.ContainsAny(w, "-:_.") || hasUpper(w) {
		return verbNone
	}
	for _, g := range gluedVerbs {
		if rest, ok := strings.CutPrefix(w, g.word); ok && (len(rest) >= 3 || g.word == "pay" && len(rest) == 2) && !verbEnding(rest) {
			return g.class
		}
		if head, ok := strings.CutSuffix(w, g.word); ok && len(head) >= 2 {
			return g.class
		}
	}
	return verbNone
}

// verbEnding reports whether the letters after a verb make a word of the
// verb's own (deployment, sendable, removed, publisher, dropdown, droplet).
func verbEnding(rest string) bool {
	for _, e := range []string{"ment", "able", "ing", "er", "ed", "al", "ion", "s", "down", "let", "box", "zone", "ship", "y", "load", "ee", "pal", "wall"} {
		if strings.HasPrefix(rest, e) {
			return true
		}
	}
	return false
}

// sendsByName reports whether a program's name, in parts, names what it
// sends to other people: a webhook, a site's pages, a paste or a gist.
func sendsByName(name string) bool {
	for part := range wordParts(name) {
		switch part {
		case "webhook", "webhooks", "pages", "gist", "pastebin", "tweet", "toot":
			return true
		case "paste":
			// wl-paste prints Wayland's clipboard.
			return name != "wl-paste"
		}
		// A program named for the one who uploads, publishes or
		// deploys (youtubeuploader, dropbox_uploader, site-publisher)
		// does that: the name is its job, not a thing it makes.
		for _, doer := range []string{"uploader", "publisher", "deployer"} {
			if strings.HasSuffix(part, doer) {
				return true
			}
		}
		// A paste service's client, paste glued to its name (dpaste,
		// wgetpaste, pastecat, nopaste); not a clipboard's reader.
		if len(part) > len("paste") && (strings.HasPrefix(part, "paste") || strings.HasSuffix(part, "paste")) && !clipboardPaste(part) {
			return true
		}
	}
	return false
}

// clipboardPaste reports whether a name that ends in paste reads this
// machine's clipboard (pbpaste, wl-paste's paste, xpaste, gpaste).
func clipboardPaste(name string) bool {
	switch name {
	case "pbpaste", "xpaste", "gpaste", "clippaste", "copypaste", "pastel":
		return true
	}
	return false
}

// namesSecret reports whether an operand names a secret in one of its
// path segments or word parts (prod/db/password, ci-token, API_KEY).
func namesSecret(w string) bool {
	// A plural alone asks for a list of names (get secrets).
	if len(w) > 200 || strings.Contains(w, "://") || strings.HasSuffix(w, "s") && !strings.ContainsAny(w, "/-_.:") {
		return false
	}
	lw := strings.ToLower(w)
	for part := range strings.FieldsFuncSeq(lw, func(r rune) bool {
		return r == '/' || r == '-' || r == '_' || r == '.' || r == ':'
	}) {
		if secretNoun(part) || part == "key" && strings.Contains(lw, "api") {
			return true
		}
	}
	return false
}

// mailAddress reports whether an operand is one mail address
// (team@x.example), not a package at a version (pkg@1.2, @scope/pkg) or
// a user at a host for ssh (which has its own rules).
func mailAddress(w string) bool {
	local, domain, ok := strings.Cut(w, "@")
	if !ok || local == "" || strings.ContainsAny(local, "/:@ ") || strings.ContainsAny(domain, "/:@ ") {
		return false
	}
	i := strings.LastIndexByte(domain, '.')
	if i <= 0 || i == len(domain)-1 {
		return false
	}
	tld := domain[i+1:]
	for _, r := range tld {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return len(tld) >= 2
}

// sqlOnlyReads reports whether the command's inline code is SQL, read
// statically, and every statement of it only reads.
func sqlOnlyReads(c *parser.Command) bool {
	if len(c.Payloads) == 0 {
		return false
	}
	for _, p := range c.Payloads {
		if p.Lang != "sql" || p.From == "pipe" || !pureCalls(p.Text) || !p.SQL().ReadOnly() {
			return false
		}
	}
	return true
}

// destructiveStatement finds, after a subcommand word that runs a
// statement (query, sql, exec, execute, eval), an operand of several
// words that deletes every row, drops, empties or rewrites a whole table
// by sqlscan's reading ('delete User', 'DROP TABLE t', 'UPDATE t SET
// x=1'): the statement such a client runs on its server.
func destructiveStatement(words, pos []parser.Word) (parser.Word, bool) {
	verb := -1
	for i, w := range words {
		if i >= 2 {
			break
		}
		switch strings.ToLower(w.Value) {
		case "query", "sql", "exec", "execute", "eval":
			verb = w.Span.Start
		}
	}
	if verb < 0 {
		return parser.Word{}, false
	}
	for _, w := range pos {
		if w.Dynamic || w.Span.Start <= verb || !strings.Contains(strings.TrimSpace(w.Value), " ") {
			continue
		}
		r := sqlscan.Scan(w.Value)
		if r.Has(sqlscan.Drop) || r.Has(sqlscan.Truncate) || r.Has(sqlscan.DeleteNoWhere) || r.Has(sqlscan.UpdateNoWhere) || r.Has(sqlscan.AlterDrop) {
			return w, true
		}
	}
	return parser.Word{}, false
}

// pureCalls reports whether every function a statement calls is one that
// only computes (count, max, lower, ...): a SELECT can call a function
// that kills a session or writes (pg_terminate_backend, lo_unlink, setval).
func pureCalls(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] != '(' {
			continue
		}
		j := i
		for j > 0 && (text[j-1] == '_' || text[j-1] >= 'a' && text[j-1] <= 'z' || text[j-1] >= 'A' && text[j-1] <= 'Z' || text[j-1] >= '0' && text[j-1] <= '9') {
			j--
		}
		switch strings.ToLower(text[j:i]) {
		case "", "count", "sum", "avg", "min", "max", "lower", "upper", "length", "coalesce", "now", "date_trunc",
			"round", "abs", "cast", "substring", "trim", "concat", "in", "exists", "distinct", "date", "extract",
			"to_char", "json_agg", "array_agg", "string_agg", "greatest", "least", "nullif", "over", "filter":
		default:
			return false
		}
	}
	return true
}

// scriptInterpreters run the script file that is their first operand.
var scriptInterpreters = &lazy.Value[map[string]bool]{New: func() map[string]bool {
	return map[string]bool{
		"python": true, "python2": true, "python3": true, "pypy3": true, "node": true, "nodejs": true, "bash": true,
		"sh": true, "zsh": true, "dash": true, "ksh": true, "ruby": true, "perl": true, "php": true, "tsx": true,
		"ts-node": true, "bun": true, "deno": true, "Rscript": true, "lua": true,
	}
}}

// scriptWord is the class of what a script an interpreter runs says it
// does by its name, and where the name stands.
type scriptWord struct {
	class string
	span  parser.Span
}

// scriptShips are the words by which a script's name says it ships
// something to others (upload_to_pypi.py, deploy-gcp.sh, release.ts):
// the outward verbs that have no local sense (merge, share and push
// have: merge_csv.py, push_notifications.py are judged by what they run).
var scriptShips = &lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"publish": verbOutward, "deploy": verbOutward, "release": verbOutward, "upload": verbOutward,
		"ship": verbOutward, "rollout": verbInfrastructure, "promote": verbOutward, "send": verbOutward,
	}
}}

// interpretedScript reads the name of the script an interpreter is given
// to run (python x.py, bun run x.ts, deno run x.ts): ok when it says it
// ships something, unless code comes another way (-c, -e, -m) or the
// script is named for a test, a rehearsal or this machine
// (test_upload.py, deploy_dry_run.sh, release_notes.py, deploy_local.sh).
func interpretedScript(c *parser.Command, pos []parser.Word) (scriptWord, bool) {
	name := path.Base(c.Name)
	if !scriptInterpreters.Get()[name] && !strings.HasPrefix(name, "python3.") || len(pos) == 0 || len(c.Payloads) > 0 {
		return scriptWord{}, false
	}
	for _, a := range c.Args {
		switch a.Value {
		// Code given another way, or a syntax check (bash -n, node
		// --check, php -l) that runs nothing.
		case "-c", "-e", "-m", "--eval", "-p", "--print", "-r", "-n", "--check", "-l", "-h", "--help", "--version":
			return scriptWord{}, false
		}
	}
	w := pos[0]
	if (name == "bun" || name == "deno") && w.Value == "run" && len(pos) > 1 {
		w = pos[1]
	}
	if w.Dynamic || strings.HasPrefix(w.Value, "-") {
		return scriptWord{}, false
	}
	base := path.Base(w.Value)
	i := strings.LastIndexByte(base, '.')
	if i <= 0 {
		return scriptWord{}, false // a file with no extension may be anything (a module's folder)
	}
	class := verbNone
	for part := range wordParts(base[:i]) {
		switch part {
		case "test", "tests", "spec", "check", "mock", "fake", "stub", "dry", "dryrun", "example", "sample", "demo", "notes", "changelog", "local":
			return scriptWord{}, false
		}
		if c, ok := scriptShips.Get()[part]; ok {
			class = c
		}
	}
	return scriptWord{class: class, span: w.Span}, class != verbNone
}

// accessGrant finds, among a command's leading words (up to the "--"
// at end), a subcommand that gives an access: grant alone, or a verb
// that sets or adds joined to or followed by a noun of access
// (set_permissions, add-role, acl set, user add-role). Creating,
// listing or reading an access is not one.
func accessGrant(words []parser.Word, end int) (parser.Span, bool) {
	verb, noun := false, false
	for i, w := range words {
		if i >= maxVerbWords || w.Dynamic || end >= 0 && w.Span.Start > end || !verbShaped(w.Value) {
			break
		}
		for part := range wordParts(w.Value) {
			switch part {
			case "grant":
				return w.Span, true
			case "set", "add", "assign", "attach", "give", "allow", "put", "change", "modify", "update":
				verb = true
			case "permission", "permissions", "perms", "acl", "acls", "privilege", "privileges", "grants", "rights", "role", "roles":
				noun = true
			}
		}
		if verb && noun {
			return w.Span, true
		}
	}
	return parser.Span{}, false
}
