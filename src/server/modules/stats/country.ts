import proxyAddr from '@fastify/proxy-addr';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';
import { STATS_UNKNOWN_COUNTRY } from '@shared/schemas/stats';

/** Country headers that CDNs and proxies set (Cloudflare, Vercel, CloudFront, Fastly/others). */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'] as const;
/** Codes that name no country: unknown, Tor, the anonymous and satellite providers. */
const NOT_COUNTRIES = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'ZZ', 'EU', 'AP']);

export type TrustProxy = boolean | number | string;

/**
 * The trust setting as proxy-addr asks it of each hop, as app.ts hands it to Fastify: a number is
 * that many hops; true, false, or a list of addresses and ranges.
 */
function trustOf(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((part) => part.trim()).filter(Boolean));
}

/** Whether the peer that sent the request is a proxy we trust (decision 854): only then are its headers believed. */
export function trustsPeer(setting: TrustProxy): (peer: string) => boolean {
  const trust = trustOf(setting);
  return (peer) => {
    try {
      return trust(peer, 0);
    } catch {
      return false;
    }
  };
}

/**
 * The client's address as Fastify's `request.ip` gives it under the same setting, from the
 * connection's address and the X-Forwarded-For header: worked out in the statistics worker, not on
 * the request path, where it cost a view about 2 µs of parsing addresses (decision 712).
 */
export function clientAddressOf(setting: TrustProxy): (peer: string, forwardedFor: string) => string {
  const trust = trustOf(setting);
  return (peer, forwardedFor) => {
    if (!forwardedFor) return peer;
    const addresses = proxyAddr.all({ headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as never, trust);
    return addresses[addresses.length - 1] ?? peer;
  };
}

export interface CountryLookup {
  /** A credit line the file's licence asks for, or null without a file. */
  credit: string | null;
  country(headers: Record<string, string | string[] | undefined>, peer: string, ip: string): string;
  /** The client's address (clientAddressOf under the lookup's trust setting). */
  clientAddress(peer: string, forwardedFor: string): string;
}

function headerCountry(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return NOT_COUNTRIES.has(code) ? null : code;
  }
  return null;
}

/** The credit a database's licence asks for, from its metadata (DB-IP Lite: CC BY 4.0). */
export function creditFor(reader: Reader<CountryResponse>): string {
  const { databaseType, description } = reader.metadata;
  const text = `${databaseType} ${JSON.stringify(description)}`;
  if (/db-?ip/i.test(text)) return 'IP Geolocation by DB-IP (https://db-ip.com)';
  if (/geolite|maxmind/i.test(text)) return 'Este producto incluye datos GeoLite2 creados por MaxMind, disponibles en https://www.maxmind.com';
  return `Datos de ubicación: ${databaseType}`;
}

/**
 * Country of a hit: a trusted proxy's header first, then the MMDB file at GEOIP_DB (read with
 * `maxmind`), else 'ZZ'. Only the two-letter code is kept, never the address.
 */
export async function openCountryLookup(options: { geoDb?: string | undefined; trustProxy: TrustProxy }): Promise<CountryLookup> {
  const trusted = trustsPeer(options.trustProxy);
  const clientAddress = clientAddressOf(options.trustProxy);
  const reader = options.geoDb ? await maxmind.open<CountryResponse>(options.geoDb, { cache: { max: 10_000 } }) : null;
  return {
    credit: reader ? creditFor(reader) : null,
    clientAddress,
    country(headers, peer, ip) {
      // The header is read first: whether the peer is a trusted proxy (an address parse) is asked only when there is one.
      const fromHeader = headerCountry(headers);
      if (fromHeader && trusted(peer)) return fromHeader;
      if (reader) {
        try {
          const code = reader.get(ip)?.country?.iso_code;
          if (code && /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code)) return code;
        } catch {
          // An address the file cannot look up (IPv6 in an IPv4 file): unknown.
        }
      }
      return STATS_UNKNOWN_COUNTRY;
    },
  };
}
