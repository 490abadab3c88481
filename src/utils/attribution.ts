/**
 * Remembers where the visit began, for the visit only: the first page's path, the referring
 * site (origin and path, never its query) and the first page's utm_* tags, in sessionStorage
 * (no cookie, gone when the tab closes). The contact form and the chat send it with the message;
 * nothing is sent anywhere else. Run once per page load (gatsby-browser onClientEntry).
 */
import { ATTRIBUTION_LIMITS, UTM_FIELDS, type Attribution } from '../domain/attribution';

export const ATTRIBUTION_STORAGE_KEY = 'visit-attribution';

interface VisitLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** What the first page of a visit tells: its path, its referrer and its campaign tags. */
export function attributionOf(location: VisitLocation, referrer: string): Attribution {
  const attribution: Attribution = { landing_page: location.pathname };
  try {
    const from = new URL(referrer);
    if (/^https?:$/.test(from.protocol) && from.origin !== location.origin) {
      attribution.referrer = `${from.origin}${from.pathname}`;
    }
  } catch {
    // No referrer (typed address, bookmark) or not a URL: nothing to record.
  }
  const query = new URLSearchParams(location.search);
  for (const field of UTM_FIELDS) {
    const value = query.get(field)?.trim();
    if (value) attribution[field] = value;
  }
  // Over-long values would be dropped by the service anyway; cut them here instead.
  for (const [field, value] of Object.entries(attribution) as [keyof Attribution, string][]) {
    attribution[field] = value.slice(0, ATTRIBUTION_LIMITS[field]);
  }
  return attribution;
}

/** sessionStorage, or undefined where it is blocked (some privacy modes throw on access). */
function visitStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Records the visit's first page; later pages of the same visit never overwrite it. */
export function captureAttribution(
  storage: Storage | undefined = visitStorage(),
  location: VisitLocation = window.location,
  referrer: string = document.referrer,
): void {
  if (!storage) return;
  try {
    if (storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionOf(location, referrer)));
  } catch {
    // Storage full or blocked: the lead simply goes without attribution.
  }
}

/** The visit's attribution for a message, or undefined when none was recorded. */
export function readAttribution(
  storage: Storage | undefined = visitStorage(),
): Attribution | undefined {
  try {
    const stored = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!stored) return undefined;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const attribution = Object.fromEntries(
      Object.entries(parsed).filter(
        ([field, value]) => Object.hasOwn(ATTRIBUTION_LIMITS, field) && typeof value === 'string',
      ),
    ) as Attribution;
    return Object.keys(attribution).length > 0 ? attribution : undefined;
  } catch {
    return undefined;
  }
}
