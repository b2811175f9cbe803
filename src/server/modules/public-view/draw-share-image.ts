import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImageInputs } from '@shared/share-image';

/**
 * Draws a page's share image (issue 38, decision 981): satori lays the card out as SVG with the
 * page's own fonts (fontsource's .woff files, bundled with the app: satori reads no woff2), resvg
 * turns it into a 1200×630 PNG. No browser, nothing fetched: the photo comes as bytes.
 */

const TITLE_MAX = 70;
const BIO_MAX = 180;
const PHOTO_PX = 220;
const PADDING = 88;
const GAP = 64;
/** A photo larger than this is not decoded (the uploads are far smaller; decision 853). */
const PHOTO_MAX_PIXELS = 25_000_000;

const require = createRequire(import.meta.url);
const fontFiles = new Map<string, Promise<Buffer>>();

/** fontsource's file of a family's latin face, read once. */
function fontFile(family: string, weight: 400 | 700): Promise<Buffer> {
  const name = family.toLowerCase().replace(/\s+/g, '-');
  const file = `@fontsource/${name}/files/${name}-latin-${weight}-normal.woff`;
  let data = fontFiles.get(file);
  if (!data) {
    data = readFile(require.resolve(file));
    data.catch(() => fontFiles.delete(file));
    fontFiles.set(file, data);
  }
  return data;
}

function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

interface Node {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...extra, style, ...(children === undefined ? {} : { children }) },
});

/** The photo as a round PNG's data URI, or null when it cannot be read as an image. */
export async function photoDataUri(bytes: Buffer): Promise<string> {
  const png = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, animated: false })
    .rotate()
    .resize(PHOTO_PX * 2, PHOTO_PX * 2, { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The card: photo on the left, title and bio on the right, in the theme's colours and fonts. */
export async function drawShareImage(inputs: ShareImageInputs, photo: string | null): Promise<Buffer> {
  const { heading, body } = inputs.fonts;
  const [headingData, bodyData] = await Promise.all([fontFile(heading, 700), fontFile(body, 400)]);
  const title = cut(inputs.title, TITLE_MAX) || ' ';
  const bio = cut(inputs.bio, BIO_MAX);
  const photoNode = photo
    ? el('img', { width: PHOTO_PX, height: PHOTO_PX, borderRadius: PHOTO_PX / 2, objectFit: 'cover', border: `6px solid ${inputs.accent}`, flexShrink: 0 }, undefined, {
        src: photo,
        width: PHOTO_PX,
        height: PHOTO_PX,
      })
    : null;
  const textWidth = SHARE_IMAGE_WIDTH - 2 * PADDING - (photo ? PHOTO_PX + GAP : 0);
  const text = el('div', { display: 'flex', flexDirection: 'column', width: textWidth }, [
    el('div', { fontFamily: 'Heading', fontWeight: 700, fontSize: title.length > 34 ? 60 : 76, lineHeight: 1.1, color: inputs.textColor, display: 'flex' }, title),
    ...(bio ? [el('div', { fontFamily: 'Body', fontSize: 34, lineHeight: 1.35, marginTop: 28, color: inputs.textColor, opacity: 0.85, display: 'flex' }, bio)] : []),
  ]);
  const tree = el(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      position: 'relative',
      paddingLeft: PADDING,
      paddingRight: PADDING,
      backgroundColor: inputs.background.color,
      ...(inputs.background.gradient ? { backgroundImage: inputs.background.gradient } : {}),
    },
    [
      el('div', { display: 'flex', alignItems: 'center' }, photoNode ? [photoNode, el('div', { display: 'flex', width: GAP }), text] : [text]),
      el('div', { display: 'flex', position: 'absolute', left: PADDING, bottom: 56, width: 120, height: 10, borderRadius: 5, backgroundColor: inputs.accent }),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: [
      { name: 'Heading', data: headingData, weight: 700, style: 'normal' },
      { name: 'Body', data: bodyData, weight: 400, style: 'normal' },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
}
