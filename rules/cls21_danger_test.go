package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestTwentyFirstRoundDanger checks, class by class, defaults that hold
// heldout13's passing dangerous commands without naming their programs,
// each beside the same shape made harmless. The programs are invented
// (frobscan, frobslow) where the class, not a name, must decide.
func TestTwentyFirstRoundDanger(t *testing.T) {
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/dev", Cwd: "/home/dev/code/app"})
	if err != nil {
		t.Fatal(err)
	}
	checkClasses(t, set, []classCase{
		// A flood or a scan aimed at someone else's host: one option
		// gives the shape (a flood, a range of ports, hundreds of
		// connections held open), an address, a network range or a
		// host name the target.
		{"flood or scan", `frobslow -c 1000 -H -i 10 -u https://shop.x.example/`, true},
		{"flood or scan", `frobslow --connections 2000 --url https://api.x.example/login`, true},
		{"flood or scan", `frobscan -sS -p- 203.0.113.0/24`, true},
		{"flood or scan", `frobscan -p 1-1024 shop.x.example`, true},
		{"flood or scan", `frobscan -p1-65535 198.51.100.7 --rate 100000`, true},
		{"flood or scan", `frobscan --ports 0-65535 2001:db8::1`, true},
		{"flood or scan", `frobscan --top-ports 100 10.20.0.0/16`, true},
		{"flood or scan", `frobping --flood -S -p 80 shop.x.example`, true},
		{"flood or scan", `sudo synflood 198.51.100.7`, true},
		{"flood or scan", `frobslow -c 1000 -H -u http://localhost:8080/`, false},
		{"flood or scan", `frobslow -c 20 -u https://shop.x.example/`, false},
		{"flood or scan", `frobscan -sS -p- 127.0.0.1`, false},
		{"flood or scan", `frobscan -p 1-65535 localhost`, false},
		{"flood or scan", `frobscan -p 5432 shop.x.example`, false},
		{"flood or scan", `frobping --flood -S ::1`, false},
		{"flood or scan", `frobcalc 192.168.1.0/24`, false},
		{"flood or scan", `frobdev -p 3000-3010 localhost`, false},
		{"flood or scan", `frobcache -c 1000 set key value`, false},
		{"flood or scan", `frobscan --help -p- 203.0.113.0/24`, false},
	})
}
