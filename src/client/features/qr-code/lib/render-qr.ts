import type * as QrCode from 'qrcode';

type QrModule = typeof QrCode;

let loading: Promise<QrModule> | null = null;

/** The qrcode library, in its own chunk: only the 'Ajustes' tab needs it. */
function loadQr(): Promise<QrModule> {
  loading ??= import('qrcode').then((module) => (module as QrModule & { default?: QrModule }).default ?? module);
  return loading;
}

/** Medium error correction and the standard four-module quiet zone: what phone cameras expect. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

const colors = (dark: string) => ({ dark, light: '#ffffff' });

/** A PNG data URL, `width` pixels square. */
export async function qrPngDataUrl(text: string, dark: string, width: number): Promise<string> {
  const qr = await loadQr();
  return qr.toDataURL(text, { ...OPTIONS, type: 'image/png', width, color: colors(dark) });
}

/** An SVG document. */
export async function qrSvg(text: string, dark: string): Promise<string> {
  const qr = await loadQr();
  return qr.toString(text, { ...OPTIONS, type: 'svg', color: colors(dark) });
}
