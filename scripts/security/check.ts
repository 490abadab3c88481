/**
 * `npm run test:security`: the built site served by the real service over HTTPS (a throwaway CA
 * and certificate made now) must get an A+ from the MDN HTTP Observatory scanner, and the Nu Html
 * Checker must find no error in any built page.
 *
 * The two tools live in scripts/security/package.json, apart from the root: their postinstall
 * scripts download from the internet and the scanner pulls in a native addon. They are installed
 * here with --ignore-scripts when missing; the HSTS preload list the scanner's postinstall would
 * fetch is replaced by an empty one (no site served here is on it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { makeLocalCertificates } from './local-ca.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const TOOLS = import.meta.dirname;
const PUBLIC_DIR = join(ROOT, 'public');
const VNU_JAR = join(TOOLS, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const OBSERVATORY = join(TOOLS, 'node_modules', '@mdn', 'mdn-http-observatory');
const REQUIRED_GRADE = 'A+';

function fail(message: string): never {
  console.error(`test:security: ${message}`);
  process.exit(1);
}

function installToolsIfMissing(): void {
  if (existsSync(VNU_JAR) && existsSync(OBSERVATORY)) return;
  console.log('Installing the security tools (npm ci --ignore-scripts --prefix scripts/security)');
  execFileSync(
    'npm',
    ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', relative(ROOT, TOOLS)],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function healthStatus(url: string, ca: string): Promise<number> {
  return new Promise((resolve) => {
    const request = httpsGet(url, { ca: readFileSync(ca) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
}

async function startService(
  dir: string,
  certificates: { ca: string; cert: string; key: string },
): Promise<{ child: ChildProcess; httpsPort: number; httpPort: number }> {
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(ROOT, 'service', 'src', 'server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(httpsPort),
      HTTP_REDIRECT_PORT: String(httpPort),
      HOST: '127.0.0.1',
      TLS_CERT: certificates.cert,
      TLS_KEY: certificates.key,
      DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the service exited with code ${child.exitCode}`);
    if ((await healthStatus(`https://localhost:${httpsPort}/api/health`, certificates.ca)) === 200)
      return { child, httpsPort, httpPort };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  fail('the service did not answer /api/health over HTTPS within 30 s');
}

interface ObservatoryResult {
  grade: string;
  score: number;
  tests: { name: string; result: string; pass: boolean; modifier: number }[];
}

function runObservatory(ca: string, httpPort: number, httpsPort: number): ObservatoryResult {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_EXTRA_CA_CERTS: ca };
  // The scan must reach the local service directly.
  for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete env[name];
  const output = execFileSync(
    process.execPath,
    [join(TOOLS, 'observatory.ts'), 'localhost', String(httpPort), String(httpsPort)],
    { env, encoding: 'utf8' },
  );
  return JSON.parse(output) as ObservatoryResult;
}

/** Every built page: public/**\/*.html except Gatsby's slice fragments (not documents). */
function builtPages(dir: string = PUBLIC_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

function runVnu(pages: string[]): VnuMessage[] {
  let output: string;
  try {
    output = execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...pages], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits 1 when it reports errors; the JSON is still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
    if (!output) throw error;
  }
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

async function main(): Promise<void> {
  if (!existsSync(join(PUBLIC_DIR, 'index.html'))) fail('public/ is not built: npm run build');
  installToolsIfMissing();

  const dir = mkdtempSync(join(tmpdir(), 'test-security-'));
  const certificates = makeLocalCertificates(dir);
  const service = await startService(dir, certificates);
  let observatory: ObservatoryResult;
  try {
    observatory = runObservatory(certificates.ca, service.httpPort, service.httpsPort);
  } finally {
    service.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(`\nMDN HTTP Observatory: grade ${observatory.grade}, score ${observatory.score}`);
  for (const test of observatory.tests) {
    const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${test.name}: ${test.result} (${modifier})`);
  }

  const pages = builtPages();
  const messages = runVnu(pages);
  const errors = messages.filter((message) => message.type === 'error');
  const warnings = messages.filter((message) => message.subType === 'warning');
  console.log(
    `\nNu Html Checker: ${pages.length} pages, ${errors.length} errors, ${warnings.length} warnings`,
  );
  for (const message of [...errors, ...warnings]) {
    const page = relative(PUBLIC_DIR, new URL(message.url).pathname);
    console.log(
      `  ${message.type === 'error' ? 'ERROR' : 'warning'} ${page}:${message.lastLine ?? '?'} ${message.message}`,
    );
  }

  const problems = [
    ...(observatory.grade === REQUIRED_GRADE
      ? []
      : [`Observatory grade ${observatory.grade}, expected ${REQUIRED_GRADE}`]),
    ...(observatory.tests.every((test) => test.pass) ? [] : ['an Observatory test failed']),
    ...(errors.length === 0 ? [] : [`${errors.length} HTML errors`]),
  ];
  if (problems.length > 0) fail(problems.join('; '));
  console.log('\ntest:security passed');
}

await main();
