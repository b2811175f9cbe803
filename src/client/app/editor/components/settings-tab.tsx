import { QrCodeCard } from '@/features/qr-code';
import { GeneralSettingsCard } from '@/features/settings';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Ajustes' tab: 'Configuración General' and the page's QR code. */
export function SettingsTab() {
  return (
    <section className="grid gap-4" data-testid="settings-tab">
      <TabPanelHeader title="Ajustes" />
      <div className="grid gap-4">
        <GeneralSettingsCard />
        <QrCodeCard />
      </div>
    </section>
  );
}
