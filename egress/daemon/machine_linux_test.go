package daemon

import (
	"context"
	"fmt"
	"net/netip"
	"strconv"
	"testing"
	"time"

	"gatesh/egress"
	"gatesh/egress/egresstest"
)

// "This machine" is every address it has, not only loopback: an allowed
// name that resolves to one of its other addresses, or an allowed range
// that holds one, does not reach a service listening on 0.0.0.0. Only an
// entry that names the address itself does.
func TestMachineAddressesAreThisMachine(t *testing.T) {
	host := egresstest.New(t)
	port, accepted := egresstest.MachineService(t)
	self := host.Gateway // this machine's side of the test host's link
	names := map[string]string{"self.test": self, "allowed.test": host.A}
	resolve := func(_ context.Context, h string) ([]netip.Addr, error) {
		if a, ok := names[h]; ok {
			return []netip.Addr{netip.MustParseAddr(a)}, nil
		}
		return nil, fmt.Errorf("no such host %s", h)
	}
	for _, c := range []struct {
		allow   []string
		target  string
		reached bool
	}{
		{[]string{"self.test"}, "self.test:" + strconv.Itoa(port), false},
		{[]string{"10.200.0.0/16"}, self + ":" + strconv.Itoa(port), false},
		{[]string{"0.0.0.0/0"}, self + ":" + strconv.Itoa(port), false},
		{[]string{"10.200.0.0/16"}, host.A + ":80", true},
		{[]string{"allowed.test"}, "allowed.test:80", true},
		{[]string{self}, self + ":" + strconv.Itoa(port), true},
		{[]string{self + ":" + strconv.Itoa(port)}, self + ":" + strconv.Itoa(port), true},
	} {
		list, err := egress.Parse(c.allow, "test")
		if err != nil {
			t.Fatal(err)
		}
		var refused []Refusal
		p := &Proxy{Allow: list, Resolve: resolve, Refused: func(r Refusal) { refused = append(refused, r) }}
		before := accepted.Load()
		conn, err := p.dial(context.Background(), mustDest(t, c.target))
		if err == nil {
			conn.SetDeadline(time.Now().Add(5 * time.Second))
			conn.Close()
		}
		if reached := err == nil; reached != c.reached {
			t.Errorf("allow %v, dial %s: reached %v (%v); want %v", c.allow, c.target, reached, err, c.reached)
		}
		if !c.reached && accepted.Load() != before {
			t.Errorf("allow %v, dial %s: the machine's service got a connection", c.allow, c.target)
		}
	}
}

func mustDest(t *testing.T, s string) egress.Dest {
	t.Helper()
	d, err := egress.ParseDest(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	return d
}
