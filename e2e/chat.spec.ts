import { expect, test, type Page, type Route } from '@playwright/test';
import {
  NEW_CHAT_SESSION_ID_PATTERN,
  type ChatRequest,
  type ChatResponse,
} from '../src/domain/chat';
import { digits, expectNoAxeViolations, exportedLeads, settings, uniqueEmail } from './helpers';

const CHAT_API = '**/api/chat/message';
const FALLBACK = `Sorry, I can't answer right now. Please call us toll-free at ${settings.tollFreePhone} or e-mail ${settings.email}.`;
const RATE_LIMITED = "You're sending messages too quickly — please wait a moment and try again.";

function launcher(page: Page) {
  return page.getByRole('button', { name: 'Open chat' });
}

function panel(page: Page) {
  return page.getByRole('dialog', { name: /^Chat with/ });
}

function chatInput(page: Page) {
  return panel(page).getByRole('textbox', { name: 'Your message' });
}

function chatLog(page: Page) {
  return panel(page).getByRole('log');
}

/** Opens a page and waits until React has hydrated the launcher, so clicks reach its handler. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-label="Open chat"]');
    // React tags the DOM nodes it has hydrated with its fiber.
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
}

async function openChat(page: Page, path = '/') {
  await gotoHydrated(page, path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(chatInput(page)).toBeFocused();
}

/** Answers every chat request with `answer` and records what the widget sent. */
async function stubChat(page: Page, answer: (request: ChatRequest) => ChatResponse) {
  const sent: ChatRequest[] = [];
  await page.route(CHAT_API, async (route: Route) => {
    const request = route.request().postDataJSON() as ChatRequest;
    sent.push(request);
    await route.fulfill({ json: answer(request) });
  });
  return sent;
}

async function send(page: Page, text: string) {
  await chatInput(page).fill(text);
  // The panel blocks sending until the last reply has arrived: wait for that, as a visitor does
  // (under load, Enter pressed a moment early is ignored).
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeEnabled();
  await chatInput(page).press('Enter');
}

