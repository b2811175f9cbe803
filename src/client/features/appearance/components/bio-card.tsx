import { LIMITS } from '@shared/constants';
import { SectionCard } from '@/components/section-card';
import { useTextSetting } from '../hooks/use-text-setting';
import { TextSettingField } from './text-setting-field';

/** 'Biografía': a few lines under the title, line breaks kept. */
export function BioCard() {
  const bio = useTextSetting('bio');
  return (
    <SectionCard title="Biografía" description="Unas líneas sobre ti bajo el título de tu página.">
      <TextSettingField
        label="Biografía"
        value={bio.value}
        max={LIMITS.bioMax}
        multiline
        placeholder="Fotógrafa en Madrid. Bodas, retratos y viajes."
        failed={bio.failed}
        onChange={bio.change}
        onBlur={bio.commit}
      />
    </SectionCard>
  );
}
