import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A real SMTP listener on a local port that keeps every message it receives, parsed. */
export interface SmtpInbox {
  url: string;
  messages: Email[];
  /** Messages to `address` so far. */
  to(address: string): Email[];
  /** Waits (polling, up to 10 s) until `address` has received `count` messages; answers the last. */
  waitFor(address: string, count?: number): Promise<Email>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((message) => message.to?.some((item) => item.address === address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    async waitFor(address, count = 1) {
      const deadline = Date.now() + 10_000;
      while (to(address).length < count) {
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address} within 10 s (${to(address).length} so far)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return to(address)[count - 1] as Email;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
