-- Chat conversations (chat assistant): one row per browser session, its messages, and at most
-- one chat lead per session. Portable SQL for SQLite and Postgres, like 001.
-- Conversations are deleted after CHAT_RETENTION_DAYS (the retention purge, leads/retention.ts);
-- a chat lead keeps its own copy of the transcript in leads.transcript.

CREATE TABLE chat_sessions (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE INDEX chat_sessions_updated_at ON chat_sessions (updated_at);

CREATE TABLE chat_messages (
  id {{ID_PRIMARY_KEY}},
  session_id TEXT NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('user', 'bot')),
  text TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE INDEX chat_messages_session ON chat_messages (session_id, id);

-- Once per session, even when two requests race: the second insert fails and is ignored.
CREATE UNIQUE INDEX leads_one_chat_lead_per_session ON leads (session_id) WHERE source = 'chat';
