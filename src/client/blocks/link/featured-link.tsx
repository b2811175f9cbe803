import { BUTTON_CARD } from '../lib/card';
import { ExternalLink } from '../lib/external-link';
import { buttonStyle, usePageLook } from '../lib/look';

export interface FeaturedLinkProps {
  /** Where it leads (through /go for a counted web link); null while the owner has set none. */
  href: string | null;
  /** A web page (new tab), not mailto:/tel:. */
  external: boolean;
  title: string;
  description: string;
  image: string | null;
  eager: boolean;
}

/**
 * A link shown 'Destacado' (issue 38): a card in the page's button style with the owner's large
 * image on top, the title and an optional line of description. The title names the link, so the
 * image is decorative.
 */
export function FeaturedLink({ href, external, title, description, image, eager }: FeaturedLinkProps) {
  const look = usePageLook();
  const style = buttonStyle(look, { tall: true });
  const className = `${BUTTON_CARD} overflow-hidden`;
  const body = (
    <>
      {image && (
        <img
          src={image}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? undefined : 'async'}
          className="aspect-[40/21] w-full bg-black/5 object-cover"
        />
      )}
      <span className="block px-4 py-3 text-left">
        <span className="block break-words text-lg font-semibold leading-snug">{title}</span>
        {description && <span className="mt-0.5 block break-words text-sm leading-snug">{description}</span>}
      </span>
    </>
  );
  if (!href) {
    return (
      <div className={className} style={style}>
        {body}
      </div>
    );
  }
  if (!external) {
    return (
      <a href={href} className={className} style={style}>
        {body}
      </a>
    );
  }
  return (
    <ExternalLink href={href} className={className} style={style}>
      {body}
    </ExternalLink>
  );
}
