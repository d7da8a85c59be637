// Package loop runs a coding agent unattended, turn after turn, until an independent verifier passes or a budget or a hard stop ends the run, recording every turn as immutable artifacts and every stop and approval in the audit log.
package loop
