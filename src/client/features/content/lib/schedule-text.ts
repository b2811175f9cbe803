const format = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone });

/** 'desde 1/12/26, 12:00 hasta 2/12/26, 12:00' in the owner's zone; null without a schedule. */
export function scheduleText(from: string | null | undefined, until: string | null | undefined, timeZone: string): string | null {
  if (!from && !until) return null;
  return [from ? `desde ${format(from, timeZone)}` : null, until ? `hasta ${format(until, timeZone)}` : null].filter(Boolean).join(' ');
}
