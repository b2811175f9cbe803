import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CARD_IMAGE_STYLES } from '@shared/blocks/choices';
import { SUBPAGE_BUTTON_TEXT_DEFAULT } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { CardTextFields } from '../lib/fields/card-text-fields';
import { ImageUploadField } from '../lib/fields/image-upload-field';
import { QuickEditForm } from '../lib/fields/panel';
import { ReadOnlyField } from '../lib/fields/read-only-field';
import { SelectField } from '../lib/fields/select-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fileNameOf } from '../lib/shorten';
import { useImageUpload } from '../lib/use-image-upload';
import { fieldValidator } from '../lib/validate-field';

const STYLE_OPTIONS = [
  { value: 'cover', label: 'Cubrir (recorta la imagen)' },
  { value: 'contain', label: 'Contener (imagen completa)' },
] as const satisfies readonly { value: (typeof CARD_IMAGE_STYLES)[number]; label: string }[];

const validate = {
  title: fieldValidator('subpage', 'title'),
  buttonText: fieldValidator('subpage', 'buttonText'),
};

/**
 * Subpage card: title (the subpage's own title: the server keeps both the same), button text, the
 * subpage's id (read only), card image and its style, and 'Editar subpágina', which opens the
 * subpage's editor with this page as its parent in the navigation state (spec: 'Volver a página
 * padre').
 */
export function SubpageQuickEdit({ item, content, onChange, onCommit, disabled }: QuickEditProps<'subpage'>) {
  const navigate = useNavigate();
  // The name of the file uploaded here; after a reload only the stored name is known.
  const [uploadedName, setUploadedName] = useState<{ url: string; name: string } | null>(null);
  const { uploading, upload, accept } = useImageUpload('subpageCard', (cardImageUrl, file) => {
    setUploadedName({ url: cardImageUrl, name: file.name });
    onChange({ cardImageUrl }, { immediate: true });
  });
  const imageUrl = content.cardImageUrl;
  const fileName = imageUrl ? (uploadedName?.url === imageUrl ? uploadedName.name : fileNameOf(imageUrl)) : '';
  const { pageId } = content;

  return (
    <QuickEditForm disabled={disabled === true || uploading} label="Edición rápida de la subpágina">
      <CardTextFields content={content} buttonPlaceholder={SUBPAGE_BUTTON_TEXT_DEFAULT} validate={validate} onChange={onChange} onCommit={onCommit} />
      <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
        <ReadOnlyField label="ID Subpágina" value={pageId > 0 ? String(pageId) : ''} />
        <Button
          variant="outline"
          disabled={pageId <= 0}
          onClick={() => {
            onCommit();
            void navigate(`/edit/${pageId}`, { state: { parentPageId: item.pageId } });
          }}
        >
          <SquarePen aria-hidden="true" />
          Editar subpágina
        </Button>
      </div>
      <ImageUploadField
        label="Imagen de la tarjeta"
        buttonText="Subir imagen"
        removeText="Quitar imagen"
        imageUrl={imageUrl}
        accept={accept}
        uploading={uploading}
        fileName={fileName || undefined}
        onFile={(file) => void upload(file)}
        onRemove={() => onChange({ cardImageUrl: null }, { immediate: true })}
      />
      <SelectField
        label="Estilo de imagen"
        value={content.cardImageStyle}
        options={STYLE_OPTIONS}
        onValueChange={(cardImageStyle) => onChange({ cardImageStyle }, { immediate: true })}
      />
    </QuickEditForm>
  );
}
