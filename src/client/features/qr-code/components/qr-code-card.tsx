import { Download, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isValidHexColor } from '@shared/colors';
import { DEFAULT_COLORS } from '@shared/constants';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { ColorInput } from '@/components/ui/color-input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditorStore } from '@/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { type QrType, useQrTarget } from '../hooks/use-qr-target';
import { MIN_QR_CONTRAST, contrastWithWhite } from '../lib/contrast';
import { downloadBlob, downloadUrl } from '../lib/download';
import { qrPngDataUrl, qrSvg } from '../lib/render-qr';

const PREVIEW_PX = 192;
const DOWNLOAD_PX = 1024;

/** 'Código QR': the page's public address as a QR code in the chosen colour, as PNG or SVG. */
export function QrCodeCard() {
  const id = useId();
  const qrColor = useEditorStore((state) => state.qrSettings.color);
  const updateQrSettings = useEditorStore((state) => state.updateQrSettings);
  const target = useQrTarget();
  const validColor = isValidHexColor(qrColor);
  const dark = validColor ? qrColor : DEFAULT_COLORS.qr;
  const lowContrast = validColor && contrastWithWhite(dark) < MIN_QR_CONTRAST;
  const [preview, setPreview] = useState<{ key: string; src: string } | null>(null);
  const key = `${target.url}|${dark}`;

  useEffect(() => {
    let current = true;
    qrPngDataUrl(target.url, dark, PREVIEW_PX * 2)
      .then((src) => current && setPreview({ key: `${target.url}|${dark}`, src }))
      .catch((error: unknown) => console.error('Could not draw the QR code', error));
    return () => {
      current = false;
    };
  }, [target.url, dark]);

  async function download(format: 'png' | 'svg') {
    try {
      if (format === 'png') downloadUrl(await qrPngDataUrl(target.url, dark, DOWNLOAD_PX), `${target.fileName}.png`);
      else downloadBlob(new Blob([await qrSvg(target.url, dark)], { type: 'image/svg+xml' }), `${target.fileName}.svg`);
    } catch (error) {
      console.error('Could not make the QR code file', error);
      toast({ variant: 'destructive', title: 'Error', description: 'No se pudo generar el código QR.' });
    }
  }

  return (
    <SectionCard title="Código QR" description="Escanéalo con la cámara del móvil para abrir tu página publicada.">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="mx-auto shrink-0 rounded-lg border bg-white p-2 shadow-xs sm:mx-0" style={{ width: PREVIEW_PX + 18 }}>
          {preview?.key === key ? (
            <img src={preview.src} alt={`Código QR de ${target.url}`} width={PREVIEW_PX} height={PREVIEW_PX} data-testid="qr-image" />
          ) : (
            <Skeleton style={{ width: PREVIEW_PX, height: PREVIEW_PX }} />
          )}
        </div>
        <div className="grid w-full min-w-0 gap-4">
          <div className="grid gap-2">
            <Label id={`${id}-type`}>Dirección del código</Label>
            <Select
              value={target.type}
              onValueChange={(type) => updateQrSettings({ type: type as QrType })}
            >
              <SelectTrigger aria-labelledby={`${id}-type`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="page">URL de la página (con el slug)</SelectItem>
                <SelectItem value="id">Enlace permanente (no cambia con el slug)</SelectItem>
              </SelectContent>
            </Select>
            <p className="break-all font-mono text-xs text-muted-foreground" data-testid="qr-url">
              {target.url}
            </p>
            {target.slugUnsaved && (
              <p className="text-xs text-muted-foreground">El código usa la URL guardada: guarda los cambios para usar el slug nuevo.</p>
            )}
          </div>
          <ColorInput label="Color del código" value={qrColor} onChange={(color) => updateQrSettings({ color })} />
          {lowContrast && (
            <p className="flex items-start gap-2 text-xs text-amber-700" role="status">
              <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              Este color es muy claro: algunos móviles podrían no leer el código. Elige uno más oscuro.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void download('png')}>
              <Download aria-hidden="true" />
              Descargar PNG
            </Button>
            <Button variant="outline" size="sm" onClick={() => void download('svg')}>
              <Download aria-hidden="true" />
              Descargar SVG
            </Button>
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
