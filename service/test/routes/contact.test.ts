import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_FIELD_LIMITS,
  CONTACT_OUTCOME_PATHS,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
} from '../../../src/domain/contact.ts';
import {
  buildTestApp,
  createTestDatabase,
  DATABASE_KINDS,
  testConfig,
  VALID_CONTACT,
  type TestDatabase,
} from '../helpers.ts';

const json = (body: unknown) => ({
  method: 'POST' as const,
  url: '/api/contact',
  headers: { 'content-type': 'application/json' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/contact',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: new URLSearchParams(body).toString(),
});

for (const kind of DATABASE_KINDS) {
  describe(`POST /api/contact (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = await buildTestApp(testConfig(database, { CONTACT_RATE_LIMIT: '0' }));
    });
    after(async () => {
      await app.close();
      await database.drop();
    });

    const leadsWith = (email: string) =>
      database.query(
        `SELECT name, email, phone, company, service, message, spam, source FROM leads WHERE email = '${email}'`,
      );

    test('201 only once the trimmed lead and its outbox row are committed', async () => {
      const email = `commit-${kind}@example.com`;
      const response = await app.inject(
        json({ ...VALID_CONTACT, name: '  Ann Example ', email: ` ${email} `, extra: 'dropped' }),
      );
      assert.equal(response.statusCode, 201);
      assert.deepEqual(response.json(), { status: 'received' });
      assert.equal(response.headers['cache-control'], 'no-store');
      // The promise resolved after COMMIT, so a separate connection sees the rows right away.
      const rows = await leadsWith(email);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.name, 'Ann Example');
      assert.equal(rows[0]!.source, 'form');
      assert.equal(Number(rows[0]!.spam), 0);
      const outbox = await database.query(
        `SELECT kind, status FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE leads.email = '${email}'`,
      );
      assert.deepEqual(
        outbox.map((row) => [row.kind, row.status]),
        [['notify', 'pending']],
      );
      const columns = await database.query('SELECT * FROM leads LIMIT 1');
      assert.ok(!('extra' in columns[0]!), 'unknown fields are never stored');
    });

    test('phone and company may be missing or empty', async () => {
      const { phone: _phone, company: _company, ...required } = VALID_CONTACT;
      assert.equal((await app.inject(json(required))).statusCode, 201);
      assert.equal(
        (await app.inject(json({ ...required, phone: '', company: '  ' }))).statusCode,
        201,
      );
    });

    const invalidCases: [string, Record<string, unknown>, string, RegExp][] = [
      ['missing name', { name: undefined }, 'name', /Enter your name/],
      ['blank name', { name: '   ' }, 'name', /Enter your name/],
      [
        'long name',
        { name: 'a'.repeat(CONTACT_FIELD_LIMITS.name + 1) },
        'name',
        /100 characters or fewer/,
      ],
      ['name with a newline', { name: 'Ann\r\nBcc: x@y.z' }, 'name', /control characters/],
      ['missing email', { email: undefined }, 'email', /Enter your email/],
      ['malformed email', { email: 'ann at example.com' }, 'email', /correct format/],
      ['email with two @', { email: 'a@b@c.com' }, 'email', /correct format/],
      ['long email', { email: `${'a'.repeat(250)}@b.co` }, 'email', /254 characters/],
      [
        'long phone',
        { phone: '1'.repeat(CONTACT_FIELD_LIMITS.phone + 1) },
        'phone',
        /40 characters/,
      ],
      ['phone with a tab', { phone: '403\t555' }, 'phone', /control characters/],
      ['long company', { company: 'c'.repeat(CONTACT_FIELD_LIMITS.company + 1) }, 'company', /120/],
      ['company with NUL', { company: 'Acme\u0000' }, 'company', /control characters/],
      ['missing service', { service: undefined }, 'service', /Select a service/],
      ['unknown service', { service: 'residential' }, 'service', /listed services/],
      ['missing message', { message: undefined }, 'message', /Enter your message/],
      ['blank message', { message: ' \n ' }, 'message', /Enter your message/],
      [
        'long message',
        { message: 'm'.repeat(CONTACT_FIELD_LIMITS.message + 1) },
        'message',
        /5000/,
      ],
      ['message with NUL', { message: 'hi\u0000there' }, 'message', /control characters/],
      ['number as name', { name: 42 }, 'name', /must be text/],
      ['array as email', { email: ['a@b.co'] }, 'email', /must be text/],
      ['object as message', { message: { text: 'hi' } }, 'message', /must be text/],
      ['null as phone', { phone: null }, 'phone', /must be text/],
    ];
    for (const [label, change, field, expected] of invalidCases) {
      test(`400 names the bad field: ${label}`, async () => {
        const body: Record<string, unknown> = { ...VALID_CONTACT, ...change };
        for (const key of Object.keys(change)) if (change[key] === undefined) delete body[key];
        const response = await app.inject(json(body));
        assert.equal(response.statusCode, 400);
        const payload = response.json();
        assert.equal(payload.error, 'invalid_input');
        assert.deepEqual(Object.keys(payload.fields), [field]);
        assert.match(payload.fields[field], expected);
      });
    }

    test('400 names every bad field at once', async () => {
      const response = await app.inject(json({ phone: 'x'.repeat(99) }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(Object.keys(response.json().fields).sort(), [
        'email',
        'message',
        'name',
        'phone',
        'service',
      ]);
    });

    test('a multi-line message keeps its line breaks', async () => {
      const email = `lines-${kind}@example.com`;
      const message = 'Line one\nLine two\r\n\tIndented';
      assert.equal((await app.inject(json({ ...VALID_CONTACT, email, message }))).statusCode, 201);
      assert.equal((await leadsWith(email))[0]!.message, message);
    });

    test('415 for content types other than JSON and forms', async () => {
      for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': type },
          payload: 'name=a',
        });
        assert.equal(response.statusCode, 415, type);
        assert.equal(response.json().error, 'unsupported_media_type');
      }
      const noType = await app.inject({ method: 'POST', url: '/api/contact' });
      assert.equal(noType.statusCode, 415);
    });

    test('413 for a body over the limit, JSON or form', async () => {
      const huge = { ...VALID_CONTACT, message: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) };
      const response = await app.inject(json(huge));
      assert.equal(response.statusCode, 413);
      assert.equal(response.json().error, 'payload_too_large');
      const formResponse = await app.inject(form(huge));
      assert.equal(formResponse.statusCode, 303);
      assert.equal(formResponse.headers.location, CONTACT_OUTCOME_PATHS.error);
    });

    test('400 for malformed JSON, without echoing the body', async () => {
      for (const payload of ['{"name":', 'ann@example.com', '{"a":1}}', '\u0000\u0001']) {
        const response = await app.inject(json(payload));
        assert.equal(response.statusCode, 400, payload);
        assert.ok(!response.body.includes('ann@example.com'));
      }
      assert.equal((await app.inject(json('[]'))).statusCode, 400);
      assert.equal((await app.inject(json('null'))).statusCode, 400);
    });

    test('classic form post: 303 to the success page, stored like JSON', async () => {
      const email = `form-${kind}@example.com`;
      const response = await app.inject(form({ ...VALID_CONTACT, email }));
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, CONTACT_OUTCOME_PATHS.success);
      assert.equal((await leadsWith(email)).length, 1);
    });

    test('classic form post: invalid input goes to the error page', async () => {
      const response = await app.inject(form({ ...VALID_CONTACT, email: 'nope' }));
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, CONTACT_OUTCOME_PATHS.error);
    });

    test('honeypot filled: answered like a success, stored as spam, nothing queued', async () => {
      const email = `honeypot-${kind}@example.com`;
      const response = await app.inject(
        json({ ...VALID_CONTACT, email, [HONEYPOT_FIELD]: 'http://spam.example' }),
      );
      assert.equal(response.statusCode, 201);
      assert.deepEqual(response.json(), { status: 'received' });
      const rows = await leadsWith(email);
      assert.equal(Number(rows[0]!.spam), 1);
      const outbox = await database.query(
        `SELECT outbox.id FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE leads.email = '${email}'`,
      );
      assert.equal(outbox.length, 0);
    });

    test('fill time: too fast is spam, slow enough or absent is not', async () => {
      const cases: [string, Record<string, unknown>, number][] = [
        [`fast-${kind}@example.com`, { [FILL_TIME_FIELD]: 800 }, 1],
        [`fast-form-${kind}@example.com`, { [FILL_TIME_FIELD]: '1200' }, 1],
        [`slow-${kind}@example.com`, { [FILL_TIME_FIELD]: 45_000 }, 0],
        [`unknown-${kind}@example.com`, {}, 0],
      ];
      for (const [email, extra, spam] of cases) {
        const response = await app.inject(json({ ...VALID_CONTACT, email, ...extra }));
        assert.equal(response.statusCode, 201, email);
        assert.equal(Number((await leadsWith(email))[0]!.spam), spam, email);
      }
      const formSpam = await app.inject(
        form({ ...VALID_CONTACT, email: `form-spam-${kind}@example.com`, [HONEYPOT_FIELD]: 'x' }),
      );
      assert.equal(formSpam.headers.location, CONTACT_OUTCOME_PATHS.success);
      assert.equal(Number((await leadsWith(`form-spam-${kind}@example.com`))[0]!.spam), 1);
    });

    test('hostile input only ever gets 4xx and pollutes no prototype', async () => {
      const naughty = [
        '<script>alert(1)</script>',
        "'; DROP TABLE leads; --",
        '\u202Eevil',
        '𝕳𝖊𝖑𝖑𝖔 👩‍⚕️',
        '\uD800',
        '${7*7}{{7*7}}',
        '%00%0d%0a',
        'null',
        'undefined',
      ];
      const bodies: string[] = [
        '{"__proto__":{"polluted":true},"name":"a"}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"name":{"__proto__":{"polluted":true}}}',
        JSON.stringify({ ...VALID_CONTACT, name: { nested: { deep: [1, 2, 3] } } }),
        JSON.stringify([VALID_CONTACT]),
        JSON.stringify({ ...VALID_CONTACT, service: ['healthcare'] }),
        JSON.stringify({ ...VALID_CONTACT, email: true }),
        '1',
        '"string"',
        '{"name":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
      ];
      for (const value of naughty) {
        bodies.push(JSON.stringify({ ...VALID_CONTACT, name: value, message: value }));
        bodies.push(JSON.stringify({ ...VALID_CONTACT, [value]: value }));
      }
      for (let i = 0; i < 20; i += 1) {
        bodies.push(
          Buffer.from(
            Array.from({ length: 64 + i * 50 }, (_, j) => (i * 31 + j * 7) % 256),
          ).toString('latin1'),
        );
      }
      for (const payload of bodies) {
        const response = await app.inject(json(payload));
        assert.ok(response.statusCode < 500, `${response.statusCode} for ${payload.slice(0, 60)}`);
        assert.ok([201, 400].includes(response.statusCode), `${response.statusCode}`);
      }
      const formBodies = [
        'name=a&name=b&email=a@b.co&service=other&message=x',
        '__proto__[polluted]=true&constructor[prototype][polluted]=1',
        '%E0%A4%A=%ZZ&email=%00',
      ];
      for (const payload of formBodies) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        assert.equal(response.statusCode, 303, payload);
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      assert.equal((Object.prototype as Record<string, unknown>).polluted, undefined);
    });

    test('unknown API paths get a JSON 404; GET on the contact route is 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope' });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().error, 'not_found');
      assert.equal(response.headers['cache-control'], 'no-store');
    });
  });

  describe(`rate limits (${kind})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(kind);
    });
    after(async () => {
      await database.drop();
    });

    test('429 with Retry-After after CONTACT_RATE_LIMIT posts; the form goes to the wait page', async () => {
      const app = await buildTestApp(testConfig(database, { CONTACT_RATE_LIMIT: '2' }));
      try {
        assert.equal((await app.inject(json(VALID_CONTACT))).statusCode, 201);
        assert.equal((await app.inject(json(VALID_CONTACT))).statusCode, 201);
        const limited = await app.inject(json(VALID_CONTACT));
        assert.equal(limited.statusCode, 429);
        assert.ok(Number(limited.headers['retry-after']) > 0);
        assert.equal(limited.json().error, 'rate_limited');
        const limitedForm = await app.inject(form(VALID_CONTACT));
        assert.equal(limitedForm.statusCode, 303);
        assert.equal(limitedForm.headers.location, CONTACT_OUTCOME_PATHS.rateLimited);
        // Another client address has its own allowance.
        const other = await app.inject({ ...json(VALID_CONTACT), remoteAddress: '127.0.0.9' });
        assert.equal(other.statusCode, 201);
      } finally {
        await app.close();
      }
    });

    test('TRUST_PROXY: the limit follows X-Forwarded-For only when trusted', async () => {
      const trusted = await buildTestApp(
        testConfig(database, { CONTACT_RATE_LIMIT: '1', TRUST_PROXY: 'true' }),
      );
      try {
        const from = (ip: string) => ({
          ...json(VALID_CONTACT),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        });
        assert.equal((await trusted.inject(from('203.0.113.1'))).statusCode, 201);
        assert.equal((await trusted.inject(from('203.0.113.2'))).statusCode, 201);
        assert.equal((await trusted.inject(from('203.0.113.1'))).statusCode, 429);
      } finally {
        await trusted.close();
      }
      const untrusted = await buildTestApp(testConfig(database, { CONTACT_RATE_LIMIT: '1' }));
      try {
        const from = (ip: string) => ({
          ...json(VALID_CONTACT),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        });
        assert.equal((await untrusted.inject(from('203.0.113.1'))).statusCode, 201);
        assert.equal((await untrusted.inject(from('203.0.113.2'))).statusCode, 429);
      } finally {
        await untrusted.close();
      }
    });

    test('CONTACT_RATE_LIMIT=0 turns the limit off', async () => {
      const app = await buildTestApp(testConfig(database, { CONTACT_RATE_LIMIT: '0' }));
      try {
        for (let i = 0; i < 12; i += 1) {
          const response = await app.inject(json(VALID_CONTACT));
          assert.equal(response.statusCode, 201);
          assert.equal(response.headers['x-ratelimit-limit'], undefined);
        }
      } finally {
        await app.close();
      }
    });
  });
}
