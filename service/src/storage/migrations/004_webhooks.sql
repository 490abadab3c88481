-- The outbox also carries the lead webhook (kind 'webhook', webhooks/sender.ts).
-- SQLite cannot alter a CHECK constraint, so the table is rebuilt, in the same portable SQL for
-- both databases: a new table, the rows copied over in their order, the old one dropped, the new
-- one renamed and its indexes made again (index names are per schema in Postgres, so only after
-- the drop). Rows get new ids; nothing refers to them (a retry's Message-ID and webhook-id come
-- from the lead), and a lease in progress is kept with its owner.

CREATE TABLE outbox_rebuilt (
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

INSERT INTO outbox_rebuilt (lead_id, kind, status, attempts, next_attempt_at, lease_owner,
  lease_until, last_error, created_at, sent_at)
SELECT lead_id, kind, status, attempts, next_attempt_at, lease_owner, lease_until, last_error,
  created_at, sent_at
FROM outbox ORDER BY id;

DROP TABLE outbox;
ALTER TABLE outbox_rebuilt RENAME TO outbox;

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead ON outbox (lead_id);
