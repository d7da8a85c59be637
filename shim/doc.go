// Package shim is the gatesh program: shell mode, the PATH interposer and the subcommands.
package shim
