import { createRef } from 'react';
import { ThemeProvider } from '@emotion/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { theme } from '../../theme/theme';
import ChatPanel from './ChatPanel';
import { chatCopy } from '../../test-utils/content';
import { createChatStore } from './chatStore';
import { botAnswer, deferredFetch, jsonResponse } from './testUtils';

// Gatsby's runtime mocked at the boundary (the shared mock in __mocks__/; jest's roots is src/,
// so it is named explicitly).
jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const SESSION_ID = 'test-session-0001';
const FALLBACK =
  "Sorry, I can't answer right now. Please call us toll-free at 1-800-555-0142 or e-mail info@example.com.";
const RATE_LIMITED = "You're sending messages too quickly — please wait a moment and try again.";

function renderPanel(fetchMock: jest.Mock) {
  global.fetch = fetchMock as unknown as typeof fetch;
  const store = createChatStore({ sessionId: SESSION_ID });
  const onClose = jest.fn();
  const launcherRef = createRef<HTMLButtonElement>();
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <button ref={launcherRef} type="button">
        Open chat
      </button>
      <ChatPanel
        id="chat-panel"
        firmName="Chinook Realty"
        tollFreePhone="1-800-555-0142"
        email="info@example.com"
        copy={chatCopy}
        launcherRef={launcherRef}
        onClose={onClose}
        store={store}
      />
      <a href="/elsewhere/">Page link</a>
    </ThemeProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const sendButton = screen.getByRole('button', { name: 'Send' });
  const log = screen.getByRole('log');
  return { ...view, store, onClose, user, input, sendButton, log };
}

