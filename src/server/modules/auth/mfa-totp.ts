import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD = 30;
/** A code of the step before or after the server's is taken too (clocks drift, people type slowly). */
const WINDOW = 1;

function totp(secret: string, label = 'LinkHub', issuer = 'LinkHub') {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** A new secret (160 bits, base32) and the otpauth:// URI an app scans. */
export function newTotpSecret(label: string, issuer: string): { secret: string; uri: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label, issuer).toString() };
}

/**
 * The time step whose code `code` is, at `now` (ms), within one step either way; null when it is
 * none of them. The caller refuses a step already used (replay).
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * The QR code of the URI as SVG markup, as GoTrue answers `totp.qr_code` (supabase-js makes it a
 * `data:image/svg+xml;utf-8,` URI). Colours are named, not `#hex`: a `#` would end that URI.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
  return svg.replaceAll('#000000', 'black').replaceAll('#ffffff', 'white').trim();
}
