import type { BlockContent } from '@shared/blocks/read';
import { Download, UserPlus } from 'lucide-react';
import { buildVCard, vcardFileName } from '@shared/vcard';
import { BUTTON, BUTTON_OUTLINE, FOCUS } from '../lib/card';

interface SaveButtonsProps {
  content: BlockContent<'contactCard'>;
  /** The server's vCard of a saved, visible item; without it the file is made in the browser. */
  vcardUrl: string | null;
}

/** Without the server's file (the editor's preview): the vCard made in the browser, downloaded or opened. */
function saveInBrowser(content: BlockContent<'contactCard'>, download: boolean) {
  const blob = new Blob([buildVCard(content)], { type: 'text/vcard;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (download) link.download = vcardFileName(content.name);
  else link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The spec's two buttons, each with its own meaning (decision 018): 'Descargar Contacto' downloads
 * the vCard file; 'Guardar Contacto' opens it in place (inline, text/vcard), so a phone offers to add
 * the contact. Plain links to the server's vCard: they work without JavaScript.
 */
export function SaveButtons({ content, vcardUrl }: SaveButtonsProps) {
  const filename = vcardFileName(content.name);
  const buttons = [
    { label: 'Descargar Contacto', icon: Download, className: BUTTON_OUTLINE, download: true },
    { label: 'Guardar Contacto', icon: UserPlus, className: BUTTON, download: false },
  ];
  return (
    <div className="grid grid-cols-2 gap-2">
      {buttons.map(({ label, icon: Icon, className, download }) =>
        vcardUrl ? (
          <a
            key={label}
            href={download ? vcardUrl : `${vcardUrl}?abrir`}
            {...(download ? { download: filename } : { type: 'text/vcard' })}
            className={`${className} ${FOCUS}`}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </a>
        ) : (
          <button key={label} type="button" onClick={() => saveInBrowser(content, download)} className={`${className} ${FOCUS}`}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </button>
        ),
      )}
    </div>
  );
}
