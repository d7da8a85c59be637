package rules

import (
	"path"
	"testing"
)

// classMatch answers as path.Match does, for every class of up to four
// characters over an alphabet with the characters path.Match reads
// specially, against every byte; and where it is not sure, it says so.
func TestClassMatchIsPathMatch(t *testing.T) {
	alphabet := []byte{'a', 'z', '0', '9', '-', '^', ']', '\\', '/', '.', '!', '*', 0xc3}
	sure := 0
	var body []byte
	var each func(n int)
	each = func(n int) {
		if n > 0 {
			class := "[" + string(body) + "]"
			for b := 0; b < 256; b++ {
				got, ok := classMatch(class, byte(b))
				if !ok {
					continue
				}
				sure++
				want, _ := path.Match(class, string([]byte{byte(b)}))
				if got != want {
					t.Fatalf("%q against %q: %v, path.Match %v", class, []byte{byte(b)}, got, want)
				}
			}
		}
		if n == 4 {
			return
		}
		for _, c := range alphabet {
			body = append(body, c)
			each(n + 1)
			body = body[:len(body)-1]
		}
	}
	each(0)
	if sure < 1000000 {
		t.Errorf("classMatch was sure only %d times", sure)
	}
}
