/**
 * The YouTube IFrame API, loaded only when a visitor presses play (docs/decisions/301-youtube.md).
 * The player itself comes from youtube-nocookie.com.
 */
const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com';

interface YouTubePlayerOptions {
  videoId: string;
  host: string;
  width: string;
  height: string;
  playerVars: Record<string, number | string>;
  events: { onReady: (event: { target: { playVideo(): void } }) => void };
}
interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => { destroy(): void };
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YouTubeNamespace> | null = null;

function loadApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else reject(new Error('YouTube API without Player'));
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('YouTube API failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Replaces `element` with a playing player; resolves to a cleanup function. */
export async function mountPlayer(element: HTMLElement, videoId: string): Promise<() => void> {
  const YT = await loadApi();
  const player = new YT.Player(element, {
    videoId,
    host: YOUTUBE_PLAYER_HOST,
    width: '100%',
    height: '100%',
    playerVars: { autoplay: 1, controls: 1, playsinline: 1, rel: 0 },
    events: { onReady: (event) => event.target.playVideo() },
  });
  return () => player.destroy();
}
