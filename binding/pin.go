package binding

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"gatesh/queue"
)

// The facts are read right before an approval is used, but git reads its
// configuration later, when it starts: a process that runs alongside can
// add a setting in between (remote.origin.receivepack, core.fsmonitor)
// and the approved command would run it. The repository's own files
// cannot be kept from git, so the run carries the values that were read
// where git's order makes them win over anything added to those files
// later: before them (the system file, read first, for the settings where
// git keeps the first value it reads) and after them (the command line's
// scope, read last, for those where it keeps the last). A setting that
// was absent is pinned to what git does without it, said explicitly, so
// that one added later does not take effect. Pins returns them.

// MinGit is the oldest git whose files and variables a pinned run is
// made of: GIT_CONFIG_SYSTEM (2.32), GIT_CONFIG_COUNT (2.31).
var MinGit = [2]int{2, 32}

// ErrOldGit means git cannot be held to what an approval bound: it does
// not read the gate's pins.
var ErrOldGit = errors.New("git is too old to be held to what the approval bound")

// Setting is one configuration entry to pin: Key as git prints it
// (section and name lowercase, the subsection as written), Null for a
// boolean written without a value.
type Setting struct {
	Key, Value string
	Null       bool
}

// RepoPins are the settings pinned in one repository.
type RepoPins struct {
	// GitDir is the repository's git folder with symbolic links
	// resolved, as git matches includeIf "gitdir:".
	GitDir string
	// First are read before the repository's own files, Last after them.
	First, Last []Setting
}

// Pins is how an approved run keeps git to what its approval bound.
type Pins struct {
	Repos []RepoPins
	// System is the system file git would read for the command, "" for
	// none: the run's own system file reads it after its pins.
	System string
}

// Reading is one look at the repositories of a command: the facts an
// approval binds, and the pins made of the same look.
type Reading struct {
	Facts []queue.Fact
	r     *reader
}

// Pins returns the pins of what was read: for each repository, its
// settings that run a program or pick a destination, as they were read,
// and the absent ones as git does without them. It fails with ErrOldGit
// when git is older than MinGit. No repository read: no pins.
func (rd *Reading) Pins() (*Pins, error) {
	if rd == nil || rd.r == nil {
		return &Pins{}, nil
	}
	r := rd.r
	var dirs []string
	for dir, rp := range r.repos {
		if rp.err == "" && rp.gitDir != "" {
			dirs = append(dirs, dir)
		}
	}
	if len(dirs) == 0 {
		return &Pins{}, nil
	}
	sort.Strings(dirs)
	if err := r.checkVersion(dirs[0]); err != nil {
		return nil, err
	}
	editor := sync.OnceValue(func() string { return defaultEditor(r.env) })
	p := &Pins{}
	seen := map[string]bool{}
	for _, dir := range dirs {
		rp := r.repos[dir]
		gitDir, err := filepath.EvalSymlinks(rp.gitDir)
		if err != nil {
			gitDir = rp.gitDir
		}
		if seen[gitDir] {
			continue
		}
		seen[gitDir] = true
		head, _ := r.p.Git(dir, "symbolic-ref", "-q", "--short", "HEAD")
		p.Repos = append(p.Repos, RepoPins{GitDir: gitDir, First: rp.firstPins(r.env), Last: rp.lastPins(r.env, oneLine(head), editor)})
		if p.System == "" {
			p.System = rp.systemFile()
		}
	}
	switch {
	case gitBool(r.env.Getenv("GIT_CONFIG_NOSYSTEM")):
		p.System = ""
	case r.env.Getenv("GIT_CONFIG_SYSTEM") != "":
		p.System = r.env.Getenv("GIT_CONFIG_SYSTEM")
	}
	return p, nil
}

// gitBool is git's reading of a boolean variable's value.
func gitBool(v string) bool {
	switch strings.ToLower(v) {
	case "1", "true", "yes", "on":
		return true
	}
	n, err := strconv.Atoi(v)
	return err == nil && n != 0
}

// systemFile is the system file the repository's settings came from, ""
// when none did: the origin of the first setting of the system scope,
// which is the file's own (an include is listed where it is).
func (rp *repo) systemFile() string {
	for _, s := range rp.config {
		if s.scope == "system" {
			path, _ := strings.CutPrefix(s.origin, "file:")
			return path
		}
	}
	return ""
}

