package daemon

import (
	"bytes"
	"errors"
	"sync"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	"gatesh/enforce"
)

// maxEntries bounds the plans a daemon keeps.
const maxEntries = 8

// watchMask is what changes a folder a plan depends on: an entry made,
// removed or renamed, its permissions or owner changed, or the folder
// itself gone.
const watchMask = unix.IN_CREATE | unix.IN_DELETE | unix.IN_MOVED_FROM | unix.IN_MOVED_TO |
	unix.IN_ATTRIB | unix.IN_DELETE_SELF | unix.IN_MOVE_SELF | unix.IN_ONLYDIR | unix.IN_DONT_FOLLOW

// plans are the plans a daemon keeps, their folders watched, and the
// rulesets it publishes.
type plans struct {
	mu      sync.Mutex
	inotify int
	// dirWD watches the socket's folder: when it goes, so does the daemon.
	dirWD    int32
	wdOf     map[string]int32          // folder -> its watch
	users    map[int32]map[string]bool // watch -> the entries that need it
	entries  map[string]*entry         // by RequestKey
	order    []string                  // entries, least recently used first
	overflow bool
	// gone is set once the socket's folder is gone: the daemon ends.
	gone bool
	// last is when a shim last asked; published is the index shims read.
	last time.Time
	pub  publisher
	// changed are the requests of the plans a change dropped, to build
	// again before a shim asks (rebuild_linux.go); rebuilt are, by
	// request key, when the daemon last built them so.
	changed map[string]Request
	rebuilt map[string][]time.Time
}

// entry is one request's plan, its paths held open, and the ruleset
// made from them that is published (at a descriptor of its own).
type entry struct {
	key     string // RequestKey of the request
	req     Request
	opened  *enforce.Opened
	summary string
	abi     int
	shared  *enforce.Ruleset
	// names are, for each watch it needs, the names of the entries of
	// that folder it depends on ("": any).
	names map[int32]names
	// links are the request's trusted folders (Request.Resolve) and
	// where their links lead ("": nowhere), each decided by entries
	// among names; published for shims (enforce.Inputs.Links).
	links map[string]string
}

// names is a set of entry names; "" stands for every name.
type names map[string]bool

func (n names) concern(name string) bool { return name == "" || n[""] || n[name] }

// change is one change inotify saw: of the entry name of the folder of
// wd, or of the folder itself (name ""). wd -1 is lost events.
type change struct {
	wd   int32
	name string
}

// concerns says whether c may change what e was built from.
func (e *entry) concerns(c change) bool {
	n, ok := e.names[c.wd]
	return c.wd < 0 || ok && n.concern(c.name)
}

func (e *entry) close() {
	if e.shared != nil {
		e.shared.Close()
		e.shared = nil
	}
	e.opened.Close()
}

func newPlans(in int) *plans {
	return &plans{inotify: in, wdOf: map[string]int32{}, users: map[int32]map[string]bool{},
		entries: map[string]*entry{}, last: time.Now(), changed: map[string]Request{}, rebuilt: map[string][]time.Time{}}
}

// ruleset is a new ruleset for the request line, from the plan this
// daemon keeps when every entry it depends on is as it was, else from a
// plan built now. A ruleset handed over a connection is new, never the
// published one: whoever holds a ruleset may add rules to it.
func (s *plans) ruleset(line []byte) (*enforce.Ruleset, string, error) {
	req, err := decode(line)
	if err != nil {
		return nil, "", err
	}
	key := RequestKey(req.Policy, req.ABI)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.last = time.Now()
	s.drain()
	e := s.entries[key]
	if e == nil {
		if e, err = s.build(key, req); err != nil {
			return nil, "", err
		}
		if e.names == nil {
			// Not kept: a folder it depends on cannot be watched.
			defer e.close()
			rs, err := e.opened.Ruleset(e.abi)
			return rs, e.summary, err
		}
		s.keep(e)
	}
	s.touch(key)
	rs, err := e.opened.Ruleset(e.abi)
	return rs, e.summary, err
}

