import type { ChangeBus } from '../../changes/change-bus';
import type { Database } from '../../db/client';
import type { OutboundClient } from '../../lib/outbound';

/** What the custom-domains use cases need (issue 39, decision 940). */
export interface DomainsContext {
  db: Database;
  changes: ChangeBus;
  /** The one guarded client: the verification GET goes through it. */
  outbound: OutboundClient;
  /** PUBLIC_URL's origin (required when custom domains are on). */
  publicUrl: string;
  /** CUSTOM_DOMAIN_TARGET: the addresses A/AAAA records point at (apex domains). */
  addresses: readonly string[];
  /** LIMIT_DOMAINS_PER_USER. */
  perUser: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const DOMAIN_ERRORS = {
  taken: 'Ese dominio ya está en uso en otra página de este sitio.',
  limit: (max: number) => `Has alcanzado el límite de ${max} dominios propios por cuenta.`,
  notFound: 'Dominio no encontrado',
  off: 'Los dominios propios están desactivados en este sitio.',
} as const;

/** Why a check failed, in Spanish, for the owner. */
export const DOMAIN_REASONS = {
  noDns: 'No hay ningún registro DNS para este dominio todavía. Crea el registro indicado y espera a que se propague.',
  elsewhere: 'El dominio apunta a otro servidor, no a este sitio. Revisa el registro DNS.',
  timeout: 'El dominio no respondió a tiempo. Comprueba el registro DNS e inténtalo de nuevo.',
  unreachable: 'No se pudo conectar con el dominio. Comprueba el registro DNS e inténtalo de nuevo.',
  gaveUp: 'Se dejó de comprobar tras 72 horas sin éxito. Revisa el registro DNS y pulsa «Comprobar ahora».',
} as const;

export const clock = (ctx: Pick<DomainsContext, 'now'>) => (ctx.now ?? (() => new Date()))();
