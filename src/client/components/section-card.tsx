import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** A card of the tab with its own (third-level) heading. */
export function SectionCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="gap-5 py-5">
      <CardHeader className="px-5">
        <h3 className="text-base leading-tight font-semibold">{title}</h3>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-5">{children}</CardContent>
    </Card>
  );
}
