/**
 * The chat assistant (`app.assistant`), built once at start from the firm's content: a bad content
 * edit stops the start with the file and field named. It keeps nothing of the conversations.
 */
import fp from 'fastify-plugin';
import { ContentAssistant, loadContent, type AssistantEngine } from '../assistant/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    assistant: AssistantEngine;
  }
}

export interface AssistantOptions {
  /** Another engine instead of the content's (tests put a fake one at this boundary). */
  engine?: AssistantEngine;
}

export default fp<AssistantOptions>(
  async (app, options) => {
    app.decorate('assistant', options.engine ?? new ContentAssistant(loadContent()));
  },
  { name: 'assistant' },
);
