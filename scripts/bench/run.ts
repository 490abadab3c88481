/**
 * `npm run bench`: speed and size goals, measured (never asserted in tests).
 *   BENCH=http|lighthouse|all (default all), BENCH_SECONDS, LIGHTHOUSE_RUNS.
 * Needs a built site (npm run build): the service serves it, and Lighthouse measures it.
 *
 * The HTTP floor: each API row reaches at least 20 % of the bare node:http server's requests per
 * second, with a p99 at most 5 times the bare server's, in the same run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runHttpBench, startService, type HttpResult } from './http.ts';
import { measureScriptWeight } from './js-weight.ts';
import { runLighthouse, type PageScore } from './lighthouse.ts';

const root = join(import.meta.dirname, '..', '..');
const which = process.env.BENCH ?? 'all';
const PAGES = ['/', '/our-story/', '/services/', '/our-method/', '/team/', '/contact/'];
const GOALS = {
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  scriptKiB: 90,
  floorSharePct: 20,
  floorP99Factor: 5,
};

const report: Record<string, unknown> = { date: new Date().toISOString() };

if (which === 'all' || which === 'http') {
  const [bare, ...rows] = (await runHttpBench()) as [HttpResult, ...HttpResult[]];
  const table = [bare, ...rows].map((result) => {
    const sharePct = (result.requestsPerSecond / bare.requestsPerSecond) * 100;
    const p99Factor = result.p99Ms / bare.p99Ms;
    const met =
      sharePct >= GOALS.floorSharePct &&
      p99Factor <= GOALS.floorP99Factor &&
      result.errors + result.non2xx === 0;
    return {
      ...result,
      'share of bare': `${sharePct.toFixed(1)} %`,
      'p99 / bare p99': p99Factor.toFixed(1),
      floor: result === bare ? '(reference)' : met ? 'met' : 'missed',
    };
  });
  console.table(table);
  console.log(
    `Floor: ≥ ${GOALS.floorSharePct} % of the bare server's requests/s and p99 ≤ ` +
      `${GOALS.floorP99Factor} × its p99 (${bare.p99Ms} ms), no errors.`,
  );
  report.http = table;
}

if (which === 'all' || which === 'lighthouse') {
  const port = 8900 + Math.floor(Math.random() * 90);
  const service = await startService(port, `sqlite:${join(root, 'data', 'bench-lighthouse.db')}`);
  try {
    const weights = await measureScriptWeight(`http://127.0.0.1:${port}`, PAGES);
    console.table(weights);
    report.scriptWeight = weights;
    const scores: PageScore[] = await runLighthouse(`http://127.0.0.1:${port}`, PAGES);
    console.table(scores);
    // Negated comparisons: a NaN (a run that measured nothing) counts as a miss.
    const misses = scores.flatMap((score) => [
      ...(['performance', 'accessibility', 'bestPractices', 'seo'] as const)
        .filter((category) => !(score[category] >= 100))
        .map((category) => `${score.path} ${category} ${score[category]}`),
      ...(!(score.lcpMs <= GOALS.lcpMs) ? [`${score.path} LCP ${score.lcpMs} ms`] : []),
      ...(!(score.tbtMs <= GOALS.tbtMs) ? [`${score.path} TBT ${score.tbtMs} ms`] : []),
      ...(!(score.cls <= GOALS.cls) ? [`${score.path} CLS ${score.cls}`] : []),
      ...(!(score.scriptKiB <= GOALS.scriptKiB) ? [`${score.path} JS ${score.scriptKiB} KiB`] : []),
    ]);
    console.log(
      misses.length ? `Goals missed:\n  ${misses.join('\n  ')}` : 'Every page meets every goal.',
    );
    report.lighthouse = scores;
  } finally {
    service.kill('SIGTERM');
  }
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
