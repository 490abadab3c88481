/**
 * Lighthouse, mobile (its default emulation and throttling), median of LIGHTHOUSE_RUNS runs per
 * page (default 3), in Debian's Chromium, against the built site served by the real service.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A run Lighthouse could not measure (lhr.runtimeError, e.g. no paint seen on a busy host). */
const ATTEMPTS_PER_RUN = 3;

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
}

/** NaN when a run failed to measure: a missing figure must not pass for a good one. */
function median(values: number[]): number {
  if (values.some(Number.isNaN)) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** One Lighthouse run, tried again when it measured nothing; the error says why if none did. */
async function measuredRun(url: string, port: number) {
  let problem = 'no result';
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    problem = result?.lhr.runtimeError?.code ?? 'no result';
    console.warn(`Lighthouse measured nothing on ${url} (${problem}), attempt ${attempt}`);
  }
  throw new Error(
    `Lighthouse could not measure ${url} in ${ATTEMPTS_PER_RUN} attempts: ${problem}`,
  );
}

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const scores: PageScore[] = [];
  try {
    for (const path of paths) {
      const runs: PageScore[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await measuredRun(`${baseUrl}${path}`, chrome.port);
        const { categories, audits } = lhr;
        const resources = (
          audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items;
        const script = resources?.find((item) => item.resourceType === 'script');
        runs.push({
          path,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          scriptKiB: Number(((script?.transferSize ?? 0) / 1024).toFixed(1)),
        });
      }
      const pick = (key: keyof Omit<PageScore, 'path'>) => median(runs.map((run) => run[key]));
      scores.push({
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        scriptKiB: pick('scriptKiB'),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
