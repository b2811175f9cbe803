import { isHttpUrl } from './href';

/** The contact card fields a vCard is made of; anything else in the content is ignored. */
export interface VCardContact {
  name?: unknown;
  jobTitle?: unknown;
  company?: unknown;
  phone?: unknown;
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

/** RFC 2426 text value: backslash, comma and semicolon escaped, line breaks as \n. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
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
  const [given = '', ...family] = name.split(/\s+/);
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  lines.push(`N:${escapeText(family.join(' '))};${escapeText(given)};;;`);
  lines.push(`FN:${escapeText(name)}`);
  const company = text(contact.company);
  if (company) lines.push(`ORG:${escapeText(company)}`);
  const jobTitle = text(contact.jobTitle);
  if (jobTitle) lines.push(`TITLE:${escapeText(jobTitle)}`);
  const phone = text(contact.phone);
  if (phone) lines.push(`TEL;TYPE=CELL,VOICE:${escapeText(phone)}`);
  const email = text(contact.email);
  if (email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(email)}`);
  const website = text(contact.website);
  if (isHttpUrl(website)) lines.push(`URL;TYPE=WORK:${website}`);
  const linkedin = text(contact.linkedinUrl);
  if (isHttpUrl(linkedin)) {
    lines.push(`URL;TYPE=LINKEDIN:${linkedin}`);
    lines.push(`X-SOCIALPROFILE;TYPE=linkedin:${linkedin}`);
  }
  const address = text(contact.address);
  if (address) lines.push(`ADR;TYPE=WORK:;;${escapeText(address)};;;;`);
  const notes = text(contact.notes);
  if (notes) lines.push(`NOTE:${escapeText(notes)}`);
  const photo = text(contact.photoUrl);
  if (isHttpUrl(photo)) lines.push(`PHOTO;VALUE=uri:${photo}`);
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