// defaultPacks are the programs a remote runs when it names none.
var defaultPacks = [][2]string{{"receivepack", "git-receive-pack"}, {"uploadpack", "git-upload-pack"}}

// firstPins are the settings of which git keeps the first value it
// reads: each remote's receivepack and uploadpack, and the list of
// core.gitProxy (the first that matches the host is used), closed with
// "none" so that a proxy added later matches no host.
func (rp *repo) firstPins(env Env) []Setting {
	var pins []Setting
	for _, remote := range rp.subsections("remote") {
		for _, d := range defaultPacks {
			key := "remote." + remote + "." + d[0]
			if s, ok := rp.first(key); ok {
				pins = append(pins, s)
			} else {
				pins = append(pins, Setting{Key: key, Value: d[1]})
			}
		}
	}
	if env.Getenv("GIT_PROXY_COMMAND") == "" { // else the variable wins
		for _, s := range rp.config {
			if s.key == "core.gitproxy" {
				pins = append(pins, pinOf(s))
			}
		}
		pins = append(pins, Setting{Key: "core.gitproxy", Value: "none"})
	}
	return pins
}

// lastPins are the settings of which git keeps the last value it reads:
// each one bound as it was read (in git's order), then those that decide
// what runs or where data goes, as read or, when absent, as git does
// without them; then the credential helpers (an empty one empties git's
// list, which is then the bound one), and which remote each branch
// pushes to and fetches from. head is the checked-out branch, "" when
// none; defaultEditor the editor git picks when none is set.
func (rp *repo) lastPins(env Env, head string, defaultEditor func() string) []Setting {
	getenv := env.Getenv
	var pins []Setting
	lastAt := map[string]int{}
	for i, s := range rp.config {
		if runsOrSends(s.key, "") && singlePinned(s.key) {
			lastAt[s.key] = i
		}
	}
	for i, s := range rp.config {
		if lastAt[s.key] == i && singlePinned(s.key) && runsOrSends(s.key, "") {
			pins = append(pins, pinOf(s))
		}
	}
	pin := func(key string, absent func() string) {
		if s, ok := rp.lastOf(key); ok {
			pins = append(pins, s)
		} else {
			pins = append(pins, Setting{Key: key, Value: absent()})
		}
	}
	is := func(v string) func() string { return func() string { return v } }
	// A variable, where git reads one first, wins over any setting.
	if getenv("GIT_SSH_COMMAND") == "" {
		pin("core.sshcommand", func() string {
			if ssh := getenv("GIT_SSH"); ssh != "" {
				return shellQuote(ssh)
			}
			return "ssh"
		})
	}
	if getenv("GIT_SSH_VARIANT") == "" {
		pin("ssh.variant", is("auto"))
	}
	if getenv("GIT_ASKPASS") == "" {
		pin("core.askpass", is(getenv("SSH_ASKPASS")))
	}
	editor := func() string {
		if e := getenv("GIT_EDITOR"); e != "" {
			return e
		}
		if s, ok := rp.lastOf("core.editor"); ok {
			return s.Value
		}
		return defaultEditor()
	}
	if getenv("GIT_EDITOR") == "" {
		pin("core.editor", editor)
	}
	if getenv("GIT_SEQUENCE_EDITOR") == "" {
		pin("sequence.editor", editor)
	}
	pin("core.fsmonitor", is("false"))
	pin("core.alternaterefscommand", rp.alternateRefs)
	pin("core.attributesfile", func() string { return defaultAttributes(getenv) })
	// gpg.openpgp.program sets what gpg.program sets: the last of both.
	if s, ok := rp.lastOf("gpg.program", "gpg.openpgp.program"); ok {
		pins = append(pins, Setting{Key: "gpg.program", Value: s.Value, Null: s.Null})
	} else {
		pins = append(pins, Setting{Key: "gpg.program", Value: "gpg"})
	}
	pin("gpg.x509.program", is("gpgsm"))
	pin("gpg.ssh.program", is("ssh-keygen"))
	pin("gpg.format", is("openpgp"))
	for _, key := range []string{"commit.gpgsign", "tag.gpgsign", "push.gpgsign"} {
		pin(key, is("false"))
	}
	pin("protocol.ext.allow", is("never"))
	pins = append(pins, Setting{Key: "credential.helper"})
	for _, s := range rp.config {
		if section, _, name := splitKey(s.key); section == "credential" && name == "helper" {
			pins = append(pins, pinOf(s))
		}
	}
	return append(pins, rp.remotePins(head)...)
}

