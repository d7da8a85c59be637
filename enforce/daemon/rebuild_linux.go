package daemon

import "time"

// A change in a folder a kept plan depends on drops the plan (drain),
// and a shim then finds no published ruleset: it asks over the socket
// and waits while the plan is built again, 2 to 3 ms more than taking
// one. Adding or removing any entry of the home folder does that to
// every plan that hides a credential there, since the plan lists its
// siblings one by one. So the daemon builds a dropped plan again by
// itself, once its folders have been quiet for rebuildQuiet, and
// publishes it, the way a request would have: the next shim takes it.
// A plan is built again so at most maxRebuilds times in rebuildWindow
// (whether shims take it is not seen): folders that keep changing cost
// the daemon a build a second at most, not one at every change, and
// past that the next shim asks, as before.
const (
	rebuildQuiet  = 20 * time.Millisecond
	maxRebuilds   = 10
	rebuildWindow = 10 * time.Second
)

// dropChanged drops the kept plan of key because a folder it depends
// on changed, and notes its request to be built again unless it was
// built again so maxRebuilds times in the last rebuildWindow.
func (s *plans) dropChanged(key string) {
	if e := s.entries[key]; e != nil {
		recent := s.rebuilt[key][:0]
		for _, at := range s.rebuilt[key] {
			if time.Since(at) < rebuildWindow {
				recent = append(recent, at)
			}
		}
		s.rebuilt[key] = recent
		if len(recent) < maxRebuilds {
			s.changed[key] = e.req
		}
	}
	s.drop(key)
}

// rebuild builds again the plans a change dropped, and keeps and
// publishes those it could watch; it reports whether any is left to
// build (a change while it built).
func (s *plans) rebuild() bool {
	todo := s.changed
	s.changed = map[string]Request{}
	for key, req := range todo {
		if s.entries[key] != nil {
			continue // a shim asked for it meanwhile
		}
		e, err := s.build(key, req)
		if err != nil {
			continue // the next request says why
		}
		if e.names == nil {
			e.close()
			continue
		}
		s.rebuilt[key] = append(s.rebuilt[key], time.Now())
		s.keep(e)
	}
	return len(s.changed) > 0
}
