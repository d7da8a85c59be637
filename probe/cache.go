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

// gitdir is the git folder of dir's repository, "" while not known.
func (c *Cache) gitdir(dir string) string {
	if c == nil {
		return ""
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gitdirOf[dir]
}

// repoState is what the cached answers about a repository depend on: the
// files in its git folder that git changes when HEAD, the index, a ref
// or the configuration moves.
func repoState(gitdir string) string {
	var b strings.Builder
	for _, name := range []string{"HEAD", "index", "packed-refs", "refs/heads", "refs/remotes", "config"} {
		info, err := os.Stat(filepath.Join(gitdir, name))
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

// get returns the answer git gave to args in dir when the repository was
// in state st ("" while the repository is not known).
func (c *Cache) get(dir string, args []string, st string) ([]byte, error, bool) {
	if c == nil {
		return nil, nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	a, ok := c.answers[cacheKey(dir, args)]
	if !ok || a.state != st {
		return nil, nil, false
	}
	return a.out, a.err, true
}

// put keeps an answer given in state st; one cut short by the budget is
// not an answer.
func (c *Cache) put(dir string, args []string, st string, out []byte, err error) {
	if c == nil || errors.Is(err, ErrBudget) {
		return
	}
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