// remotePins pin which remote each branch fetches from and pushes to,
// resolved as git resolves them (branch.NAME.pushRemote, else
// remote.pushDefault, else branch.NAME.remote, else origin), for every
// branch the configuration names and the checked-out one; a branch made
// later pushes to remote.pushDefault, else origin.
func (rp *repo) remotePins(head string) []Setting {
	branches := rp.subsections("branch")
	if head != "" && !slices.Contains(branches, head) {
		branches = append(branches, head)
		sort.Strings(branches)
	}
	value := func(key string) string {
		s, _ := rp.lastOf(key)
		return s.Value
	}
	pushDefault := value("remote.pushdefault")
	var pins []Setting
	for _, b := range branches {
		fetch := cmpOr(value("branch."+b+".remote"), "origin")
		push := cmpOr(value("branch."+b+".pushremote"), pushDefault, fetch)
		pins = append(pins, Setting{Key: "branch." + b + ".remote", Value: fetch}, Setting{Key: "branch." + b + ".pushremote", Value: push})
	}
	return append(pins, Setting{Key: "remote.pushdefault", Value: cmpOr(pushDefault, "origin")})
}

// alternateRefs is, as a command, what git runs for an alternate's refs
// when core.alternateRefsCommand is not set: for-each-ref in the
// alternate (git appends its path, which "$1" is, and "$@", which the
// "#" ends), with core.alternateRefsPrefixes as read.
func (rp *repo) alternateRefs() string {
	cmd := `git --git-dir="$1" for-each-ref --format='%(objectname)'`
	if s, ok := rp.lastOf("core.alternaterefsprefixes"); ok {
		for _, p := range strings.Fields(s.Value) {
			cmd += " " + shellQuote(p)
		}
	}
	return cmd + " #"
}

// cmpOr is the first of values that is not "".
func cmpOr(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// singlePinned reports whether a bound setting is pinned to its last
// value as it is: not one git reads as a list (a remote's URLs and
// refspecs, URL rewrites, push options, submodule.active, send-email's
// addresses), nor one pinned by its own rule (credential helpers, the
// packs, the branches' remotes, core.gitProxy), nor core.hooksPath (the
// gate's own while an approved command runs), nor the pager (a run's
// git pages nothing), nor core.worktree and core.bare, which git reads
// only from the repository's own file.
func singlePinned(key string) bool {
	section, _, name := splitKey(key)
	switch section {
	case "credential", "url", "branch", "pager", "sendemail":
		return false
	case "core":
		return !slices.Contains([]string{"hookspath", "pager", "gitproxy", "worktree", "bare"}, name)
	case "remote":
		return key != "remote.pushdefault" &&
			!slices.Contains([]string{"url", "pushurl", "fetch", "push", "receivepack", "uploadpack", "serveroption"}, name)
	case "push":
		return name != "pushoption"
	case "submodule":
		return key != "submodule.active"
	}
	return true
}

// splitKey splits a key as git prints it into section, subsection (""
// when none) and name.
func splitKey(key string) (section, subsection, name string) {
	section, rest, _ := strings.Cut(key, ".")
	i := strings.LastIndexByte(rest, '.')
	if i < 0 {
		return section, "", rest
	}
	return section, rest[:i], rest[i+1:]
}

// subsections are the subsections of section that the settings name,
// sorted.
func (rp *repo) subsections(section string) []string {
	var out []string
	for _, s := range rp.config {
		if sec, sub, _ := splitKey(s.key); sec == section && sub != "" && !slices.Contains(out, sub) {
			out = append(out, sub)
		}
	}
	sort.Strings(out)
	return out
}

// first is the first setting of key.
func (rp *repo) first(key string) (Setting, bool) {
	for _, s := range rp.config {
		if s.key == key {
			return pinOf(s), true
		}
	}
	return Setting{}, false
}

// lastOf is the last setting of any of keys.
func (rp *repo) lastOf(keys ...string) (Setting, bool) {
	for i := len(rp.config) - 1; i >= 0; i-- {
		if slices.Contains(keys, rp.config[i].key) {
			return pinOf(rp.config[i]), true
		}
	}
	return Setting{}, false
}

func pinOf(s setting) Setting { return Setting{Key: s.key, Value: s.value, Null: s.null} }

// shellQuote quotes s as one word for the shell git runs a setting in.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// defaultAttributes is the attributes file git reads when
// core.attributesFile is not set: $XDG_CONFIG_HOME/git/attributes, else
// ~/.config/git/attributes; /dev/null (none) without either.
func defaultAttributes(getenv func(string) string) string {
	if x := getenv("XDG_CONFIG_HOME"); x != "" {
		return filepath.Join(x, "git", "attributes")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "git", "attributes")
	}
	return "/dev/null"
}

