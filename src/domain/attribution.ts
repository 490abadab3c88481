/**
 * Where a lead came from, remembered by the site for the visit only (sessionStorage, no cookie)
 * and sent with the contact form and the chat's messages. Defined once for the site and the
 * service; the service validates each value and drops what is bad, never refusing the lead.
 * Keep this file free of runtime libraries: it ships in the site's bundle.
 */
export const ATTRIBUTION_FIELDS = [
  /** The path of the first page the visitor opened, e.g. "/services/". */
  'landing_page',
  /** The referring site: origin and path only, never a query string. */
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

export type Attribution = Partial<Record<AttributionField, string>>;

/** Longest value kept, in characters: paths and URLs, and campaign tags. */
export const ATTRIBUTION_LIMITS: Record<AttributionField, number> = {
  landing_page: 200,
  referrer: 200,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  utm_term: 100,
  utm_content: 100,
};

/** The campaign tags read from the first page's query string. */
export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const satisfies readonly AttributionField[];
