import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONTACT_FIELD_LIMITS,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  SERVICE_VALUES,
} from '../../../src/domain/contact.ts';
import { ContactBodySchema, parseContactBody } from '../../src/schemas/contact.ts';
import { VALID_CONTACT } from '../helpers.ts';

test('the schema is derived from the domain constants', () => {
  for (const [field, limit] of Object.entries(CONTACT_FIELD_LIMITS)) {
    const schema = ContactBodySchema.properties[field as keyof typeof CONTACT_FIELD_LIMITS];
    assert.equal(schema.maxLength, limit, field);
  }
  const services = ContactBodySchema.properties.service.anyOf.map((option) => option.const);
  assert.deepEqual(services, SERVICE_VALUES);
});

test('limits apply after trimming; values are trimmed; unknown fields dropped', () => {
  const padded = ` ${'n'.repeat(CONTACT_FIELD_LIMITS.name)}   `;
  const result = parseContactBody({ ...VALID_CONTACT, name: padded, role: 'admin' });
  assert.ok(result.ok);
  assert.equal(result.message.name, 'n'.repeat(CONTACT_FIELD_LIMITS.name));
  assert.ok(!('role' in result.message));
});

test('spam fields are read but never part of the message', () => {
  const result = parseContactBody({
    ...VALID_CONTACT,
    [HONEYPOT_FIELD]: ' x ',
    [FILL_TIME_FIELD]: '2500',
  });
  assert.ok(result.ok);
  assert.equal(result.honeypot, 'x');
  assert.equal(result.fillMs, 2500);
  assert.ok(!(HONEYPOT_FIELD in result.message));
  const unknown = parseContactBody({ ...VALID_CONTACT, [FILL_TIME_FIELD]: 'soon' });
  assert.ok(unknown.ok);
  assert.equal(unknown.fillMs, undefined);
  const nonString = parseContactBody({ ...VALID_CONTACT, [HONEYPOT_FIELD]: 1 });
  assert.ok(nonString.ok);
  assert.notEqual(nonString.honeypot, '', 'a non-string honeypot counts as filled');
});

test('a body that is not an object names the required fields', () => {
  for (const body of [undefined, null, 'text', 42, [VALID_CONTACT]]) {
    const result = parseContactBody(body);
    assert.ok(!result.ok);
    assert.deepEqual(Object.keys(result.error.fields).sort(), [
      'email',
      'message',
      'name',
      'service',
    ]);
  }
});

test('inherited properties are ignored', () => {
  const body = Object.create({ name: 'From prototype' }) as Record<string, unknown>;
  Object.assign(body, { ...VALID_CONTACT });
  delete body.name;
  const result = parseContactBody(body);
  assert.ok(!result.ok);
  assert.deepEqual(Object.keys(result.error.fields), ['name']);
});
