-- Issue 16: flagged submissions keep why they were flagged and reach the firm in a daily digest;
-- every lead keeps where the visit began. Portable SQL for SQLite and Postgres, like 001.

-- Why the honeypot or the fill-time trap flagged it ('' for leads never flagged). It stays after
-- `leads -- not-spam` moves the submission to the leads: it tells how real visitors get caught.
ALTER TABLE leads ADD COLUMN spam_reason TEXT NOT NULL DEFAULT '';

-- Attribution (src/domain/attribution.ts) as a JSON object of validated strings. It lives and
-- goes with its lead (retention, privacy deletion).
ALTER TABLE leads ADD COLUMN attribution TEXT NOT NULL DEFAULT '{}';

CREATE INDEX leads_spam_created_at ON leads (spam, created_at);

-- The spam digests. `day` (the America/Edmonton date) claims the scheduled digest of a day once
-- across instances; `npm run leads -- digest` leaves it NULL (NULLs never collide). A digest
-- lists the flagged submissions received after the previous sent digest's covered_until, up to
-- its own. A claim whose e-mail failed is deleted (the next check tries again); one whose
-- instance died before sending is taken over once stale. No personal data here.
CREATE TABLE spam_digests (
  id {{ID_PRIMARY_KEY}},
  day TEXT UNIQUE,
  covered_until BIGINT NOT NULL,
  claimed_at BIGINT NOT NULL,
  sent_at BIGINT,
  listed INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX spam_digests_sent ON spam_digests (sent_at, covered_until);
