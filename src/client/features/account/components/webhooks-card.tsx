import { Copy, Send, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type Webhook,
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEventType,
} from '@shared/schemas/webhooks';
import { AccountSection } from '@/components/account-section';
import { AddressEntry } from '@/components/address-entry';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { useWebhookActions, useWebhookDeliveries, useWebhooks } from '../api/webhooks';

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'medium' });
const BADGE: Record<WebhookDelivery['state'], 'default' | 'secondary' | 'destructive'> = { delivered: 'default', pending: 'secondary', failed: 'destructive' };
const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: messageOf(error, title) });
const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? (type === 'webhook.test' ? 'Prueba' : type);

/** One delivery of the log: event, state, status code, attempts, times and 'Reenviar'. */
function DeliveryEntry({ webhookId, delivery }: { webhookId: number; delivery: WebhookDelivery }) {
  const { resend } = useWebhookActions();
  const resending = resend.isPending && resend.variables?.deliveryId === delivery.id;
  return (
    <li className="grid gap-1 p-3 text-sm" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{eventLabel(delivery.eventType)}</span>
        <code className="text-xs text-muted-foreground">{delivery.eventType}</code>
        <Badge variant={BADGE[delivery.state]}>{WEBHOOK_DELIVERY_STATE_LABELS[delivery.state]}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {delivery.lastStatus !== null ? `Código ${delivery.lastStatus}` : 'Sin respuesta'} · {delivery.attempts}{' '}
        {delivery.attempts === 1 ? 'intento' : 'intentos'}
        {delivery.lastAttemptAt && ` · Último: ${when.format(new Date(delivery.lastAttemptAt))}`}
        {delivery.nextAttemptAt && ` · Próximo: ${when.format(new Date(delivery.nextAttemptAt))}`}
      </p>
      {delivery.lastError && <p className="text-xs text-destructive">{delivery.lastError}</p>}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={resending}
          aria-label={`Reenviar ${delivery.eventType} de ${when.format(new Date(delivery.createdAt))}`}
          onClick={() => resend.mutate({ id: webhookId, deliveryId: delivery.id }, { onError: failed('No se pudo reenviar') })}
        >
          {resending && <Spinner />}
          Reenviar
        </Button>
      </div>
    </li>
  );
}

/** The endpoint's delivery log ('Envíos'), newest first. */
function DeliveryLog({ webhookId }: { webhookId: number }) {
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) return <p className="text-sm text-destructive">No se pudo cargar el registro de envíos.</p>;
  const list = deliveries.data.deliveries;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">Aún no hay envíos. Pulsa «Enviar prueba» para probarlo.</p>;
  return (
    <ul aria-label="Registro de envíos" className="grid divide-y rounded-md border">
      {list.map((delivery) => (
        <DeliveryEntry key={delivery.id} webhookId={webhookId} delivery={delivery} />
      ))}
    </ul>
  );
}

function WebhookEntry({ webhook }: { webhook: Webhook }) {
  const actions = useWebhookActions();
  const [showLog, setShowLog] = useState(false);
  const testing = actions.test.isPending && actions.test.variables === webhook.id;
  const removing = actions.remove.isPending && actions.remove.variables === webhook.id;
  return (
    <AddressEntry
      address={webhook.url}
      testId="webhook"
      badge={webhook.failingSince ? <Badge variant="destructive">Fallando</Badge> : <Badge variant="secondary">Activo</Badge>}
    >
      {webhook.failingSince && (
        <p className="text-sm text-destructive" role="status">
          Un envío falló durante 24 horas seguidas (desde {when.format(new Date(webhook.failingSince))}). Revisa la dirección y pulsa «Reenviar».
        </p>
      )}
      <p className="text-xs text-muted-foreground">Eventos: {webhook.events.join(', ')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={testing}
          onClick={() =>
            actions.test.mutate(webhook.id, {
              onSuccess: (delivery) => {
                setShowLog(true);
                toast({
                  title: delivery.state === 'delivered' ? 'Prueba entregada' : 'La prueba no se entregó',
                  description: delivery.lastError ?? (delivery.lastStatus !== null ? `Código ${delivery.lastStatus}` : undefined),
                });
              },
              onError: failed('No se pudo enviar la prueba'),
            })
          }
        >
          {testing ? <Spinner /> : <Send aria-hidden />}
          Enviar prueba
        </Button>
        <Button type="button" variant="outline" size="sm" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Ocultar envíos' : 'Ver envíos'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={removing}
          aria-label={`Eliminar el webhook ${webhook.url}`}
          onClick={() => actions.remove.mutate(webhook.id, { onSuccess: () => toast({ title: 'Webhook eliminado' }), onError: failed('No se pudo eliminar el webhook') })}
        >
          <Trash2 aria-hidden />
          Eliminar
        </Button>
      </div>
      {showLog && <DeliveryLog webhookId={webhook.id} />}
    </AddressEntry>
  );
}

/** The new endpoint's secret, shown once, with 'Copiar'. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="grid gap-2 rounded-lg border border-primary/40 bg-muted/40 p-3" role="status">
      <p className="text-sm font-medium">Secreto de firma: guárdalo ahora, no se volverá a mostrar.</p>
      <code className="font-mono text-xs break-all" data-testid="webhook-secret">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => copyText(secret).then(() => toast({ title: 'Secreto copiado' }), failed('No se pudo copiar'))}
        >
          <Copy aria-hidden />
          Copiar
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Ya lo he guardado
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Webhooks' (issue 40): endpoints that receive the account's events, signed as Standard Webhooks;
 * the secret shown once, the delivery log with 'Reenviar', 'Enviar prueba', and 'Fallando' after
 * 24 hours of failed retries.
 */
export function WebhooksCard() {
  const id = useId();
  const webhooks = useWebhooks();
  const actions = useWebhookActions();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENTS]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  if (webhooks.isError) return null;
  const list = webhooks.data;
  const full = list !== undefined && list.webhooks.length >= list.limit;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setFieldError('Escribe la dirección del webhook.');
    if (events.length === 0) return setFieldError('Elige al menos un evento.');
    actions.add.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          setFieldError(null);
          setSecret(created.secret);
        },
        onError: (error) => setFieldError(messageOf(error, 'No se pudo añadir el webhook.')),
      },
    );
  }

  const toggle = (type: WebhookEventType) => setEvents(events.includes(type) ? events.filter((other) => other !== type) : [...events, type]);

  return (
    <AccountSection
      title="Webhooks"
      description="Avisa a otra aplicación por https cuando cambian tus páginas o llegan suscriptores. Cada envío va firmado (Standard Webhooks) y se reintenta durante 24 horas."
    >
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      {list && list.webhooks.length > 0 && (
        <ul className="grid gap-3" aria-label="Tus webhooks">
          {list.webhooks.map((webhook) => (
            <WebhookEntry key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">Has alcanzado el límite de {list.limit} webhooks por cuenta.</p>
      ) : (
        <form className="grid gap-3" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-url`}>Dirección (https)</Label>
            <Input
              id={`${id}-url`}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://ejemplo.com/webhooks"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              aria-invalid={fieldError !== null}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Eventos</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((type) => (
                <label key={type} className="flex min-h-6 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-5 shrink-0" checked={events.includes(type)} onChange={() => toggle(type)} />
                  <span>
                    {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted-foreground">{type}</code>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {fieldError && (
            <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
              {fieldError}
            </p>
          )}
          <div>
            <Button type="submit" disabled={actions.add.isPending}>
              {actions.add.isPending && <Spinner />}
              Añadir webhook
            </Button>
          </div>
        </form>
      )}
    </AccountSection>
  );
}