// build makes the entry of a policy: the plan, its folders watched
// before it is final, and its paths opened. A folder that changes while
// this runs is seen by its watch: the plan is built again, a few times
// at most. An entry whose folders cannot all be watched (a file system
// whose changes inotify does not see, or no watches left) has no wds:
// it is used once and not kept.
func (s *plans) build(key string, req Request) (*entry, error) {
	for range 3 {
		dirs := map[string]names{}
		plan, err := enforce.BuildWatched(req.Policy, func(d, name string) {
			if dirs[d] == nil {
				dirs[d] = names{}
			}
			dirs[d][name] = true
		})
		if err != nil {
			return nil, err
		}
		byWD, watched := s.watch(dirs)
		var links map[string]string
		if watched {
			links = s.resolveLinks(req.Resolve, byWD)
		}
		opened, err := plan.Open()
		if err != nil {
			return nil, err
		}
		e := &entry{key: key, req: req, opened: opened, summary: plan.Summary(req.ABI), abi: req.ABI, links: links}
		if !watched {
			return e, nil
		}
		// Whatever changed since the folders were looked at, up to the
		// paths' opening, is in the queue now.
		e.names = byWD
		stale := false
		for _, c := range s.drain() {
			stale = stale || e.concerns(c)
		}
		if !stale {
			return e, nil
		}
		e.names = nil
		opened.Close()
	}
	return nil, errors.New("the folders of the plan keep changing")
}

// watch watches each folder; watched is false when one cannot be.
func (s *plans) watch(dirs map[string]names) (byWD map[int32]names, watched bool) {
	watched = true
	byWD = map[int32]names{}
	for d, n := range dirs {
		wd, ok := s.watchDir(d)
		if !ok {
			watched = false
			continue
		}
		byWD[wd] = n
	}
	return byWD, watched
}

// watchDir watches the folder d, unless it is watched already; ok is
// false when it cannot be.
func (s *plans) watchDir(d string) (wd int32, ok bool) {
	if wd, ok := s.wdOf[d]; ok {
		return wd, true
	}
	if !localFS(d) {
		return 0, false
	}
	w, err := unix.InotifyAddWatch(s.inotify, d, watchMask)
	if err != nil {
		return 0, false
	}
	s.wdOf[d] = int32(w)
	return int32(w), true
}

// isShared is sharedFolder but in tests.
var isShared = sharedFolder

// sharedFolder says whether others may make entries in the folder d
// (/tmp and the like): every change made there would queue an event,
// and a shim that finds the queue of events not empty takes nothing
// from the index, so a watch on a busy folder would cost commands more
// than the links save them.
func sharedFolder(d string) bool {
	var st unix.Stat_t
	return unix.Stat(d, &st) != nil || st.Mode&0o002 != 0
}

// maxResolve bounds the trusted folders a plan publishes the links of.
const maxResolve = 64

// resolveLinks resolves the links of each folder of paths, adding the
// entries each was decided by to byWD. Each is resolved once to learn
// the folders it is decided by and, once those are watched, again:
// whatever changes after the second look is in the queue, which build
// drains before it keeps the plan. A folder whose lookups cannot all be
// watched, pass through a folder others may write (sharedFolder), or
// that the index cannot carry, is left out: a shim resolves it itself.
func (s *plans) resolveLinks(paths []string, byWD map[int32]names) map[string]string {
	var links map[string]string
	for _, p := range paths {
		if len(links) >= maxResolve {
			break
		}
		if _, dup := links[p]; dup || !linkPublishable(p) {
			continue
		}
		wds := map[string]int32{}
		ok := true
		enforce.ResolveWatched(p, func(d, _ string) {
			if _, done := wds[d]; done || !ok {
				return
			}
			if isShared(d) {
				ok = false
				return
			}
			wd, watched := s.watchDir(d)
			wds[d], ok = wd, watched
		})
		if !ok {
			continue
		}
		type lookup struct {
			wd   int32
			name string
		}
		var looked []lookup
		r, err := enforce.ResolveWatched(p, func(d, name string) {
			wd, watched := wds[d]
			ok = ok && watched
			looked = append(looked, lookup{wd, name})
		})
		if err != nil {
			r = ""
		}
		if !ok || !linkPublishable(r) && r != "" {
			continue
		}
		for _, l := range looked {
			if byWD[l.wd] == nil {
				byWD[l.wd] = names{}
			}
			byWD[l.wd][l.name] = true
		}
		if links == nil {
			links = map[string]string{}
		}
		links[p] = r
	}
	return links
}

// localFS says whether inotify sees every change of the folder dir: a
// file system of this machine's. On a network file system another
// machine's changes make no event.
func localFS(dir string) bool {
	var st unix.Statfs_t
	if unix.Statfs(dir, &st) != nil {
		return false
	}
	switch uint32(st.Type) {
	case unix.EXT4_SUPER_MAGIC, unix.XFS_SUPER_MAGIC, unix.BTRFS_SUPER_MAGIC, unix.TMPFS_MAGIC,
		unix.OVERLAYFS_SUPER_MAGIC, unix.F2FS_SUPER_MAGIC, unix.RAMFS_MAGIC, unix.DEVPTS_SUPER_MAGIC,
		unix.SQUASHFS_MAGIC, 0x2fc12fc1: // zfs
		return true
	}
	return false
}

