import { socialLabel } from './social-networks';

/**
 * How a social icon's click is kept and named (issue 15, decision 702). It is a click of item 0
 * whose target is 'network:profile address', so two profiles of one network stay apart and a
 * profile keeps its history when the row is reordered. Clicks counted before that kept the network
 * alone ('instagram'): they read as the network with no profile.
 */
export function socialClickTarget(network: string, url: string): string {
  return `${network}:${url}`;
}

/** The network and profile address of a kept target; profile null for the older network-only rows. */
export function parseSocialClickTarget(target: string): { network: string; profile: string | null } {
  const colon = target.indexOf(':');
  return colon < 0 ? { network: target, profile: null } : { network: target.slice(0, colon), profile: target.slice(colon + 1) };
}

const SHORT_MAX = 40;
const short = (text: string) => (text.length > SHORT_MAX ? `${text.slice(0, SHORT_MAX - 1)}…` : text);

/** The profile as its address reads without scheme nor 'www.' ('github.com/ana'). */
function addressOf(profile: string): string {
  try {
    const url = new URL(profile);
    return short(`${url.host.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}${url.search}`);
  } catch {
    return short(profile);
  }
}

/** The handle a profile address shows ('@ana.lopez', '+34600112233'), else its short address. */
function handleOf(network: string, profile: string): string {
  try {
    const url = new URL(profile);
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    if (!last || url.search || network === 'website' || network === 'spotify') return addressOf(profile);
    const name = decodeURIComponent(last).replace(/^@/, '');
    return network === 'whatsapp' && /^\d+$/.test(name) ? `+${name}` : short(`@${name}`);
  } catch {
    return short(profile);
  }
}

/** Rows named before profiles were kept apart, beside rows of the same network that have one. */
const SOCIAL_PROFILE_UNKNOWN = 'perfil no registrado';

/**
 * What the owner reads for each row of a list of social clicks: the network's name alone when it is
 * the network's only row, else with its handle ('Instagram (@ana)'), its short address when two
 * handles are the same, or 'perfil no registrado' for clicks counted before profiles were kept.
 */
export function socialProfileLabels(rows: readonly { network: string; profile: string | null }[]): string[] {
  const count = (values: readonly string[], value: string) => values.filter((other) => other === value).length;
  const networks = rows.map((row) => row.network);
  const handles = rows.map((row) => (row.profile === null ? SOCIAL_PROFILE_UNKNOWN : handleOf(row.network, row.profile)));
  const keys = rows.map((row, index) => `${row.network} ${handles[index]}`);
  return rows.map((row, index) => {
    const name = socialLabel(row.network);
    if (count(networks, row.network) === 1) return name;
    const key = keys[index] ?? '';
    const detail = row.profile !== null && count(keys, key) > 1 ? addressOf(row.profile) : handles[index];
    return `${name} (${detail})`;
  });
}
