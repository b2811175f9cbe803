import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint's secret: `whsec_` and 24 random bytes in base64 (Standard Webhooks). */
export const newSecret = () => `${PREFIX}${randomBytes(24).toString('base64')}`;

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` under the secret's bytes.
 */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
