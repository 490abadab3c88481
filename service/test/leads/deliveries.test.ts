/**
 * deliveriesFor(): the one decision of what a lead sends, for a new lead and for a flagged
 * submission moved to the leads with `leads -- not-spam`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deliveriesFor } from '../../src/leads/intake.ts';

const formLead = { source: 'form' as const, email: 'visitor@example.com', spam: false };
const allowed = async () => true;

test('a form lead: notification, webhook when set, acknowledgement while allowed', async () => {
  assert.deepEqual(await deliveriesFor(formLead, { acknowledge: true, webhook: true }, allowed), [
    'notify',
    'webhook',
    'acknowledge',
  ]);
  assert.deepEqual(await deliveriesFor(formLead, { acknowledge: true, webhook: false }, allowed), [
    'notify',
    'acknowledge',
  ]);
  assert.deepEqual(
    await deliveriesFor(formLead, { acknowledge: true, webhook: false }, async () => false),
    ['notify'],
  );
});

test('a chat lead is never acknowledged; spam sends nothing', async () => {
  const chat = { ...formLead, source: 'chat' as const };
  assert.deepEqual(await deliveriesFor(chat, { acknowledge: true, webhook: true }, allowed), [
    'notify',
    'webhook',
  ]);
  const spam = { ...formLead, spam: true };
  assert.deepEqual(await deliveriesFor(spam, { acknowledge: true, webhook: true }, allowed), []);
});

test('a submission moved from spam: the firm gets the notification and the webhook, the typed address nothing', async () => {
  let asked = false;
  const outbox = await deliveriesFor(
    formLead,
    { acknowledge: true, webhook: true, movedFromSpam: true },
    async () => (asked = true),
  );
  assert.deepEqual(outbox, ['notify', 'webhook']);
  assert.equal(asked, false, 'no acknowledgement allowance is taken');
});
