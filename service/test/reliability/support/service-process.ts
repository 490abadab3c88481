/**
 * The service as a real child process (`node service/src/server.ts`), for tests that kill it,
 * restart it, run two of it, or measure it from outside. Shared by reliability/ and scale/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FIXTURE_PUBLIC_DIR, freePort, REPO_ROOT } from '../../helpers.ts';

const SERVER = fileURLToPath(new URL('../../../src/server.ts', import.meta.url));

export interface ServiceProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Parsed JSON log lines (pino) from stdout. */
  readonly logs: Record<string, unknown>[];
  /** The inspector's WebSocket address when started with `inspect: true`. */
  readonly inspectorUrl: string | undefined;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (graceful) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flush. */
  kill(): Promise<void>;
  /** Resident set size of the process, from /proc (bytes). */
  rssBytes(): number;
}

export interface StartOptions {
  port?: number;
  /** Start with --inspect on a free loopback port (memory measurements after GC). */
  inspect?: boolean;
  timeoutMs?: number;
}

export async function startService(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const args = options.inspect ? ['--inspect=127.0.0.1:0', SERVER] : [SERVER];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: FIXTURE_PUBLIC_DIR,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '0',
      CHAT_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logs: Record<string, unknown>[] = [];
  let stdoutRest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (stdoutRest + chunk).split('\n');
    stdoutRest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  let stderr = '';
  let inspectorUrl: string | undefined;
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    inspectorUrl ??= /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  for (;;) {
    if (exitedEarly) throw new Error(`the service exited while starting:\n${stderr}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200 && (!options.inspect || inspectorUrl)) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the service did not become healthy:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    port,
    child,
    logs,
    get inspectorUrl() {
      return inspectorUrl;
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      if (!kb) throw new Error('no VmRSS in /proc status');
      return Number(kb) * 1024;
    },
  };
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
}

/**
 * Forces a full GC in the child through the inspector (Chrome DevTools Protocol over Node's
 * WebSocket client) and reads process.memoryUsage() there. No test code in the service.
 */
export async function memoryAfterGc(service: ServiceProcess): Promise<MemorySample> {
  if (!service.inspectorUrl) throw new Error('start the service with inspect: true');
  const socket = new WebSocket(service.inspectorUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector connection failed')), {
      once: true,
    });
  });
  let nextId = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(JSON.stringify(message.error)));
        else resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: the first pass can leave garbage that only finalizers released.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const result = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(String((result.result as { value: string }).value)) as MemorySample;
    return { rss: usage.rss, heapUsed: usage.heapUsed };
  } finally {
    socket.close();
  }
}
