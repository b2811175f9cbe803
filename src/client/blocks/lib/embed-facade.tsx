import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { embedData, type EmbedSpec, mountEmbed } from './embed-player';
import { ExternalLink } from './external-link';

function Player({ spec, title, onFail }: { spec: EmbedSpec; title: string; onFail: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  const key = 'videoId' in spec ? spec.videoId : spec.src;
  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    mountEmbed(host, spec, title).then(
      (destroy) => (cancelled ? destroy() : (cleanup = destroy)),
      () => !cancelled && onFail(),
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
    // The player depends on what it plays, not on the spec object's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, title, onFail]);
  return <div ref={slot} className="size-full" />;
}

interface EmbedFacadeProps {
  spec: EmbedSpec;
  /** Where the facade leads without JavaScript: the content on the provider, through /go when counted. */
  href: string;
  /** The link's accessible name ('Reproducir en Spotify: …'), and then the player's title. */
  label: string;
  /** The box the facade and then the player fill. */
  boxClassName: string;
  className: string;
  children: ReactNode;
}

/**
 * A facade (decision 970): a link drawn by LinkHub that, pressed, gives way to the provider's
 * player in the same box. On the public page the press is handled by page-scripts/embeds.ts (no
 * React there); in the editor's preview by this component, with the same player code.
 */
export function EmbedFacade({ spec, href, label, boxClassName, className, children }: EmbedFacadeProps) {
  const [state, setState] = useState<'facade' | 'playing' | 'failed'>('facade');
  const onFail = useCallback(() => setState('failed'), []);
  return (
    <div className={boxClassName}>
      {state === 'playing' ? (
        <Player spec={spec} title={label} onFail={onFail} />
      ) : (
        <ExternalLink
          href={href}
          aria-label={label}
          {...embedData(spec)}
          className={`group size-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
          onClick={(event) => {
            if (state === 'failed' || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            setState('playing');
          }}
        >
          {children}
        </ExternalLink>
      )}
    </div>
  );
}
