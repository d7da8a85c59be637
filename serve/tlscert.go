package serve

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"net"
	"slices"
	"strings"
	"time"

	"gatesh/internal/atomicfile"
)

// certLifetime is how long a generated certificate is valid. It is kept
// and reused, so that a phone that trusted its fingerprint once keeps
// trusting it.
const certLifetime = 2 * 365 * 24 * time.Hour

// loadOrMakeCert returns the certificate in certPath and keyPath, making a
// self-signed one for hosts when the files do not exist or the kept one
// does not name every host. made reports a new certificate.
func loadOrMakeCert(certPath, keyPath string, hosts []string, now time.Time) (cert tls.Certificate, made bool, err error) {
	cert, err = tls.LoadX509KeyPair(certPath, keyPath)
	if err == nil && covers(cert, hosts, now) {
		return cert, false, nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return tls.Certificate{}, false, fmt.Errorf("reading %s: %w", certPath, err)
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, false, err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 120))
	if err != nil {
		return tls.Certificate{}, false, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: "gatesh review page"},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(certLifetime),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	for _, h := range hosts {
		if ip := net.ParseIP(h); ip != nil {
			tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
		} else {
			tmpl.DNSNames = append(tmpl.DNSNames, h)
		}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, false, err
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return tls.Certificate{}, false, err
	}
	certPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	keyPEM := pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER})
	if err := atomicfile.WriteFile(keyPath, keyPEM, 0o600); err != nil {
		return tls.Certificate{}, false, err
	}
	if err := atomicfile.WriteFile(certPath, certPEM, 0o644); err != nil {
		return tls.Certificate{}, false, err
	}
	cert, err = tls.X509KeyPair(certPEM, keyPEM)
	return cert, true, err
}

// covers reports whether cert is current and names every host.
func covers(cert tls.Certificate, hosts []string, now time.Time) bool {
	if len(cert.Certificate) == 0 {
		return false
	}
	c, err := x509.ParseCertificate(cert.Certificate[0])
	if err != nil || now.After(c.NotAfter.Add(-24*time.Hour)) {
		return false
	}
	for _, h := range hosts {
		if c.VerifyHostname(h) != nil {
			return false
		}
	}
	return true
}

// Fingerprint is the SHA-256 of a certificate, as browsers show it.
func Fingerprint(cert tls.Certificate) string {
	if len(cert.Certificate) == 0 {
		return ""
	}
	sum := sha256.Sum256(cert.Certificate[0])
	hex := make([]string, len(sum))
	for i, b := range sum {
		hex[i] = fmt.Sprintf("%02X", b)
	}
	return strings.Join(hex, ":")
}

// localHosts are the names and addresses a remote page is reached by:
// the names the operator gave, and every address of this machine's
// interfaces that is up, when it listens on all of them.
func localHosts(listenHost string, names []string) []string {
	hosts := slices.Clone(names)
	ip := net.ParseIP(listenHost)
	if ip != nil && !ip.IsUnspecified() {
		return append(hosts, ip.String())
	}
	if listenHost != "" && ip == nil {
		return append(hosts, listenHost)
	}
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLinkLocalUnicast() {
			hosts = append(hosts, n.IP.String())
		}
	}
	return hosts
}
