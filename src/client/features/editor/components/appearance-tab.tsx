import { BackgroundCard, CopyFromParentButton, ProfileImageCard } from '@/features/appearance';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Apariencia' tab: the profile image and the page background. */
export function AppearanceTab() {
  return (
    <section className="grid gap-4" data-testid="appearance-tab">
      <TabPanelHeader title="Apariencia" actions={<CopyFromParentButton />} />
      <div className="grid gap-4">
        <ProfileImageCard />
        <BackgroundCard />
      </div>
    </section>
  );
}
