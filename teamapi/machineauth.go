package teamapi

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// MachineAuthScheme names a machine's signed call in the Authorization
// header: "Gatesh-Machine MACHINE:UNIX_SECONDS:SIGNATURE", the signature
// being base64url (no padding) ed25519 of MachineCallBytes.
const MachineAuthScheme = "Gatesh-Machine"

// Errors of ParseMachineAuth and CheckMachineCall.
var (
	ErrNoMachineAuth = errors.New("no machine signature")
	ErrCallSkew      = errors.New("machine call time is too far from the hub's clock")
	ErrCallSignature = errors.New("machine call signature does not verify")
)

// MachineCallBytes is what a machine signs for one call: its id, the
// method, the path with its query exactly as sent, the time in Unix
// seconds, and the sha256 of the body.
func MachineCallBytes(machine, method, target string, unix int64, body []byte) []byte {
	sum := sha256.Sum256(body)
	var b strings.Builder
	b.WriteString("gatesh machine call v1\n")
	for _, f := range [...][2]string{
		{"machine", machine},
		{"method", method},
		{"target", target},
		{"time", strconv.FormatInt(unix, 10)},
		{"body_sha256", hex.EncodeToString(sum[:])},
	} {
		b.WriteString(f[0])
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(len(f[1])))
		b.WriteByte(' ')
		b.WriteString(f[1])
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// MachineAuthHeader returns the Authorization header value for a call.
func MachineAuthHeader(key ed25519.PrivateKey, machine, method, target string, now time.Time, body []byte) string {
	unix := now.Unix()
	sig := ed25519.Sign(key, MachineCallBytes(machine, method, target, unix, body))
	return MachineAuthScheme + " " + machine + ":" + strconv.FormatInt(unix, 10) + ":" + base64.RawURLEncoding.EncodeToString(sig)
}

// MachineAuth is a parsed machine Authorization header.
type MachineAuth struct {
	Machine string
	Unix    int64
	Sig     []byte
}

// ParseMachineAuth reads the Authorization header of a machine call.
func ParseMachineAuth(header string) (MachineAuth, error) {
	rest, ok := strings.CutPrefix(header, MachineAuthScheme+" ")
	if !ok {
		return MachineAuth{}, ErrNoMachineAuth
	}
	parts := strings.Split(rest, ":")
	if len(parts) != 3 || parts[0] == "" {
		return MachineAuth{}, ErrNoMachineAuth
	}
	unix, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return MachineAuth{}, ErrNoMachineAuth
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != ed25519.SignatureSize {
		return MachineAuth{}, ErrNoMachineAuth
	}
	return MachineAuth{Machine: parts[0], Unix: unix, Sig: sig}, nil
}

// CheckMachineCall verifies a parsed header against the machine's
// registered key, the call as received and the hub's clock.
func CheckMachineCall(a MachineAuth, key ed25519.PublicKey, method, target string, body []byte, now time.Time) error {
	if d := now.Sub(time.Unix(a.Unix, 0)); d > MaxCallSkew || d < -MaxCallSkew {
		return ErrCallSkew
	}
	if len(key) != ed25519.PublicKeySize || !ed25519.Verify(key, MachineCallBytes(a.Machine, method, target, a.Unix, body), a.Sig) {
		return ErrCallSignature
	}
	return nil
}
