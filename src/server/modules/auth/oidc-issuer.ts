import * as client from 'openid-client';
import type { OidcConfig } from '../../config';
import type { OutboundClient } from '../../lib/outbound';

/**
 * The provider's metadata (discovery) and keys, through the one guarded client (decision 932).
 * Every ID token's signature is checked (enableNonRepudiationChecks); openid-client keeps the
 * provider's key set and fetches it again when an ID token names a key it does not know (the
 * provider rotated its keys). Discovery is cached per process: it is the
 * provider's public metadata, the same for every instance, and a failed one is tried again.
 */
export class OidcIssuer {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(
    readonly settings: OidcConfig,
    private readonly outbound: OutboundClient,
  ) {}

  /** The client configuration, discovered on first use. */
  config(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = null;
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const fetch = outboundFetch(this.outbound);
    const local = isLoopback(new URL(issuer).hostname);
    const config = await client.discovery(
      new URL(issuer),
      clientId,
      clientSecret,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      // ID tokens' signatures are checked against the provider's keys (not only trusted for coming
      // over TLS). Plain http is accepted only from a provider on this machine (tests, a local Keycloak).
      { [client.customFetch]: fetch, execute: [client.enableNonRepudiationChecks, ...(local ? [client.allowInsecureRequests] : [])] },
    );
    config[client.customFetch] = fetch;
    return config;
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** openid-client's fetch over the guarded outbound client (no redirects followed, 1 MB, 10 s). */
function outboundFetch(outbound: OutboundClient): client.CustomFetch {
  return async (url, options) => {
    const body = options.body;
    if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
      throw new Error('unexpected request body for the identity provider');
    }
    const answer = await outbound.fetch(url, {
      method: options.method,
      headers: options.headers,
      ...(body !== undefined && body !== null ? { body: body.toString() } : {}),
      maxBytes: 1024 * 1024,
      maxRedirects: 0,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of [value].flat()) headers.append(name, one);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers });
  };
}
