import { z } from '@shared/zod';

/** Where a domain stands (issue 39): checked until it answers our token, then served. */
const DOMAIN_STATES = ['pending', 'active', 'error'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];

export const DOMAIN_STATE_LABELS: Record<DomainState, string> = {
  pending: 'Pendiente',
  active: 'Activo',
  error: 'Error',
};

export const DOMAIN_MESSAGES = {
  invalid: 'Escribe un dominio válido, como enlaces.mitienda.es (sin http:// ni rutas).',
  siteHost: 'Ese es el dominio de este sitio: escribe uno tuyo.',
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as the site compares it: lower case, IDN in punycode (as URLs write it), no trailing
 * dot, no port. Null for anything that is not a public-looking DNS name of two labels or more (IP
 * addresses, 'localhost', paths, ports, credentials).
 */
export function normalizeDomain(input: string): string | null {
  const raw = input.trim().replace(/\.$/, '');
  if (!raw || raw.length > 253 || /[/?#@\\:\s[\]]/.test(raw)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${raw}`).hostname;
  } catch {
    return null;
  }
  const labels = hostname.split('.');
  if (labels.length < 2 || hostname.length > 253 || !labels.every((label) => LABEL.test(label))) return null;
  // An IPv4 address (URL writes every numeric form as a dotted quad) or a numeric top-level label.
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return null;
  return hostname;
}

/** The owner's entry as typed; the server normalizes it (normalizeDomain) and refuses it whole. */
export const newDomainSchema = z.object({ domain: z.string() });

export const domainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  pageId: z.number().int(),
  state: z.enum(DOMAIN_STATES),
  /** Why the last check failed, in Spanish; null when it did not. */
  reason: z.string().nullable(),
  /** What the site answers at http://{domain}/.well-known/linkhub-domain/{token}. */
  token: z.string(),
  checkedAt: z.string().nullable(),
  /** When it is checked again by itself; null: no more automatic checks. */
  nextCheckAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Domain = z.infer<typeof domainSchema>;

/** What the owner's screen needs besides the domains: where to point them. */
export const domainListSchema = z.object({
  domains: z.array(domainSchema),
  /** The host a CNAME record points at (PUBLIC_URL's). */
  cnameTarget: z.string().nullable(),
  /** CUSTOM_DOMAIN_TARGET: the addresses for A/AAAA records (apex domains). */
  addresses: z.array(z.string()),
  limit: z.number().int(),
});
export type DomainList = z.infer<typeof domainListSchema>;

const adminDomainSchema = domainSchema.extend({ userId: z.string().nullable(), pageSlug: z.string() });
export const adminDomainListSchema = z.object({ domains: z.array(adminDomainSchema) });
export type AdminDomain = z.infer<typeof adminDomainSchema>;
export type AdminDomainList = z.infer<typeof adminDomainListSchema>;
