/**
 * Owners' own domains with automatic HTTPS, run for real on this machine (issue 39, decision 940):
 * a scratch PostgreSQL database, two LinkHub instances (compiled, as `npm start` runs them) and
 * Debian's Caddy in front with deploy/Caddyfile, its internal CA instead of a public one
 * (`local_certs`) and its on-demand TLS asking LinkHub's /api/domains/tls-allowed. Then:
 *   - the verification of a domain goes through Caddy (the instances reach it under the domain's
 *     name, pinned to Caddy's HTTP port with OUTBOUND_RESOLVE) and makes it 'Activo';
 *   - that domain gets a certificate on its first HTTPS request and serves the page, through
 *     `curl --resolve` with Caddy's root certificate; every instance serves it;
 *   - a domain not verified, and one verified then removed, get no certificate;
 *   - the site itself redirects sign-in on an owner's domain to PUBLIC_URL.
 * Installs Debian's caddy with apt-get when it is missing. Prints a table; exits 1 on any failure.
 * Run: npm run domains:check (builds first when needed). Ports: 4160-4189 (DOMAINS_PORTS=from-to);
 * PostgreSQL: DOMAINS_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 */
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureCaddy } from './ensure-nginx.mjs';
import { createScratchDatabase } from '../src/server/test/scratch-database';
import { type ServerProcess, startServer } from '../src/server/test/server-process';
import { checkHarness, pause, runChecks } from './lib/check-harness';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_URL = process.env.DOMAINS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const INSTANCES = 2;
const OVERALL_TIMEOUT_MS = 6 * 60_000;
const SITE_HOST = 'linkhub.dominio.test';
const run = promisify(execFile);

const harness = checkHarness('domains', process.env.DOMAINS_PORTS ?? '4160-4189');
const { work, children, record, takePort } = harness;

