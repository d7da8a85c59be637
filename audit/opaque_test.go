package audit

import "testing"

// TestAnOptionIsNeverAnOpaqueSecret: a part the redaction cut out that
// begins with `-` may be an option of the program, not the secret's
// value: `curl --token -K/tmp/c.cfg URL` showed as `curl --token
// [REDACTED] URL`, and -K reads a config file that may add an upload of
// any file. A message that hides such a part does not show the whole of
// what is approved.
func TestAnOptionIsNeverAnOpaqueSecret(t *testing.T) {
	for _, part := range []string{"-K/tmp/c.cfg", "--config=/tmp/c", "'-K/tmp/c'", `"-oProxyCommand=x"`, "Bearer -K/tmp/c", "-", "--"} {
		if OpaqueSecret(part) {
			t.Errorf("OpaqueSecret(%q) = true: an option read as a secret's value", part)
		}
	}
	for _, part := range []string{"ghp_abc123", "s3cr3t-pass", "'p@ss:w0rd'", "Bearer eyJhbGciOi.x-y_z", "a-", "key=-"} {
		if !OpaqueSecret(part) {
			t.Errorf("OpaqueSecret(%q) = false: a token", part)
		}
	}
	for _, cmd := range []string{
		"curl --token -K/tmp/c.cfg https://example.com/",
		"mysql --password -e/tmp/x db",
		"psql --password=-f/tmp/x",
		"git -c http.extraHeader='Authorization: Bearer -u/x' fetch",
	} {
		shown, whole := RedactOpaque(cmd)
		_, hidden := RedactHidden(cmd)
		if whole && shown != cmd {
			t.Errorf("RedactOpaque(%q) = %q, whole, hiding %q", cmd, shown, hidden)
		}
	}
}
