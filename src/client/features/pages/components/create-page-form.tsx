import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_PAGE_TITLE, LIMITS } from '@shared/constants';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useCreatePage } from '@/api/pages/create-page';

/** /create-page: a title (default 'Nueva Página'), then the new page opens in the editor. */
export function CreatePageForm() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePage();
  const [title, setTitle] = useState(DEFAULT_PAGE_TITLE);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim()) {
      setError('Escribe un título para la página.');
      return;
    }
    setError(null);
    try {
      const page = await create.mutateAsync(title.trim());
      void navigate(`/edit/${page.id}`);
    } catch (failure) {
      console.error('Page create failed', failure);
      setError(messageOf(failure, 'No se pudo crear la página. Inténtalo de nuevo.'));
    }
  }

  return (
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md gap-5">
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">Nueva página</h1>
          <CardDescription>Ponle un título; podrás cambiarlo, junto con su URL, en Ajustes.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={create.isPending}>
            <div className="grid gap-2">
              <Label htmlFor={id}>Título de la página</Label>
              <Input
                id={id}
                name="title"
                required
                autoFocus
                maxLength={LIMITS.titleMax}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            {error && (
              <Alert variant="destructive" role="alert" id={`${id}-error`}>
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" asChild>
                <Link to="/">Cancelar</Link>
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Spinner />}
                {create.isPending ? 'Creando...' : 'Crear página'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
