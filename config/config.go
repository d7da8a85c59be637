package config

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/BurntSushi/toml"

	"gatesh/internal/ownfile"
	"gatesh/rules"
)

// Defaults for the [hold] table.
const (
	// DefaultHoldWait stays well under Claude Code's 120 s tool timeout,
	// leaving an approved command time to run before the agent gives up.
	DefaultHoldWait = 60 * time.Second
	DefaultHoldTTL  = 24 * time.Hour
	// DefaultRotateSize is the size at which the audit log is rotated.
	DefaultRotateSize = 64 << 20
	// DefaultQueueKeep is how long finished requests stay in queue/done.
	DefaultQueueKeep = 30 * 24 * time.Hour
)

// Config is the validated runtime configuration.
type Config struct {
	// Home is the gatesh folder: $GATESH_HOME, else ~/.gatesh.
	Home string
	// Posture decides what happens to commands no rule names.
	Posture rules.Posture
	// Shell is the real shell to run; "" means the first bash on PATH
	// that is not gatesh itself.
	Shell string
	Hold  Hold
	// AuditPath is the JSONL audit log.
	AuditPath string
	// AuditRotateSize is the size in bytes at which the log is rotated to
	// audit.jsonl.000001, ...; 0 never rotates.
	AuditRotateSize int64
	// AuditKeepFiles and AuditKeepAge are audit.keep: how many rotated
	// files of the log, or how old, are kept (0: all, any age).
	AuditKeepFiles int
	AuditKeepAge   time.Duration
	// QueueKeep is how long finished requests are kept in queue/done
	// before they are deleted.
	QueueKeep time.Duration
	// PrivateKey is the operator's signing key: keys/operator.key in Home
	// unless [keys] private names a file elsewhere (two-user setup).
	PrivateKey string
	// PublicKey is the key the shim verifies decisions with.
	PublicKey string
	// Deprecated lists keys that config.toml sets but that no longer do
	// anything, one sentence each, for the operator's commands to show.
	Deprecated []string
	// ServeToken is the review page's login token, beside the public key.
	ServeToken string
	// Enforce is EnforceOff or EnforceLandlock: whether the kernel holds
	// green and yellow commands to the project (see package enforce).
	Enforce string
	// EnforceWritable replaces the default list of caches a green
	// command may write when it is not nil.
	EnforceWritable []string
	// EnforceAgentSettings keeps the agents' project settings (hooks,
	// MCP servers, env: code the agent runs outside the gate) read-only
	// to green commands, at the cost of new entries at the project's top
	// level (see docs/landlock.md).
	EnforceAgentSettings bool
	// Network is NetworkOff or NetworkAllowlist: whether green and yellow
	// commands reach only the allowed destinations (package egress).
	Network string
	// NetworkAllow are the operator's allowlist entries, added to the
	// package registries' list.
	NetworkAllow []string
	// ScratchHosts are the operator's own scratch and test hosts,
	// "[user@]host" patterns (rules.CheckScratchHost): what ssh runs
	// there is judged with that host's paths, and a copy there as a
	// copy into the project (rules.LoadOptions.ScratchHosts). Only the
	// operator's config.toml can name them: the agent can write a
	// project's files.
	ScratchHosts []string
	// Undo tunes the rules of thumb that place a command by whether its
	// effect can be undone (package undo).
	Undo Undo
	// Model is the [model] table: a model asked for a second opinion,
	// which may only raise a tier. nil means none is ever asked.
	Model *Model
	// Team is the [team] table: the hub this machine belongs to. nil
	// means none; every team decision is then refused.
	Team *Team
	// Explicit names the settings config.toml sets itself, by their
	// keys (posture, enforce, network, hold.wait, team.local_approvals):
	// a team's [require] fills a setting left unset, and calls one set
	// weaker a conflict.
	Explicit map[string]bool
	// TeamRules is the team policy's text (rules.toml's schema plus
	// [require] and [quorum]) and TeamPolicy its version, from the team
	// state that verified with the pinned team key (teamstate.Apply);
	// "" when there is none. The rules load it under the operator's.
	TeamRules  string
	TeamPolicy string
	// Slack is the [slack] table: the Slack app gatesh serve posts held
	// requests with and takes decisions from. nil means none.
	Slack *Slack
}

