import { CircleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Any unknown path: '404 Page Not Found' with a hint for whoever wired the routes. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
      <title>404 Page Not Found | LinkHub</title>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Ninguna ruta coincide con <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground break-all">{pathname}</code>.
            ¿Olvidaste añadir la página al router?
          </p>
          <Button asChild className="justify-self-start">
            <Link to="/">Volver al inicio</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
