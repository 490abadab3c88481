/**
 * Fastify alone, for the HTTP bench: the fixed chat reply of stack-floor-server.ts on a plain
 * Fastify instance, without the service's plugins, hooks and security headers. The framework's
 * own floor on this machine: what the service's stack adds is the difference between the rows.
 */
import Fastify from 'fastify';
import { serveFixedReply } from './fixed-reply-route.ts';

await serveFixedReply(Fastify());
