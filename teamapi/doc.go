// Package teamapi is the wire contract between a gatesh machine and
// gatesh-hub: the JSON bodies, the paths, how a machine signs its calls and
// the exact bytes the hub signs for a decision. It holds no network code,
// so the gatesh shell can link it to verify a team decision.
//
// # The flow
//
// An admin prints a one-time enrolment token (gatesh-hub enrol). The
// machine makes an ed25519 key and calls [PathJoin] with the token and its
// public key; the hub answers with the machine's id and the team's public
// key, whose fingerprint the token already carried, so the machine pins a
// key it did not have to trust on first use.
//
// From then on every machine call carries [MachineAuthHeader], a signature
// by the machine's key over the method, the path and query, the time, a
// fresh nonce and the body's sha256 ([MachineCallBytes]). The hub accepts
// each nonce once ([ErrCallReplayed]) and refuses a call without one
// ([ErrCallNoNonce]), so a captured call cannot be sent again. The
// machine pushes its requests
// ([PathMachineRequests]) and its audit lines ([PathMachineAudit]) in
// order, at least once; the hub keeps each by (machine, id) or (machine,
// seq), so a push that arrives twice changes nothing. It pulls decisions
// from [PathMachineEvents], a stream the hub feeds from PostgreSQL's
// LISTEN/NOTIFY.
//
// A [Decision] is signed by the hub's team key over [Decision.SignedBytes],
// which names the team, the machine, the request id and the same subject
// digest and folder that a local approval binds. The machine rebuilds
// those bytes from its own request file, never from the hub's copy, so a
// decision for another machine, another request or another action does not
// verify.
package teamapi
