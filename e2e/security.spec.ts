import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_NOTICES } from '../src/domain/contact';
import { watchCspViolations } from './csp';
import { gotoHydrated, PAGES } from './helpers';

/** Every page the site serves, with the outcome pages of the no-JavaScript form and the 404. */
const ALL_PAGES = [
  ...PAGES.map((page) => page.path),
  '/contact/sent/',
  '/contact/error/',
  '/contact/wait/',
  '/no-such-page/',
];

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive ? directive.trim().split(/\s+/).slice(1) : [];
}

/** Scrolls to the bottom so lazy images load, then waits for the network to settle. */
async function exercise(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

function leadEmails(): string[] {
  const output = execFileSync('node', ['service/src/cli/leads.ts', 'export', '--format', 'json'], {
    env: { ...process.env, DATABASE_URL: `sqlite:./${process.env.E2E_DATABASE_PATH}` },
    encoding: 'utf8',
  });
  return (JSON.parse(output) as { email: string }[]).map((lead) => lead.email);
}

test.describe('Content-Security-Policy', () => {
  for (const path of ALL_PAGES) {
    test(`${path}: its own script hashes, no unsafe script sources, no violation`, async ({
      page,
    }) => {
      const csp = await watchCspViolations(page);
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      const headers = response!.headers();
      const policy = headers['content-security-policy'] ?? '';
      const sources = scriptSources(policy);
      expect(sources).toContain("'self'");
      expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-powered-by']).toBeUndefined();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await exercise(page);
      csp.expectNone();
    });
  }

  test('the watcher catches a violation: an injected inline script is blocked and reported', async ({
    page,
  }) => {
    const csp = await watchCspViolations(page);
    await gotoHydrated(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return (window as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
    expect(csp.violations.map((violation) => violation.directive)).toContain('script-src-elem');
  });

  test('menu open: no violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const csp = await watchCspViolations(page);
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await menu.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    await exercise(page);
    csp.expectNone();
  });

  test('chat open and answering (the real assistant), then on another page: no violation', async ({
    page,
  }) => {
    const csp = await watchCspViolations(page);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: /^Chat with/ });
    await expect(panel).toBeVisible();
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/chat/message') && response.status() === 200,
    );
    await panel.getByRole('button', { name: 'Healthcare' }).click();
    const answer = await answered;
    expect(answer.headers()['cache-control']).toBe('no-store');
    await expect(panel.getByRole('log').getByRole('link').first()).toBeVisible();
    await panel
      .getByRole('log')
      .getByRole('link', { name: /Healthcare/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\//);
    await exercise(page);
    csp.expectNone();
  });

  test('form submitted with JavaScript (the real API): no violation', async ({ page }) => {
    const csp = await watchCspViolations(page);
    await gotoHydrated(page, '/contact/');
    await page.getByLabel('Name', { exact: true }).fill('Dr. Priya Shah');
    await page.getByLabel('Email', { exact: true }).fill(`csp-${Date.now()}@example.com`);
    await page.getByLabel('Service Interest', { exact: true }).selectOption('healthcare');
    await page.getByLabel('Message', { exact: true }).fill('A clinic of 2,000 sq ft in the NW.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(
      page.getByRole('status').filter({ hasText: CONTACT_NOTICES.success }),
    ).toBeVisible();
    await exercise(page);
    csp.expectNone();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('form submitted by a classic post lands on the success page: no violation', async ({
    page,
  }) => {
    const csp = await watchCspViolations(page);
    await page.goto('/contact/');
    await page.getByLabel('Name', { exact: true }).fill('Dr. Priya Shah');
    await page.getByLabel('Email', { exact: true }).fill(`csp-nojs-${Date.now()}@example.com`);
    await page.getByLabel('Service Interest', { exact: true }).selectOption('healthcare');
    await page.getByLabel('Message', { exact: true }).fill('A clinic of 2,000 sq ft in the NW.');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact\/sent\/$/);
    csp.expectNone();
  });
});

test.describe('cross-site posts', () => {
  test('a form on another site posting to the contact API is refused and stores nothing', async ({
    page,
    baseURL,
  }) => {
    const email = `csrf-${Date.now()}@example.com`;
    // A page on a foreign origin, served by the test: the browser sends Origin: http://evil.test.
    await page.route('http://evil.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>x</title>
          <form method="post" action="${baseURL}/api/contact">
            <input name="name" value="Mallory"><input name="email" value="${email}">
            <input name="service" value="healthcare"><input name="message" value="forged post">
            <button>go</button>
          </form>`,
      }),
    );
    await page.goto('http://evil.test/');
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact')),
      page.getByRole('button', { name: 'go' }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect(response.request().headers()['origin']).toBe('http://evil.test');
    expect(leadEmails()).not.toContain(email);
  });
});

test.describe('what the built site gives away', () => {
  test('no page names its generator; the build manifests are not published', async ({
    request,
  }) => {
    for (const path of ALL_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('</html>');
      expect(html, path).not.toMatch(/<meta[^>]+name="generator"/i);
    }
    for (const path of ['/webpack.stats.json', '/chunk-map.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('namedChunkGroups');
    }
  });
});