function sentMessages(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ChatPanel', () => {
  it('greets on first opening, asks healthcare or commercial, and moves focus to the input', () => {
    const { log, input } = renderPanel(jest.fn());
    expect(screen.getByRole('dialog', { name: 'Chat with Chinook Realty' })).toBeInTheDocument();
    expect(log).toHaveTextContent(
      "Hello! I'm Chinook Realty's automated assistant. Are you looking for healthcare or commercial space?",
    );
    expect(screen.getByRole('button', { name: 'Healthcare' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commercial' })).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Type your message…');
  });

  it('says it is automated, links the privacy policy and asks for no health details', () => {
    renderPanel(jest.fn());
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/automated assistant.*health or patient details/i);
    expect(within(dialog).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
  });

  it('does not greet twice when the conversation already started', () => {
    const fetchMock = jest.fn();
    const first = renderPanel(fetchMock);
    first.unmount();
    const store = first.store;
    store.greet({ text: 'again' });
    expect(store.getState().entries).toHaveLength(1);
  });

  it('keeps the send button disabled while the input is empty or only whitespace', async () => {
    const fetchMock = jest.fn();
    const { user, input, sendButton } = renderPanel(fetchMock);
    expect(sendButton).toBeDisabled();
    await user.type(input, '   ');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(sendButton).toBeEnabled();
  });

  it('sends the trimmed text on Enter as {session_id, message} to /api/chat/message', async () => {
    const fetchMock = jest.fn(async () => botAnswer({ bot_response: 'We help clinics.' }));
    const { user, input, log } = renderPanel(fetchMock);
    await user.type(input, '  Do you help dentists?  {Enter}');
    expect(await within(log).findByText('We help clinics.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/chat/message', expect.anything());
    expect(sentMessages(fetchMock)).toEqual([
      { session_id: SESSION_ID, message: 'Do you help dentists?' },
    ]);
    expect(within(log).getByText('Do you help dentists?')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('inserts a new line on Shift+Enter instead of sending', async () => {
    const fetchMock = jest.fn(async () => botAnswer({ bot_response: 'Noted.' }));
    const { user, input, sendButton } = renderPanel(fetchMock);
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input).toHaveValue('Line one\nLine two');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(sendButton);
    await screen.findByText('Noted.');
    expect(sentMessages(fetchMock)).toEqual([
      { session_id: SESSION_ID, message: 'Line one\nLine two' },
    ]);
    // Focus stays in the conversation after clicking Send.
    expect(input).toHaveFocus();
  });

  it('shows "Assistant is typing" and blocks sending while a reply is pending', async () => {
    const { fetchMock, release } = deferredFetch();
    const { user, input, sendButton } = renderPanel(fetchMock);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.type(input, 'First{Enter}');
    expect(status).toHaveTextContent('Assistant is typing');
    await user.type(input, 'Second');
    expect(sendButton).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Second');
    // Quick replies are not offered while waiting.
    expect(screen.queryByRole('button', { name: 'Healthcare' })).not.toBeInTheDocument();

    await act(async () => release(botAnswer({ bot_response: 'First answer' })));
    expect(await screen.findByText('First answer')).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    expect(sendButton).toBeEnabled();
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the service answers 500', async () => jsonResponse({ error: 'boom' }, 500)],
    ['the answer has no bot_response', async () => jsonResponse({ nope: true })],
  ])('posts the fallback with the toll-free number and e-mail when %s', async (_case, answer) => {
    const fetchMock = jest.fn(answer);
    const { user, input, sendButton, log } = renderPanel(fetchMock);
    await user.type(input, 'Hello{Enter}');
    expect(await within(log).findByText(FALLBACK)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Call 1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(within(log).getByRole('link', { name: 'E-mail info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    // Sending is allowed again after a failure.
    await user.type(input, 'Again');
    expect(sendButton).toBeEnabled();
  });

  it('shows a friendly note, not the fallback, when rate limited (429)', async () => {
    const fetchMock = jest.fn(async () => jsonResponse({ error: 'Too Many Requests' }, 429));
    const { user, input, log } = renderPanel(fetchMock);
    await user.type(input, 'Hello{Enter}');
    expect(await within(log).findByText(RATE_LIMITED)).toBeInTheDocument();
    expect(log).not.toHaveTextContent("Sorry, I can't answer right now");
  });

  it('renders links as real anchors and server text as text, never as HTML', async () => {
    const fetchMock = jest.fn(async () =>
      botAnswer({
        bot_response: '<img src=x onerror="alert(1)"><b>bold</b> See below.',
        links: [
          { label: 'Healthcare services', href: '/services/#healthcare' },
          { label: 'Call us', href: 'tel:+14035550178' },
          { label: 'E-mail us', href: 'mailto:info@example.com' },
          { label: 'Book a meeting', href: 'https://calendly.com/example/consultation' },
          { label: 'Sneaky', href: 'javascript:alert(1)' },
        ],
      }),
    );
    const { user, input, log } = renderPanel(fetchMock);
    await user.type(input, 'Show me{Enter}');
    expect(
      await within(log).findByText('<img src=x onerror="alert(1)"><b>bold</b> See below.'),
    ).toBeInTheDocument();
    expect(log.querySelector('img, b')).toBeNull();

    expect(within(log).getByRole('link', { name: 'Healthcare services' })).toHaveAttribute(
      'href',
      '/services/#healthcare',
    );
    expect(within(log).getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+14035550178',
    );
    expect(within(log).getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    const booking = within(log).getByRole('link', { name: /Book a meeting/ });
    expect(booking).toHaveAttribute('href', 'https://calendly.com/example/consultation');
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    expect(booking).toHaveAccessibleName('Book a meeting (opens in a new tab)');
    expect(within(log).queryByText('Sneaky')).not.toBeInTheDocument();
  });

  it('offers the greeting choices and returned suggestions as quick replies that send their text', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(
        botAnswer({ bot_response: 'Which kind of practice?', suggestions: ['Dental', 'Medical'] }),
      )
      .mockResolvedValueOnce(botAnswer({ bot_response: 'Dental clinics need plumbing.' }));
    const { user } = renderPanel(fetchMock);
    await user.click(screen.getByRole('button', { name: 'Healthcare' }));
    await user.click(await screen.findByRole('button', { name: 'Dental' }));
    await screen.findByText('Dental clinics need plumbing.');
    expect(sentMessages(fetchMock)).toEqual([
      { session_id: SESSION_ID, message: 'Healthcare' },
      { session_id: SESSION_ID, message: 'Dental' },
    ]);
    expect(screen.queryByRole('button', { name: 'Medical' })).not.toBeInTheDocument();
  });

  it('closes on Escape and on the X button, asking for focus to return to the launcher', async () => {
    const { user, onClose } = renderPanel(jest.fn());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenLastCalledWith(true);
  });

  it('collapses without taking focus when focus moves to page content it covers (WCAG 2.4.11)', () => {
    const { onClose } = renderPanel(jest.fn());
    const dialog = screen.getByRole('dialog');
    const pageLink = screen.getByRole('link', { name: 'Page link' });
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, right: left + width, bottom: top + height, width, height }) as DOMRect;
    jest.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(rect(880, 100, 384, 600));

    jest.spyOn(pageLink, 'getBoundingClientRect').mockReturnValue(rect(10, 10, 100, 20));
    act(() => pageLink.focus());
    expect(onClose).not.toHaveBeenCalled();

    // A region bigger than the panel (e.g. <main> focused after a page change) is never hidden.
    (pageLink.getBoundingClientRect as jest.Mock).mockReturnValue(rect(0, 72, 1280, 2000));
    act(() => screen.getByRole('textbox').focus());
    act(() => pageLink.focus());
    expect(onClose).not.toHaveBeenCalled();

    (pageLink.getBoundingClientRect as jest.Mock).mockReturnValue(rect(900, 650, 100, 20));
    act(() => screen.getByRole('textbox').focus());
    act(() => pageLink.focus());
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'scrolls the log to the newest entry (reduced motion: %s → %s)',
    async (reducedMotion, behavior) => {
      const scrollTo = jest.fn();
      Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
        configurable: true,
        value: scrollTo,
      });
      const originalMatchMedia = window.matchMedia;
      window.matchMedia = jest.fn((query: string) => ({
        matches: reducedMotion && query.includes('reduce'),
      })) as unknown as typeof window.matchMedia;
      try {
        const fetchMock = jest.fn(async () => botAnswer({ bot_response: 'Newest answer' }));
        const { user, input, log } = renderPanel(fetchMock);
        await user.type(input, 'Hello{Enter}');
        await within(log).findByText('Newest answer');
        expect(scrollTo.mock.contexts.at(-1)).toBe(log);
        expect(scrollTo).toHaveBeenLastCalledWith({ top: log.scrollHeight, behavior });
      } finally {
        delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
        window.matchMedia = originalMatchMedia;
      }
    },
  );

  it('has no axe violations with a conversation and the pending state', async () => {
    const { fetchMock } = deferredFetch();
    const { container, user, input } = renderPanel(fetchMock);
    await user.type(input, 'Hello{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('typing'));
    expect(await axe(container)).toHaveNoViolations();
  });
});
