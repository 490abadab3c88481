/**
 * Where a lead came from (src/domain/attribution.ts), checked value by value: each is optional,
 * and a bad one (too long, control characters, not a path or an http(s) URL) is dropped on its
 * own. Attribution never makes a request fail nor a lead be refused.
 */
import { Type, type TString } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LIMITS,
  UTM_FIELDS,
  type Attribution,
  type AttributionField,
} from '../../../src/domain/attribution.ts';

/** Printable text on one line: no C0/C1 controls, DEL, line separators or invisible reordering. */
const PRINTABLE =
  '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]+$';
/** A site path: one leading slash (not "//", a protocol-relative URL), no space, query or fragment. */
const SITE_PATH = '^/(?!/)[^\\s?#\\u0000-\\u001F\\u007F-\\u009F]*$';
/** origin + path as the site and normaliseReferrer() build it. */
const HTTP_URL = '^https?://[^\\s?#\\u0000-\\u001F\\u007F-\\u009F]+$';

const text = (field: AttributionField, pattern: string): TString =>
  Type.String({ minLength: 1, maxLength: ATTRIBUTION_LIMITS[field], pattern });

export const AttributionSchema = Type.Object(
  {
    landing_page: Type.Optional(text('landing_page', SITE_PATH)),
    referrer: Type.Optional(text('referrer', HTTP_URL)),
    ...Object.fromEntries(
      UTM_FIELDS.map((field) => [field, Type.Optional(text(field, PRINTABLE))]),
    ),
  },
  { additionalProperties: false },
);

const checks = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [
    field,
    TypeCompiler.Compile((AttributionSchema.properties as Record<string, TString>)[field]!),
  ]),
) as Record<AttributionField, TypeCheck<TString>>;

/** An http(s) URL reduced to origin and path (no query, fragment or credentials), or undefined. */
export function normaliseReferrer(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

/** The valid values of `raw` (any JSON); everything else is dropped silently. */
export function parseAttribution(raw: unknown): Attribution {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const attribution: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    if (!Object.hasOwn(source, field) || typeof source[field] !== 'string') continue;
    let value: string | undefined = source[field].trim();
    if (field === 'referrer') value = normaliseReferrer(value);
    if (value !== undefined && checks[field].Check(value)) attribution[field] = value;
  }
  return attribution;
}

/**
 * What a classic (no-JavaScript) form post tells: its Referer is the form page. From the site
 * itself (`siteOrigins`), the full URL arrives (Referrer-Policy strict-origin-when-cross-origin):
 * its path is kept as landing_page, the only page of the visit the service sees, with the utm_*
 * tags of a campaign link that opened the contact page directly. From anywhere else it is kept,
 * origin and path, as referrer (the cross-site check refuses such posts today, so in practice
 * only the first case is stored).
 */
export function formPostAttribution(
  referer: string | undefined,
  siteOrigins: string[],
): Attribution {
  if (!referer) return {};
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return {};
  }
  if (!siteOrigins.includes(url.origin)) return parseAttribution({ referrer: referer });
  const raw: Record<string, string | null> = { landing_page: url.pathname };
  for (const field of UTM_FIELDS) raw[field] = url.searchParams.get(field);
  return parseAttribution(raw);
}
