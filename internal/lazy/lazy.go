// Package lazy holds package-level values (maps, regexps, lists read from
// embedded files) that are built on first use instead of at start-up.
//
// gatesh starts before every command an agent runs, and Go runs every
// linked package's initialisation whether or not the run uses it: a map
// literal or a regexp.MustCompile at package level costs every start.
// A Value declared as
//
//	var names = &lazy.Value[map[string]bool]{New: func() map[string]bool { ... }}
//
// is laid out by the linker, with no initialisation code at all (unlike
// sync.OnceValue, whose call allocates at start-up), and built once, by
// the first Get. cmd/gatesh's TestShellStartInitialisesLittle checks that
// start-up stays that way.
package lazy

import (
	"regexp"
	"sync"
)

// Value is built by New on the first Get; it is safe for concurrent use.
// As with sync.OnceValue, if New panics, every Get panics with the same
// value.
type Value[T any] struct {
	New   func() T
	once  sync.Once
	v     T
	panic any
}

// Get returns the value, building it the first time.
func (l *Value[T]) Get() T {
	l.once.Do(func() { l.v, l.panic = build(l.New) })
	if l.panic != nil {
		panic(l.panic)
	}
	return l.v
}

// build calls f, returning what it panicked with instead of panicking.
func build[T any](f func() T) (v T, p any) {
	defer func() {
		if r := recover(); r != nil {
			p = r
		}
	}()
	return f(), nil
}

// Regexp is a regular expression compiled on the first Get, as
// regexp.MustCompile(Src) would at start-up:
//
//	var word = &lazy.Regexp{Src: `^[a-z]+$`}
type Regexp struct {
	Src   string
	once  sync.Once
	re    *regexp.Regexp
	panic any
}

// Get returns the compiled expression; it panics if Src does not compile.
func (r *Regexp) Get() *regexp.Regexp {
	r.once.Do(func() { r.re, r.panic = build(func() *regexp.Regexp { return regexp.MustCompile(r.Src) }) })
	if r.panic != nil {
		panic(r.panic)
	}
	return r.re
}
