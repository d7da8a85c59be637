// Package auditlog opens the audit log that a gatesh config names, the same way for every writer: rotated and kept as configured, sealed with the gate's key, and metered per session.
package auditlog
