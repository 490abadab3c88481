/**
 * The HTTP schema of POST /api/contact, derived from the one definition in src/domain/contact.ts.
 * Values are trimmed before they are checked, so the limits apply to what is stored.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  CONTACT_FIELD_LIMITS,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  REQUIRED_CONTACT_FIELDS,
  SERVICE_VALUES,
  type ContactField,
  type ContactMessage,
  type ContactValidationError,
} from '../../../src/domain/contact.ts';
import type { Attribution } from '../../../src/domain/attribution.ts';
import { AttributionSchema, parseAttribution } from './attribution.ts';

/** C0/C1 controls, DEL and the Unicode line/paragraph separators: never in a one-line field. */
const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';
/** The message may hold line breaks and tabs, but no other controls (NUL breaks Postgres text). */
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** The WHATWG rule behind <input type="email">, so server and browser agree. */
const EMAIL =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$";

const isRequired = (field: ContactField) =>
  (REQUIRED_CONTACT_FIELDS as readonly string[]).includes(field);

function textField(field: keyof typeof CONTACT_FIELD_LIMITS, pattern: string) {
  return Type.String({
    minLength: isRequired(field) ? 1 : 0,
    maxLength: CONTACT_FIELD_LIMITS[field],
    pattern,
  });
}

export const ContactBodySchema = Type.Object(
  {
    name: textField('name', SINGLE_LINE),
    email: Type.String({
      minLength: 1,
      maxLength: CONTACT_FIELD_LIMITS.email,
      pattern: EMAIL,
    }),
    phone: Type.Optional(textField('phone', SINGLE_LINE)),
    company: Type.Optional(textField('company', SINGLE_LINE)),
    service: Type.Union(SERVICE_VALUES.map((value) => Type.Literal(value))),
    message: textField('message', MULTI_LINE),
    [HONEYPOT_FIELD]: Type.Optional(Type.String()),
    [FILL_TIME_FIELD]: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    /** Documentation only: parseContactBody keeps the valid values and drops the rest. */
    attribution: Type.Optional(AttributionSchema),
  },
  { additionalProperties: true },
);

export type ContactBody = Static<typeof ContactBodySchema>;

export const ContactAcceptedSchema = Type.Object({ status: Type.Literal('received') });

export const ContactValidationErrorSchema = Type.Object({
  error: Type.Literal('invalid_input'),
  fields: Type.Record(Type.String(), Type.String()),
});

export const ApiErrorSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
});

const checkBody = TypeCompiler.Compile(ContactBodySchema);

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  service: 'Service interest',
  message: 'Message',
};

const MISSING: Record<ContactField, string> = {
  name: 'Enter your name',
  email: 'Enter your email address',
  phone: 'Enter your phone number',
  company: 'Enter your company',
  service: 'Select a service',
  message: 'Enter your message',
};

const CONTACT_FIELDS = Object.keys(LABELS) as ContactField[];

function messageFor(field: ContactField, value: unknown, schema: TSchema): string {
  const label = LABELS[field];
  if (value === undefined || value === '') return MISSING[field];
  if (field === 'service') return 'Select one of the listed services';
  if (typeof value !== 'string') return `${label} must be text`;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) {
    return `${label} must be ${schema.maxLength} characters or fewer`;
  }
  if (field === 'email') {
    return 'Enter an email address in the correct format, like name@example.com';
  }
  return `${label} must not contain control characters`;
}

export type ContactParseResult =
  | {
      ok: true;
      message: ContactMessage;
      honeypot: string;
      fillMs: number | undefined;
      /** The valid values of the body's `attribution` (JSON posts; a form post has none). */
      attribution: Attribution;
    }
  | { ok: false; error: ContactValidationError };

/**
 * Picks the known fields out of a parsed body (JSON or form), trims them and checks them.
 * Unknown fields are dropped here and never reach storage.
 */
export function parseContactBody(raw: unknown): ContactParseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const fields: ContactValidationError['fields'] = {};
    for (const field of REQUIRED_CONTACT_FIELDS) fields[field] = MISSING[field];
    return { ok: false, error: { error: 'invalid_input', fields } };
  }
  const source = raw as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of [...CONTACT_FIELDS, HONEYPOT_FIELD, FILL_TIME_FIELD]) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    picked[key] = typeof value === 'string' ? value.trim() : value;
  }

  if (!checkBody.Check(picked)) {
    const fields: ContactValidationError['fields'] = {};
    for (const error of checkBody.Errors(picked)) {
      const field = error.path.split('/')[1] as ContactField | undefined;
      if (field === undefined || fields[field as ContactField] !== undefined) continue;
      if ((CONTACT_FIELDS as string[]).includes(field)) {
        const schema = ContactBodySchema.properties[field];
        fields[field] = messageFor(field, picked[field], schema);
      }
    }
    // Only the spam fields were wrong: a bot posted junk there; treat as caught below.
    if (Object.keys(fields).length > 0) {
      return { ok: false, error: { error: 'invalid_input', fields } };
    }
  }

  const text = (key: string) => (typeof picked[key] === 'string' ? (picked[key] as string) : '');
  const fillRaw = picked[FILL_TIME_FIELD];
  const fillNumber = typeof fillRaw === 'string' && fillRaw !== '' ? Number(fillRaw) : fillRaw;
  const honeypotRaw = picked[HONEYPOT_FIELD];
  return {
    ok: true,
    message: {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      company: text('company'),
      service: picked.service as ContactMessage['service'],
      message: text('message'),
    },
    // Anything but an empty string in the honeypot (even a non-string) means a bot filled it.
    honeypot: honeypotRaw === undefined ? '' : typeof honeypotRaw === 'string' ? honeypotRaw : '?',
    fillMs: typeof fillNumber === 'number' && Number.isFinite(fillNumber) ? fillNumber : undefined,
    attribution: parseAttribution(source.attribution),
  };
}
