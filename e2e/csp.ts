import { expect, type Page } from '@playwright/test';

/** One Content-Security-Policy violation, as the page's event or Chromium's console reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Omit<CspViolation, 'page'>) => void;
  }
}

export interface CspWatch {
  /** Every violation seen so far, on every document this page has loaded. */
  readonly violations: CspViolation[];
  /** Fails the test with the list of violations, if any. */
  expectNone(): void;
}

/**
 * Records CSP violations on `page` from now on, across navigations: `securitypolicyviolation`
 * events (through a binding, so none are lost when the page navigates) and Chromium's console
 * errors about the policy. Call before the first goto; call `expectNone()` when done.
 */
export async function watchCspViolations(page: Page): Promise<CspWatch> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation: CspViolation) => {
    violations.push({ ...violation, page: frame.url() });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({
        page: page.url(),
        directive: 'console',
        blocked: message.location().url,
        sample: message.text().slice(0, 300),
      });
    }
  });
  return {
    violations,
    expectNone() {
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}
