/**
 * Which `Host` names this site answers (issue 33 N-7, decision 864). With PUBLIC_URL set: its host
 * (its port, or none for the protocol's default), and the loopback names on any port, which only
 * this machine's own tools, proxies and health checks use. Without PUBLIC_URL every host is known,
 * so local use on any name or address keeps working. Custom domains can later add a check of
 * their own with `extend`.
 */
export interface KnownHosts {
  isKnownHost(host: string): boolean;
  /** Adds another source of known hosts (a custom-domains module). */
  extend(check: (host: HostName) => boolean): void;
}

/** A Host header read as a URL reads it: lower-case name (IDN in punycode, no trailing dot), port ('' for none). */
export interface HostName {
  hostname: string;
  port: string;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export function parseHost(host: string): HostName | null {
  if (!host || /[/?#@\\\s]/.test(host)) return null;
  try {
    const url = new URL(`http://${host}`);
    // new URL drops ':80' for http; keep what was written so ':80' and ':443' compare alike.
    const port = /:(\d{1,5})$/.exec(host)?.[1] ?? '';
    return { hostname: url.hostname.replace(/\.$/, ''), port: port === '' ? '' : String(Number(port)) };
  } catch {
    return null;
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

export function knownHosts(publicUrl: string | undefined): KnownHosts {
  const checks: ((host: HostName) => boolean)[] = [];
  if (publicUrl) {
    const site = new URL(publicUrl);
    const defaultPort = DEFAULT_PORTS[site.protocol] ?? '';
    const sitePort = site.port || defaultPort;
    checks.push((host) => host.hostname === site.hostname && (host.port || defaultPort) === sitePort);
    checks.push((host) => isLoopback(host.hostname));
  }
  return {
    isKnownHost(host) {
      if (!publicUrl) return true;
      const parsed = parseHost(host);
      return parsed !== null && checks.some((check) => check(parsed));
    },
    extend(check) {
      checks.push(check);
    },
  };
}
