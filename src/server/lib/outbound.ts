import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one way the server fetches anything from outside (imports, images, webhooks, domain checks):
 * http(s) only; the address and every redirect must resolve to public IP addresses, checked after
 * DNS at the moment of connecting (so a name cannot resolve to a public address when checked and a
 * private one when used); at most `maxRedirects` redirects, `maxBytes` of body and `timeoutMs` for
 * the whole exchange. OUTBOUND_ALLOW_HOSTS names hosts or address ranges allowed despite the rules
 * (tests, intranets).
 */

/** A refusal or failure, with a Spanish message meant for the owner who asked for the fetch. */
export class OutboundError extends Error {
  constructor(
    message: string,
    /** 'refused': the address is not allowed (no connection made); 'failed': the fetch did not succeed. */
    readonly kind: 'refused' | 'failed',
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export const OUTBOUND_MESSAGES = {
  badUrl: 'La dirección no es válida.',
  scheme: 'Solo se admiten direcciones http:// o https://.',
  privateAddress: 'La dirección apunta a una red privada o local, a la que no nos conectamos.',
  noDns: 'No se encontró ese dominio (no tiene registro DNS).',
  tooManyRedirects: (max: number) => `La dirección redirige demasiadas veces (más de ${max}).`,
  tooLarge: (bytes: number) => `La respuesta es demasiado grande (más de ${Math.round(bytes / 1024)} KB).`,
  timeout: (ms: number) => `La dirección no respondió a tiempo (${Math.round(ms / 1000)} s).`,
  unreachable: 'No se pudo conectar con la dirección.',
} as const;

interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
}

interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Defaults: 5 MB, 10 s, 5 redirects (redirects are only followed for GET and HEAD). */
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

/** What DNS answers for a name: every address (the guard checks them all). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export interface OutboundOptions {
  /** OUTBOUND_ALLOW_HOSTS: host names (`intranet.example`) or ranges (`10.0.0.0/8`, `127.0.0.1`). */
  allowHosts?: readonly string[];
  resolver?: Resolver;
  /**
   * OUTBOUND_RESOLVE: fixed addresses for some names, as `curl --resolve`, optionally with the port
   * to connect to instead of the URL's ('127.0.0.1', '127.0.0.1:8080', '[::1]:8080'); '*.example.test'
   * pins every name under a parent. Pinned names may be private addresses: the domains check and
   * the browser tests reach a local server under an owner's domain name.
   */
  resolve?: Readonly<Record<string, string>>;
}

export interface OutboundClient {
  fetch(url: string, request?: OutboundRequest): Promise<OutboundResponse>;
}

/** Parses OUTBOUND_ALLOW_HOSTS: comma-separated names or ranges; a bad range is an error at start. */
export function parseAllowHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of entries) {
    if (entry.includes('/') && !ipaddr.isValidCIDR(entry)) throw new Error(`OUTBOUND_ALLOW_HOSTS: "${entry}" is not a valid address range`);
  }
  return entries;
}

/** Whether an address is a public unicast one: not loopback, private, link-local, metadata, reserved... */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

function allowedAddress(address: string, allow: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return allow.some((entry) => {
    if (ipaddr.isValid(entry)) return ipaddr.process(entry).toString() === parsed.toString();
    if (!ipaddr.isValidCIDR(entry)) return false;
    const [range, bits] = ipaddr.parseCIDR(entry);
    return range.kind() === parsed.kind() && parsed.match([range, bits]);
  });
}

/**
 * Whether OUTBOUND_ALLOW_HOSTS lets a URL's host past the rules: a listed name, or an address in a
 * listed range (webhook endpoints may then be http:// or private; issue 40).
 */
export function isAllowedHost(hostname: string, allow: readonly string[]): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return allow.includes(host) || allowedAddress(host, allow);
}

