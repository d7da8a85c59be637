-- Each signed machine call is accepted once: the nonce it signed is kept
-- until the call's time leaves the clock skew the hub accepts, when its
-- time alone refuses a replay and the row goes. Every replica inserts
-- here, so a call replayed to another replica is refused too.
CREATE TABLE machine_call_nonces (
	machine    text NOT NULL,
	nonce      text NOT NULL,
	expires_at timestamptz NOT NULL,
	-- The answer to a POST that succeeded, given back (not done again)
	-- to a second arrival: a retry after a lost answer learns its ack.
	answer     bytea,
	PRIMARY KEY (machine, nonce)
);
CREATE INDEX machine_call_nonces_expires ON machine_call_nonces (expires_at);
