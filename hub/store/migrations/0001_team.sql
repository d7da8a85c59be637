-- The team hub's first schema. Times are timestamptz; ids are the
-- machines' own (requests) or the hub's (machines, tokens).

-- The team: one per database. Its public key is the one the hub's
-- replicas sign with; enrolment tokens carry its fingerprint.
CREATE TABLE team (
	id          int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
	fingerprint text NOT NULL,
	public_key  text NOT NULL,
	created_at  timestamptz NOT NULL DEFAULT now()
);

-- Settings an admin may change without a restart (audit retention).
CREATE TABLE settings (
	name  text PRIMARY KEY,
	value text NOT NULL
);

CREATE TABLE machines (
	id           text PRIMARY KEY,
	name         text NOT NULL,
	group_name   text NOT NULL,
	public_key   text NOT NULL UNIQUE,
	enrolled_at  timestamptz NOT NULL,
	removed_at   timestamptz,
	last_contact timestamptz,
	-- The hub's own sequence of events for the machine (decisions, state).
	event_seq    bigint NOT NULL DEFAULT 0,
	-- The ?after= of the machine's last events call: what it has seen.
	events_after bigint NOT NULL DEFAULT 0,
	-- The audit chain: the first seq the hub got, the highest seq it holds
	-- with every line before it, and what retention removed.
	audit_start  bigint,
	audit_through bigint NOT NULL DEFAULT 0,
	audit_pruned_through bigint NOT NULL DEFAULT 0,
	-- Sync lag: the newest audit line's own time and when it arrived.
	audit_line_ts timestamptz,
	audit_received_at timestamptz,
	requests_received_at timestamptz
);

CREATE TABLE enrol_tokens (
	secret_sha256 text PRIMARY KEY,
	group_name    text NOT NULL,
	created_at    timestamptz NOT NULL,
	expires_at    timestamptz NOT NULL,
	used_at       timestamptz,
	used_by       text REFERENCES machines (id)
);

CREATE TABLE members (
	email      text PRIMARY KEY,
	created_at timestamptz NOT NULL
);

-- A member's role per machine group; group '*' is every group.
CREATE TABLE member_roles (
	email      text NOT NULL REFERENCES members (email) ON DELETE CASCADE,
	group_name text NOT NULL,
	role       text NOT NULL CHECK (role IN ('viewer', 'approver', 'admin')),
	PRIMARY KEY (email, group_name)
);

-- The machine logins that are this member: machine '' is any machine,
-- else a machine's id or name. A member may not approve what a linked
-- login asked for.
CREATE TABLE member_logins (
	email   text NOT NULL REFERENCES members (email) ON DELETE CASCADE,
	login   text NOT NULL,
	machine text NOT NULL DEFAULT '',
	PRIMARY KEY (email, login, machine)
);

-- Bearer tokens of members: personal access tokens now, sign-in sessions
-- later (kind). Only the sha256 of the secret is kept.
CREATE TABLE tokens (
	id            text PRIMARY KEY,
	secret_sha256 text NOT NULL UNIQUE,
	email         text NOT NULL REFERENCES members (email) ON DELETE CASCADE,
	kind          text NOT NULL DEFAULT 'pat',
	scope         text NOT NULL CHECK (scope IN ('read', 'approve')),
	created_at    timestamptz NOT NULL,
	expires_at    timestamptz,
	revoked_at    timestamptz,
	last_used_at  timestamptz
);

-- A machine's requests, as its sync pushed them (teamapi.Request).
CREATE TABLE requests (
	machine        text NOT NULL REFERENCES machines (id),
	id             text NOT NULL,
	created_at     timestamptz NOT NULL,
	expires_at     timestamptz NOT NULL,
	status         text NOT NULL,
	command        text NOT NULL,
	command_digest text NOT NULL,
	command_bytes  int NOT NULL DEFAULT 0,
	cwd            text NOT NULL,
	tier           text NOT NULL,
	rules          jsonb NOT NULL DEFAULT '[]',
	session        text NOT NULL DEFAULT '',
	agent          text NOT NULL DEFAULT '',
	tool           text NOT NULL DEFAULT '',
	server         text NOT NULL DEFAULT '',
	subject_sha256 text NOT NULL,
	login          text NOT NULL,
	decided_by     text NOT NULL DEFAULT '',
	decided_at     timestamptz,
	decision_reason text NOT NULL DEFAULT '',
	via            text NOT NULL DEFAULT '',
	used_at        timestamptz,
	-- How many distinct approvers must approve (team policy sets it).
	quorum         int NOT NULL DEFAULT 1 CHECK (quorum >= 1),
	received_at    timestamptz NOT NULL,
	updated_at     timestamptz NOT NULL,
	PRIMARY KEY (machine, id)
);
CREATE INDEX requests_status ON requests (status, created_at);

-- One say per member per request; a revocation is a vote of its own.
CREATE TABLE votes (
	machine text NOT NULL,
	request text NOT NULL,
	member  text NOT NULL,
	verdict text NOT NULL CHECK (verdict IN ('approved', 'rejected', 'revoked')),
	reason  text NOT NULL DEFAULT '',
	at      timestamptz NOT NULL,
	PRIMARY KEY (machine, request, member, verdict),
	FOREIGN KEY (machine, request) REFERENCES requests (machine, id)
);

