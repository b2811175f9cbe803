import { LIMITS } from '../constants';
import { normaliseDay, normaliseExceptions, WEEKDAYS, type Weekday } from '../opening-hours';
import { defineBlock } from './define';
import { field, type Field } from './field';

const DAY_MESSAGE = 'Horario no válido: escribe intervalos como 09:00-14:00, 17:00-20:00 (vacío es cerrado)';
const EXCEPTIONS_MESSAGE = 'Excepciones no válidas: una por línea, como 2026-12-25 cerrado o 2026-12-24 10:00-14:00';

/** A weekday's intervals, normalised; '' is closed. A new block opens Monday to Friday, 09:00-18:00. */
const day = (weekday: Weekday) => field.parsed(100, normaliseDay, DAY_MESSAGE).default('').starts(weekday === 'sat' || weekday === 'sun' ? '' : '09:00-18:00');

export const hours = defineBlock({
  type: 'hours',
  label: 'Horario',
  menuLabel: 'Horario',
  fields: {
    title: field.text(LIMITS.shortTextMax).default('').starts('Horario'),
    ...(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(weekday)])) as Record<Weekday, Field<string, 'default'>>),
    // Holidays and other dated days, one a line: 'YYYY-MM-DD cerrado' or 'YYYY-MM-DD 10:00-14:00'.
    exceptions: field.parsed(2000, normaliseExceptions, EXCEPTIONS_MESSAGE).default('').starts(''),
  },
  origins: {},
  links: null,
});
