package rules_test

import (
	"testing"

	"gatesh/rules"
)

// TestMetadataHostSpellings checks that a URL program handed the cloud
// metadata address in any spelling a URL parser or the system resolver
// reads as that address (one decimal number, hex, octal parts, a final
// dot, IPv4 inside IPv6, upper case) is held as the literal address is,
// and that everyday hosts keep their tier.
func TestMetadataHostSpellings(t *testing.T) {
	const home, cwd = "/home/dev", "/home/dev/code/app"
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: home, Cwd: cwd})
	if err != nil {
		t.Fatal(err)
	}
	var cases []tierCase
	for _, u := range []string{
		"http://2852039166/latest/meta-data/",
		"http://0xa9fea9fe/latest/meta-data/",
		"http://0xA9FEA9FE/latest/meta-data/",
		"http://0251.0376.0251.0376/latest/meta-data/",
		"http://0xa9.254.0251.254/latest/meta-data/",
		"http://169.254.43518/latest/meta-data/",
		"http://169.254.169.254./latest/meta-data/",
		"http://[::ffff:a9fe:a9fe]/latest/meta-data/",
		"http://[::ffff:169.254.169.254]/latest/meta-data/",
		"http://[fd00:ec2:0::254]/latest/meta-data/",
		"http://user@2852039166:80/latest/meta-data/",
		"http://METADATA.GOOGLE.INTERNAL./computeMetadata/v1/",
		"2852039166/latest/meta-data/",
	} {
		cases = append(cases,
			tierCase{"metadata", "curl -s " + u, "held"},
			tierCase{"metadata", "wget -qO- " + u, "held"},
		)
	}
	cases = append(cases,
		tierCase{"metadata", "http GET http://0xa9fea9fe/latest/api/token", "held"},
		tierCase{"metadata", "xh http://2852039166/latest/meta-data/", "held"},
		tierCase{"metadata", "aria2c http://2852039166/latest/meta-data/", "held"},
		// Everyday hosts keep their tier.
		tierCase{"metadata", "curl https://1.1.1.1/", "pass"},
		tierCase{"metadata", "curl http://localhost:8080/", "pass"},
		tierCase{"metadata", "curl -s http://127.0.0.1:3000/health", "pass"},
		tierCase{"metadata", "curl -s https://example.org/2852039166", "pass"},
		tierCase{"metadata", "echo http://2852039166/latest/meta-data/", "pass"},
	)
	checkTiers(t, set, cwd, home, cases)
}