-- The decisions the hub signed with the team key (teamapi.Decision): at
-- most one approval or rejection per request, and one revocation.
CREATE TABLE team_decisions (
	machine        text NOT NULL,
	request        text NOT NULL,
	kind           text NOT NULL CHECK (kind IN ('decision', 'revoke')),
	verdict        text NOT NULL,
	approvers      text[] NOT NULL,
	reason         text NOT NULL DEFAULT '',
	decided_at     timestamptz NOT NULL,
	expires_at     timestamptz NOT NULL,
	policy_version text NOT NULL DEFAULT '',
	body           jsonb NOT NULL,
	event_seq      bigint NOT NULL,
	PRIMARY KEY (machine, request, kind),
	FOREIGN KEY (machine, request) REFERENCES requests (machine, id)
);

-- Each machine's event stream, numbered by machines.event_seq.
CREATE TABLE machine_events (
	machine    text NOT NULL REFERENCES machines (id),
	seq        bigint NOT NULL,
	kind       text NOT NULL,
	body       jsonb NOT NULL,
	created_at timestamptz NOT NULL,
	PRIMARY KEY (machine, seq)
);

-- The machines' audit lines as shipped. A seq holds one line; a line that
-- arrives again different is kept beside it, flagged 'changed'.
CREATE TABLE audit_lines (
	machine     text NOT NULL REFERENCES machines (id),
	seq         bigint NOT NULL,
	hash        text NOT NULL,
	line        text NOT NULL,
	prev        text,
	ts          timestamptz,
	received_at timestamptz NOT NULL,
	-- NULL, or 'gap', 'fork', 'changed', 'unreadable': see docs/team.md.
	flag        text,
	PRIMARY KEY (machine, seq, hash)
);
CREATE INDEX audit_lines_received ON audit_lines (received_at);
CREATE INDEX audit_lines_ts ON audit_lines (ts);

-- The decision records of the shipped lines: one row per command a
-- machine classified, as `gatesh export --sqlite` lays them out.
CREATE TABLE command_records (
	machine   text NOT NULL REFERENCES machines (id),
	seq       bigint NOT NULL,
	id        text NOT NULL,
	ts        timestamptz,
	tool_name text NOT NULL,
	payload   text NOT NULL,
	verdict   text,
	rule      text,
	reason    text,
	tier      text,
	rules     jsonb NOT NULL,
	cwd       text NOT NULL,
	agent     text,
	session   text,
	login     text,
	pid       bigint,
	ppid      bigint,
	request   text,
	enforce   text,
	prev      text NOT NULL,
	PRIMARY KEY (machine, seq)
);
CREATE INDEX command_records_proc ON command_records (machine, pid, ppid, seq);

-- The `decisions` of `gatesh export --sqlite`, across machines: the same
-- columns with the same meaning, plus machine. A held command's status,
-- reviewer and time come from its request as the machine last pushed it.
CREATE VIEW decisions AS
SELECT c.machine, c.id, c.ts, c.tool_name, c.payload, c.verdict, c.rule, c.reason,
	CASE
		WHEN r.id IS NULL THEN
			CASE c.verdict WHEN 'auto_pass' THEN 'passed' WHEN 'deny' THEN 'denied' WHEN 'hold' THEN 'held' ELSE c.verdict END
		WHEN r.status = 'used' OR r.used_at IS NOT NULL THEN 'ran'
		WHEN r.status = 'pending' AND r.expires_at <= now() THEN 'expired'
		ELSE r.status
	END AS status,
	NULLIF(r.decided_by, '') AS reviewer,
	r.decided_at AS reviewed_ts,
	NULLIF(r.decision_reason, '') AS review_reason,
	c.tier, c.rules, c.cwd, c.agent, c.session, c.login AS "user", c.pid, c.ppid, c.request,
	r.expires_at, c.enforce, c.prev
FROM command_records c
LEFT JOIN requests r ON r.machine = c.machine AND r.id = c.request;

-- The hub's own record: who did what, refusals included.
CREATE TABLE hub_events (
	id      bigserial PRIMARY KEY,
	at      timestamptz NOT NULL,
	actor   text NOT NULL,
	action  text NOT NULL,
	outcome text NOT NULL CHECK (outcome IN ('ok', 'refused')),
	machine text NOT NULL DEFAULT '',
	request text NOT NULL DEFAULT '',
	detail  text NOT NULL DEFAULT ''
);
CREATE INDEX hub_events_at ON hub_events (at);

-- The team's policy layer (issue: one policy for the team), versioned.
CREATE TABLE team_policy (
	version    bigserial PRIMARY KEY,
	group_name text NOT NULL DEFAULT '*',
	body       text NOT NULL,
	shadow     boolean NOT NULL DEFAULT false,
	created_at timestamptz NOT NULL,
	created_by text NOT NULL
);
