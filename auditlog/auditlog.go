package auditlog

import (
	"path/filepath"
	"time"

	"gatesh/audit"
	"gatesh/config"
	"gatesh/keys"
)

// Open is the audit log cfg names, rotated and kept as cfg says, sealed
// with gate (see GateKey; nil seals nothing), and metered: each record
// counts against the rate bound of the session it names, whoever writes
// it.
func Open(cfg *config.Config, now func() time.Time, gate audit.GateKeys) *audit.Log {
	l := &audit.Log{Path: cfg.AuditPath, Now: now, RotateSize: cfg.AuditRotateSize,
		KeepFiles: cfg.AuditKeepFiles, KeepAge: cfg.AuditKeepAge, Meter: Meter(cfg, "")}
	if gate != nil {
		l.Gate = gate
	}
	return l
}

// GateKey is the gate's audit key of cfg's folder. A process reads it once
// per value, so keep one for the whole run.
func GateKey(cfg *config.Config) *keys.AuditKey {
	return &keys.AuditKey{Path: filepath.Join(cfg.Home, "keys", keys.AuditKeyFile), Log: cfg.AuditPath}
}

// Meter is the rate meter of cfg's folder that reports on session (see
// audit.Meter).
func Meter(cfg *config.Config, session string) *audit.Meter {
	return &audit.Meter{Dir: filepath.Join(cfg.Home, "rate"), Session: session}
}
