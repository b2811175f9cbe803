import { useId } from 'react';
import { PAGE_LANGUAGE_LABELS, PAGE_LANGUAGES, PROFILE_KIND_LABELS, PROFILE_KINDS, type PageLanguage, type ProfileKind } from '@shared/page-identity';
import { SectionCard } from '@/components/section-card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { usePageSettings } from '@/lib/saves/use-page-settings';

interface ChoiceProps<T extends string> {
  label: string;
  hint: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange(value: T): void;
}

function Choice<T extends string>({ label, hint, value, options, labels, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="w-full sm:w-80">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/**
 * 'Idioma y perfil' (issue 38, decision 980): the language the page is written in (its `<html
 * lang>` and `og:locale`) and whom it is about (the search engines' profile markup). Saved at once.
 */
export function IdentityCard() {
  const { settings, edit } = usePageSettings();
  return (
    <SectionCard title="Idioma y perfil" description="Cómo leen tu página los buscadores, los lectores de pantalla y las redes.">
      <div className="grid gap-5">
        <Choice<PageLanguage>
          label="Idioma de la página"
          hint="El idioma en que está escrita tu página."
          value={settings.language}
          options={PAGE_LANGUAGES}
          labels={PAGE_LANGUAGE_LABELS}
          onChange={(language) => edit({ language }, 'immediate')}
        />
        <Choice<ProfileKind>
          label="La página es de"
          hint="Para los buscadores: una persona o una empresa, marca o grupo."
          value={settings.profile_kind}
          options={PROFILE_KINDS}
          labels={PROFILE_KIND_LABELS}
          onChange={(profileKind) => edit({ profile_kind: profileKind }, 'immediate')}
        />
      </div>
    </SectionCard>
  );
}
