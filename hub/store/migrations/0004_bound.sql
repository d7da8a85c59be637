-- What a request's approval binds besides its text, shown as the
-- machine shows it; requests whose secrets the machine redacted; and
-- audit lines a machine declared gone before it shipped them.

-- The facts besides the text that an approval binds (teamapi.Fact: git
-- hooks, what a push publishes, settings), part of the subject digest.
ALTER TABLE requests ADD COLUMN bound jsonb NOT NULL DEFAULT '[]';
-- The machine replaced secrets in the command or the facts with
-- [REDACTED]: the subject digest is then the machine's word alone.
ALTER TABLE requests ADD COLUMN redacted boolean NOT NULL DEFAULT false;
-- What the redaction hid is more than one opaque token: not approved here.
ALTER TABLE requests ADD COLUMN hidden_syntax boolean NOT NULL DEFAULT false;

-- A flag's explanation: for 'gone', which lines the machine declared
-- removed before shipping, and how many.
ALTER TABLE audit_lines ADD COLUMN note text;

-- The audit lines a machine declared gone (teamapi.AuditBatch.Gone): its
-- retention removed them before they were shipped. The hub counts them
-- as held, so the chain's Through passes them, and flags the line after.
CREATE TABLE audit_gone (
	machine     text NOT NULL REFERENCES machines (id),
	from_seq    bigint NOT NULL,
	to_seq      bigint NOT NULL CHECK (to_seq >= from_seq),
	declared_at timestamptz NOT NULL,
	PRIMARY KEY (machine, from_seq)
);
