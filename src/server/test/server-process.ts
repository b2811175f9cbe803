import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server in a child process: from source (`node --import tsx src/server/main.ts`), or
 * compiled (`node dist/server/main.js`, as `npm start` runs it, after `npm run build`).
 */
export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServerOptions {
  dataDir: string;
  /** A PostgreSQL database instead of PGlite in dataDir/db. */
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** Extra options for node (`--cpu-prof`, for one). */
  nodeArgs?: string[];
  /** How long to wait for /api/health (ms). */
  timeoutMs?: number;
  /** Run dist/server/main.js (built) instead of the TypeScript source. */
  compiled?: boolean;
  /** What to poll until it answers 200 (/api/health by default; /api/ready checks the database too). */
  readyPath?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The first free port from `from` to `to` (the range a helper may use on a shared machine). */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port from ${from} to ${to}`);
}

export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // Many accounts come from one address in these runs.
    RATE_LIMIT_SIGNUP: '1000000',
    RATE_LIMIT_TOKEN: '1000000',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // tsx as a loader, not its CLI: the CLI is a second process that relays signals in its own way,
  // and a SIGKILL must reach the server itself.
  const entry = options.compiled ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`The server exited before answering:\n${output}`);
    try {
      if ((await fetch(`${origin}${options.readyPath ?? '/api/health'}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within the time allowed:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, port, child, output: () => output, exited };
}

/** A new account through the real /auth/v1/signup; answers its access token. */
export async function signUp(origin: string): Promise<{ token: string; userId: string }> {
  const config = (await (await fetch(`${origin}/api/config`)).json()) as { supabaseAnonKey: string };
  const response = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `owner-${randomUUID()}@example.com`, password: 'clave-segura-123' }),
  });
  const session = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!response.ok || !session.access_token || !session.user) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(session)}`);
  }
  return { token: session.access_token, userId: session.user.id };
}

/** A JSON call with a bearer token; answers the status and the parsed body. */
export async function api<T = unknown>(
  origin: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