// Undo is the [undo] table. A nil list, a zero budget or a negative
// OverwriteMin means the default of package undo.
type Undo struct {
	Off            bool
	Regenerable    []string
	SharedBranches []string
	OverwriteMin   int64
	Budget         time.Duration
}

// The values of enforce.
const (
	EnforceOff      = "off"
	EnforceLandlock = "landlock"
)

// The values of network.
const (
	NetworkOff       = "off"
	NetworkAllowlist = "allowlist"
)

// Hold configures what a red command does while it waits for a person.
type Hold struct {
	Wait   time.Duration // how long gatesh waits for a decision before parking
	TTL    time.Duration // how long an approval stays valid
	Notify []string      // argv of a program told about new requests
}

// file is config.toml as written.
type file struct {
	Posture string   `toml:"posture"`
	Shell   string   `toml:"shell"`
	Hold    holdFile `toml:"hold"`
	Audit   struct {
		Path       string `toml:"path"`
		RotateSize string `toml:"rotate_size"`
		Keep       string `toml:"keep"`
	} `toml:"audit"`
	Queue struct {
		Keep string `toml:"keep"`
	} `toml:"queue"`
	Keys struct {
		Private string `toml:"private"`
	} `toml:"keys"`
	Enforce              string   `toml:"enforce"`
	EnforceWritable      []string `toml:"enforce_writable"`
	EnforceAgentSettings bool     `toml:"enforce_agent_settings"`
	Network              string   `toml:"network"`
	NetworkAllow         []string `toml:"network_allow"`
	ScratchHosts         []string `toml:"scratch_hosts"`
	Undo                 struct {
		Off            bool     `toml:"off"`
		Regenerable    []string `toml:"regenerable"`
		SharedBranches []string `toml:"shared_branches"`
		OverwriteMin   *int64   `toml:"overwrite_min"`
		Budget         string   `toml:"budget"`
	} `toml:"undo"`
	Model *modelFile `toml:"model"`
	Team  *teamFile  `toml:"team"`
	Slack *slackFile `toml:"slack"`
}

type holdFile struct {
	Wait string `toml:"wait"`
	TTL  string `toml:"ttl"`
	// Prompt is accepted and ignored: shell mode once asked on a
	// terminal, which the agent may hold (see DeprecatedPrompt).
	Prompt *bool    `toml:"prompt"`
	Notify []string `toml:"notify"`
}

// DeprecatedPrompt is the note for a config.toml that still sets
// hold.prompt.
const DeprecatedPrompt = "hold.prompt is ignored: shell mode never asks on a terminal, since the agent may hold that terminal; approve with `gatesh approve ID` or `gatesh review`, and remove the key"

// ErrInvalid is wrapped by every error about the content of config.toml.
var ErrInvalid = errors.New("invalid config")

// Home returns the gatesh folder for an environment lookup function:
// $GATESH_HOME, else $HOME/.gatesh.
func Home(getenv func(string) string) (string, error) {
	if h := getenv("GATESH_HOME"); h != "" {
		return filepath.Abs(h)
	}
	home := getenv("HOME")
	if home == "" {
		return "", errors.New("neither GATESH_HOME nor HOME is set")
	}
	return filepath.Join(home, ".gatesh"), nil
}

// Defaults returns the configuration used when home has no config.toml.
func Defaults(home string) *Config {
	return &Config{
		Home:            home,
		Posture:         rules.DefaultAllow,
		Hold:            Hold{Wait: DefaultHoldWait, TTL: DefaultHoldTTL},
		AuditPath:       filepath.Join(home, "audit.jsonl"),
		AuditRotateSize: DefaultRotateSize,
		QueueKeep:       DefaultQueueKeep,
		PrivateKey:      filepath.Join(home, "keys", "operator.key"),
		PublicKey:       filepath.Join(home, "keys", "operator.pub"),
		ServeToken:      filepath.Join(home, "keys", "serve.token"),
		Enforce:         EnforceOff,
		Network:         NetworkOff,
		Undo:            Undo{OverwriteMin: -1},
	}
}

