import { ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { DOMAIN_STATE_LABELS, type Domain, type DomainList } from '@shared/schemas/domains';
import { AddressEntry } from '@/components/address-entry';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useEditorStore } from '@/stores/editor-store';
import { useDomainActions, usePageDomains } from '@/api/domains/domains';

const BADGE: Record<Domain['state'], 'default' | 'secondary' | 'destructive'> = { active: 'default', pending: 'secondary', error: 'destructive' };

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' });
}

/** The DNS records the owner creates: a CNAME to the site's host, or A/AAAA to its addresses. */
function DnsRecords({ domain, list }: { domain: string; list: DomainList }) {
  const rows: [string, string][] = [];
  if (list.cnameTarget) rows.push(['CNAME', list.cnameTarget]);
  for (const address of list.addresses) rows.push([address.includes(':') ? 'AAAA' : 'A', address]);
  return (
    <div className="grid gap-2 text-sm">
      <p>
        {list.addresses.length > 0
          ? 'Crea uno de estos registros en tu proveedor de DNS: un subdominio (como enlaces.mitienda.es) usa el CNAME; un dominio raíz (mitienda.es), los registros A/AAAA.'
          : 'Crea este registro en tu proveedor de DNS. Usa un subdominio, como enlaces.mitienda.es: un dominio raíz no admite CNAME.'}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left font-mono text-xs">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3 font-sans font-medium">
                Tipo
              </th>
              <th scope="col" className="py-1 pr-3 font-sans font-medium">
                Nombre
              </th>
              <th scope="col" className="py-1 font-sans font-medium">
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([type, value]) => (
              <tr key={`${type} ${value}`} className="border-b last:border-0">
                <td className="py-1 pr-3">{type}</td>
                <td className="py-1 pr-3 break-all">{domain}</td>
                <td className="py-1 break-all">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function DomainEntry({ domain, list, pageId }: { domain: Domain; list: DomainList; pageId: number }) {
  const actions = useDomainActions(pageId);
  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: messageOf(error, title) });
  const checking = actions.check.isPending && actions.check.variables === domain.id;
  const removing = actions.remove.isPending && actions.remove.variables === domain.id;
  const url = `${window.location.protocol}//${domain.domain}/`;
  return (
    <AddressEntry
      address={domain.domain}
      testId="custom-domain"
      badge={
        <Badge variant={BADGE[domain.state]} data-testid="domain-state">
          {DOMAIN_STATE_LABELS[domain.state]}
        </Badge>
      }
    >
      {domain.state === 'active' ? (
        <a className="inline-flex w-fit items-center gap-1 text-sm text-primary underline-offset-4 hover:underline" href={url} target="_blank" rel="noopener noreferrer">
          <ExternalLink className="size-4" aria-hidden />
          Abrir {url}
        </a>
      ) : null}
      {domain.state === 'active' && domain.reason ? (
        <p className="text-sm text-destructive" role="status">
          La última comprobación falló: {domain.reason} Seguimos mostrando tu página y lo reintentamos.
        </p>
      ) : null}
      {domain.state === 'active' ? null : (
        <>
          {domain.reason ? (
            <p className="text-sm text-destructive" role="status">
              {domain.reason}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Comprobaremos el dominio en cuanto el registro DNS apunte a este sitio.</p>
          )}
          <DnsRecords domain={domain.domain} list={list} />
          {domain.nextCheckAt && <p className="text-xs text-muted-foreground">Próxima comprobación automática: {formatTime(domain.nextCheckAt)}</p>}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {domain.state !== 'active' && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={checking}
            onClick={() => actions.check.mutate(domain.id, { onError: failed('No se pudo comprobar el dominio') })}
          >
            {checking ? <Spinner /> : <RefreshCw aria-hidden />}
            Comprobar ahora
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={removing}
          aria-label={`Quitar ${domain.domain}`}
          onClick={() =>
            actions.remove.mutate(domain.id, {
              onSuccess: () => toast({ title: 'Dominio quitado', description: domain.domain }),
              onError: failed('No se pudo quitar el dominio'),
            })
          }
        >
          <Trash2 aria-hidden />
          Quitar
        </Button>
      </div>
    </AddressEntry>
  );
}

/**
 * 'Dominio propio' (issue 39): the page on a domain of the owner's. Shows the DNS records to create,
 * each domain's state ('Pendiente', 'Activo', 'Error' and why), 'Comprobar ahora' and 'Quitar'.
 * Not shown when the site has custom domains off.
 */
export function CustomDomainCard() {
  const id = useId();
  const pageId = useEditorStore((state) => state.currentPageId);
  const domains = usePageDomains(pageId);
  const actions = useDomainActions(pageId);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (pageId === null || domains.isError) return null;
  const list = domains.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setFieldError('Escribe el dominio.');
      return;
    }
    actions.add.mutate(name, {
      onSuccess: (added) => {
        setName('');
        setFieldError(null);
        toast({ title: 'Dominio añadido', description: `${added.domain}: crea el registro DNS y lo comprobaremos.` });
      },
      onError: (error) => setFieldError(messageOf(error, 'No se pudo añadir el dominio.')),
    });
  }

  return (
    <SectionCard title="Dominio propio" description="Publica esta página en un dominio tuyo, como enlaces.mitienda.es. El certificado HTTPS se obtiene solo.">
      <form className="grid gap-2" noValidate onSubmit={submit}>
        <Label htmlFor={`${id}-domain`}>Tu dominio</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-domain`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="enlaces.mitienda.es"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError ? `${id}-error` : undefined}
          />
          <Button type="submit" disabled={actions.add.isPending}>
            {actions.add.isPending && <Spinner />}
            Añadir dominio
          </Button>
        </div>
        {fieldError && (
          <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
            {fieldError}
          </p>
        )}
      </form>
      {list && list.domains.length > 0 && (
        <ul className="grid gap-3" aria-label="Dominios de esta página">
          {list.domains.map((domain) => (
            <DomainEntry key={domain.id} domain={domain} list={list} pageId={pageId} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
