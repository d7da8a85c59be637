package rules

import "testing"

// urlHostForm puts the host a fetch reaches in place of the host as
// written, keeping the word's shape, and gives no form where curl and
// browsers read the host differently (a backslash, two "@"s), so that a
// form can never name a host the tool does not reach.
func TestURLHostForm(t *testing.T) {
	for _, c := range []struct {
		word    string
		fetcher bool
		want    string
	}{
		{"http://2852039166/latest/meta-data/", true, "http://169.254.169.254/latest/meta-data/"},
		{"http://2852039166/latest/meta-data/", false, "http://169.254.169.254/latest/meta-data/"},
		{"https://u:p@0xa9fea9fe:80/x", true, "https://u:p@169.254.169.254:80/x"},
		{"http://[::ffff:a9fe:a9fe]/x", true, "http://169.254.169.254/x"},
		{"http://[fd00:ec2:0::254]/x", true, "http://[fd00:ec2::254]/x"},
		{"2852039166/latest", true, "169.254.169.254/latest"},
		{"2852039166/latest", false, ""},
		{"DELETE", true, ""},
		{"http://169.254.169.254/x", true, ""},
		{"https://example.org/a", true, ""},
		{"http://2130706433\\@evil.example/x", true, ""},
		{"http://a@evil.example@2130706433/x", true, ""},
		{"-o", true, ""},
		{"ssh://2852039166/x", true, ""},
	} {
		if got := urlHostForm(c.word, c.fetcher); got != c.want {
			t.Errorf("urlHostForm(%q, %v) = %q, want %q", c.word, c.fetcher, got, c.want)
		}
	}
}