test.describe('chat widget', () => {
  test('talks to the real assistant: quick reply, answer with links and suggestions', async ({
    page,
  }) => {
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/chat/message')) answers.push(response.status());
    });
    await openChat(page);
    await panel(page).getByRole('button', { name: 'Healthcare' }).click();

    const log = chatLog(page);
    await expect(log.getByRole('link', { name: /Healthcare/ }).first()).toHaveAttribute(
      'href',
      /^\/services\/#healthcare$/,
    );
    expect(answers).toEqual([200]);
    await expect(log).not.toContainText("Sorry, I can't answer right now");
    // The assistant's follow-up choices become quick replies.
    await expect(panel(page).getByRole('list', { name: 'Suggested replies' })).toBeVisible();

    await send(page, 'How do I contact you?');
    await expect(
      log.getByRole('link', { name: new RegExp(settings.email) }).first(),
    ).toHaveAttribute('href', `mailto:${settings.email}`);
    expect(answers).toEqual([200, 200]);
  });

  test('an e-mail left in the chat is a lead at once; the name typed next is added to it', async ({
    page,
  }) => {
    const email = uniqueEmail('chat-lead');
    await openChat(page);
    await send(page, `we need a dental clinic in the NW, my email is ${email}`);
    const log = chatLog(page);
    await expect(log).toContainText('What name should we use');
    await expect
      .poll(() => exportedLeads().find((lead) => lead.email === email))
      .toMatchObject({ source: 'chat', name: '', service: 'healthcare' });

    await send(page, 'Priya Shah');
    await expect(log).toContainText('Thank you, Priya');
    await expect
      .poll(() => exportedLeads().find((lead) => lead.email === email)?.name)
      .toBe('Priya Shah');
  });

  test('opens from the launcher with a greeting and the healthcare/commercial choices', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel(page)).toHaveCount(0);

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chatInput(page)).toBeFocused();
    await expect(chatLog(page)).toContainText('healthcare or commercial space?');
    await expect(panel(page).getByRole('button', { name: 'Healthcare' })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Commercial' })).toBeVisible();
    await expect(panel(page)).toContainText('automated assistant');
    await expect(panel(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy/',
    );

    const box = await panel(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (!box || !viewport) return;
    if (isMobile) {
      // Full screen below theme.breakpoints.sm.
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    } else {
      expect(Math.round(box.width)).toBe(384);
      expect(Math.round(box.height)).toBe(600);
      // Bottom-right, above the launcher.
      const launcherBox = await launcher(page).boundingBox();
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
      expect(box.y + box.height).toBeLessThanOrEqual(launcherBox?.y ?? 0);
    }
  });

  test('sends trimmed text with the session id, shows the answer, links and suggestions', async ({
    page,
  }) => {
    const sent = await stubChat(page, ({ message }) =>
      message === 'Dental'
        ? { bot_response: 'Dental clinics need the right plumbing.' }
        : {
            bot_response: '<b>We</b> help clinics find space.',
            suggestions: ['Dental'],
            links: [
              { label: 'Healthcare services', href: '/services/#healthcare' },
              { label: 'Call the office', href: `tel:+1${digits(settings.officePhone)}` },
              { label: 'E-mail us', href: `mailto:${settings.email}` },
              { label: 'Book a meeting', href: settings.bookingUrl },
            ],
          },
    );
    await openChat(page);
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    await chatInput(page).fill('   ');
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    await chatInput(page).press('Enter');

    await chatInput(page).fill('  Do you help dentists?  ');
    await chatInput(page).press('Shift+Enter');
    await expect(chatInput(page)).toHaveValue('  Do you help dentists?  \n');
    await chatInput(page).press('Enter');

    const log = chatLog(page);
    await expect(log).toContainText('<b>We</b> help clinics find space.');
    await expect(log.locator('b')).toHaveCount(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toBe('Do you help dentists?');
    expect(sent[0]?.session_id).toMatch(NEW_CHAT_SESSION_ID_PATTERN);
    await expect(chatInput(page)).toHaveValue('');

    await expect(log.getByRole('link', { name: 'Healthcare services' })).toHaveAttribute(
      'href',
      '/services/#healthcare',
    );
    await expect(log.getByRole('link', { name: 'Call the office' })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expect(log.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );
    const booking = log.getByRole('link', { name: /Book a meeting/ });
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');

    await panel(page).getByRole('button', { name: 'Dental' }).click();
    await expect(log).toContainText('Dental clinics need the right plumbing.');
    expect(sent.map((request) => request.message)).toEqual(['Do you help dentists?', 'Dental']);
    expect(sent[1]?.session_id).toBe(sent[0]?.session_id);
  });

  test('shows the pending state and blocks sending until the reply arrives', async ({ page }) => {
    let releaseAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (releaseAnswer = resolve));
    let requests = 0;
    await page.route(CHAT_API, async (route) => {
      requests += 1;
      await answered;
      await route.fulfill({ json: { bot_response: 'Thanks for waiting.' } });
    });
    await openChat(page);
    await send(page, 'Hello');

    const status = panel(page).getByRole('status');
    await expect(status).toHaveText('Assistant is typing');
    await chatInput(page).fill('Second message');
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    await chatInput(page).press('Enter');
    await expect(chatInput(page)).toHaveValue('Second message');
    expect(requests).toBe(1);

    releaseAnswer();
    await expect(chatLog(page)).toContainText('Thanks for waiting.');
    await expect(status).toHaveText('');
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('posts the fallback with the toll-free number and e-mail when the service fails', async ({
    page,
  }) => {
    await page.route(CHAT_API, (route) => route.abort('connectionrefused'));
    await openChat(page);
    await send(page, 'Hello');
    await expect(chatLog(page)).toContainText(FALLBACK);
    await expect(chatLog(page).getByRole('link', { name: /^E-mail/ })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );

    await page.unroute(CHAT_API);
    await page.route(CHAT_API, (route) => route.fulfill({ status: 500, json: { error: 'x' } }));
    await send(page, 'Again');
    await expect(chatLog(page).getByText(FALLBACK)).toHaveCount(2);
  });

  test('shows a friendly note when rate limited', async ({ page }) => {
    await page.route(CHAT_API, (route) =>
      route.fulfill({ status: 429, json: { error: 'Too Many Requests' } }),
    );
    await openChat(page);
    await send(page, 'Hello');
    await expect(chatLog(page)).toContainText(RATE_LIMITED);
    await expect(chatLog(page)).not.toContainText("Sorry, I can't answer right now");
  });

  test('keeps the conversation while the visitor moves between pages', async ({
    page,
    isMobile,
  }) => {
    await stubChat(page, () => ({ bot_response: 'Our story is on its own page.' }));
    await openChat(page);
    await send(page, 'Tell me about the firm');
    await expect(chatLog(page)).toContainText('Our story is on its own page.');
    // A full reload would drop this marker: navigation must stay client-side.
    await page.evaluate(() => Object.assign(window, { chatE2eMarker: true }));

    if (isMobile) {
      // The full-screen panel covers the page: close it, use the menu, reopen.
      await panel(page).getByRole('button', { name: 'Close chat' }).click();
      await page.getByRole('button', { name: /menu/i }).click();
    }
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Our Story', exact: true })
      .click();
    await expect(page).toHaveURL(/\/our-story\/$/);
    expect(await page.evaluate(() => 'chatE2eMarker' in window)).toBe(true);
    if (isMobile) await launcher(page).click();

    await expect(panel(page)).toBeVisible();
    await expect(chatLog(page)).toContainText('Tell me about the firm');
    await expect(chatLog(page)).toContainText('Our story is on its own page.');
    await expect(chatLog(page).getByText(/healthcare or commercial space\?/)).toHaveCount(1);
  });

  test('a site link in an answer navigates inside the site and keeps the conversation', async ({
    page,
  }) => {
    await stubChat(page, () => ({
      bot_response: 'Meet the team.',
      links: [{ label: 'Our team', href: '/team/' }],
    }));
    await openChat(page);
    await send(page, 'Who are you?');
    await page.evaluate(() => Object.assign(window, { chatE2eMarker: true }));
    await chatLog(page).getByRole('link', { name: 'Our team' }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    expect(await page.evaluate(() => 'chatE2eMarker' in window)).toBe(true);
    // On phones the full-screen panel steps aside for the new page; the conversation stays.
    if (!(await panel(page).isVisible())) await launcher(page).click();
    await expect(chatLog(page)).toContainText('Meet the team.');
  });

  test('works by keyboard: open, send, Escape closes and focus returns', async ({ page }) => {
    await stubChat(page, () => ({ bot_response: 'Keyboard answer.' }));
    await gotoHydrated(page, '/');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(chatInput(page)).toBeFocused();
    await page.keyboard.type('Hello by keyboard');
    await page.keyboard.press('Enter');
    await expect(chatLog(page)).toContainText('Keyboard answer.');

    // Tab reaches the send button and the quick replies inside the panel.
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(chatLog(page)).toContainText('Keyboard answer.');
    await panel(page).getByRole('button', { name: 'Close chat' }).press('Enter');
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
  });

  test('collapses when focus moves to page content it covers (WCAG 2.4.11)', async ({ page }) => {
    await openChat(page);
    // Finds a link or button in view under the panel (scrolling down the page if needed) and
    // focuses it the way Tab would, without the browser scrolling it elsewhere first.
    const coveredFound = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return false;
      const candidates = Array.from(
        document.querySelectorAll<HTMLElement>('main a[href], main button, footer a[href]'),
      );
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= maxScroll + window.innerHeight / 2; y += window.innerHeight / 2) {
        window.scrollTo({ top: Math.min(y, maxScroll), behavior: 'instant' });
        const box = dialog.getBoundingClientRect();
        const covered = candidates.find((element) => {
          const rect = element.getBoundingClientRect();
          return (
            rect.width > 0 &&
            rect.width <= box.width &&
            rect.height <= box.height &&
            rect.top >= 0 &&
            rect.bottom <= window.innerHeight &&
            rect.left < box.right &&
            box.left < rect.right &&
            rect.top < box.bottom &&
            box.top < rect.bottom
          );
        });
        if (covered) {
          covered.focus({ preventScroll: true });
          return true;
        }
      }
      return false;
    });
    expect(coveredFound).toBe(true);
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    // The conversation is still there when reopened.
    await launcher(page).click();
    await expect(chatLog(page).getByText(/healthcare or commercial space\?/)).toHaveCount(1);
  });

  test('leaves focus on page content the panel does not cover', async ({ page, isMobile }) => {
    // On phones the panel covers everything, so only the desktop corner panel can stay open.
    await openChat(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('banner').getByRole('link').first().focus();
    await expect(panel(page)).toHaveCount(isMobile ? 0 : 1);
  });

  test('keeps the newest entry in view, instantly when less motion is asked for', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const longAnswer = Array.from({ length: 12 }, (_, line) => `Line ${line + 1}`).join('\n');
    await stubChat(page, ({ message }) => ({ bot_response: `${message}\n${longAnswer}` }));
    await openChat(page);
    const log = chatLog(page);
    for (const message of ['First', 'Second', 'Third']) {
      await send(page, message);
      await expect(log).toContainText(`${message}\n`);
      // The list scrolls in an effect after the answer renders: poll, don't sample once.
      await expect
        .poll(() =>
          log.evaluate(
            (element) => element.scrollHeight - element.clientHeight - element.scrollTop,
          ),
        )
        .toBeLessThanOrEqual(1);
    }
  });

  test('has no axe violations with the panel open and a conversation', async ({ page }) => {
    await stubChat(page, () => ({
      bot_response: 'Here is what we do.',
      suggestions: ['Book a meeting'],
      links: [{ label: 'Services', href: '/services/' }],
    }));
    await openChat(page);
    await expectNoAxeViolations(page);
    await send(page, 'What do you do?');
    await expect(chatLog(page)).toContainText('Here is what we do.');
    await expectNoAxeViolations(page);
  });

  test('keeps the panel code out of the first page load', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    // The bundles are either <script src> tags or the list the page loads after its first paint.
    const initialScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|"(\/[^"\\]+\.js)"/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    expect(initialScripts.length).toBeGreaterThan(0);
    const initialCode = await Promise.all(
      initialScripts.map(async (src) => (await request.get(src)).text()),
    );
    // A name only the panel's code holds (its copy comes from content/chat/chat.yaml as data).
    const panelMarker = 'Suggested replies';
    expect(initialCode.some((code) => code.includes('Open chat'))).toBe(true);
    expect(initialCode.some((code) => code.includes(panelMarker))).toBe(false);

    const loadedCode: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') loadedCode.push(response.text());
    });
    await openChat(page);
    const bodies = await Promise.all(loadedCode);
    expect(bodies.some((code) => code.includes(panelMarker))).toBe(true);
  });
});
