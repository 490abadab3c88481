/**
 * Allowances for acknowledgement e-mails, shared by several instances on one database: one
 * atomic upsert takes a unit or refuses, so two instances can never both take the last one.
 */
import { createHash } from 'node:crypto';

const hashed = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/** The same key for an address in any letter case (privacy deletion matches it that way too). */
export const recipientAllowanceKey = (email: string) =>
  hashed('recipient', email.trim().toLowerCase());

export const clientAllowanceKey = (clientAddress: string) => hashed('client', clientAddress);

export const MAIL_ALLOWANCE_SQL = {
  /** Rows whose window has passed: nothing derived from an address is kept longer than needed. */
  expire: 'DELETE FROM mail_allowances WHERE window_start <= ?',
  /** Returns a row when a unit was taken, none when the window's allowance is used up. */
  take: `INSERT INTO mail_allowances (allowance_key, window_start, used) VALUES (?, ?, 1)
    ON CONFLICT (allowance_key) DO UPDATE SET used = mail_allowances.used + 1
    WHERE mail_allowances.used < ?
    RETURNING used`,
  forget: 'DELETE FROM mail_allowances WHERE allowance_key = ?',
} as const;
