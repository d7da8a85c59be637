// Package egress holds green and yellow commands to the network
// destinations the operator allows: the command runs in a network
// namespace with no route out, and a proxy outside it lets through only
// the allowed hosts and ports, judged by the HTTP CONNECT target, the TLS
// server name and the HTTP Host.
package egress
