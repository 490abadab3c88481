import { expect, test, type Page } from '@playwright/test';
import { CONTACT_NOTICES } from '../src/domain/contact';
import { expectNoAxeViolations, exportedLeads, gotoHydrated, uniqueEmail } from './helpers';

async function fillForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Dr. Priya Shah');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('403-555-0100');
  await page.getByRole('textbox', { name: /^Company/ }).fill('Bow Valley Dental');
  await page.getByLabel('Service Interest', { exact: true }).selectOption('healthcare');
  await page
    .getByLabel('Message', { exact: true })
    .fill('We need 2,000 sq ft for a new dental clinic in the NW.');
}

test.describe('contact form', () => {
  test('has the required fields with browser-level checks', async ({ page }) => {
    await page.goto('/contact/');
    const form = page.locator('form').filter({ has: page.getByLabel('Message', { exact: true }) });
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('required', '');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('required', '');
    await expect(page.getByRole('textbox', { name: /^Phone/ })).not.toHaveAttribute('required', '');
    await expect(page.getByRole('textbox', { name: /^Company/ })).not.toHaveAttribute(
      'required',
      '',
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('required', '');
    const select = page.getByLabel('Service Interest', { exact: true });
    await expect(select).toHaveAttribute('required', '');
    await expect(select.locator('option')).toHaveText([
      'Select a service',
      'Healthcare Real Estate',
      'Commercial Real Estate',
      'General Consultation',
      'Other',
    ]);
    await expect(select).toHaveValue('');
    await expect(form.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy/');
    await expect(form).toContainText(/health/i);
  });

  test('sends a lead: Sending..., then the success notice and a cleared form', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/contact/');
    const email = uniqueEmail('success');
    await fillForm(page, email);
    await page.clock.fastForward(10_000);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /send/i }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();

    const notice = page.getByRole('status').filter({ hasText: CONTACT_NOTICES.success });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: /send/i })).toBeEnabled();
    await expectNoAxeViolations(page);

    const lead = exportedLeads().find((entry) => entry.email === email);
    expect(lead).toMatchObject({ source: 'form', spam: false, service: 'healthcare' });
  });

  test("keeps what the visitor typed before the page's scripts ran", async ({ page }) => {
    // Hold the scripts back so the fields are typed into the server-rendered HTML.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact/');
    await page.getByLabel('Name', { exact: true }).fill('Dr. Early Typist');
    await page.getByLabel('Message', { exact: true }).fill('Typed before the scripts loaded.');
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // One more render after hydration (an input elsewhere) must not clear them either.
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('early'));
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dr. Early Typist');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Typed before the scripts loaded.',
    );
  });

  test('keeps the values and shows the error notice when sending fails', async ({ page }) => {
    await gotoHydrated(page, '/contact/');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{}' }));
    const email = uniqueEmail('error');
    await fillForm(page, email);
    await page.getByRole('button', { name: /send/i }).click();
    const notice = page.getByRole('alert').filter({ hasText: CONTACT_NOTICES.error });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Service Interest', { exact: true })).toHaveValue('healthcare');
    await expectNoAxeViolations(page);

    // The notice is cleared at the start of the next submission.
    await page.unroute('**/api/contact');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 201, body: '{}', contentType: 'application/json' });
    });
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(CONTACT_NOTICES.error)).toHaveCount(0);
    release();
    await expect(page.getByText(CONTACT_NOTICES.success)).toBeVisible();
  });

  test('tells the visitor to wait when rate limited', async ({ page }) => {
    await gotoHydrated(page, '/contact/');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, headers: { 'retry-after': '60' }, body: '{}' }),
    );
    await fillForm(page, uniqueEmail('limited'));
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(CONTACT_NOTICES.rateLimited)).toBeVisible();
  });

  test('a message sent faster than a person can type is kept aside as spam', async ({ page }) => {
    // The page's clock stands still (timers still run): the form is sent 0 ms after it appeared,
    // however slow the machine running the test.
    await page.clock.setFixedTime(new Date('2026-03-02T16:00:00Z'));
    await gotoHydrated(page, '/contact/');
    const email = uniqueEmail('fast');
    await fillForm(page, email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText(CONTACT_NOTICES.success)).toBeVisible();
    expect(exportedLeads().find((entry) => entry.email === email)).toMatchObject({ spam: true });
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts the form and lands on the contact page with the success notice', async ({ page }) => {
    await page.goto('/contact/');
    const email = uniqueEmail('nojs');
    await fillForm(page, email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact\/sent\/$/);
    await expect(page.getByText(CONTACT_NOTICES.success)).toBeVisible();
    expect(exportedLeads().find((entry) => entry.email === email)).toMatchObject({
      source: 'form',
      spam: false,
    });
  });

  test('an invalid post lands on the contact page with the error notice', async ({ page }) => {
    await page.goto('/contact/');
    await fillForm(page, uniqueEmail('nojs-bad'));
    // Browsers check the fields; a crafted post skips them and the server must still refuse it.
    await page
      .locator('form')
      .filter({ has: page.getByLabel('Message', { exact: true }) })
      .evaluate((form) => {
        form.setAttribute('novalidate', '');
        (form.querySelector('[name="email"]') as HTMLInputElement).value = 'not-an-address';
      });
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact\/error\/$/);
    await expect(page.getByText(CONTACT_NOTICES.error)).toBeVisible();
  });
});
