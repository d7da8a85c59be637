package secondopinion

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"time"

	"gatesh/rules"
)

// A session's answers are kept in one small file, so that a command the
// agent runs again (a retry, a loop) is not asked about again. Only
// answers that parsed are kept: a timeout or a down server is asked
// again next time.
const (
	// MaxEntries bounds one session's file; past it the oldest go.
	MaxEntries = 256
	// MaxSessions bounds the folder; past it the least recent files go.
	MaxSessions = 64
	// CacheAge is how long a session's file is kept after its last use.
	CacheAge = 7 * 24 * time.Hour
)

// Cache is one session's answers. A nil *Cache keeps nothing.
type Cache struct {
	path    string
	entries []cacheEntry // oldest first
}

type cacheEntry struct {
	Key    string `json:"key"`
	Tier   string `json:"tier"`
	Reason string `json:"reason"`
}

// Key names one question: the command text, its folder, the rules in
// force (their version) and the model asked.
func Key(command, cwd, rulesVersion, model, url string) string {
	h := sha256.New()
	for _, s := range []string{command, cwd, rulesVersion, model, url} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// OpenCache reads session's answers from dir; a session of "" has no
// cache (nil). A missing or unreadable file is an empty cache.
func OpenCache(dir, session string) *Cache {
	if session == "" {
		return nil
	}
	sum := sha256.Sum256([]byte(session))
	c := &Cache{path: filepath.Join(dir, hex.EncodeToString(sum[:16])+".json")}
	if data, err := os.ReadFile(c.path); err == nil {
		if json.Unmarshal(data, &c.entries) != nil {
			c.entries = nil
		}
	}
	return c
}

// Get returns the answer kept for key.
func (c *Cache) Get(key string) (Answer, bool) {
	if c == nil {
		return Answer{}, false
	}
	for _, e := range c.entries {
		if e.Key == key {
			t, err := rules.ParseTier(e.Tier)
			if err != nil || e.Reason == "" {
				return Answer{}, false
			}
			return Answer{Tier: t, Reason: e.Reason}, true
		}
	}
	return Answer{}, false
}

// Put keeps a for key and writes the file, replacing it whole, and drops
// the folder's stale session files. Errors only lose the cache.
func (c *Cache) Put(key string, a Answer, now time.Time) error {
	if c == nil {
		return nil
	}
	kept := c.entries[:0]
	for _, e := range c.entries {
		if e.Key != key {
			kept = append(kept, e)
		}
	}
	c.entries = append(kept, cacheEntry{Key: key, Tier: a.Tier.String(), Reason: a.Reason})
	if over := len(c.entries) - MaxEntries; over > 0 {
		c.entries = c.entries[over:]
	}
	data, err := json.Marshal(c.entries)
	if err != nil {
		return err
	}
	dir := filepath.Dir(c.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	_, statErr := os.Stat(c.path)
	tmp, err := os.CreateTemp(dir, ".answers-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil && cerr == nil {
		werr = os.Rename(tmp.Name(), c.path)
	}
	if werr != nil || cerr != nil {
		os.Remove(tmp.Name())
		if werr == nil {
			werr = cerr
		}
		return werr
	}
	if statErr != nil { // a new session: the time to tidy the folder
		prune(dir, c.path, now)
	}
	return nil
}

// prune removes session files unused for CacheAge, and the least recent
// past MaxSessions.
func prune(dir, keep string, now time.Time) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	type file struct {
		path string
		mod  time.Time
	}
	var live []file
	for _, f := range files {
		info, err := os.Stat(f)
		if err != nil || f == keep {
			continue
		}
		if now.Sub(info.ModTime()) > CacheAge {
			os.Remove(f)
			continue
		}
		live = append(live, file{f, info.ModTime()})
	}
	sort.Slice(live, func(i, j int) bool { return live[i].mod.After(live[j].mod) })
	for i := MaxSessions - 1; i < len(live); i++ {
		os.Remove(live[i].path)
	}
}
