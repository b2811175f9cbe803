import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, type TrustProxy } from './country';

/** app.ts's setting, as it hands it to Fastify (a number of hops as a function). */
const fastifySetting = (value: TrustProxy) => (typeof value === 'number' ? (_address: string, hop: number) => hop < value : value);

describe('clientAddressOf: the worker works the client address out as request.ip does (decision 712)', () => {
  const settings: TrustProxy[] = ['loopback', false, true, 1, 2, '10.0.0.0/8, 127.0.0.1'];
  const requests: [peer: string, forwardedFor: string | undefined][] = [
    ['127.0.0.1', undefined],
    ['127.0.0.1', '203.0.113.7'],
    ['127.0.0.1', '198.51.100.1, 10.1.2.3'],
    ['127.0.0.1', ' 203.0.113.7 ,10.1.2.3,  127.0.0.1 '],
    ['10.9.9.9', '203.0.113.8'],
    ['198.51.100.20', '203.0.113.9'],
    ['::1', '2001:db8::1'],
    ['::ffff:127.0.0.1', '203.0.113.10'],
    ['127.0.0.1', ''],
  ];

  for (const setting of settings) {
    it(`trustProxy ${JSON.stringify(setting)}`, async () => {
      const app = Fastify({ trustProxy: fastifySetting(setting) });
      app.get('/', async (request) => ({ ip: request.ip }));
      const ours = clientAddressOf(setting);
      for (const [peer, forwardedFor] of requests) {
        const answer = await app.inject({ url: '/', remoteAddress: peer, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
        expect(ours(peer, forwardedFor ?? ''), `${peer} ${forwardedFor}`).toBe(answer.json<{ ip: string }>().ip);
      }
      await app.close();
    });
  }
});
