// Package egress holds green and yellow commands to the network
// destinations the operator allows: the allowlist and its files, and the
// way a command joins its project's network namespace, which has no route
// out. The proxy outside the namespace, which lets through only the
// allowed hosts and ports (by the HTTP CONNECT target, the TLS server name
// and the HTTP Host), is package egress/daemon, in a program of its own.
// This package does not link package net: gatesh does not.
package egress
