-- The Slack app (docs/slack.md): the message each request was posted as,
-- so that every replica updates the same message and none posts twice.

CREATE TABLE slack_messages (
	machine   text NOT NULL,
	request   text NOT NULL,
	channel   text NOT NULL,
	ts        text NOT NULL,
	-- What the message shows of the request's state; it is updated when
	-- the state changes, and final once the request ends.
	shown     text NOT NULL DEFAULT '',
	final     boolean NOT NULL DEFAULT false,
	-- What the request would do, as posted (describe's text).
	effects   jsonb NOT NULL DEFAULT '[]',
	posted_at timestamptz NOT NULL,
	PRIMARY KEY (machine, request),
	FOREIGN KEY (machine, request) REFERENCES requests (machine, id)
);
CREATE INDEX slack_messages_open ON slack_messages (machine, request) WHERE NOT final;
