import {
  BackgroundCard,
  BioCard,
  ButtonStyleCard,
  CopyFromParentButton,
  ProfileImageCard,
  ShareCard,
  SocialLinksCard,
  ThemeGallery,
} from '@/features/appearance';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Apariencia' tab: theme, profile (photo, bio, social icons), buttons, background and sharing. */
export function AppearanceTab() {
  return (
    <section className="grid gap-4" data-testid="appearance-tab">
      <TabPanelHeader title="Apariencia" actions={<CopyFromParentButton />} />
      <div className="grid gap-4">
        <ThemeGallery />
        <ProfileImageCard />
        <BioCard />
        <SocialLinksCard />
        <ButtonStyleCard />
        <BackgroundCard />
        <ShareCard />
      </div>
    </section>
  );
}
