import { randomUUID } from 'node:crypto';
import { NEW_CHAT_SESSION_ID_PATTERN, type ChatRequest } from '../../domain/chat';
import { createChatStore, type ChatFailureReplies } from './chatStore';
import { captureAttribution } from '../../utils/attribution';
import { jsonResponse } from './testUtils';

const failureReplies: ChatFailureReplies = {
  'rate-limited': { text: 'Please wait a minute.' },
  failed: { text: 'Something went wrong.' },
};

describe('chat session id', () => {
  beforeAll(() => {
    // jsdom has no crypto.randomUUID; browsers have it in secure contexts (HTTPS, localhost).
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: randomUUID,
      configurable: true,
    });
  });

  it('is a time prefix and a random UUID, made once and kept for the conversation', async () => {
    const sent: ChatRequest[] = [];
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as ChatRequest);
      return jsonResponse({ bot_response: 'Hello!' });
    });
    const store = createChatStore({ fetchImpl: fetchImpl as unknown as typeof fetch });
    await store.send('hi', failureReplies);
    await store.send('what are your hours?', failureReplies);

    expect(sent).toHaveLength(2);
    expect(sent[0]?.session_id).toMatch(NEW_CHAT_SESSION_ID_PATTERN);
    expect(sent[1]?.session_id).toBe(sent[0]?.session_id);

    const other = createChatStore({ fetchImpl: fetchImpl as unknown as typeof fetch });
    await other.send('hi', failureReplies);
    expect(sent[2]?.session_id).toMatch(NEW_CHAT_SESSION_ID_PATTERN);
    expect(sent[2]?.session_id).not.toBe(sent[0]?.session_id);
  });
});

describe('attribution', () => {
  afterEach(() => window.sessionStorage.clear());

  it('goes with every message when the visit recorded one, and is left out otherwise', async () => {
    const sent: ChatRequest[] = [];
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as ChatRequest);
      return jsonResponse({ bot_response: 'Hello!' });
    });
    const store = createChatStore({
      fetchImpl: fetchImpl as unknown as typeof fetch,
      sessionId: 'session-for-attribution',
    });
    await store.send('hi', failureReplies);
    captureAttribution(
      window.sessionStorage,
      { origin: 'https://www.chinook.example', pathname: '/', search: '?utm_source=newsletter' },
      '',
    );
    await store.send('hours?', failureReplies);
    await store.send('thanks', failureReplies);

    expect(sent[0]).toEqual({ session_id: 'session-for-attribution', message: 'hi' });
    const attribution = { landing_page: '/', utm_source: 'newsletter' };
    expect(sent[1]?.attribution).toEqual(attribution);
    expect(sent[2]?.attribution).toEqual(attribution);
  });
});
