import { expect, test } from '@playwright/test';
import {
  PAGES,
  digits,
  expectNoAxeViolations,
  gotoHydrated,
  readContent,
  settings,
} from './helpers';

const NAV_LINKS = ['Home', 'Our Story', 'Services', 'Our Method', 'Team'];

test.describe('every page', () => {
  for (const { path, name } of PAGES) {
    test(`${name} (${path}) has the frame, one h1, SEO tags and no axe violations`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);

      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      await expect(page.locator('h1')).toHaveCount(1);
      for (const landmark of ['banner', 'main', 'contentinfo']) {
        await expect(page.getByRole(landmark as 'banner')).toHaveCount(1);
      }
      // On phones the main navigation is collapsed behind the menu toggle, so count it in the DOM.
      await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(1);

      const title = await page.title();
      expect(title).toContain(settings.name);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^.{50,160}$/,
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`),
      );
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
        await expect(head.locator(`meta[property="${property}"]`)).toHaveCount(1);
      }
      await expect(head.locator('meta[name="twitter:card"]')).toHaveCount(1);

      await expectNoAxeViolations(page);
    });
  }

  test('the skip link is the first tab stop and moves focus to main', async ({ page }) => {
    await gotoHydrated(page, '/our-story/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('pages are not wider than a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const { path } of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('navigation', () => {
  test('marks the current page and links every section', async ({ page, isMobile }) => {
    await gotoHydrated(page, '/services/');
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const label of NAV_LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    const consultation = page.getByRole('banner').getByRole('link', {
      name: 'Schedule Consultation',
    });
    await expect(consultation).toHaveAttribute('href', '/contact/');
  });

  test('changes style only once scrolled more than 10 px', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    const style = () =>
      header.evaluate((element) => {
        const computed = getComputedStyle(element);
        return `${computed.backgroundColor} ${computed.boxShadow}`;
      });
    const atTop = await style();
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    expect(await style()).toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect.poll(style).not.toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(style).toBe(atTop);
  });

  test('opens every page at the top, also after in-site navigation', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await expect(page).toHaveURL(/\/our-story\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('service anchors land on their block', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /commercial/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\/#commercial$/);
    await expect(page.locator('#commercial')).toBeInViewport();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toggles with aria-expanded, closes on link choice and on Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team\/$/);
    await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test.describe('footer', () => {
  test('carries company, service and legal links and the firm contact details', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/services/#healthcare"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/services/#commercial"]')).toHaveCount(1);
    for (const [label, href] of [
      ['Our Story', '/our-story/'],
      ['Meet the Team', '/team/'],
      ['Contact', '/contact/'],
      ['Privacy Policy', '/privacy/'],
      ['Terms of Service', '/terms/'],
    ] as const) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(
      footer.locator(`a[href^="tel:"][href*="${digits(settings.officePhone)}"]`),
    ).toHaveCount(1);
    await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toHaveCount(1);
    await expect(footer.locator(`a[href="${settings.linkedin}"]`)).toHaveCount(1);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${settings.name}`);
  });

  test('shows the current year even when served years after the build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-15T12:00:00-07:00'));
    await gotoHydrated(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${settings.name}`);
  });

  test('the privacy and terms pages are real', async ({ page }) => {
    await page.goto('/privacy/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    await expect(page.getByRole('main')).toContainText(/Personal Information Protection Act/);
    await expect(page.getByRole('main')).toContainText(/outside Canada/);
    await page.goto('/terms/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i);
  });
});

test('unknown paths get the 404 page with status 404 and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i }).first()).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('home', () => {
  test('has every section in order', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const hero = main.locator('section').first();
    await expect(hero.locator('a[href="/contact/"]').first()).toBeVisible();
    await expect(hero.locator(`a[href^="tel:"]`).first()).toBeVisible();

    for (const stat of settings.stats) {
      await expect(main.getByText(stat.value, { exact: true })).toBeVisible();
    }
    const headings = await main.getByRole('heading').allTextContents();
    const order = [
      'Your Vision',
      'Your Needs',
      'Your Success',
      'Healthcare Real Estate',
      'Commercial Real Estate',
      'Expert Team',
      'Proven Results',
      'Strategic Insights',
    ].map((text) => headings.findIndex((heading) => heading.includes(text)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    expect(await main.locator('a[href^="/services/"]').count()).toBeGreaterThanOrEqual(2);
    await expect(main.locator('figure:has(blockquote):has(figcaption)')).toHaveCount(2);
    const closing = main.locator('section').last();
    await expect(closing.locator('a[href="/contact/"]')).toHaveCount(1);
    await expect(closing.locator('a[href="/our-story/"]')).toHaveCount(1);
  });
});

test('our story has vision, approach, core values and a call to action', async ({ page }) => {
  await page.goto('/our-story/');
  const main = page.getByRole('main');
  for (const heading of [
    'Our Approach',
    'Core Values',
    'Client-First Focus',
    'Integrity & Trust',
    'Market Expertise',
  ]) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(main.locator('a[href="/contact/"]').first()).toBeVisible();
});

test('services has both blocks with anchors, lists, calls to action and three stories each', async ({
  page,
}) => {
  await page.goto('/services/');
  const blocks = {
    healthcare: [
      'Site Selection & Demographics',
      'Lease Negotiation',
      'Medical Facility Planning',
      'Property Types',
    ],
    commercial: [
      'Tenant Representation',
      'Investment Analysis',
      'Portfolio Management',
      'Business Types Served',
    ],
  };
  for (const [id, offerings] of Object.entries(blocks)) {
    const block = page.locator(`#${id}`);
    await expect(block).toHaveCount(1);
    for (const offering of offerings) {
      await expect(block.getByRole('heading', { name: offering })).toBeVisible();
    }
    expect(await block.locator('ul > li').count()).toBeGreaterThanOrEqual(8);
    await expect(block.locator('a[href="/contact/"]').first()).toBeVisible();
    await expect(block.locator('figure:has(blockquote):has(figcaption)')).toHaveCount(3);
  }
});

