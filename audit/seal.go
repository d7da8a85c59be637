package audit

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"syscall"
)

// A seal tells the gate's own records from lines that anyone who can
// write the log file could add. Under Landlock a green command may write
// the log (so that a gatesh nested in it can log), so the chain alone
// cannot tell who wrote a line; what the command cannot do is read the
// keys. So:
//
//   - a gatesh that can read the gate's key (keys/audit.key, which the
//     kernel hides from the commands gatesh runs) seals each record with
//     an HMAC-SHA256 of its line: "gate:BASE64";
//   - a record of the operator's decision (approved, rejected, revoked)
//     is sealed with the operator's own ed25519 signature of its line:
//     "operator:BASE64", which the public key checks;
//   - a gatesh that can read neither (one nested in a restricted
//     command) writes its record unsealed, and Verify lists it as
//     written from inside a command.
//
// The seal covers the whole line but itself, prev included, so a sealed
// line cannot be moved or replayed elsewhere in the chain.

// Seal schemes, as the seal field begins.
const (
	SealGate     = "gate"
	SealOperator = "operator"
)

// sealDomain begins every sealed message, so that a record's signature
// can pass neither for a decision's nor for an anchor's.
const sealDomain = "gatesh audit record v1\n"

// GateKey is the key gatesh seals its own records with, and where in the
// chain it began to: After is the hash of the last line the log held when
// the key was made, "" when the log was empty. Every record after that
// line was written when the key existed, so from there on Verify expects
// the operator's decisions to be sealed.
type GateKey struct {
	Key   []byte
	After string
}

// GateKeys gives a Log the gate's key.
type GateKeys interface {
	// Load returns the key: an error that matches fs.ErrNotExist when
	// there is none yet, another error when this process may not read
	// it (a command gatesh restricted).
	Load() (*GateKey, error)
	// Create makes the key, sealing from the line after the one whose
	// hash is after; an error that matches fs.ErrExist when another
	// process made it first.
	Create(after string) (*GateKey, error)
}

// sealField is where a seal sits in a line: just before prev, which
// ends every record.
const (
	sealKey = `,"seal":"`
	prevKey = `,"prev":"`
)

// maxSeal is the most a seal adds to a line.
const maxSeal = len(sealKey) + len(SealOperator) + 1 + 88 + 1

// gateKey is the key this Log seals with: loaded once, made when there is
// none and this process may make it. nil means it seals nothing.
func (l *Log) gateKey(prev string) *GateKey {
	if l.Gate == nil {
		return nil
	}
	k, err := l.Gate.Load()
	if errors.Is(err, fs.ErrNotExist) {
		k, err = l.Gate.Create(prev)
		if errors.Is(err, fs.ErrExist) {
			k, err = l.Gate.Load()
		}
	}
	if err != nil {
		return nil // a restricted command's gatesh: its records stay unsealed
	}
	return k
}

// seal returns line with its seal spliced in before prev, and the seal:
// the operator's signature when the Log has the operator's key, else the
// gate's HMAC when it has the gate's key, else line as it is and "".
func (l *Log) seal(line []byte, gate *GateKey) ([]byte, string) {
	var scheme, value string
	msg := append([]byte(sealDomain), line...)
	switch {
	case l.Operator != nil:
		scheme, value = SealOperator, base64.StdEncoding.EncodeToString(l.Operator.Sign(msg))
	case gate != nil:
		scheme, value = SealGate, base64.StdEncoding.EncodeToString(gateMAC(gate.Key, msg))
	default:
		return line, ""
	}
	i := bytes.LastIndex(line, []byte(prevKey))
	out := make([]byte, 0, len(line)+maxSeal)
	out = append(out, line[:i]...)
	out = append(append(append(append(out, sealKey...), scheme...), ':'), value...)
	out = append(out, '"')
	return append(out, line[i:]...), scheme + ":" + value
}

func gateMAC(key, msg []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write(msg)
	return m.Sum(nil)
}

