-- The outbox also carries the lead webhook (kind 'webhook', webhooks/sender.ts).
-- SQLite cannot alter a CHECK constraint, so the table is made again, in the same portable SQL
-- for both databases: its rows are copied aside, the table is dropped (with its indexes, whose
-- names Postgres keeps per schema) and created as before but for the kind check, and the rows
-- come back in their order. They get new ids; nothing refers to them (a retry's Message-ID and
-- webhook-id come from the lead), and a lease in progress stays with its owner.

CREATE TABLE outbox_before_004 AS
SELECT id, lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until,
  last_error, created_at, sent_at
FROM outbox;

DROP TABLE outbox;

CREATE TABLE outbox (
  id {{ID_PRIMARY_KEY}},
  lead_id BIGINT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('notify', 'acknowledge', 'webhook')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_owner TEXT,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);

INSERT INTO outbox (lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until,
  last_error, created_at, sent_at)
SELECT lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until, last_error,
  created_at, sent_at
FROM outbox_before_004 ORDER BY id;

DROP TABLE outbox_before_004;

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead ON outbox (lead_id);
