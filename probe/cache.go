package probe

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Cache keeps what probes learn from git, per folder, question and state
// of the repository, for the life of one batch of checks or one shell
// run: `gatesh check --batch` over a thousand commands asks the same few
// questions of the same repository, and nothing runs between them. An
// answer is used again only while the repository's HEAD, index and refs
// are as they were when git gave it. It is safe for concurrent use, and a
// question asked while git is already answering it waits for that answer
// (check --batch judges several commands at once).
type Cache struct {
	mu       sync.Mutex
	answers  map[string]answer
	asking   map[string]*asking
	gitdirOf map[string]string // folder -> its repository's git folder
	// outlive lets git answer past the budget of the command that asked
	// (NewBatchCache); 0 ends git with that budget.
	outlive time.Duration
}

// asking is a question git is answering; done is closed when it has,
// and got is its answer from then on.
type asking struct {
	done chan struct{}
	got  answer
}

type answer struct {
	out []byte
	err error
}

// NewCache returns an empty cache.
func NewCache() *Cache {
	return &Cache{answers: map[string]answer{}, asking: map[string]*asking{}, gitdirOf: map[string]string{}}
}

// NewBatchCache returns an empty cache for a batch of checks, where git,
// once asked, answers for up to batchAnswerLimit even when the command
// that asked first runs out of its budget (and keeps its tier, as it
// must): the commands after it wait for that answer within their own
// budgets, rather than each starting git again. On a loaded machine a
// question that takes git longer than one budget was otherwise asked
// once per command, and never answered.
func NewBatchCache() *Cache {
	c := NewCache()
	c.outlive = batchAnswerLimit
	return c
}

// batchAnswerLimit bounds a git run of a batch cache.
const batchAnswerLimit = 5 * time.Second

// cacheKey names a question in a folder, asked of the repository in
// state st.
func cacheKey(dir string, args []string, st string) string {
	return st + "\x00" + dir + "\x00" + strings.Join(args, "\x00")
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

// ask returns the answer to args in dir with the repository in state st
// ("" while the repository is not known): the one kept, the one git is
// giving another caller, or run's. An answer cut short by the budget is
// not kept; a caller that waited for one asks again itself. run is given
// the context git runs under: ctx, or in a batch cache one of its own
// (NewBatchCache).
func (c *Cache) ask(ctx context.Context, dir string, args []string, st string, run func(context.Context) ([]byte, error)) ([]byte, error) {
	if c == nil {
		return run(ctx)
	}
	key := cacheKey(dir, args, st)
	for {
		c.mu.Lock()
		if a, ok := c.answers[key]; ok {
			c.mu.Unlock()
			return a.out, a.err
		}
		q, ok := c.asking[key]
		if !ok {
			break // c.mu held: this caller asks
		}
		c.mu.Unlock()
		select {
		case <-q.done:
		case <-ctx.Done():
			return nil, fmt.Errorf("%w: git %s", ErrBudget, args[0])
		}
		c.mu.Lock()
		_, kept := c.answers[key]
		c.mu.Unlock()
		if !kept {
			return run(ctx)
		}
	}
	if ctx.Err() != nil {
		// Out of budget already: git would not be started for it (and
		// in a batch cache, would be, on its own clock).
		c.mu.Unlock()
		return nil, fmt.Errorf("%w: git %s", ErrBudget, args[0])
	}
	q := &asking{done: make(chan struct{})}
	c.asking[key] = q
	c.mu.Unlock()
	if c.outlive == 0 {
		out, err := run(ctx)
		c.answered(key, q, dir, args, st, answer{out, err})
		return out, err
	}
	go func() {
		own, cancel := context.WithTimeout(context.Background(), c.outlive)
		defer cancel()
		out, err := run(own)
		c.answered(key, q, dir, args, st, answer{out, err})
	}()
	select {
	case <-q.done:
		return q.got.out, q.got.err
	case <-ctx.Done():
		return nil, fmt.Errorf("%w: git %s", ErrBudget, args[0])
	}
}

// answered keeps a, the answer to q, and tells those waiting for it.
func (c *Cache) answered(key string, q *asking, dir string, args []string, st string, a answer) {
	q.got = a
	c.put(dir, args, st, a.out, a.err)
	c.mu.Lock()
	if c.asking[key] == q {
		delete(c.asking, key)
	}
	c.mu.Unlock()
	close(q.done)
}

// put keeps an answer given in state st; one cut short by the budget is
// not an answer.
func (c *Cache) put(dir string, args []string, st string, out []byte, err error) {
	if c == nil || errors.Is(err, ErrBudget) {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.answers[cacheKey(dir, args, st)] = answer{out: out, err: err}
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
