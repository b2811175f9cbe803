// Kept free of Zod: the public page ships the field descriptions to read stored content (decision 140).

/**
 * What a block field holds, described once (decision 140). From this description come the lenient
 * reader (below, `readField`), the Zod schema the API validates with (`schema.ts`), the creation
 * defaults, the editor's placeholders and the string limits.
 */
export type FieldKind =
  /** Text of at most `max` characters; `required` refuses an empty one with that message; `trim` stores it trimmed. */
  | { kind: 'text'; max: number; required?: string; trim?: boolean }
  /** Text a parser reduces to the stored value (a YouTube address to its id); '' is "not set yet". */
  | { kind: 'parsed'; max: number; parse: (value: string) => string | null; message: string }
  /** A phone number: digits and the usual separators. */
  | { kind: 'phone'; max: number; message: string }
  /** A CSS colour as typed in the editor. */
  | { kind: 'color' }
  | { kind: 'choice'; values: readonly string[]; message?: string }
  /** An integer from `min` to `max`; `message` replaces Zod's for every problem. */
  | { kind: 'number'; min: number; max: number; message?: string }
  | { kind: 'flag' }
  /** An http(s) address, or with `links` also mailto:/tel:; '' (or null when optional) is "none". */
  | { kind: 'url'; links?: boolean }
  | { kind: 'email' };

/**
 * How a field stands when it is missing, as its schema treats it: `required` (the API refuses it
 * missing; the reader gives '' or 0), `optional` (absent), `default` (the schema's and the reader's
 * fallback), `nullable` (an address or e-mail: missing or empty is stored and read as null).
 */
export type Presence = 'required' | 'optional' | 'default' | 'nullable';

/** The stored value of a field of value type V. */
export type OutputOf<V, P extends Presence> = P extends 'optional' ? V | undefined : P extends 'nullable' ? V | null : V;
/** What the API accepts for it. */
type InputOf<V, P extends Presence> = P extends 'optional' | 'default' ? V | undefined : P extends 'nullable' ? V | null | undefined : V;

