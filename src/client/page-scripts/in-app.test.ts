import { describe, expect, it } from 'vitest';
import { inAppBrowser } from './in-app-browser';
import { openInBrowserHref } from './in-app';

const UA = {
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E236 Instagram 325.0.0.35.91 (iPhone15,2; iOS 17_4; es_ES; es; scale=3.00; 1179x2556; 591431427)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; es_ES; 577210397)',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/452.0.0.39.110;FBBV/563000000;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.3;FBSS/3;FBID/phone;FBLC/es_ES;FBOP/5]',
  tiktok:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330103 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.1.3 ByteLocale/es ByteFullLocale/es Region/ES BytedanceWebview/d8a21c6',
  chrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe("the in-app browsers' bar (issue 38)", () => {
  it("knows Instagram's, Facebook's and TikTok's browsers and no other", () => {
    expect(inAppBrowser(UA.instagram)).toBe('Instagram');
    expect(inAppBrowser(UA.instagramAndroid)).toBe('Instagram');
    expect(inAppBrowser(UA.facebook)).toBe('Facebook');
    expect(inAppBrowser(UA.tiktok)).toBe('TikTok');
    for (const ua of [UA.chrome, UA.safari, UA.firefox, '']) expect(inAppBrowser(ua)).toBeNull();
  });

  it('opens the page through an Android intent, and elsewhere by its own address', () => {
    expect(openInBrowserHref('https://links.example/view/ana?utm_source=ig', UA.instagramAndroid)).toBe(
      'intent://links.example/view/ana?utm_source=ig#Intent;scheme=https;S.browser_fallback_url=https%3A%2F%2Flinks.example%2Fview%2Fana%3Futm_source%3Dig;end',
    );
    expect(openInBrowserHref('https://links.example/view/ana', UA.instagram)).toBe('https://links.example/view/ana');
    expect(openInBrowserHref('http://localhost:3000/view/ana', UA.tiktok)).toBe(
      'intent://localhost:3000/view/ana#Intent;scheme=http;S.browser_fallback_url=http%3A%2F%2Flocalhost%3A3000%2Fview%2Fana;end',
    );
    expect(openInBrowserHref('https://links.example/view/ana', UA.facebook)).toBe('https://links.example/view/ana');
  });
});