// Load reads home/config.toml. A missing file gives Defaults without
// decoding anything. An unreadable file, a TOML error, an unknown key or an
// invalid value is an error wrapping ErrInvalid (or the I/O error); callers
// must then treat every command as red.
func Load(home string) (*Config, error) {
	path := filepath.Join(home, "config.toml")
	data, err := ownfile.Read(home, path)
	if missing(err) {
		return Defaults(home), nil
	}
	if err != nil {
		return nil, fmt.Errorf("read config: %w", err)
	}
	return parse(home, path, data)
}

// parse is Load for the text data of the config file at path.
func parse(home, path string, data []byte) (*Config, error) {
	cfg := Defaults(home)
	var f file
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		return nil, invalid(path, data, "", err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return nil, invalid(path, data, keys[0], fmt.Errorf("unknown key %s", strings.Join(keys, ", ")))
	}
	if err := f.apply(cfg); err != nil {
		return nil, invalid(path, data, keyOf(err), err)
	}
	return cfg, nil
}

// missing is errors.Is(err, fs.ErrNotExist) for an error of os.ReadFile,
// without the reflection errors.Is does on its first call at every start.
func missing(err error) bool {
	pe, ok := err.(*fs.PathError)
	return ok && pe.Err == syscall.ENOENT
}

func (f *file) apply(cfg *Config) error {
	cfg.Explicit = map[string]bool{}
	for key, set := range map[string]bool{"posture": f.Posture != "", "enforce": f.Enforce != "", "network": f.Network != "",
		"hold.wait": f.Hold.Wait != "", "team.local_approvals": f.Team != nil && f.Team.LocalApprovals != nil} {
		if set {
			cfg.Explicit[key] = true
		}
	}
	switch rules.Posture(f.Posture) {
	case "":
	case rules.DefaultAllow, rules.DefaultHold:
		cfg.Posture = rules.Posture(f.Posture)
	default:
		return fmt.Errorf("posture %q: want %q or %q", f.Posture, rules.DefaultAllow, rules.DefaultHold)
	}
	if f.Shell != "" {
		if !filepath.IsAbs(f.Shell) {
			return fmt.Errorf("shell %q: want an absolute path", f.Shell)
		}
		cfg.Shell = f.Shell
	}
	if f.Audit.Path != "" {
		p := f.Audit.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(cfg.Home, p)
		}
		cfg.AuditPath = p
	}
	if f.Audit.RotateSize != "" {
		n, err := ParseSize(f.Audit.RotateSize)
		if err != nil {
			return fmt.Errorf("audit.rotate_size: %w", err)
		}
		cfg.AuditRotateSize = n
	}
	if k := f.Audit.Keep; k != "" {
		var err error
		if cfg.AuditKeepFiles, cfg.AuditKeepAge, err = parseKeep(k); err != nil {
			return fmt.Errorf("audit.keep: %w", err)
		}
	}
	if p := f.Keys.Private; p != "" {
		if !filepath.IsAbs(p) {
			return fmt.Errorf("keys.private %q: want an absolute path", p)
		}
		cfg.PrivateKey = p
	}
	var err error
	if cfg.Hold.Wait, err = duration("hold.wait", f.Hold.Wait, cfg.Hold.Wait); err != nil {
		return err
	}
	if cfg.Hold.TTL, err = duration("hold.ttl", f.Hold.TTL, cfg.Hold.TTL); err != nil {
		return err
	}
	if cfg.QueueKeep, err = duration("queue.keep", f.Queue.Keep, cfg.QueueKeep); err != nil {
		return err
	}
	if f.Hold.Prompt != nil {
		cfg.Deprecated = append(cfg.Deprecated, DeprecatedPrompt)
	}
	cfg.Hold.Notify = f.Hold.Notify
	switch f.Enforce {
	case "":
	case EnforceOff, EnforceLandlock:
		cfg.Enforce = f.Enforce
	default:
		return fmt.Errorf("enforce %q: want %q or %q", f.Enforce, EnforceOff, EnforceLandlock)
	}
	for _, w := range f.EnforceWritable {
		if !filepath.IsAbs(w) && !strings.HasPrefix(w, "~/") && !strings.HasPrefix(w, "$") {
			return fmt.Errorf("enforce_writable %q: want an absolute path, ~/PATH or $VAR/PATH", w)
		}
	}
	if f.EnforceWritable != nil {
		cfg.EnforceWritable = f.EnforceWritable
	}
	cfg.EnforceAgentSettings = f.EnforceAgentSettings
	if err := f.applyNetwork(cfg); err != nil {
		return err
	}
	for _, h := range f.ScratchHosts {
		if err := rules.CheckScratchHost(h); err != nil {
			return fmt.Errorf("scratch_hosts: %w", err)
		}
	}
	cfg.ScratchHosts = f.ScratchHosts
	u := f.Undo
	cfg.Undo.Off = u.Off
	cfg.Undo.Regenerable, cfg.Undo.SharedBranches = u.Regenerable, u.SharedBranches
	for _, name := range u.Regenerable {
		if name == "" || strings.ContainsAny(name, "/*?[") || name == "." || name == ".." {
			return fmt.Errorf("undo.regenerable %q: want a plain folder name", name)
		}
	}
	for _, pat := range u.SharedBranches {
		if _, err := path.Match(pat, ""); err != nil || pat == "" {
			return fmt.Errorf("undo.shared_branches %q: want a branch name or pattern", pat)
		}
	}
	if u.OverwriteMin != nil {
		if *u.OverwriteMin < 0 {
			return fmt.Errorf("undo.overwrite_min %d: want a size in bytes", *u.OverwriteMin)
		}
		cfg.Undo.OverwriteMin = *u.OverwriteMin
	}
	if cfg.Undo.Budget, err = duration("undo.budget", u.Budget, 0); err != nil {
		return err
	}
	if f.Model != nil {
		if cfg.Model, err = f.Model.validate(); err != nil {
			return err
		}
	}
	if f.Team != nil {
		if cfg.Team, err = f.Team.validate(cfg.Home); err != nil {
			return err
		}
	}
	if f.Slack != nil {
		if cfg.Slack, err = f.Slack.validate(); err != nil {
			return err
		}
	}
	return nil
}

