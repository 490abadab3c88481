/**
 * The contact message: the one definition of its fields, limits and notices.
 * The form (site), the HTTP schema (service/src/schemas) and the tests all import from here.
 * Keep this file free of runtime libraries: it ships in the contact page's bundle.
 */

export const SERVICE_OPTIONS = [
  { value: 'healthcare', label: 'Healthcare Real Estate' },
  { value: 'commercial', label: 'Commercial Real Estate' },
  { value: 'consultation', label: 'General Consultation' },
  { value: 'other', label: 'Other' },
] as const;

export type ServiceInterest = (typeof SERVICE_OPTIONS)[number]['value'];

export const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value);

export function serviceLabel(value: ServiceInterest): string {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** Maximum lengths in characters, after trimming. */
export const CONTACT_FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  company: 120,
  message: 5000,
} as const;

export type ContactField = keyof typeof CONTACT_FIELD_LIMITS | 'service';

export const REQUIRED_CONTACT_FIELDS = ['name', 'email', 'service', 'message'] as const;

/** Largest request body the contact endpoint reads. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: ServiceInterest;
  message: string;
}

/** Hidden field a person never fills in; bots that fill every input do. */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds the visitor spent on the form, measured in the browser. */
export const FILL_TIME_FIELD = 'fill_ms';
/** A person cannot write a message faster than this. */
export const MIN_FILL_MS = 3000;

export const CONTACT_NOTICES = {
  success: "Thank you! We'll contact you within 24 hours.",
  error: 'Something went wrong. Please try again or call us directly.',
  rateLimited:
    'You have sent several messages in a short time. Please wait a minute and try again, or call us directly.',
} as const;

export type ContactOutcome = keyof typeof CONTACT_NOTICES;

/**
 * Where a classic (no-JavaScript) form post is redirected: static variants of the
 * contact page that show the notice, so the form works without scripts and on any CDN.
 */
export const CONTACT_OUTCOME_PATHS: Record<ContactOutcome, string> = {
  success: '/contact/sent/',
  error: '/contact/error/',
  rateLimited: '/contact/wait/',
};

/** Body of a 400 answer: one entry per bad field. */
export interface ContactValidationError {
  error: 'invalid_input';
  fields: Partial<Record<ContactField, string>>;
}