/** An OUTBOUND_RESOLVE target: an address, with a port or not. */
function parseTarget(target: string): { address: string; port: number | undefined } {
  const match = /^\[?([0-9a-f.:]+?)\]?(?::(\d{1,5}))?$/i.exec(target);
  const bracketed = target.startsWith('[');
  if (!match?.[1]) throw new Error(`OUTBOUND_RESOLVE: "${target}" is not an address`);
  // An IPv6 address without brackets has no port.
  if (!bracketed && match[1].includes(':')) return { address: target, port: undefined };
  return { address: match[1], port: match[2] ? Number(match[2]) : undefined };
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

export function createOutboundClient(options: OutboundOptions = {}): OutboundClient {
  const allow = options.allowHosts ?? [];
  const fixed = new Map(Object.entries(options.resolve ?? {}).map(([name, target]) => [name, parseTarget(target)]));
  const baseResolver = options.resolver ?? systemResolver;
  /** A pinned name's target: the name itself, or '*.{parent}' for any name under a parent. */
  const pinned = (hostname: string) => fixed.get(hostname) ?? fixed.get(`*.${hostname.slice(hostname.indexOf('.') + 1)}`);
  const resolver: Resolver = async (hostname) => {
    const target = pinned(hostname);
    return target ? [{ address: target.address, family: target.address.includes(':') ? 6 : 4 }] : baseResolver(hostname);
  };

  /** Every address of `hostname`, refused unless all are public (or the name or address is allowed). */
  async function addressesOf(hostname: string): Promise<{ address: string; family: number }[]> {
    // A name the operator pinned to an address (OUTBOUND_RESOLVE) is trusted like an allowed one.
    const named = allow.includes(hostname) || pinned(hostname) !== undefined;
    const literal = ipaddr.isValid(hostname);
    let addresses: { address: string; family: number }[];
    if (literal) addresses = [{ address: ipaddr.process(hostname).toString(), family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }];
    else {
      try {
        addresses = await resolver(hostname);
      } catch {
        throw new OutboundError(OUTBOUND_MESSAGES.noDns, 'failed');
      }
    }
    if (addresses.length === 0) throw new OutboundError(OUTBOUND_MESSAGES.noDns, 'failed');
    if (!named && addresses.some(({ address }) => !isPublicAddress(address) && !allowedAddress(address, allow))) {
      throw new OutboundError(OUTBOUND_MESSAGES.privateAddress, 'refused');
    }
    return addresses;
  }

  function checkUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundError(OUTBOUND_MESSAGES.badUrl, 'refused');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError(OUTBOUND_MESSAGES.scheme, 'refused');
    if (url.username || url.password) throw new OutboundError(OUTBOUND_MESSAGES.badUrl, 'refused');
    return url;
  }

  /**
   * One exchange on a connection of its own (no pooled socket), connected only to the addresses the
   * guard checked (the lookup Node calls at connect).
   */
  function exchange(url: URL, addresses: { address: string; family: number }[], request: OutboundRequest, maxBytes: number, signal: AbortSignal) {
    const port = pinned(hostOf(url))?.port;
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      const [first] = addresses;
      if (lookupOptions.all) callback(null, addresses);
      else callback(null, first!.address, first!.family);
    };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<OutboundResponse>((resolve, reject) => {
      const sent = transport.request(url, { method: request.method ?? 'GET', headers: request.headers, lookup, signal, agent: false, ...(port ? { port } : {}) }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new OutboundError(OUTBOUND_MESSAGES.tooLarge(maxBytes), 'failed'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), url: url.toString() }));
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(request.body);
    });
  }

  return {
    async fetch(raw, request = {}) {
      const maxBytes = request.maxBytes ?? 5 * 1024 * 1024;
      const timeoutMs = request.timeoutMs ?? 10_000;
      const maxRedirects = request.maxRedirects ?? 5;
      const signal = AbortSignal.timeout(timeoutMs);
      const follows = (request.method ?? 'GET') === 'GET' || request.method === 'HEAD';
      let url = checkUrl(raw);
      try {
        for (let redirects = 0; ; redirects++) {
          const addresses = await addressesOf(hostOf(url));
          const response = await exchange(url, addresses, request, maxBytes, signal);
          const location = response.headers.location;
          if (!follows || response.status < 300 || response.status > 399 || response.status === 304 || !location) return response;
          if (redirects >= maxRedirects) throw new OutboundError(OUTBOUND_MESSAGES.tooManyRedirects(maxRedirects), 'failed');
          url = checkUrl(new URL(location, url).toString());
        }
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (signal.aborted) throw new OutboundError(OUTBOUND_MESSAGES.timeout(timeoutMs), 'failed');
        throw new OutboundError(OUTBOUND_MESSAGES.unreachable, 'failed');
      }
    },
  };
}