// unseal splits a line into its seal ("SCHEME:BASE64") and the line as it
// was sealed. ok is false when the line carries no seal just before prev.
func unseal(line []byte) (seal string, unsealed []byte, ok bool) {
	i := bytes.LastIndex(line, []byte(prevKey))
	if i < 0 {
		return "", nil, false
	}
	head := line[:i]
	j := bytes.LastIndex(head, []byte(sealKey))
	if j < 0 || len(head) == 0 || head[len(head)-1] != '"' {
		return "", nil, false
	}
	value := head[j+len(sealKey) : len(head)-1]
	if bytes.ContainsAny(value, `"\`) {
		return "", nil, false
	}
	unsealed = make([]byte, 0, len(line)-len(sealKey)-len(value)-1)
	unsealed = append(append(unsealed, line[:j]...), line[i:]...)
	return string(value), unsealed, true
}

// sealCheck is what checking one record's seal found.
type sealCheck int

const (
	sealNone      sealCheck = iota // no seal
	sealGate                       // a gate seal that the key verifies
	sealOperator                   // an operator seal that the public key verifies
	sealUnchecked                  // a seal the keys at hand cannot check
	sealBad                        // a seal that does not verify
)

// checkSeal checks the seal of line, whose seal field parsed as field.
func checkSeal(line []byte, field string, gate *GateKey, v Verifier) (sealCheck, string) {
	if field == "" {
		return sealNone, ""
	}
	seal, unsealed, ok := unseal(line)
	if !ok || seal != field {
		return sealBad, "its seal is not where gatesh writes it"
	}
	scheme, value, _ := bytes.Cut([]byte(seal), []byte{':'})
	raw, err := base64.StdEncoding.DecodeString(string(value))
	if err != nil {
		return sealBad, "its seal is not base64"
	}
	msg := append([]byte(sealDomain), unsealed...)
	switch string(scheme) {
	case SealGate:
		if gate == nil {
			return sealUnchecked, ""
		}
		if !hmac.Equal(raw, gateMAC(gate.Key, msg)) {
			return sealBad, "its gate seal does not verify with keys/audit.key: gatesh did not write this line as it is (forged from inside a command, or edited)"
		}
		return sealGate, ""
	case SealOperator:
		if v == nil {
			return sealUnchecked, ""
		}
		if !v.Verify(msg, raw) {
			return sealBad, "its operator seal does not verify with the operator's public key: forged, or edited"
		}
		return sealOperator, ""
	}
	return sealBad, "its seal is of an unknown kind " + string(scheme)
}

// operatorEvent reports whether only the operator's key can make event.
func operatorEvent(event string) bool {
	return event == EventApproved || event == EventRejected || event == EventRevoked
}

// MakeGateKey makes the gate's key when there is none yet, sealing from
// the next line appended; an error when it cannot. It is for the
// operator's setup (gatesh init), so that the agent's first records are
// sealed even where the agent's user may not make the key; Append makes
// it too, whenever its writer may.
func (l *Log) MakeGateKey() error {
	if l.Gate == nil {
		return nil
	}
	if _, err := l.Gate.Load(); !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	prev := ""
	fd, err := openFile(l.Path, syscall.O_RDONLY, 0)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fmt.Errorf("audit log: %w", err)
	default:
		defer syscall.Close(fd)
		// Under the writers' lock: no line is appended until the key is
		// there to seal it.
		if err := retry(func() error { return syscall.Flock(fd, syscall.LOCK_EX) }); err != nil {
			return fmt.Errorf("audit log: lock: %w", err)
		}
		size, err := fileSize(fd)
		if err != nil {
			return fmt.Errorf("audit log: %w", err)
		}
		last, err := lastLine(fd, size)
		if err != nil {
			return fmt.Errorf("audit log: %w", err)
		}
		if last.found {
			prev = hashLine(last.text)
		}
	}
	if _, err := l.Gate.Create(prev); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	return nil
}
