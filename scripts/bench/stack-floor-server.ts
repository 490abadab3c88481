/**
 * The service's own stack with nothing behind it, for the HTTP bench: the real app (buildApp:
 * every plugin, hook and security header) answering a fixed chat reply right after validation.
 * What a chat answer costs beyond this is the chat's own work. Not part of the service.
 */
import { buildApp } from '../../service/src/app.ts';
import { loadConfig } from '../../service/src/config.ts';
import { serveFixedReply } from './fixed-reply-route.ts';

await serveFixedReply(await buildApp(loadConfig()));
