/**
 * `npm run bench`: speed and size goals, measured (never asserted in tests).
 *   BENCH=http|lighthouse|all (default all), BENCH_SECONDS, LIGHTHOUSE_RUNS.
 * Needs a built site (npm run build) for Lighthouse.
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
  chatP99Ms: 10,
  contactP99Ms: 25,
  contactSharePct: 25,
};

const verdict = (met: boolean) => (met ? 'met' : 'missed');

const report: Record<string, unknown> = { date: new Date().toISOString() };

if (which === 'all' || which === 'http') {
  const results = await runHttpBench();
  console.table(results);
  const [bare, framework, stackFloor] = results as [HttpResult, HttpResult, HttpResult];
  for (const result of results.slice(1)) {
    const sharePct = (result.requestsPerSecond / bare.requestsPerSecond) * 100;
    const goal = result.name.includes('/chat/')
      ? ` (goal p99 ≤ ${GOALS.chatP99Ms} ms: ${verdict(result.p99Ms <= GOALS.chatP99Ms)};` +
        ` Fastify alone: p99 ${framework.p99Ms} ms, the stack alone: p99 ${stackFloor.p99Ms} ms)`
      : result.name.includes('/contact')
        ? ` (goal ≥ ${GOALS.contactSharePct} % and p99 ≤ ${GOALS.contactP99Ms} ms: ` +
          `${verdict(sharePct >= GOALS.contactSharePct && result.p99Ms <= GOALS.contactP99Ms)})`
        : '';
    console.log(
      `${result.name}: ${sharePct.toFixed(1)}% of the bare server's rate, p99 ${result.p99Ms} ms${goal}`,
    );
  }
  report.http = results;
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
