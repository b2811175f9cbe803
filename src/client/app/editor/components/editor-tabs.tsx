import { ChartNoAxesColumn, LayoutList, MailPlus, Palette, Settings } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AppearanceTab } from './appearance-tab';
import { ContentTab } from './content-tab';
import { SettingsTab } from './settings-tab';
import { SubscribersTab } from './subscribers-tab';

const StatisticsTab = lazy(() => import('./statistics-tab'));

/** The five tabs: two columns on a phone, five from 640 px. */
export function EditorTabs() {
  return (
    <Tabs defaultValue="content" className="gap-5">
      <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-5">
        <TabsTrigger value="content" className="py-1.5">
          <LayoutList aria-hidden="true" />
          Contenido
        </TabsTrigger>
        <TabsTrigger value="appearance" className="py-1.5">
          <Palette aria-hidden="true" />
          Apariencia
        </TabsTrigger>
        <TabsTrigger value="settings" className="py-1.5">
          <Settings aria-hidden="true" />
          Ajustes
        </TabsTrigger>
        <TabsTrigger value="statistics" className="py-1.5">
          <ChartNoAxesColumn aria-hidden="true" />
          Estadísticas
        </TabsTrigger>
        <TabsTrigger value="subscribers" className="py-1.5">
          <MailPlus aria-hidden="true" />
          Suscriptores
        </TabsTrigger>
      </TabsList>
      <TabsContent value="content">
        <ContentTab />
      </TabsContent>
      <TabsContent value="appearance">
        <AppearanceTab />
      </TabsContent>
      <TabsContent value="settings">
        <SettingsTab />
      </TabsContent>
      <TabsContent value="statistics">
        <Suspense fallback={<LoadingScreen label="Cargando estadísticas..." className="min-h-28" />}>
          <StatisticsTab />
        </Suspense>
      </TabsContent>
      <TabsContent value="subscribers">
        <SubscribersTab />
      </TabsContent>
    </Tabs>
  );
}
