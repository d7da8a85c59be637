package devhost

import "testing"

func TestLocal(t *testing.T) {
	for host, want := range map[string]bool{
		"localhost": true, "LOCALHOST.": true, "app.localhost": true, "127.0.0.1": true, "::1": true,
		"0.0.0.0": true, "::": true, "host.docker.internal": true, "host.containers.internal": true,
		"api": true, "web": true,
		"": false, "example.com": false, "a.app.localhost": false, "10.0.0.5": false, "8.8.8.8": false,
		"api.internal": false, "$HOST": false, "-x": false, "metadata": false, "METADATA.": false,
	} {
		if got := Local(host); got != want {
			t.Errorf("Local(%q) = %v, want %v", host, got, want)
		}
	}
	// Here is this machine only: a one-label name is not.
	for host, want := range map[string]bool{"localhost": true, "0.0.0.0": true, "host.docker.internal": true, "api": false} {
		if got := Here(host); got != want {
			t.Errorf("Here(%q) = %v, want %v", host, got, want)
		}
	}
}

// curl reads a host of one to four numbers as an IPv4 address, not as a
// name (R13 of the second red team round: http://182059266/ is
// 10.233.1.2, and was taken for a compose service).
func TestNumericHosts(t *testing.T) {
	for host, want := range map[string]bool{
		"182059266": false, "0x0ae90102": false, "10.233.258": false, "012.0.0.1": false,
		"2130706433": true, "0x7f000001": true, "127.1": true, "0177.0.0.1": true, "0": true,
	} {
		if got := Local(host); got != want {
			t.Errorf("Local(%q) = %v, want %v", host, got, want)
		}
	}
}
