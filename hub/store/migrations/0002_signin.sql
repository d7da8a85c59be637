-- Approvers sign in: OpenID Connect sessions of the page, device logins
-- of `gatesh team login`, and roles granted by the provider's groups.

-- A token's kind: 'pat' (a personal access token), 'web' (the page's
-- session cookie) or 'device' (a session of `gatesh team login`). A
-- session keeps the provider's groups of its sign-in, which group_roles
-- turn into roles each time it is used, and says where it came from.
ALTER TABLE tokens ADD COLUMN groups text[] NOT NULL DEFAULT '{}';
ALTER TABLE tokens ADD COLUMN label text NOT NULL DEFAULT '';
ALTER TABLE tokens ADD CONSTRAINT tokens_kind CHECK (kind IN ('pat', 'web', 'device'));
CREATE INDEX tokens_email ON tokens (email);

-- The forms a page session has sent: each acts once, on any replica.
CREATE TABLE session_forms (
	token text NOT NULL REFERENCES tokens (id) ON DELETE CASCADE,
	form  text NOT NULL,
	at    timestamptz NOT NULL,
	PRIMARY KEY (token, form)
);

-- A sign-in under way, from the redirect to the provider to its answer:
-- found by the sha256 of its state, used once, bound to the browser that
-- started it by the sha256 of a cookie.
CREATE TABLE oidc_logins (
	state_sha256  text PRIMARY KEY,
	binder_sha256 text NOT NULL,
	nonce         text NOT NULL,
	verifier      text NOT NULL,
	next          text NOT NULL DEFAULT '/',
	created_at    timestamptz NOT NULL,
	expires_at    timestamptz NOT NULL
);
CREATE INDEX oidc_logins_expires ON oidc_logins (expires_at);

-- A device login of `gatesh team login`: the device code's sha256, the
-- short code a person confirms on the page, who asked, and its outcome.
CREATE TABLE device_logins (
	device_sha256 text PRIMARY KEY,
	user_code     text NOT NULL UNIQUE,
	asked_by      text NOT NULL,
	created_at    timestamptz NOT NULL,
	expires_at    timestamptz NOT NULL,
	confirmed_by  text REFERENCES members (email) ON DELETE CASCADE,
	confirmed_at  timestamptz,
	groups        text[] NOT NULL DEFAULT '{}',
	denied_at     timestamptz,
	token         text REFERENCES tokens (id) ON DELETE SET NULL,
	used_at       timestamptz
);
CREATE INDEX device_logins_expires ON device_logins (expires_at);

-- Roles the provider's groups grant to members: a member in the claim's
-- group CLAIM_GROUP holds ROLE in machine group GROUP ('*': every group).
CREATE TABLE group_roles (
	claim_group text NOT NULL,
	group_name  text NOT NULL,
	role        text NOT NULL CHECK (role IN ('viewer', 'approver', 'admin')),
	PRIMARY KEY (claim_group, group_name)
);
