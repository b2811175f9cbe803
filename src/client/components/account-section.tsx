import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card';

/** A card of 'Mi cuenta' or 'Administración' with its own heading. */
export function AccountSection({ title, description, children, tone }: { title: string; description: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <Card className={tone === 'danger' ? 'gap-4 border-destructive/40 py-5' : 'gap-4 py-5'}>
      <CardHeader className="px-5">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">{children}</CardContent>
    </Card>
  );
}
