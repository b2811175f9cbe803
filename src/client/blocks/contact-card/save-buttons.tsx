import type { BlockContent } from '@shared/blocks/read';
import { Download, UserPlus } from 'lucide-react';
import { buildVCard, vcardFileName } from '@shared/vcard';
import { BUTTON, BUTTON_OUTLINE, FOCUS } from '../lib/card';

interface SaveButtonsProps {
  content: BlockContent<'contactCard'>;
  /** The server's vCard of a saved, visible item; without it the file is made in the browser. */
  vcardUrl: string | null;
}

function saveInBrowser(content: BlockContent<'contactCard'>) {
  const blob = new Blob([buildVCard(content)], { type: 'text/vcard;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = vcardFileName(content.name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Descargar Contacto' and 'Guardar Contacto': both save the contact as a vCard 3.0 file. */
export function SaveButtons({ content, vcardUrl }: SaveButtonsProps) {
  const filename = vcardFileName(content.name);
  const buttons = [
    { label: 'Descargar Contacto', icon: Download, className: BUTTON_OUTLINE },
    { label: 'Guardar Contacto', icon: UserPlus, className: BUTTON },
  ];
  return (
    <div className="grid grid-cols-2 gap-2">
      {buttons.map(({ label, icon: Icon, className }) =>
        vcardUrl ? (
          <a key={label} href={vcardUrl} download={filename} className={`${className} ${FOCUS}`}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </a>
        ) : (
          <button key={label} type="button" onClick={() => saveInBrowser(content)} className={`${className} ${FOCUS}`}>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </button>
        ),
      )}
    </div>
  );
}
