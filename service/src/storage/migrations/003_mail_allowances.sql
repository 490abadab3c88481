-- How many acknowledgement e-mails a recipient address and a client address had in the current
-- window (a day): the form acknowledges at most once per recipient, a few times per client.
-- Keys are SHA-256 hashes (storage/mail-allowances.ts), never the addresses themselves; a row goes
-- once its window has passed, and a privacy deletion removes the recipient's row.

CREATE TABLE mail_allowances (
  allowance_key TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  used INTEGER NOT NULL
);

CREATE INDEX mail_allowances_window_start ON mail_allowances (window_start);
