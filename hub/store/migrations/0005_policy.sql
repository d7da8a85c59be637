-- One policy for the team: the stops in force, what a shadow policy
-- would have decided otherwise, and the order of the audit export.

-- A stop holds every command of the group's machines ('*': every
-- group) until an admin resumes it; hub_events keeps the history.
CREATE TABLE team_stops (
	group_name text PRIMARY KEY,
	reason     text NOT NULL,
	stopped_by text NOT NULL,
	stopped_at timestamptz NOT NULL
);

ALTER TABLE team_policy ADD COLUMN sha256 text NOT NULL DEFAULT '';
CREATE INDEX team_policy_group ON team_policy (group_name, shadow, version);

-- The team policy version a request was filed under at the hub.
ALTER TABLE requests ADD COLUMN policy_version text NOT NULL DEFAULT '';

-- A machine's decision record that a shadow policy would have made
-- otherwise (another tier or verdict), from its shipped audit lines.
CREATE TABLE shadow_records (
	machine        text NOT NULL REFERENCES machines (id),
	seq            bigint NOT NULL,
	ts             timestamptz,
	command        text NOT NULL,
	tool           text NOT NULL DEFAULT '',
	cwd            text NOT NULL,
	policy_version text NOT NULL,
	shadow_version text NOT NULL,
	tier           text NOT NULL,
	verdict        text NOT NULL,
	shadow_tier    text NOT NULL,
	shadow_verdict text NOT NULL,
	shadow_rules   jsonb NOT NULL,
	PRIMARY KEY (machine, seq)
);
CREATE INDEX shadow_records_version ON shadow_records (shadow_version, ts);

-- The order in which the audit export (OTLP, JSON lines) reads lines.
ALTER TABLE audit_lines ADD COLUMN id bigserial;
CREATE INDEX audit_lines_id ON audit_lines (id);