/** deploy/Caddyfile as shipped, with this run's global options in front (internal CA, ports, no admin API). */
function caddyfile(httpPort: number, httpsPort: number): string {
  const shipped = readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
  const globalOpen = /^\{$/m;
  if (!globalOpen.test(shipped) || !shipped.includes('on_demand_tls')) throw new Error('deploy/Caddyfile changed shape: update the domains check');
  const adapted = shipped.replace(globalOpen, `{\n\tlocal_certs\n\tskip_install_trust\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tstorage file_system {\n\t\troot ${work}/caddy-data\n\t}`);
  const file = path.join(work, 'Caddyfile');
  writeFileSync(file, adapted);
  return file;
}

async function startCaddy(file: string, upstreams: string, ask: string, httpPort: number): Promise<void> {
  const binary = ensureCaddy();
  const child = spawn(binary, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work, LINKHUB_HOST: SITE_HOST, LINKHUB_UPSTREAMS: upstreams, LINKHUB_ASK: ask },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  children.push(child);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy exited:\n${log.slice(-3000)}`);
    try {
      await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' });
      // The site's own certificate, made at start, creates the local CA's root.
      if (existsSync(rootCertificate())) return;
      throw new Error('no root yet');
    } catch {
      if (Date.now() > deadline) throw new Error(`Caddy did not answer:\n${log.slice(-3000)}`);
      await pause(200);
    }
  }
}

/** Caddy's local CA root, written once its first certificate is made. */
function rootCertificate(): string {
  return path.join(work, 'caddy-data/pki/authorities/local/root.crt');
}

/** `curl --resolve name:port:127.0.0.1 https://name:port/path` trusting only Caddy's root: status and body, or the failure. */
async function curlHttps(name: string, httpsPort: number, urlPath = '/'): Promise<{ ok: boolean; status: number; body: string; error: string }> {
  const args = ['-sS', '--max-time', '20', '--resolve', `${name}:${httpsPort}:127.0.0.1`, '-o', '-', '-w', '\n%{http_code}', `https://${name}:${httpsPort}${urlPath}`];
  if (existsSync(rootCertificate())) args.unshift('--cacert', rootCertificate());
  try {
    const { stdout } = await run('curl', args, { maxBuffer: 10 * 1024 * 1024 });
    const cut = stdout.lastIndexOf('\n');
    return { ok: true, status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut), error: '' };
  } catch (error) {
    return { ok: false, status: 0, body: '', error: ((error as { stderr?: string }).stderr ?? String(error)).trim().slice(0, 200) };
  }
}

async function call<T>(origin: string, method: string, url: string, token?: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? null : JSON.stringify(json),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function main() {
  const scratch = await createScratchDatabase(SERVER_URL, 'linkhub_domains');
  const servers: ServerProcess[] = [];
  try {
    const httpPort = await takePort();
    const httpsPort = await takePort();
    const instancePorts: number[] = [];
    for (let n = 0; n < INSTANCES; n++) instancePorts.push(await takePort());
    const env = {
      AUTH_JWT_SECRET: 'domains-check-secret-0123456789-abcdefghij',
      PUBLIC_URL: `https://${SITE_HOST}:${httpsPort}`,
      CUSTOM_DOMAINS: 'on',
      // The instances reach every *.dominio.test name through Caddy's plain HTTP port, as a real
      // domain's DNS record would lead them to it.
      OUTBOUND_RESOLVE: `*.dominio.test=127.0.0.1:${httpPort}`,
    };
    const started = await Promise.all(
      instancePorts.map((port, index) =>
        startServer({ dataDir: mkdtempSync(path.join(work, `instance-${index + 1}-`)), databaseUrl: scratch.url, port, compiled: true, readyPath: '/api/ready', timeoutMs: 120_000, env }),
      ),
    );
    for (const server of started) {
      servers.push(server);
      children.push(server.child);
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const file = caddyfile(httpPort, httpsPort);
    await startCaddy(file, instancePorts.map((port) => `127.0.0.1:${port}`).join(' '), `${a.origin}/api/domains/tls-allowed`, httpPort);

    // An owner with a page, through instance 1 (loopback: the site's own tools).
    const email = `dominios-${randomUUID()}@example.com`;
    const session = await call<{ access_token: string }>(a.origin, 'POST', '/auth/v1/signup', undefined, { email, password: 'clave-segura-123' });
    const token = session.body.access_token;
    const page = (await call<{ id: number }>(a.origin, 'POST', '/api/pages', token, { title: 'Mi tienda' })).body;
    await call(a.origin, 'POST', `/api/pages/${page.id}/items`, token, { type: 'heading', content: { text: 'Bienvenidos a mi tienda' } });
    const add = async (name: string) => (await call<{ id: number; state: string; reason: string | null }>(a.origin, 'POST', `/api/pages/${page.id}/domains`, token, { domain: name })).body;

    // Verified through Caddy: the check on instance 2 asks http://{domain}/.well-known/... at Caddy.
    const shop = 'tienda.dominio.test';
    const added = await add(shop);
    const checked = await call<{ state: string; reason: string | null }>(b.origin, 'POST', `/api/domains/${added.id}/check`, token);
    record("A domain is verified through Caddy and becomes 'Activo'", checked.body.state === 'active', `state ${checked.body.state}${checked.body.reason ? ` (${checked.body.reason})` : ''}`);

    const started1 = performance.now();
    const first = await curlHttps(shop, httpsPort);
    const firstMs = Math.round(performance.now() - started1);
    record(
      'It gets a certificate on its first HTTPS request and serves the page',
      first.ok && first.status === 200 && first.body.includes('Bienvenidos a mi tienda') && first.body.includes(`https://${shop}/`),
      first.ok ? `HTTP ${first.status} in ${firstMs} ms (certificate issued and trusted by Caddy's root)` : first.error,
    );
    const again = await Promise.all(Array.from({ length: 4 }, () => curlHttps(shop, httpsPort)));
    // And each instance on its own, as Caddy passes the visitor's Host.
    const direct = await Promise.all(
      servers.map(async (server) => (await run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '-H', `Host: ${shop}`, `${server.origin}/`])).stdout),
    );
    record(
      'Every instance serves it (four more requests through Caddy, then each instance by Host)',
      again.every((answer) => answer.ok && answer.status === 200) && direct.every((status) => status === '200'),
      `through Caddy ${again.map((answer) => answer.status || answer.error).join(', ')}; instances ${direct.join(', ')}`,
    );
    const login = await curlHttps(shop, httpsPort, '/login');
    record("Sign-in on the owner's domain redirects to PUBLIC_URL", login.ok && login.status === 307, `HTTP ${login.status || login.error}`);

    // Not verified: its name resolves nowhere for the instances, so its check fails.
    const pending = await add('pendiente.ajeno.test');
    const pendingCheck = await call<{ state: string }>(a.origin, 'POST', `/api/domains/${pending.id}/check`, token);
    const unverified = await curlHttps('pendiente.ajeno.test', httpsPort);
    record('An unverified domain gets no certificate', pendingCheck.body.state !== 'active' && !unverified.ok, unverified.ok ? `HTTP ${unverified.status}` : `refused: ${unverified.error}`);

    // Verified, then removed before its first HTTPS request.
    const gone = await add('quitado.dominio.test');
    const goneCheck = await call<{ state: string }>(a.origin, 'POST', `/api/domains/${gone.id}/check`, token);
    const removed = await call(a.origin, 'DELETE', `/api/domains/${gone.id}`, token);
    await pause(300);
    const afterRemoval = await curlHttps('quitado.dominio.test', httpsPort);
    record(
      'A removed domain gets no certificate',
      goneCheck.body.state === 'active' && removed.status === 204 && !afterRemoval.ok,
      afterRemoval.ok ? `HTTP ${afterRemoval.status}` : `verified, removed, then refused: ${afterRemoval.error}`,
    );

    // Removing the first one: its certificate stays in Caddy's storage, but LinkHub serves nothing there.
    await call(a.origin, 'DELETE', `/api/domains/${added.id}`, token);
    await pause(300);
    const removedShop = await curlHttps(shop, httpsPort);
    record('A removed domain with a certificate answers 404 on every instance', removedShop.ok && removedShop.status === 404, `HTTP ${removedShop.status || removedShop.error}`);
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await harness.stopChildren();
    await scratch.drop();
  }
}

await runChecks(harness, 'domains check', OVERALL_TIMEOUT_MS, 6, main);