test('our method lists four steps and what clients can expect', async ({ page }) => {
  await page.goto('/our-method/');
  const main = page.getByRole('main');
  const steps = [
    'Listen & Understand',
    'Research & Analyze',
    'Negotiate & Execute',
    'Support & Follow Through',
  ];
  for (const step of steps) await expect(main.getByRole('heading', { name: step })).toBeVisible();
  for (const item of ['Documentation', 'Analysis & Strategy', 'Ongoing Support']) {
    await expect(main.getByRole('heading', { name: item })).toBeVisible();
  }
});

test('team shows three members with contacts, one booking link, four testimonials', async ({
  page,
}) => {
  const team = readContent<{ name: string; email: string; photoAlt: string }[]>('team/team.yaml');
  expect(team).toHaveLength(3);
  await page.goto('/team/');
  const main = page.getByRole('main');
  for (const member of team) {
    await expect(main.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(main.getByRole('img', { name: member.photoAlt })).toHaveCount(1);
    await expect(main.locator(`a[href="mailto:${member.email}"]`)).toHaveCount(1);
  }
  expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(3);
  expect(await main.locator('a[href*="linkedin.com"]').count()).toBeGreaterThanOrEqual(3);
  const booking = main.getByRole('link', { name: /Schedule a Meeting/ });
  await expect(booking).toHaveCount(1);
  await expect(booking).toHaveAttribute('href', /^https:\/\//);
  await expect(main.locator('figure:has(blockquote):has(figcaption)')).toHaveCount(4);
});

test('contact shows phone, e-mail, office hours and the why-choose list', async ({ page }) => {
  await page.goto('/contact/');
  const main = page.getByRole('main');
  await expect(
    main.locator(`a[href^="tel:"][href*="${digits(settings.tollFreePhone)}"]`).first(),
  ).toBeVisible();
  await expect(main.locator(`a[href="mailto:${settings.email}"]`).first()).toBeVisible();
  await expect(main).toContainText(/Monday to Friday/);
  await expect(main).toContainText(/9:00 AM/);
  await expect(main).toContainText(/5:00 PM/);
  await expect(main).toContainText(/Closed/i);
  expect(await main.locator('ul li').count()).toBeGreaterThanOrEqual(3);
});

test.describe('search engines', () => {
  test('the home page carries RealEstateAgent JSON-LD from the settings', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const agent = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .flatMap((data) => (Array.isArray(data['@graph']) ? data['@graph'] : [data]))
      .find((data) => data['@type'] === 'RealEstateAgent') as Record<string, unknown> | undefined;
    expect(agent).toBeDefined();
    expect(agent?.name).toBe(settings.name);
    expect(String(agent?.telephone)).toContain(digits(settings.tollFreePhone).slice(-7, -4));
    expect(agent?.email).toBe(settings.email);
    expect(agent?.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Calgary' });
    expect(agent?.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          opens: '09:00',
          closes: '17:00',
          dayOfWeek: expect.arrayContaining([
            'https://schema.org/Monday',
            'https://schema.org/Friday',
          ]),
        }),
      ]),
    );
  });

  test('sitemap and robots.txt are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: .*sitemap-index\.xml/);
    const sitemap = await request.get('/sitemap-0.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const { path } of PAGES) expect(xml).toContain(`${path}</loc>`);
    expect(xml).not.toContain('/contact/sent/');
  });
});