// keep adds e to the entries, with its published ruleset, dropping the
// least recently used past maxEntries, and publishes the index.
func (s *plans) keep(e *entry) {
	if rs, err := e.opened.Ruleset(e.abi); err == nil {
		if shared, err := s.pub.place(rs); err == nil {
			e.shared = shared
		} else {
			rs.Close()
		}
	}
	s.entries[e.key] = e
	s.order = append(s.order, e.key)
	for wd := range e.names {
		if s.users[wd] == nil {
			s.users[wd] = map[string]bool{}
		}
		s.users[wd][e.key] = true
	}
	for len(s.order) > maxEntries {
		s.drop(s.order[0])
	}
	s.publish()
}

func (s *plans) touch(key string) {
	for i, k := range s.order {
		if k == key {
			s.order = append(append(s.order[:i:i], s.order[i+1:]...), key)
			return
		}
	}
}

func (s *plans) drop(key string) {
	e := s.entries[key]
	if e == nil {
		return
	}
	delete(s.entries, key)
	for i, k := range s.order {
		if k == key {
			s.order = append(s.order[:i:i], s.order[i+1:]...)
			break
		}
	}
	for wd := range e.names {
		delete(s.users[wd], key)
	}
	e.close()
}

// publish publishes the index of the kept rulesets.
func (s *plans) publish() {
	idx := index{Rulesets: map[string]published{}}
	var twice map[string]bool
	for k, e := range s.entries {
		if e.shared != nil {
			idx.Rulesets[k] = published{FD: e.shared.FD(), ABI: e.abi, Summary: e.summary}
		}
		for p, r := range e.links {
			if idx.Links == nil {
				idx.Links = map[string]string{}
			}
			if old, ok := idx.Links[p]; ok && old != r {
				// Two kept plans cannot disagree while neither saw a
				// change; should they, neither is believed.
				if twice == nil {
					twice = map[string]bool{}
				}
				twice[p] = true
			}
			idx.Links[p] = r
		}
	}
	for p := range twice {
		delete(idx.Links, p)
	}
	s.pub.publish(idx)
}

// drain reads every event queued and drops the entries whose folders
// changed, all of them when events were lost, and returns the watches
// that saw a change (-1 for lost events). Before it reads any event it
// publishes an empty index: a shim that finds the queue empty then
// finds only what was published after its events were read
// (publish_linux.go). The socket's folder gone ends the daemon.
func (s *plans) drain() []change {
	// TIOCINQ is FIONREAD: the bytes queued.
	if n, err := unix.IoctlGetInt(s.inotify, unix.TIOCINQ); err != nil || n == 0 {
		return nil
	}
	s.pub.publish(index{})
	changes := s.pending()
	if s.overflow {
		for _, k := range append([]string(nil), s.order...) {
			s.dropChanged(k)
		}
		s.overflow = false
		changes = append(changes, change{wd: -1})
	}
	for _, c := range changes {
		if c.wd == s.dirWD {
			s.gone = true
		}
		for k := range s.users[c.wd] {
			if e := s.entries[k]; e == nil || e.concerns(c) {
				s.dropChanged(k)
			}
		}
	}
	s.publish()
	return changes
}

// pending reads the events queued and returns what they changed; a lost
// event sets overflow. A watch the kernel removed (its folder gone) is
// forgotten.
func (s *plans) pending() []change {
	var out []change
	buf := make([]byte, 64<<10)
	for {
		n, err := unix.Read(s.inotify, buf)
		if err != nil || n <= 0 {
			return out
		}
		for off := 0; off+unix.SizeofInotifyEvent <= n; {
			ev := (*unix.InotifyEvent)(unsafe.Pointer(&buf[off]))
			name := ""
			if ev.Len > 0 && off+unix.SizeofInotifyEvent+int(ev.Len) <= n {
				raw := buf[off+unix.SizeofInotifyEvent : off+unix.SizeofInotifyEvent+int(ev.Len)]
				name = string(bytes.TrimRight(raw, "\x00"))
			}
			off += unix.SizeofInotifyEvent + int(ev.Len)
			if ev.Mask&unix.IN_Q_OVERFLOW != 0 {
				s.overflow = true
				continue
			}
			out = append(out, change{wd: ev.Wd, name: name})
			if ev.Mask&unix.IN_IGNORED != 0 {
				for d, wd := range s.wdOf {
					if wd == ev.Wd {
						delete(s.wdOf, d)
					}
				}
			}
		}
	}
}
