// Package daemon is gatesh-net: the proxy that enforces the network
// allowlist, the daemon that serves it beside a project's namespace, and
// the start of the namespace holder.
package daemon
