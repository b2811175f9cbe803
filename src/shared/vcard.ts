import { isHttpUrl } from './href';

/** The contact card fields a vCard is made of; anything else in the content is ignored. */
export interface VCardContact {
  /** 'company': filed as a business (empty N, the name in ORG, X-ABShowAs:COMPANY); else a person. */
  kind?: unknown;
  name?: unknown;
  jobTitle?: unknown;
  company?: unknown;
  phone?: unknown;
  /** 'voice': a landline (TYPE=VOICE); else a mobile (TYPE=CELL). */
  phoneType?: unknown;
  email?: unknown;
  website?: unknown;
  linkedinUrl?: unknown;
  address?: unknown;
  notes?: unknown;
  photoUrl?: unknown;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Controls other than line breaks and tab: a vCard value may not hold them (RFC 6350 3.3). */
const CONTROLS = /(?![\t\r\n])\p{Cc}/gu;

/**
 * A text value (RFC 6350 3.4, which vCard 3.0 readers accept too): backslash, comma and line
 * breaks escaped (\\, \, and \n); other control characters left out. A value can therefore never
 * start a line of its own. In the components of N, ORG and ADR (`component`), semicolons too.
 */
function escapeText(value: string, component = false): string {
  const escaped = value
    .replace(CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,');
  return component ? escaped.replace(/;/g, '\\;') : escaped;
}

/**
 * A URI value (URL, PHOTO): only http(s), as the URL parser writes it, which drops tabs and line
 * breaks and percent-encodes every other control character; URIs are not backslash-escaped
 * (RFC 2426 5.1.4), so nothing else is done to them. Null for anything that is not a web address.
 */
function uri(value: unknown): string | null {
  const candidate = text(value);
  if (!isHttpUrl(candidate)) return null;
  return new URL(candidate).href.replace(/\p{Cc}/gu, (char) => encodeURIComponent(char));
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The contact as a vCard 3.0 document (CRLF line ends, folded lines). */
export function buildVCard(contact: VCardContact): string {
  const name = text(contact.name) || 'Contacto';
  const business = contact.kind === 'company';
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  if (business) {
    // vCard 3.0 requires N; a business leaves it empty and is named by ORG (decision 018).
    lines.push('N:;;;;');
    lines.push(`FN:${escapeText(name)}`);
    lines.push(`ORG:${escapeText(name, true)}`);
    lines.push('X-ABShowAs:COMPANY');
  } else {
    const [given = '', ...family] = name.split(/\s+/);
    lines.push(`N:${escapeText(family.join(' '), true)};${escapeText(given, true)};;;`);
    lines.push(`FN:${escapeText(name)}`);
    const company = text(contact.company);
    if (company) lines.push(`ORG:${escapeText(company, true)}`);
  }
  const jobTitle = text(contact.jobTitle);
  if (jobTitle) lines.push(`TITLE:${escapeText(jobTitle)}`);
  const phone = text(contact.phone);
  if (phone) lines.push(`TEL;TYPE=${contact.phoneType === 'voice' ? 'VOICE' : 'CELL'}:${escapeText(phone)}`);
  const email = text(contact.email);
  if (email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(email)}`);
  const website = uri(contact.website);
  if (website) lines.push(`URL;TYPE=WORK:${website}`);
  const linkedin = uri(contact.linkedinUrl);
  if (linkedin) {
    lines.push(`URL;TYPE=LINKEDIN:${linkedin}`);
    lines.push(`X-SOCIALPROFILE;TYPE=linkedin:${linkedin}`);
  }
  const address = text(contact.address);
  if (address) lines.push(`ADR;TYPE=WORK:;;${escapeText(address, true)};;;;`);
  const notes = text(contact.notes);
  if (notes) lines.push(`NOTE:${escapeText(notes)}`);
  const photo = uri(contact.photoUrl);
  if (photo) lines.push(`PHOTO;VALUE=uri:${photo}`);
  lines.push('END:VCARD');
  return lines.map(fold).join(CRLF) + CRLF;
}

/** The file a contact card saves: its name with spaces turned to underscores, else 'contact'. */
export function vcardFileName(name: unknown): string {
  const base = text(name)
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '');
  return `${base || 'contact'}.vcf`;
}
