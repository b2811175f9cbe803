import type { BrowserContext } from '@playwright/test';
import sharp from 'sharp';

export const IMAGE_BASE = 'http://images.test';

const pngs = new Map<string, Promise<Buffer>>();
function png(color: string, width = 64, height = 64): Promise<Buffer> {
  const key = `${color}${width}x${height}`;
  let image = pngs.get(key);
  if (!image) {
    image = sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
    pngs.set(key, image);
  }
  return image;
}

/**
 * The browser reaches only our server: the owner's image host and YouTube's thumbnails answer
 * with generated images, any other outside address with a blank page.
 */
export async function fakeOutsideWorld(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === IMAGE_BASE || url.hostname === 'i.ytimg.com') {
      return route.fulfill({ contentType: 'image/png', body: await png(url.pathname.includes('favicon') ? '#f97316' : '#60a5fa', 160, 90) });
    }
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Fuera de LinkHub</title>' });
  });
}

/** A stand-in for YouTube's IFrame API: builds the player iframe the real one would. */
export const FAKE_YOUTUBE_API = `
  window.YT = { Player: function (element, options) {
    var iframe = document.createElement('iframe');
    iframe.src = options.host + '/embed/' + options.videoId + '?autoplay=' + options.playerVars.autoplay;
    iframe.title = 'YouTube video player';
    element.replaceWith(iframe);
    this.destroy = function () { iframe.remove(); };
  } };
  window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;
