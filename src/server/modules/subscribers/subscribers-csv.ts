import { SUBSCRIBER_STATE_LABELS, type Subscriber } from '@shared/schemas/subscribers';
import { csvCell } from '../../lib/csv';

/** 'Exportar CSV': one row per sign-up; every cell defused for spreadsheets (CSV injection). */
export function subscribersCsv(list: readonly Subscriber[]): string {
  const rows = [
    ['correo', 'nombre', 'estado', 'fecha', 'confirmado'],
    ...list.map((s) => [s.email, s.name ?? '', SUBSCRIBER_STATE_LABELS[s.state], s.createdAt, s.confirmedAt ?? '']),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
