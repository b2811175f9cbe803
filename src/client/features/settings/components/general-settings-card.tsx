import { Copy, Info, Save } from 'lucide-react';
import { useId } from 'react';
import { LIMITS } from '@shared/constants';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/lib/copy-text';
import { pageUrlBySlug } from '@/lib/public-url';
import { useGeneralSettings } from '../hooks/use-general-settings';

/** 'Configuración General': title, show-title switch, slug, 'Copiar URL' and 'Guardar cambios'. */
export function GeneralSettingsCard() {
  const id = useId();
  const general = useGeneralSettings();
  const origin = window.location.origin;

  async function copyUrl() {
    const url = pageUrlBySlug(general.slug, origin);
    try {
      await copyText(url);
      toast({
        title: 'URL copiada',
        description: general.dirty ? `${url} (guarda los cambios para que esta URL funcione)` : url,
      });
    } catch (error) {
      console.error('Copying the URL failed', error);
      toast({ variant: 'destructive', title: 'Error', description: 'No se pudo copiar la URL.' });
    }
  }

  return (
    <SectionCard title="Configuración General" description="El nombre de la página y la dirección en la que se publica.">
      <form
        className="grid gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void general.save();
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Título de la página</Label>
          <Input
            id={`${id}-title`}
            value={general.title}
            maxLength={LIMITS.titleMax}
            onChange={(event) => general.changeTitle(event.target.value)}
          />
        </div>
        <SwitchField
          label="Mostrar título"
          description="Muestra el título debajo de la imagen de perfil."
          checked={general.showTitle}
          onCheckedChange={general.changeShowTitle}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-slug`}>Slug</Label>
          <div className="flex min-w-0 items-stretch rounded-md shadow-xs">
            <span
              className="flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 font-mono text-sm text-muted-foreground"
              aria-hidden="true"
            >
              /view/
            </span>
            <Input
              id={`${id}-slug`}
              value={general.slug}
              maxLength={LIMITS.slugMax}
              spellCheck={false}
              autoCapitalize="none"
              autoComplete="off"
              aria-describedby={`${id}-slug-hint`}
              className="rounded-l-none shadow-none"
              onChange={(event) => general.changeSlug(event.target.value)}
            />
          </div>
          <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">
            Solo letras minúsculas, números y guiones; cambiar el título genera uno nuevo. Tu página:{' '}
            <span className="break-all font-mono">
              {origin}/view/{general.slug}
            </span>
          </p>
        </div>
        {general.previousSlug && (
          <Alert id={`${id}-address-change`} data-testid="slug-change-note">
            <Info aria-hidden="true" />
            <AlertTitle>La dirección pública cambiará</AlertTitle>
            <AlertDescription>
              <p>
                Al guardar, tu página se publicará en{' '}
                <span className="break-all font-mono">{pageUrlBySlug(general.slug, origin)}</span>. La dirección anterior,{' '}
                <span className="break-all font-mono">{pageUrlBySlug(general.previousSlug, origin)}</span>, seguirá funcionando y
                llevará a la nueva.
              </p>
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          {general.dirty && (
            <p className="text-sm text-muted-foreground sm:mr-auto" role="status">
              Tienes cambios sin guardar.
            </p>
          )}
          <Button type="button" variant="outline" onClick={() => void copyUrl()}>
            <Copy aria-hidden="true" />
            Copiar URL
          </Button>
          <Button type="submit" disabled={general.saving} aria-describedby={general.previousSlug ? `${id}-address-change` : undefined}>
            {general.saving ? <Spinner /> : <Save aria-hidden="true" />}
            {general.saving ? 'Guardando...' : 'Guardar cambios'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
