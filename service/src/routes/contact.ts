/**
 * POST /api/contact: JSON from the site's script, or a classic form post (JavaScript off),
 * which is answered with a 303 to a static page showing the outcome.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_OUTCOME_PATHS,
  type ContactOutcome,
} from '../../../src/domain/contact.ts';
import {
  ApiErrorSchema,
  ContactAcceptedSchema,
  ContactValidationErrorSchema,
  parseContactBody,
} from '../schemas/contact.ts';
import { spamReason } from '../leads/intake.ts';
import { perMinute } from '../plugins/rate-limit.ts';
import { formPostAttribution } from '../schemas/attribution.ts';
import { clientError, CROSS_SITE_POST, mediaType } from '../plugins/errors.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

export const isFormPost = (request: FastifyRequest) => mediaType(request) === FORM_TYPE;

/**
 * Whether a form post comes from the site itself: its Origin (or, when a browser sent none, the
 * origin of its Referer) is this host's origin or one of CORS_ORIGINS. A request with neither is
 * not a browser's cross-site post (browsers send Origin on every POST) and is let through.
 */
export function isSameSiteFormPost(request: FastifyRequest, origins: string[]): boolean {
  const { origin, referer } = request.headers;
  let source: string;
  if (origin !== undefined) {
    source = origin;
  } else if (referer !== undefined) {
    try {
      source = new URL(referer).origin;
    } catch {
      return false;
    }
  } else {
    return true;
  }
  return source === `${request.protocol}://${request.host}` || origins.includes(source);
}

/**
 * Where a form post goes: the outcome page on this host, or on the site's own origin when the
 * site is served from another origin listed in CORS_ORIGINS.
 */
export function outcomeUrl(
  request: FastifyRequest,
  outcome: ContactOutcome,
  origins: string[],
): string {
  const origin = request.headers.origin;
  const base = origin && origins.includes(origin) ? origin : '';
  return `${base}${CONTACT_OUTCOME_PATHS[outcome]}`;
}

export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT_BYTES,
      config: { rateLimit: perMinute(app.config.contactRateLimit) },
      // No `body` schema: parseContactBody checks the body with ContactBodySchema after trimming
      // the values (Fastify's validation would check them untrimmed).
      schema: {
        response: {
          201: ContactAcceptedSchema,
          400: Type.Union([ContactValidationErrorSchema, ApiErrorSchema]),
          413: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      if (!form && mediaType(request) !== JSON_TYPE) {
        return reply.code(415).send(clientError(415));
      }
      // Cross-site form posts (CSRF) are refused before anything is stored. JSON needs no check:
      // a cross-site application/json post needs a CORS preflight, which only CORS_ORIGINS pass.
      if (form && !isSameSiteFormPost(request, app.config.corsOrigins)) {
        request.log.info('cross-site form post refused');
        return reply.code(403).send(CROSS_SITE_POST);
      }
      const parsed = parseContactBody(request.body);
      if (!parsed.ok) {
        if (form) return reply.redirect(outcomeUrl(request, 'error', app.config.corsOrigins), 303);
        return reply.code(400).send(parsed.error);
      }
      const reason = spamReason(parsed.honeypot, parsed.fillMs);
      const attribution = form
        ? formPostAttribution(request.headers.referer, [
            `${request.protocol}://${request.host}`,
            ...app.config.corsOrigins,
          ])
        : parsed.attribution;
      await app.leads.submit(
        {
          source: 'form',
          ...parsed.message,
          spam: reason !== undefined,
          spamReason: reason,
          attribution,
        },
        { clientAddress: request.ip },
      );
      // Spam is answered exactly like a success, so bots learn nothing.
      if (form) return reply.redirect(outcomeUrl(request, 'success', app.config.corsOrigins), 303);
      return reply.code(201).send({ status: 'received' });
    },
  );
}
