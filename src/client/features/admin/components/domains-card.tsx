import { Trash2 } from 'lucide-react';
import { DOMAIN_STATE_LABELS } from '@shared/schemas/domains';
import { AccountSection } from '@/components/account-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useAdminDomains, useRemoveAdminDomain } from '../api/admin-api';

/** 'Dominios propios' (issue 39): every owner's domain with its page and state; the admin removes one. Hidden when the site has them off. */
export function DomainsCard() {
  const domains = useAdminDomains();
  const remove = useRemoveAdminDomain();
  if (domains.isError) return null;
  return (
    <AccountSection title="Dominios propios" description="Los dominios de los propietarios para sus páginas. Quitar uno deja de servirlo al momento.">
      {domains.data?.length === 0 && <p className="text-sm text-muted-foreground">Nadie ha añadido un dominio todavía.</p>}
      <ul className="grid gap-2" aria-label="Dominios propios">
        {domains.data?.map((domain) => (
          <li key={domain.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
            <span className="grid min-w-0 gap-0.5">
              <span className="font-mono break-all">{domain.domain}</span>
              <span className="text-xs text-muted-foreground">/view/{domain.pageSlug}</span>
            </span>
            <span className="flex items-center gap-2">
              <Badge variant={domain.state === 'error' ? 'destructive' : domain.state === 'active' ? 'default' : 'secondary'}>{DOMAIN_STATE_LABELS[domain.state]}</Badge>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Quitar ${domain.domain}`}
                disabled={remove.isPending && remove.variables === domain.id}
                onClick={() =>
                  remove.mutate(domain.id, {
                    onSuccess: () => toast({ title: 'Dominio quitado', description: domain.domain }),
                    onError: (error) => toast({ variant: 'destructive', title: 'No se pudo quitar el dominio', description: messageOf(error, 'No se pudo quitar el dominio') }),
                  })
                }
              >
                <Trash2 aria-hidden />
                Quitar
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