func duration(key, text string, def time.Duration) (time.Duration, error) {
	if text == "" {
		return def, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", key, err)
	}
	if d < 0 {
		return 0, fmt.Errorf("%s: negative duration %s", key, text)
	}
	return d, nil
}

// parseKeep reads audit.keep: a count of rotated files ("10") or an age
// ("720h", "30d").
func parseKeep(text string) (files int, age time.Duration, err error) {
	if n, err := strconv.Atoi(text); err == nil {
		if n < 1 {
			return 0, 0, fmt.Errorf("%q: keep at least 1 rotated file", text)
		}
		return n, 0, nil
	}
	if days, ok := strings.CutSuffix(text, "d"); ok {
		if n, err := strconv.Atoi(days); err == nil && n > 0 {
			return 0, time.Duration(n) * 24 * time.Hour, nil
		}
	}
	d, err := time.ParseDuration(text)
	if err != nil || d <= 0 {
		return 0, 0, fmt.Errorf("%q: want a count of rotated files (10) or an age (30d, 720h)", text)
	}
	return 0, d, nil
}

// ParseSize reads a size in bytes: a whole number, optionally followed by
// KiB, MiB or GiB (or KB, MB, GB, the same powers of 1024).
func ParseSize(text string) (int64, error) {
	num := strings.TrimSpace(text)
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1 << 10}, {"MB", 1 << 20}, {"GB", 1 << 30}} {
		if rest, ok := strings.CutSuffix(num, u.suffix); ok {
			num, mult = strings.TrimSpace(rest), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("%q: want a size such as 64MiB, or 0", text)
	}
	return n * mult, nil
}
