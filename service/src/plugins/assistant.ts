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

export default fp(
  async (app) => {
    app.decorate('assistant', new ContentAssistant(loadContent()));
  },
  { name: 'assistant' },
);
