import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface SlowRequest {
  /** The answer, as soon as the server sends one (possibly before the body is complete). */
  response: Promise<{ status: number; body: string }>;
  /** Sends more of the body. */
  write(chunk: Buffer | string): void;
  /** Sends the rest and ends the request. */
  end(chunk?: Buffer | string): void;
  /** Whether the server has answered yet. */
  answered(): boolean;
  destroy(): void;
}

/**
 * A real HTTP request over a socket whose body is sent piece by piece, as a slow phone or a
 * hostile client would: `declaredLength` is announced in Content-Length, `first` sent at once.
 */
export function slowRequest(
  origin: string,
  options: { method: string; path: string; headers?: Record<string, string>; declaredLength: number; first?: Buffer | string },
): SlowRequest {
  let done = false;
  const url = new URL(options.path, origin);
  const request = httpRequest(url, {
    method: options.method,
    headers: { ...options.headers, 'content-length': String(options.declaredLength) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res: IncomingMessage) => {
      done = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    request.on('error', (error) => {
      if (!done) reject(error);
    });
  });
  request.flushHeaders();
  if (options.first !== undefined) request.write(options.first);
  return {
    response,
    write: (chunk) => request.write(chunk),
    end: (chunk) => request.end(chunk),
    answered: () => done,
    destroy: () => request.destroy(),
  };
}
