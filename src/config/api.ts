/**
 * Base URL of the HTTP service (contact form, chat). Gatsby inlines GATSBY_* variables at build;
 * the default expects the service behind the same origin under /api.
 */
export const apiBase: string = (process.env.GATSBY_API_URL ?? '/api').replace(/\/$/, '');
