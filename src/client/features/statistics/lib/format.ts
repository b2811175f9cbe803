const numbers = new Intl.NumberFormat('es-ES');
const percents = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const shortDays = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const mediumDays = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const longDays = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatCount(value: number): string {
  return numbers.format(value);
}

/** A fraction (0.25) as a percentage ('25 %'). */
export function formatPercent(fraction: number): string {
  return percents.format(Number.isFinite(fraction) ? fraction : 0);
}

function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function formatShortDay(day: string): string {
  return shortDays.format(dayDate(day));
}

/** '26 oct 2026': a table's day on one line, even on a phone. */
export function formatMediumDay(day: string): string {
  return mediumDays.format(dayDate(day));
}

export function formatLongDay(day: string): string {
  return longDays.format(dayDate(day));
}

let regions: Intl.DisplayNames | null = null;

/** A country's name in Spanish from its ISO 3166 code; what the server could not place reads 'Desconocido'. */
export function countryName(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code) || /^(xx|zz)$/i.test(code)) return code === 'Otros' ? 'Otros' : 'Desconocido';
  try {
    regions ??= new Intl.DisplayNames(['es'], { type: 'region' });
    return regions.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
