import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';

const contentDir = join(__dirname, '..', 'content');

export interface ExportedLead {
  name: string;
  email: string;
  phone: string;
  source: string;
  spam: boolean;
  service: string;
  message: string;
}

/** The staff's own view of the leads: the export command, on the e2e server's database. */
export function exportedLeads(): ExportedLead[] {
  const output = execFileSync('node', ['service/src/cli/leads.ts', 'export', '--format', 'json'], {
    env: { ...process.env, DATABASE_URL: `sqlite:./${process.env.E2E_DATABASE_PATH}` },
    encoding: 'utf8',
  });
  return JSON.parse(output) as ExportedLead[];
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Reads a content YAML file, so tests check the facts editors maintain, not copies of them. */
export function readContent<T>(file: string): T {
  return parse(readFileSync(join(contentDir, file), 'utf8')) as T;
}

export interface Settings {
  name: string;
  tollFreePhone: string;
  officePhone: string;
  email: string;
  linkedin: string;
  bookingUrl: string;
  stats: { value: string; label: string }[];
}

export const settings = readContent<Settings>('settings/settings.yaml');

export const PAGES = [
  { path: '/', name: 'Home' },
  { path: '/our-story/', name: 'Our Story' },
  { path: '/services/', name: 'Services' },
  { path: '/our-method/', name: 'Our Method' },
  { path: '/team/', name: 'Team' },
  { path: '/contact/', name: 'Contact' },
  { path: '/privacy/', name: 'Privacy Policy' },
  { path: '/terms/', name: 'Terms of Service' },
] as const;

/** The digits of a phone number, as a tel: link carries them. */
export function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** WCAG 2.2 AA through axe; fails the test with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** Waits until React has hydrated, so clicks reach handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
