/**
 * JavaScript transferred by each page's first load, counted in Chromium from the Resource Timing
 * entries (compressed bytes on the wire, including chunks fetched while idle), without the CPU
 * noise of a Lighthouse run. Used by `npm run bench`.
 */
import { chromium } from '@playwright/test';

export interface ScriptWeight {
  path: string;
  scriptKiB: number;
  files: number;
}

export async function measureScriptWeight(
  baseUrl: string,
  paths: string[],
): Promise<ScriptWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const weights: ScriptWeight[] = [];
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Idle-time prefetches (Gatsby's link prefetching, the chat panel) start after load.
      await page.waitForTimeout(6000);
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.transferSize),
      );
      weights.push({
        path,
        scriptKiB: Number((entries.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1)),
        files: entries.length,
      });
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
