/**
 * A deterministic (seeded) stream of hostile requests for /api/contact and /api/chat/message:
 * random JSON shapes, naughty strings, wrong types and content types, deep nesting,
 * prototype-pollution keys, random bytes, malformed JSON and huge bodies.
 */
import { createChatSessionId } from '../../../../src/domain/chat.ts';
import { NAUGHTY_STRINGS } from '../fixtures/naughty-strings.ts';

export interface HostileRequest {
  kind: string;
  url: '/api/contact' | '/api/chat/message';
  contentType: string | undefined;
  body: Buffer;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];
/** Properties a successful pollution would add; the tests look for them on `{}`. */
export const POLLUTION_MARKERS = ['polluted', 'isAdmin'];

const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message', 'website'];
const CHAT_FIELDS = ['session_id', 'message'];
const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'text/html',
  'application/xml',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json, text/html',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded; charset=utf-7',
  'application/octet-stream',
  '*/*',
  ';;;',
];

export function hostileRequests(count: number, seed: number): HostileRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const naughty = () => pick(NAUGHTY_STRINGS);

  const validContact = (): Record<string, unknown> => ({
    name: 'Ann Example',
    email: 'ann@example.com',
    service: 'commercial',
    message: 'Looking for 5,000 sq ft of office space downtown.',
  });
  const validChat = (): Record<string, unknown> => ({
    session_id: createChatSessionId(),
    message: 'What do you do?',
  });

  function randomValue(depth: number, fields: string[]): unknown {
    const roll = random();
    if (depth <= 0 || roll < 0.35) {
      return pick<unknown>([
        naughty(),
        Math.floor(random() * 1e6) - 5e5,
        random() * 1e300,
        true,
        false,
        null,
        '',
      ]);
    }
    if (roll < 0.6) {
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(depth - 1, fields));
    }
    const object: Record<string, unknown> = {};
    for (let index = Math.floor(random() * 5); index > 0; index -= 1) {
      const key = pick([...fields, ...POLLUTION_KEYS, naughty(), pick(POLLUTION_MARKERS)]);
      object[key] = randomValue(depth - 1, fields);
    }
    return object;
  }

  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  /** JSON with keys JSON.stringify cannot write (a literal "__proto__" key). */
  const rawJson = (text: string) => Buffer.from(text);
  // URLSearchParams, not encodeURIComponent: it encodes lone surrogates instead of throwing.
  const form = (pairs: [string, string][]) => Buffer.from(new URLSearchParams(pairs).toString());

  const builders: ((contact: boolean) => Omit<HostileRequest, 'url'>)[] = [
    (contact) => ({
      kind: 'random-json',
      contentType: 'application/json',
      body: json(randomValue(4, contact ? CONTACT_FIELDS : CHAT_FIELDS)),
    }),
    (contact) => {
      const body = contact ? validContact() : validChat();
      for (const field of Object.keys(body)) if (random() < 0.5) body[field] = naughty();
      return { kind: 'naughty-fields', contentType: 'application/json', body: json(body) };
    },
    (contact) => {
      const body = contact ? validContact() : validChat();
      const field = pick(Object.keys(body));
      body[field] = pick<unknown>([42, -0.5, [], ['a', 'b'], {}, { nested: 'x' }, null, true]);
      return { kind: 'wrong-types', contentType: 'application/json', body: json(body) };
    },
    (contact) => ({
      kind: 'wrong-content-type',
      contentType: pick(CONTENT_TYPES),
      body: random() < 0.5 ? json(contact ? validContact() : validChat()) : Buffer.from(naughty()),
    }),
    () => {
      const depth = pick([100, 1_000, 5_000, 7_000]);
      const body =
        random() < 0.5
          ? '['.repeat(depth) + ']'.repeat(depth)
          : `${'{"message":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
      return { kind: 'deep-nesting', contentType: 'application/json', body: rawJson(body) };
    },
    (contact) => {
      const valid = JSON.stringify(contact ? validContact() : validChat()).slice(1, -1);
      const marker = pick(POLLUTION_MARKERS);
      const text = pick([
        `{"__proto__":{"${marker}":true},${valid}}`,
        `{${valid},"constructor":{"prototype":{"${marker}":true}}}`,
        `{${valid},"message":{"__proto__":{"${marker}":true}}}`,
        `{"prototype":{"${marker}":true},${valid}}`,
        `[{"__proto__":{"${marker}":true}}]`,
        `{"__proto__":[],"constructor":null,${valid}}`,
      ]);
      return { kind: 'prototype-keys-json', contentType: 'application/json', body: rawJson(text) };
    },
    (contact) => {
      const marker = pick(POLLUTION_MARKERS);
      const pairs: [string, string][] = [
        [`__proto__[${marker}]`, 'yes'],
        [`constructor[prototype][${marker}]`, 'yes'],
        [`__proto__.${marker}`, 'yes'],
        ['__proto__', 'yes'],
        ...Object.entries(contact ? validContact() : validChat()).map(
          ([key, value]): [string, string] => [key, String(value)],
        ),
      ];
      return {
        kind: 'prototype-keys-form',
        contentType: 'application/x-www-form-urlencoded',
        body: form(pairs),
      };
    },
    () => ({
      kind: 'random-bytes',
      contentType: pick(['application/json', 'application/x-www-form-urlencoded', undefined]),
      body: Buffer.from(Array.from({ length: Math.floor(random() * 4_000) }, () => random() * 256)),
    }),
    (contact) => {
      const valid = JSON.stringify(contact ? validContact() : validChat());
      const body = pick([
        valid.slice(0, Math.floor(random() * valid.length)),
        valid.replace('}', ',}'),
        valid.replaceAll('"', "'"),
        `${valid}${valid}`,
        '{"message": NaN}',
        '{"message": /* comment */ "x"}',
        '',
        'null',
        '"just a string"',
        '12345',
        `{"name":"a","name":{"x":1}}`,
      ]);
      return { kind: 'malformed-json', contentType: 'application/json', body: rawJson(body) };
    },
    (contact) => {
      const fields = contact ? CONTACT_FIELDS : CHAT_FIELDS;
      const pairs = fields.flatMap((field): [string, string][] =>
        random() < 0.3
          ? [
              [field, naughty()],
              [field, naughty()],
            ]
          : [[field, naughty()]],
      );
      return {
        kind: 'form-naughty',
        contentType: 'application/x-www-form-urlencoded',
        body: form(pairs),
      };
    },
  ];

  const requests: HostileRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const contact = index % 2 === 0;
    const url = contact ? '/api/contact' : '/api/chat/message';
    if (index % 37 === 7) {
      // Huge bodies: over the limits, with and without a usable JSON start.
      const size = pick([40_000, 200_000, 1_000_000, 4_000_000]);
      const body = random() < 0.5 ? `{"message":"${'x'.repeat(size)}"}` : 'x'.repeat(size);
      requests.push({
        kind: 'huge',
        url,
        contentType: 'application/json',
        body: Buffer.from(body),
      });
      continue;
    }
    requests.push({ url, ...builders[Math.floor(index / 2) % builders.length]!(contact) });
  }
  return requests;
}

/** An answer is acceptable if it is 2xx or 4xx; a classic form post to the contact form gets
 * its designed 303 to an outcome page. */
export function acceptableStatus(request: HostileRequest, status: number): boolean {
  if (status >= 200 && status < 300) return true;
  if (status >= 400 && status < 500) return true;
  return (
    status === 303 &&
    request.url === '/api/contact' &&
    (request.contentType ?? '').split(';')[0]!.trim().toLowerCase() ===
      'application/x-www-form-urlencoded'
  );
}
