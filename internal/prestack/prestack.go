package prestack

// Go starts a goroutine with a small stack and doubles it when a call
// would overflow it; each doubling copies every frame on the stack and
// looks each one up in the symbol tables. Reading the time zone (in
// BurntSushi/toml's initialisation), an allocation during another
// package's initialisation and parsing a command each caused one, with
// many frames on the stack: together about a twentieth of the
// instructions `gatesh -c true` ran before it handed over. This package
// has no imports and its path sorts before those packages', and Go
// initialises packages in import-path order as far as their imports allow,
// so it runs early and its one growth copies almost nothing. The stack is
// not shrunk until a garbage collection, which a short run of gatesh does
// not reach. cmd/gatesh's TestStackGrownFirst checks the order.

// reserve is a little less than the 16 KiB stack `gatesh -c` reaches for an
// ordinary command, so that the runtime rounds up to that size.
const reserve = 12 << 10

func init() { grow() }

//go:noinline
func grow() byte {
	var frame [reserve]byte
	return last(frame[:])
}

//go:noinline
func last(b []byte) byte { return b[len(b)-1] }
