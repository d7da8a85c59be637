package teamapi

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// MachineAuthScheme names a machine's signed call in the Authorization
// header: "Gatesh-Machine MACHINE:UNIX_SECONDS:NONCE:SIGNATURE", the
// signature being base64url (no padding) ed25519 of MachineCallBytes and
// the nonce fresh for every call, so that the hub accepts each call once.
const MachineAuthScheme = "Gatesh-Machine"

// Errors of ParseMachineAuth and CheckMachineCall, and the hub's refusal
// of a call it saw already.
var (
	ErrNoMachineAuth = errors.New("no machine signature")
	ErrCallNoNonce   = errors.New("machine call carries no nonce: the machine's gatesh signs calls that can be replayed, and the hub accepts them no more")
	ErrCallSkew      = errors.New("machine call time is too far from the hub's clock")
	ErrCallSignature = errors.New("machine call signature does not verify")
	ErrCallReplayed  = errors.New("machine call was made already: its nonce was used, so this is a replay")
)

// UpgradeHint is the next step for a machine refused with ErrCallNoNonce.
const UpgradeHint = "upgrade gatesh on the machine to a version that signs a nonce in each hub call (Gatesh-Machine MACHINE:TIME:NONCE:SIGNATURE), then run gatesh team sync"

// MachineCallBytes is what a machine signs for one call: its id, the
// method, the path with its query exactly as sent, the time in Unix
// seconds, the call's nonce and the sha256 of the body.
func MachineCallBytes(machine, method, target string, unix int64, nonce string, body []byte) []byte {
	sum := sha256.Sum256(body)
	var b strings.Builder
	b.WriteString("gatesh machine call v2\n")
	for _, f := range [...][2]string{
		{"machine", machine},
		{"method", method},
		{"target", target},
		{"time", strconv.FormatInt(unix, 10)},
		{"nonce", nonce},
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

// NewNonce returns a fresh nonce for one machine call: 128 random bits,
// base64url.
func NewNonce() string {
	b := make([]byte, 16)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// MachineAuthHeader returns the Authorization header value for a call,
// with a fresh nonce: every header it returns is good for one call.
func MachineAuthHeader(key ed25519.PrivateKey, machine, method, target string, now time.Time, body []byte) string {
	unix, nonce := now.Unix(), NewNonce()
	sig := ed25519.Sign(key, MachineCallBytes(machine, method, target, unix, nonce, body))
	return MachineAuthScheme + " " + machine + ":" + strconv.FormatInt(unix, 10) + ":" + nonce + ":" + base64.RawURLEncoding.EncodeToString(sig)
}

// MachineAuth is a parsed machine Authorization header.
type MachineAuth struct {
	Machine string
	Unix    int64
	Nonce   string
	Sig     []byte
}

// NonceUntil is how long the hub must remember the call's nonce: past
// it, the call's time is outside the skew and a replay is refused for
// that alone.
func (a MachineAuth) NonceUntil() time.Time {
	return time.Unix(a.Unix, 0).Add(MaxCallSkew + time.Second)
}

// ParseMachineAuth reads the Authorization header of a machine call. A
// header of the form before nonces (MACHINE:UNIX_SECONDS:SIGNATURE) is
// ErrCallNoNonce, with Machine set so that the refusal can name it.
func ParseMachineAuth(header string) (MachineAuth, error) {
	rest, ok := strings.CutPrefix(header, MachineAuthScheme+" ")
	if !ok {
		return MachineAuth{}, ErrNoMachineAuth
	}
	parts := strings.Split(rest, ":")
	if len(parts) == 3 && parts[0] != "" {
		return MachineAuth{Machine: parts[0]}, ErrCallNoNonce
	}
	if len(parts) != 4 || parts[0] == "" || !goodNonce(parts[2]) {
		return MachineAuth{}, ErrNoMachineAuth
	}
	unix, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return MachineAuth{}, ErrNoMachineAuth
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[3])
	if err != nil || len(sig) != ed25519.SignatureSize {
		return MachineAuth{}, ErrNoMachineAuth
	}
	return MachineAuth{Machine: parts[0], Unix: unix, Nonce: parts[2], Sig: sig}, nil
}

// goodNonce accepts 16 to 64 characters of base64url: enough to be
// unguessable, short enough to store.
func goodNonce(n string) bool {
	if len(n) < 16 || len(n) > 64 {
		return false
	}
	for _, c := range n {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// CheckMachineCall verifies a parsed header against the machine's
// registered key, the call as received and the hub's clock. It does not
// know which nonces were used: the hub refuses a second use of one
// (ErrCallReplayed) after this passed.
func CheckMachineCall(a MachineAuth, key ed25519.PublicKey, method, target string, body []byte, now time.Time) error {
	if d := now.Sub(time.Unix(a.Unix, 0)); d > MaxCallSkew || d < -MaxCallSkew {
		return ErrCallSkew
	}
	if len(key) != ed25519.PublicKeySize || !ed25519.Verify(key, MachineCallBytes(a.Machine, method, target, a.Unix, a.Nonce, body), a.Sig) {
		return ErrCallSignature
	}
	return nil
}
