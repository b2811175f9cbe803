/**
 * The reference deployment, run for real on this machine (decision 836): a scratch PostgreSQL
 * database, s3rver as the S3 bucket, three LinkHub instances started at once (compiled, as
 * `npm start` runs them) and Debian's nginx in front with deploy/nginx/linkhub.conf. Then:
 *   - all three start together on the empty database (migrations under the lock);
 *   - an edit through one instance is on every instance's public page within 1 s;
 *   - an upload through one is served byte for byte by the others (Range, 304 too);
 *   - a sign-out through one is refused by the others within 1 s;
 *   - wrong passwords spread over the instances pause the account at the configured total;
 *   - a rolling restart (SIGTERM each instance in turn, start it again) under a bounded load of
 *     reads and writes through nginx gives no failed request.
 * Prints a table; exits 1 on any failure. Run: npm run cluster:check (builds first when needed).
 * Ports: 4130-4159 (CLUSTER_PORTS=from-to to change); PostgreSQL: CLUSTER_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a scratch database is created
 * there and dropped at the end).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ensureNginx } from './ensure-nginx.mjs';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { type ServerProcess, startServer } from '../src/server/test/server-process';
import { checkHarness, pause, runChecks } from './lib/check-harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_URL = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const INSTANCES = 3;
const FAILED_SIGNINS = 5;
const PROPAGATION_LIMIT_MS = 1000;
const LOAD_WORKERS = 6;
/** Whole-run guard: the check never hangs CI. */
const OVERALL_TIMEOUT_MS = 8 * 60_000;
const BUCKET = 'linkhub';
const PASSWORD = 'clave-segura-123';

const harness = checkHarness('cluster', process.env.CLUSTER_PORTS ?? '4130-4159');
const { work, children, record, takePort } = harness;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Polls `check` every 20 ms until it answers true or `limitMs` passes; answers the time taken or null. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await pause(20);
  }
  return null;
}

async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer`);
      await pause(100);
    }
  }
}

// ---------------------------------------------------------------- the parts

async function startS3rver(port: number): Promise<string> {
  const directory = path.join(work, 's3rver');
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/s3rver/bin/s3rver.js'), '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', BUCKET, '--silent'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  const endpoint = `http://127.0.0.1:${port}`;
  await waitForHttp(endpoint);
  return endpoint;
}

/** deploy/nginx/linkhub.conf with this run's port and instances, inside a throwaway nginx.conf. */
async function startNginx(port: number, instancePorts: number[]): Promise<string> {
  const binary = ensureNginx();
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/linkhub.conf'), 'utf8');
  const servers = site.match(/^\s*server 127\.0\.0\.1:\d+ .*$/gm) ?? [];
  if (servers.length === 0 || !/^\s*listen 80;$/m.test(site)) throw new Error('deploy/nginx/linkhub.conf changed shape: update the cluster check');
  const template = servers[0] as string;
  const upstreams = instancePorts.map((instancePort) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${instancePort}`)).join('\n');
  const adapted = site
    .replace(servers.join('\n'), upstreams)
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`);
  if (!adapted.includes(upstreams)) throw new Error('deploy/nginx/linkhub.conf: the upstream servers are not on consecutive lines');
  writeFileSync(path.join(work, 'linkhub.conf'), adapted);
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx-body;
  proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi;
  uwsgi_temp_path ${work}/nginx-uwsgi;
  scgi_temp_path ${work}/nginx-scgi;
  include ${work}/linkhub.conf;
}
`,
  );
  const child = spawn(binary, ['-c', conf, '-p', work], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`);
  return origin;
}

