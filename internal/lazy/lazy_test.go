package lazy

import (
	"sync"
	"sync/atomic"
	"testing"
)

var builds atomic.Int32

var counted = &Value[map[string]bool]{New: func() map[string]bool {
	builds.Add(1)
	return map[string]bool{"a": true}
}}

func TestBuiltOnceOnFirstGet(t *testing.T) {
	if n := builds.Load(); n != 0 {
		t.Fatalf("built %d times before the first Get", n)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if !counted.Get()["a"] {
				t.Error("Get returned a value New did not build")
			}
		})
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("built %d times, want once", n)
	}
}

// A value that cannot be built must not read as an empty one later: every
// Get panics, as sync.OnceValue's function does.
func TestPanicRepeats(t *testing.T) {
	calls := 0
	broken := &Value[map[string]bool]{New: func() map[string]bool {
		calls++
		panic("no table")
	}}
	bad := &Regexp{Src: `(`}
	for range 2 {
		for name, get := range map[string]func(){"Value": func() { broken.Get() }, "Regexp": func() { bad.Get() }} {
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s.Get did not panic", name)
					}
				}()
				get()
			}()
		}
	}
	if calls != 1 {
		t.Errorf("New ran %d times, want once", calls)
	}
}

func TestRegexp(t *testing.T) {
	word := &Regexp{Src: `^[a-z]+$`}
	if !word.Get().MatchString("abc") || word.Get().MatchString("a1") || word.Get() != word.Get() {
		t.Error("Regexp does not compile Src once")
	}
}
