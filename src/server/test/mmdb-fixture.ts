/**
 * Writes a tiny IPv4 MaxMind DB (MMDB format 2.0, 24-bit records) mapping a few networks to
 * countries, for the statistics' GEOIP_DB test: the bytes are made here, no database is bundled.
 */

function uint(value: number | bigint, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  let rest = BigInt(value);
  for (let index = bytes - 1; index >= 0; index -= 1) {
    out[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

/** Control byte(s) for a type and a payload size under 29 (all this fixture needs). */
function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('size too large for the fixture');
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]);
}

type Value = string | { uint16: number } | { uint32: number } | { uint64: bigint } | Value[] | { [key: string]: Value };

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  if ('uint16' in value && typeof value.uint16 === 'number') return Buffer.concat([control(5, 2), uint(value.uint16, 2)]);
  if ('uint32' in value && typeof value.uint32 === 'number') return Buffer.concat([control(6, 4), uint(value.uint32, 4)]);
  if ('uint64' in value && typeof value.uint64 === 'bigint') return Buffer.concat([control(9, 8), uint(value.uint64, 8)]);
  const entries = Object.entries(value as Record<string, Value>);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}

type Ref = { node: number } | { data: number } | null;

export function countryMmdb(networks: Record<string, string>, databaseType = 'DBIP-Country-Lite'): Buffer {
  const nodes: [Ref, Ref][] = [[null, null]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const [cidr, country] of Object.entries(networks)) {
    const [address = '', bitsText = '32'] = cidr.split('/');
    const bits = Number(bitsText);
    const ip = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const record = encode({ country: { iso_code: country } });
    const offset = dataSize;
    data.push(record);
    dataSize += record.length;
    let node = 0;
    for (let depth = 0; depth < bits; depth += 1) {
      const bit = Math.floor(ip / 2 ** (31 - depth)) % 2;
      const current = nodes[node] as [Ref, Ref];
      if (depth === bits - 1) {
        current[bit] = { data: offset };
        break;
      }
      const next = current[bit];
      if (next && 'node' in next) node = next.node;
      else {
        nodes.push([null, null]);
        current[bit] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    }
  }
  const count = nodes.length;
  const value = (ref: Ref) => (ref === null ? count : 'node' in ref ? ref.node : count + 16 + ref.data);
  const tree = Buffer.concat(nodes.map(([left, right]) => Buffer.concat([uint(value(left), 3), uint(value(right), 3)])));
  const metadata = encode({
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: { uint64: 1_767_225_600n },
    database_type: databaseType,
    description: { en: 'LinkHub test fixture' },
    ip_version: { uint16: 4 },
    languages: ['en'],
    node_count: { uint32: count },
    record_size: { uint16: 24 },
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com'), metadata]);
}
