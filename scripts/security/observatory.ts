/**
 * Runs the MDN HTTP Observatory scan against a host on given ports and prints the result as JSON.
 *
 *   NODE_EXTRA_CA_CERTS=ca.pem node scripts/security/observatory.ts localhost <httpPort> <httpsPort>
 *
 * The package's own `scan()` always uses ports 80 and 443; its `retrieve()` takes the ports, so
 * this is `scan()` (src/scanner/index.js, v1.4.8) with the ports passed through: the same tests,
 * the same score table and the same extra-credit rule.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface TestResult {
  result?: string;
  pass?: boolean;
  constructor: { name: string };
}

const PACKAGE_DIR = join(import.meta.dirname, 'node_modules', '@mdn', 'mdn-http-observatory');

async function load<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(join(PACKAGE_DIR, file)).href)) as T;
}

/** The HSTS preload list the package's postinstall would download; no site here is on it. */
export function ensureHstsPreloadList(): void {
  const file = join(PACKAGE_DIR, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}\n');
}

async function main(): Promise<void> {
  const [hostname = 'localhost', httpPort, httpsPort] = process.argv.slice(2);
  ensureHstsPreloadList();
  const { retrieve } = await load<{
    retrieve(
      host: string,
      options: { httpPort?: string; httpsPort?: string },
    ): Promise<{
      responses: { auto?: { status: number; headers: Record<string, string> } };
    }>;
  }>('src/retriever/retriever.js');
  const { ALL_TESTS } = await load<{ ALL_TESTS: ((requests: unknown) => TestResult)[] }>(
    'src/constants.js',
  );
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>(
    'src/grader/charts.js',
  );
  const { getGradeForScore, getScoreModifier } = await load<{
    getGradeForScore(score: number): { score: number; grade: string };
    getScoreModifier(expectation: string): number;
  }>('src/grader/grader.js');

  const requests = await retrieve(hostname, { httpPort, httpsPort });
  const auto = requests.responses.auto;
  if (!auto) throw new Error(`${hostname} did not answer`);

  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  const tests = ALL_TESTS.map((runTest) => {
    const output = runTest(requests);
    const modifier = output.result ? getScoreModifier(output.result) : 0;
    scoreWithExtraCredit += modifier;
    if (modifier < 0) uncurvedScore += modifier;
    return {
      name: output.constructor.name,
      result: output.result,
      pass: Boolean(output.pass),
      modifier,
    };
  });
  const { grade, score } = getGradeForScore(
    uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore,
  );
  console.log(JSON.stringify({ grade, score, statusCode: auto.status, tests }, null, 2));
}

if (import.meta.main) await main();
