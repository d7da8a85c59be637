package probe

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// Cache keeps what probes learn from git, per folder, question and state
// of the repository, for the life of one batch of checks or one shell
// run: `gatesh check --batch` over a thousand commands asks the same few
// questions of the same repository, and nothing runs between them. An
// answer is used again only while the repository's HEAD, index and refs
// are as they were when git gave it. It is safe for concurrent use.
type Cache struct {
	mu       sync.Mutex
	answers  map[string]answer
	gitdirOf map[string]string // folder -> its repository's git folder
}

type answer struct {
	out   []byte
	err   error
	state string
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{answers: map[string]answer{}, gitdirOf: map[string]string{}}
}

func cacheKey(dir string, args []string) string {
	return dir + "\x00" + strings.Join(args, "\x00")
}

// state is what the cached answers about dir depend on: the files git
// changes when HEAD, the index or a ref moves. "" while dir's repository
// is not known yet.
func (c *Cache) state(dir string) string {
	c.mu.Lock()
	gd := c.gitdirOf[dir]
	c.mu.Unlock()
	if gd == "" {
		return ""
	}
	var b strings.Builder
	for _, name := range []string{"HEAD", "index", "packed-refs", "refs/heads", "refs/remotes", "config"} {
		info, err := os.Stat(filepath.Join(gd, name))
		if err != nil {
			b.WriteString("-;")
			continue
		}
		b.WriteString(strconv.FormatInt(info.ModTime().UnixNano(), 36))
		b.WriteByte(',')
		b.WriteString(strconv.FormatInt(info.Size(), 36))
		b.WriteByte(';')
	}
	return b.String()
}

func (c *Cache) get(dir string, args []string) ([]byte, error, bool) {
	if c == nil {
		return nil, nil, false
	}
	st := c.state(dir)
	c.mu.Lock()
	defer c.mu.Unlock()
	a, ok := c.answers[cacheKey(dir, args)]
	if !ok || a.state != st {
		return nil, nil, false
	}
	return a.out, a.err, true
}

// put keeps an answer; one cut short by the budget is not an answer.
func (c *Cache) put(dir string, args []string, out []byte, err error) {
	if c == nil || errors.Is(err, ErrBudget) {
		return
	}
	st := c.state(dir)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.answers[cacheKey(dir, args)] = answer{out: out, err: err, state: st}
}

// learnRepo records the git folder of dir's repository.
func (c *Cache) learnRepo(dir, gitdir string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gitdirOf[dir] = gitdir
}