export interface Field<V, P extends Presence = Presence> {
  readonly type: FieldKind;
  readonly presence: P;
  /** The value of a missing field, for `default`. */
  readonly fallback: V | undefined;
  /** The value a block created in the editor starts with (spec section 3); none leaves the key out. */
  readonly initial?: InputOf<V, P>;
  /** The spec's creation default shown in an empty field of a new block (decision 015). */
  readonly placeholder?: string;
  /** Until it is set, the block stays off the public page and the editor marks it 'Sin completar' (decision 015). */
  readonly essential?: true;
  /** The value a stored one of this kind reads as, or undefined for anything else. */
  readonly accept: (value: unknown) => V | undefined;
  /** What a required field reads as when the stored value is not of its kind. */
  readonly empty: V;
  optional(): Field<V, 'optional'>;
  default(value: V): Field<V, 'default'>;
  starts(value: InputOf<V, P>): Field<V, P>;
  shows(placeholder: string): Field<V, P>;
  isEssential(): Field<V, P>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field, whatever its value type
export type AnyField = Field<any>;
export type Fields = Record<string, AnyField>;

type ValueOf<F> = F extends Field<infer V, Presence> ? V : never;
type PresenceOf<F> = F extends Field<unknown, infer P> ? P : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A block's stored content: the schema's output, key by key (optional fields are optional keys). */
export type ContentOf<F extends Fields> = Simplify<
  { [K in keyof F as PresenceOf<F[K]> extends 'optional' ? never : K]: OutputOf<ValueOf<F[K]>, PresenceOf<F[K]>> } & {
    [K in keyof F as PresenceOf<F[K]> extends 'optional' ? K : never]?: OutputOf<ValueOf<F[K]>, PresenceOf<F[K]>>;
  }
>;

/** What the API accepts for a block's content (missing keys take their defaults). */
export type ContentInputOf<F extends Fields> = Simplify<
  { [K in keyof F as PresenceOf<F[K]> extends 'required' ? K : never]: InputOf<ValueOf<F[K]>, PresenceOf<F[K]>> } & {
    [K in keyof F as PresenceOf<F[K]> extends 'required' ? never : K]?: InputOf<ValueOf<F[K]>, PresenceOf<F[K]>>;
  }
>;

function make<V, P extends Presence>(base: Omit<Field<V, P>, 'optional' | 'default' | 'starts' | 'shows' | 'isEssential'>): Field<V, P> {
  return {
    ...base,
    optional: () => make<V, 'optional'>({ ...base, presence: 'optional', initial: undefined }),
    default: (value) => make<V, 'default'>({ ...base, presence: 'default', fallback: value, initial: undefined }),
    starts: (value) => make<V, P>({ ...base, initial: value }),
    shows: (placeholder) => make<V, P>({ ...base, placeholder }),
    isEssential: () => make<V, P>({ ...base, essential: true }),
  };
}

function kind<V>(type: FieldKind, accept: (value: unknown) => V | undefined, empty: V, presence: 'required' | 'nullable' = 'required') {
  return make<V, typeof presence>({ type, presence, fallback: undefined, accept, empty });
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The field vocabulary of the block definitions. */
export const field = {
  text: (max: number, options: { required?: string; trim?: boolean } = {}) =>
    kind<string>({ kind: 'text', max, ...options }, asString, '') as Field<string, 'required'>,
  parsed: (max: number, parse: (value: string) => string | null, message: string) =>
    kind<string>({ kind: 'parsed', max, parse, message }, (value) => (typeof value === 'string' ? (parse(value) ?? undefined) : undefined), '') as Field<string, 'required'>,
  phone: (max: number, message: string) => kind<string>({ kind: 'phone', max, message }, asString, '') as Field<string, 'required'>,
  color: () => kind<string>({ kind: 'color' }, asString, '') as Field<string, 'required'>,
  choice: <T extends string>(values: readonly T[], message?: string) =>
    kind<T>(
      { kind: 'choice', values, ...(message ? { message } : {}) },
      (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined),
      values[0] as T,
    ) as Field<T, 'required'>,
  number: (min: number, max: number, message?: string) =>
    kind<number>({ kind: 'number', min, max, ...(message ? { message } : {}) }, asNumber, 0) as Field<number, 'required'>,
  flag: () => kind<boolean>({ kind: 'flag' }, (value) => (typeof value === 'boolean' ? value : undefined), false) as Field<boolean, 'required'>,
  /** An http(s) address; '' until the owner sets it. */
  url: (options: { links?: boolean } = {}) => kind<string>({ kind: 'url', ...options }, asString, '') as Field<string, 'required'>,
  /** An optional http(s) address: absent or empty is stored as null. */
  optionalUrl: () => kind<string>({ kind: 'url' }, asString, '', 'nullable') as Field<string, 'nullable'>,
  /** An optional e-mail address: absent or empty is stored as null. */
  optionalEmail: () => kind<string>({ kind: 'email' }, asString, '', 'nullable') as Field<string, 'nullable'>,
};

/**
 * Reading a stored value leniently (decision 007): whatever a row holds, the field comes out with
 * its schema's type. A value of the wrong kind reads as the schema reads a missing one: its
 * default, absent, null for addresses, or empty ('' / 0) when the schema requires it. Strings are
 * taken as they are (lengths and formats are the API's; renderers still pass addresses through
 * safeHref/safeImageSrc).
 */
export function readField<V, P extends Presence>(described: Field<V, P>, value: unknown): OutputOf<V, P> {
  const accepted = described.accept(value);
  switch (described.presence) {
    case 'required':
      return (accepted ?? described.empty) as OutputOf<V, P>;
    case 'optional':
      return accepted as OutputOf<V, P>;
    case 'default':
      return (accepted ?? described.fallback) as OutputOf<V, P>;
    case 'nullable':
      // As the schema stores it: an empty address is no address.
      return (accepted || null) as OutputOf<V, P>;
  }
}
