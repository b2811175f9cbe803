import proxyAddr from '@fastify/proxy-addr';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';
import { STATS_UNKNOWN_COUNTRY } from '@shared/schemas/stats';

/** Country headers that CDNs and proxies set (Cloudflare, Vercel, CloudFront, Fastly/others). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code'] as const;
/** Codes that name no country: unknown, Tor, the anonymous and satellite providers. */
const NOT_COUNTRIES = new Set(['XX', 'T1', 'A1', 'A2', 'O1', 'ZZ', 'EU', 'AP']);

export type TrustProxy = boolean | number | string;

/** Whether the peer that sent the request is a proxy we trust (decision 854): only then are its headers believed. */
export function trustsPeer(setting: TrustProxy): (peer: string) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return () => setting > 0;
  const trust = proxyAddr.compile(setting.split(',').map((part) => part.trim()).filter(Boolean));
  return (peer) => {
    try {
      return trust(peer, 0);
    } catch {
      return false;
    }
  };
}

/** The first country header that holds a two-letter code, as the request carried it (or undefined). */
export function headerCountry(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of COUNTRY_HEADERS) {
    const value = headers[name];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return code;
  }
  return undefined;
}

export interface CountryLookup {
  /** A credit line the file's licence asks for, or null without a file. */
  credit: string | null;
  /** `header`: a trusted proxy's code (headerCountry), if any. */
  country(header: string | undefined, ip: string): string;
}

/** The credit a database's licence asks for, from its metadata (DB-IP Lite: CC BY 4.0). */
function creditFor(reader: Reader<CountryResponse>): string {
  const { databaseType, description } = reader.metadata;
  const text = `${databaseType} ${JSON.stringify(description)}`;
  if (/db-?ip/i.test(text)) return 'IP Geolocation by DB-IP (https://db-ip.com)';
  if (/geolite|maxmind/i.test(text)) return 'Este producto incluye datos GeoLite2 creados por MaxMind, disponibles en https://www.maxmind.com';
  return `Datos de ubicación: ${databaseType}`;
}

/** A hit's country: a trusted proxy's header, else the MMDB file at GEOIP_DB, else 'ZZ'. Only the code is kept. */
export async function openCountryLookup(geoDb: string | undefined): Promise<CountryLookup> {
  const reader = geoDb ? await maxmind.open<CountryResponse>(geoDb) : null;
  return {
    credit: reader ? creditFor(reader) : null,
    country(header, ip) {
      if (header && !NOT_COUNTRIES.has(header)) return header;
      try {
        const code = reader?.get(ip)?.country?.iso_code;
        if (code && /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code)) return code;
      } catch {
        // An address the file cannot look up (IPv6 in an IPv4 file): unknown.
      }
      return STATS_UNKNOWN_COUNTRY;
    },
  };
}
