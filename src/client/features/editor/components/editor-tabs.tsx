import { LayoutList, Palette, Settings } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AppearanceTab } from './appearance-tab';
import { ContentTab } from './content-tab';
import { SettingsTab } from './settings-tab';

/** The three tabs; the bar is laid out in four columns as the spec describes. */
export function EditorTabs() {
  return (
    <Tabs defaultValue="content" className="gap-5">
      <TabsList className="grid h-auto w-full grid-cols-3 sm:grid-cols-4">
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
    </Tabs>
  );
}
