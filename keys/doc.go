// Package keys creates, loads and uses the operator's ed25519 key pair that signs approval decisions.
package keys
