import { isAllowedChatHref, parseChatResponse, postChatMessage } from './chatApi';
import { jsonResponse } from './testUtils';

const request = { session_id: 'session-123', message: 'Hello' };

describe('parseChatResponse', () => {
  it('keeps the answer, suggestions and safe links', () => {
    expect(
      parseChatResponse({
        bot_response: 'We help clinics.',
        suggestions: ['Book a meeting', 7],
        links: [
          { label: 'Services', href: '/services/#healthcare' },
          { label: 'Call', href: 'tel:+18005550142' },
          { label: 'Mail', href: 'mailto:info@example.com' },
          { label: 'Book', href: 'https://calendly.com/example/consultation' },
          { label: 'Evil', href: 'javascript:alert(1)' },
          { label: 'Plain', href: 'http://example.com/' },
          { label: 'Other host', href: '//evil.example/' },
          { label: 42, href: '/team/' },
        ],
      }),
    ).toEqual({
      bot_response: 'We help clinics.',
      suggestions: ['Book a meeting'],
      links: [
        { label: 'Services', href: '/services/#healthcare' },
        { label: 'Call', href: 'tel:+18005550142' },
        { label: 'Mail', href: 'mailto:info@example.com' },
        { label: 'Book', href: 'https://calendly.com/example/consultation' },
      ],
    });
  });

  it('rejects an answer without a bot_response string', () => {
    expect(parseChatResponse({ reply: 'hi' })).toBeNull();
    expect(parseChatResponse(null)).toBeNull();
    expect(parseChatResponse({ bot_response: 3 })).toBeNull();
  });

  it('allows only site paths, tel:, mailto: and https links', () => {
    expect(isAllowedChatHref('/contact/')).toBe(true);
    expect(isAllowedChatHref('JavaScript:alert(1)')).toBe(false);
    expect(isAllowedChatHref('data:text/html,hi')).toBe(false);
  });
});

describe('postChatMessage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('posts the request as JSON and returns the parsed answer', async () => {
    const fetchMock = jest.fn(async () => jsonResponse({ bot_response: 'Hi there' }));
    const result = await postChatMessage('/api/chat/message', request, fetchMock);
    expect(result).toEqual({ ok: true, response: { bot_response: 'Hi there' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/chat/message',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: JSON.stringify(request),
      }),
    );
  });

  it('tells a rate limit apart from other failures', async () => {
    const limited = jest.fn(async () => jsonResponse({ error: 'slow down' }, 429));
    expect(await postChatMessage('/x', request, limited)).toEqual({
      ok: false,
      reason: 'rate-limited',
    });
    const broken = jest.fn(async () => jsonResponse({ error: 'boom' }, 500));
    expect(await postChatMessage('/x', request, broken)).toEqual({ ok: false, reason: 'failed' });
  });

  it('turns network errors and malformed answers into a failure without logging the message', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postChatMessage('/x', request, offline)).toEqual({ ok: false, reason: 'failed' });
    const malformed = jest.fn(async () => jsonResponse({ text: 'no bot_response' }));
    expect(await postChatMessage('/x', request, malformed)).toEqual({
      ok: false,
      reason: 'failed',
    });
    const logged = JSON.stringify((console.warn as jest.Mock).mock.calls);
    expect(logged).not.toContain('Hello');
  });

  it('gives up when the answer takes too long', async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      );
      const result = postChatMessage('/x', request, hanging as typeof fetch, 1000);
      jest.advanceTimersByTime(1000);
      expect(await result).toEqual({ ok: false, reason: 'failed' });
    } finally {
      jest.useRealTimers();
    }
  });
});
