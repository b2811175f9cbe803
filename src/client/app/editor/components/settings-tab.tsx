import { CustomDomainCard } from '@/features/domains';
import { QrCodeCard } from '@/features/qr-code';
import { PublicationCard } from '@/features/schedule';
import { AccessCard, GeneralSettingsCard, IdentityCard } from '@/features/settings';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Ajustes' tab: 'Configuración General', 'Acceso', 'Idioma y perfil', the page's QR code and 'Dominio propio'. */
export function SettingsTab() {
  return (
    <section className="grid gap-4" data-testid="settings-tab">
      <TabPanelHeader title="Ajustes" />
      <div className="grid gap-4">
        <GeneralSettingsCard />
        <PublicationCard />
        <AccessCard />
        <IdentityCard />
        <QrCodeCard />
        <CustomDomainCard />
      </div>
    </section>
  );
}