function instanceEnv(endpoint: string, publicUrl: string): Record<string, string> {
  return {
    STORAGE_BACKEND: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    AUTH_JWT_SECRET: 'cluster-check-secret-0123456789-abcdefghij',
    PUBLIC_URL: publicUrl,
    LIMIT_FAILED_SIGNINS: String(FAILED_SIGNINS),
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

// ---------------------------------------------------------------- HTTP helpers

let anonKey = '';

async function call(origin: string, method: string, url: string, options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { apikey: anonKey, ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }
  const payload = typeof body === 'string' ? body : body === undefined ? undefined : new Uint8Array(body);
  const response = await fetch(`${origin}${url}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: <T>() => JSON.parse(bytes.toString()) as T };
}

async function signUp(origin: string): Promise<{ email: string; token: string }> {
  const email = `cluster-${randomUUID()}@example.com`;
  const answer = await call(origin, 'POST', '/auth/v1/signup', { json: { email, password: PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-up: ${answer.status} ${answer.bytes.toString()}`);
  return { email, token: answer.json<{ access_token: string }>().access_token };
}

async function signIn(origin: string, email: string, password: string) {
  return call(origin, 'POST', '/auth/v1/token?grant_type=password', { json: { email, password } });
}

// ---------------------------------------------------------------- the checks

async function checkStartTogether(servers: ServerProcess[], startedMs: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const applied = (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n ?? 0;
    const journal = JSON.parse(readFileSync(path.join(ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    record(
      `${INSTANCES} instances start at once on an empty database`,
      servers.length === INSTANCES && applied === journal.entries.length,
      `${servers.length} of ${INSTANCES} ready in ${(startedMs / 1000).toFixed(1)} s; ${applied} of ${journal.entries.length} migrations applied once`,
    );
  } finally {
    await client.end();
  }
}

async function checkEdit(servers: ServerProcess[], owner: { token: string }) {
  const [a] = servers as [ServerProcess];
  const page = (await call(a.origin, 'POST', '/api/pages', { token: owner.token, json: { title: 'Clúster' } })).json<{ id: number; slug: string }>();
  const item = (await call(a.origin, 'POST', `/api/pages/${page.id}/items`, { token: owner.token, json: { type: 'heading', content: { text: 'Versión uno' } } })).json<{ id: number }>();
  // Every instance renders and keeps the page.
  for (const server of servers) {
    for (let i = 0; i < 2; i++) {
      const view = await call(server.origin, 'GET', `/view/${page.slug}`);
      if (!view.bytes.toString().includes('Versión uno')) throw new Error(`instance :${server.port} does not show the page`);
    }
  }
  const edited = await call(a.origin, 'PATCH', `/api/items/${item.id}`, { token: owner.token, json: { content: { text: 'Versión dos' } } });
  const times = await Promise.all(
    servers.map((server) => within(PROPAGATION_LIMIT_MS, async () => (await call(server.origin, 'GET', `/view/${page.slug}`)).bytes.toString().includes('Versión dos'))),
  );
  record(
    'An edit through one instance is on every public page within 1 s',
    edited.status === 200 && times.every((time) => time !== null),
    `shown after ${times.map((time) => (time === null ? 'never' : `${time} ms`)).join(', ')} (instances 1, 2, 3)`,
  );
  return { page, item };
}

async function checkUpload(servers: ServerProcess[], owner: { token: string }): Promise<string> {
  const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
  const side = 96;
  const image = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
  const key = `${randomUUID()}.png`;
  const uploaded = await call(a.origin, 'POST', `/storage/v1/object/background-images/${key}`, {
    token: owner.token,
    body: image,
    headers: { 'content-type': 'image/png' },
  });
  const url = `/storage/v1/object/public/background-images/${key}`;
  const fromA = await call(a.origin, 'GET', url);
  const fromB = await call(b.origin, 'GET', url);
  const fromC = await call(c.origin, 'GET', url);
  const range = await call(b.origin, 'GET', url, { headers: { range: 'bytes=100-1123' } });
  const fresh = await call(c.origin, 'GET', url, { headers: { 'if-none-match': fromA.headers.get('etag') ?? '' } });
  const same = fromA.status === 200 && [fromB, fromC].every((answer) => answer.status === 200 && md5(answer.bytes) === md5(fromA.bytes));
  const rangeOk = range.status === 206 && range.bytes.equals(fromA.bytes.subarray(100, 1124));
  record(
    'An upload through one instance is served byte for byte by the others',
    uploaded.status === 200 && same && rangeOk && fresh.status === 304,
    `${fromA.bytes.length} bytes, md5 equal on all: ${same ? 'yes' : 'no'}; Range on 2: ${range.status}${rangeOk ? ' exact' : ' WRONG'}; If-None-Match on 3: ${fresh.status}`,
  );
  return url;
}

async function checkSignOut(servers: ServerProcess[], owner: { email: string }) {
  const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
  const session = (await signIn(a.origin, owner.email, PASSWORD)).json<{ access_token: string }>();
  const before = await Promise.all([b, c].map(async (server) => (await call(server.origin, 'GET', '/api/pages', { token: session.access_token })).status));
  const logout = await call(a.origin, 'POST', '/auth/v1/logout?scope=local', { token: session.access_token });
  const times = await Promise.all(
    [b, c].map((server) => within(PROPAGATION_LIMIT_MS, async () => (await call(server.origin, 'GET', '/api/pages', { token: session.access_token })).status === 401)),
  );
  record(
    'A sign-out through one instance is refused by the others within 1 s',
    before.every((status) => status === 200) && logout.status === 204 && times.every((time) => time !== null),
    `before: ${before.join(', ')}; sign-out ${logout.status}; refused after ${times.map((time) => (time === null ? 'never' : `${time} ms`)).join(', ')} (instances 2, 3)`,
  );
}

async function checkWrongPasswords(servers: ServerProcess[]) {
  const victim = await signUp((servers[0] as ServerProcess).origin);
  const codes: number[] = [];
  for (let attempt = 0; attempt < FAILED_SIGNINS; attempt++) {
    codes.push((await signIn((servers[attempt % servers.length] as ServerProcess).origin, victim.email, `mala-${attempt}`)).status);
  }
  const after = await Promise.all(servers.map(async (server) => (await signIn(server.origin, victim.email, PASSWORD)).status));
  record(
    `Wrong passwords across instances pause the account at ${FAILED_SIGNINS}`,
    codes.every((code) => code === 400) && after.every((code) => code === 429),
    `${FAILED_SIGNINS} wrong passwords spread over ${servers.length} instances: ${codes.join(', ')}; then the right one: ${after.join(', ')}`,
  );
}

interface LoadTally {
  total: number;
  reads: number;
  writes: number;
  failures: string[];
}

/** Workers sending reads and writes through nginx until `stop()`; bounded in rate and count. */
function startLoad(origin: string, owner: { token: string }, slug: string, imageUrl: string, itemId: number) {
  const tally: LoadTally = { total: 0, reads: 0, writes: 0, failures: [] };
  let running = true;
  let edits = 0;
  const requests: Array<() => Promise<{ status: number }>> = [
    () => call(origin, 'GET', `/view/${slug}`),
    () => call(origin, 'GET', imageUrl),
    () => call(origin, 'GET', '/api/pages', { token: owner.token }),
    () => call(origin, 'PATCH', `/api/items/${itemId}`, { token: owner.token, json: { content: { text: `Carga ${++edits}` } } }),
  ];
  const worker = async (index: number) => {
    for (let n = index; running && tally.total < 50_000; n++) {
      const which = n % requests.length;
      const isWrite = which === 3;
      try {
        const answer = await (requests[which] as () => Promise<{ status: number }>)();
        if (answer.status >= 400) tally.failures.push(`${isWrite ? 'PATCH' : 'GET'} ${answer.status}`);
      } catch (error) {
        tally.failures.push(`${isWrite ? 'PATCH' : 'GET'} ${(error as Error).message}`);
      }
      tally.total += 1;
      if (isWrite) tally.writes += 1;
      else tally.reads += 1;
      await pause(10);
    }
  };
  const done = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, index) => worker(index)));
  return {
    tally,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function checkRollingRestart(
  servers: ServerProcess[],
  restart: (index: number) => Promise<ServerProcess>,
  origin: string,
  owner: { token: string },
  page: { slug: string },
  imageUrl: string,
  itemId: number,
) {
  const load = startLoad(origin, owner, page.slug, imageUrl, itemId);
  await pause(1000);
  const exits: string[] = [];
  const started = Date.now();
  for (let index = 0; index < servers.length; index++) {
    const server = servers[index] as ServerProcess;
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    exits.push(exit.code === 0 ? '0' : `${exit.code ?? exit.signal}`);
    servers[index] = await restart(index);
    await pause(500);
  }
  await pause(1000);
  await load.stop();
  const { tally } = load;
  const examples = [...new Set(tally.failures)].slice(0, 4).join('; ');
  if (tally.failures.length > 0) {
    // nginx says why (reset, refused, timed out) and which instance.
    const errors = existsSync(path.join(work, 'nginx-error.log')) ? readFileSync(path.join(work, 'nginx-error.log'), 'utf8') : '';
    console.error(`nginx's error log:\n${errors.split('\n').slice(-20).join('\n')}`);
  }
  record(
    'A rolling restart under load through nginx fails no request',
    tally.failures.length === 0 && exits.every((code) => code === '0'),
    `${tally.total} requests (${tally.reads} reads, ${tally.writes} writes) over ${((Date.now() - started) / 1000).toFixed(1)} s of restarts; failed: ${tally.failures.length}${examples ? ` (${examples})` : ''}; exit codes ${exits.join(', ')}`,
  );
}

// ---------------------------------------------------------------- the run

async function main() {
  if (!existsSync(path.join(ROOT, 'dist/server/main.js'))) throw new Error('No build: run "npm run build" (npm run cluster:check does).');
  const scratch = await createScratchDatabase(SERVER_URL, 'linkhub_cluster');
  const servers: ServerProcess[] = [];
  try {
    const s3Port = await takePort();
    const nginxPort = await takePort();
    const instancePorts = [await takePort(), await takePort(), await takePort()];
    const endpoint = await startS3rver(s3Port);
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const start = (index: number) =>
      startServer({
        dataDir: mkdtempSync(path.join(work, `instance-${index + 1}-`)),
        databaseUrl: scratch.url,
        port: instancePorts[index] as number,
        compiled: true,
        readyPath: '/api/ready',
        timeoutMs: 120_000,
        env: instanceEnv(endpoint, publicUrl),
      }).then((server) => {
        children.push(server.child);
        return server;
      });

    const startedAt = Date.now();
    const started = await Promise.allSettled(instancePorts.map((_, index) => start(index)));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    await checkStartTogether(servers, Date.now() - startedAt, scratch.url);
    if (servers.length !== INSTANCES) {
      for (const result of started) if (result.status === 'rejected') console.error(String(result.reason).slice(0, 2000));
      return;
    }
    const origin = await startNginx(nginxPort, instancePorts);
    anonKey = (await (await fetch(`${origin}/api/config`)).json() as { supabaseAnonKey: string }).supabaseAnonKey;

    const owner = await signUp(origin);
    const { page, item } = await checkEdit(servers, owner);
    const imageUrl = await checkUpload(servers, owner);
    await checkSignOut(servers, owner);
    await checkWrongPasswords(servers);
    await checkRollingRestart(servers, start, origin, owner, page, imageUrl, item.id);
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await harness.stopChildren();
    await scratch.drop();
  }
}

await runChecks(harness, 'cluster check', OVERALL_TIMEOUT_MS, 6, main);
