/**
 * The shared SQL of the spam digests (see migration 005 and leads/spam-digest.ts), `?`
 * placeholders like the rest. Claims are single statements, so two instances checking at the
 * same moment cannot both win a day.
 */
import { LEAD_COLUMNS } from './repository.ts';

export const SPAM_DIGEST_SQL = {
  claimDay: `INSERT INTO spam_digests (day, covered_until, claimed_at) VALUES (?, ?, ?)
    ON CONFLICT (day) DO NOTHING RETURNING id`,
  /** The claiming instance died before sending: another one takes the day over. */
  takeOverDay: `UPDATE spam_digests SET covered_until = ?, claimed_at = ?
    WHERE day = ? AND sent_at IS NULL AND claimed_at < ? RETURNING id`,
  claimExtra: `INSERT INTO spam_digests (day, covered_until, claimed_at) VALUES (NULL, ?, ?)
    RETURNING id`,
  listed: `SELECT ${LEAD_COLUMNS} FROM leads
    WHERE spam = 1
      AND created_at > COALESCE(
        (SELECT MAX(covered_until) FROM spam_digests WHERE sent_at IS NOT NULL), -1)
      AND created_at <= (SELECT covered_until FROM spam_digests WHERE id = ?)
    ORDER BY created_at, id`,
  finish: 'UPDATE spam_digests SET sent_at = ?, listed = ? WHERE id = ?',
  release: 'DELETE FROM spam_digests WHERE id = ?',
} as const;

/** Moves a flagged submission to the leads; no row when it is not flagged. */
export const MARK_NOT_SPAM_SQL = 'UPDATE leads SET spam = 0 WHERE id = ? AND spam = 1 RETURNING id';
