// Package operator loads the operator's key pair for signing and checking decisions on held requests, and turns a request's change of state into an audit record.
package operator
