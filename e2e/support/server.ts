import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/test/free-port';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A fresh data folder for a server of its own (its PGlite database and uploaded files). */
export function freshDataDir(tag: string): string {
  return mkdtempSync(path.join(tmpdir(), `linkhub-e2e-${tag}-`));
}

/**
 * Starts another production server next to the suite's own (same built client), on a free port,
 * with its own data folder and extra environment (small limits, seeded rows...). `stop` ends it
 * and removes the folder.
 */
export async function startServer({ dataDir = freshDataDir('server'), env = {} }: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  // A server that mails needs PUBLIC_URL (decision 119): its own address, on a port chosen first.
  const port = env.SMTP_URL && !env.PUBLIC_URL ? String(await freePort()) : '0';
  const mailOrigin = port === '0' ? {} : { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` };
  const server: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...mailOrigin, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

  return {
    baseURL,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
