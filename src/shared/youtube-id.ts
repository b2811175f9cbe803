const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** youtube.com and the subdomains people paste from (www., m. on phones, music.). */
const YOUTUBE_HOST = /^(?:(?:www|m|music)\.)?youtube(?:-nocookie)?\.com$/;
const SHORT_HOST = /^(?:www\.)?youtu\.be$/;
/** Paths that carry the id: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const ID_PATH = /^\/(?:embed|shorts|live|v|e)\/([^/?#]+)\/?$/;

/**
 * Accepts the forms people paste and gives the 11-character video id, or null for anything else:
 * a bare id; watch?v=ID (with any other parameters, in any order); youtu.be/ID; /shorts/ID,
 * /embed/ID, /live/ID; on youtube.com, www., m., music. or youtube-nocookie.com; with or without
 * http(s)://.
 */
export function parseYouTubeId(input: string): string | null {
  const value = input.trim();
  if (VIDEO_ID.test(value)) return value;
  const url = parseAddress(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (SHORT_HOST.test(host)) candidate = /^\/([^/?#]+)\/?$/.exec(url.pathname)?.[1];
  else if (YOUTUBE_HOST.test(host)) {
    candidate = url.pathname.replace(/\/+$/, '') === '/watch' ? url.searchParams.get('v') : ID_PATH.exec(url.pathname)?.[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The address as a URL, adding https:// to one pasted without it ('youtu.be/ID'). */
function parseAddress(value: string): URL | null {
  if (/\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}
