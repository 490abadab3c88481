-- The assistant's conversation state, and how well each visitor message was answered, stored with
-- the messages themselves. Portable SQL for SQLite and Postgres, like 002.
--
-- state: on a bot message, the state the assistant returned with it (JSON text, never the
-- visitor's words). The route reads a conversation newest message first, so the latest state
-- comes with the query it already makes: no extra query or write per message. Older bot rows keep
-- theirs; they go with their conversation (retention purge, privacy deletion: ON DELETE CASCADE).
--
-- confidence: on a visitor message, how well the answer met it (high, low: a guess or a
-- clarifying question, none: not answered); `npm run chat -- gaps` lists the low and none ones.
-- NULL on messages stored before this migration and on bot messages.

ALTER TABLE chat_messages ADD COLUMN state TEXT;
ALTER TABLE chat_messages ADD COLUMN confidence TEXT CHECK (confidence IN ('high', 'low', 'none'));
