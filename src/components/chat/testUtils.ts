import type { ChatResponse } from '../../domain/chat';

/** A minimal fetch Response: the widget reads only ok, status and json(). */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

export function botAnswer(answer: ChatResponse): Response {
  return jsonResponse(answer);
}

/** A fetch whose answer the test releases when it wants to look at the pending state. */
export function deferredFetch() {
  let release: (response: Response) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      }),
  );
  return { fetchMock, release: (response: Response) => release(response) };
}