// Config writes settings as a git configuration file.
func Config(settings []Setting) string {
	var b strings.Builder
	for _, s := range settings {
		section, sub, name := splitKey(s.Key)
		b.WriteString("[" + section)
		if sub != "" {
			b.WriteString(` "` + escapeConfig(sub) + `"`)
		}
		b.WriteString("]\n\t" + name)
		if !s.Null {
			b.WriteString(` = "` + escapeConfig(s.Value) + `"`)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// escapeConfig escapes a value or subsection for a double-quoted string
// of a configuration file.
func escapeConfig(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`, "\b", `\b`)
	return r.Replace(s)
}

// GitDirCondition is the includeIf condition that holds in the
// repository whose git folder is gitDir alone: its path, with the
// characters git's pattern matching reads escaped.
func GitDirCondition(gitDir string) string {
	var b strings.Builder
	for _, c := range gitDir {
		if strings.ContainsRune(`*?[]\`, c) {
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	return "gitdir:" + b.String()
}

// checkVersion fails with ErrOldGit when the git found is older than
// MinGit.
func (r *reader) checkVersion(dir string) error {
	out, err := r.p.Git(dir, "version")
	if err != nil {
		return fmt.Errorf("%w: git version: %s", ErrOldGit, failureOf(err))
	}
	major, minor, ok := parseVersion(oneLine(out))
	if !ok {
		return fmt.Errorf("%w: git says %q, which gatesh does not read", ErrOldGit, oneLine(out))
	}
	if major < MinGit[0] || (major == MinGit[0] && minor < MinGit[1]) {
		return fmt.Errorf("%w: git %d.%d runs here, and it needs %d.%d or later", ErrOldGit, major, minor, MinGit[0], MinGit[1])
	}
	return nil
}

// parseVersion reads "git version 2.39.5" (and "... (Apple Git-145)",
// "2.45.1.windows.1").
func parseVersion(line string) (major, minor int, ok bool) {
	f := strings.Fields(line)
	if len(f) < 3 || f[0] != "git" || f[1] != "version" {
		return 0, 0, false
	}
	parts := strings.Split(f[2], ".")
	if len(parts) < 2 {
		return 0, 0, false
	}
	major, err1 := strconv.Atoi(parts[0])
	minor, err2 := strconv.Atoi(parts[1])
	return major, minor, err1 == nil && err2 == nil
}

// defaultEditor is the editor git runs when neither GIT_EDITOR nor
// core.editor names one: VISUAL, EDITOR or its own default, as TERM
// decides; git says which (git var), with no configuration read. ""
// when it names none (a dumb terminal without EDITOR: git then fails).
func defaultEditor(env Env) string {
	budget := env.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	cmd := exec.CommandContext(ctx, env.Git, "var", "GIT_EDITOR")
	cmd.Env = []string{"GIT_DIR=" + filepath.Join(os.TempDir(), "gatesh-no-repository"), "GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull, "LC_ALL=C"}
	for _, k := range []string{"PATH", "TERM", "VISUAL", "EDITOR"} {
		if v := env.Getenv(k); v != "" {
			cmd.Env = append(cmd.Env, k+"="+v)
		}
	}
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	return strings.TrimSuffix(string(out), "\n")
}
