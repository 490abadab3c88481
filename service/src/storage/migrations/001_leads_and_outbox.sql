-- Leads from the contact form (and later the chat), and the e-mail outbox.
-- Portable SQL for SQLite and Postgres. The one difference, the auto-increment key,
-- is written as {{ID_PRIMARY_KEY}} and replaced by the runner (see storage/migrations.ts).
-- Times are epoch milliseconds (BIGINT) in both databases; flags are 0/1 integers.

CREATE TABLE leads (
  id {{ID_PRIMARY_KEY}},
  created_at BIGINT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('form', 'chat')),
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  service TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
  transcript TEXT,
  session_id TEXT
);

CREATE INDEX leads_created_at ON leads (created_at);
CREATE INDEX leads_email ON leads (email);

CREATE TABLE outbox (
  id {{ID_PRIMARY_KEY}},
  lead_id BIGINT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('notify', 'acknowledge')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_owner TEXT,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead ON outbox (lead_id);
