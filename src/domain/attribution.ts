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
