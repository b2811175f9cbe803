import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, NewWebhook, WebhookDelivery, WebhookDeliveryList, WebhookList } from '@shared/schemas/webhooks';
import { apiRequest } from '@/lib/api';

const WEBHOOKS_KEY = ['account', 'webhooks'] as const;
const deliveriesKey = (id: number) => [...WEBHOOKS_KEY, id, 'deliveries'] as const;
/** A queued delivery is sent by the server on its own: the log asks again meanwhile. */
const REFRESH_WHILE_QUEUED_MS = 5000;

/** GET /api/webhooks ('Mi cuenta' > 'Webhooks', issue 40). */
export function useWebhooks() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: () => apiRequest<WebhookList>('GET', '/api/webhooks'), retry: false });
}

/** GET /api/webhooks/{id}/deliveries, asked again while a delivery waits in the queue. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => apiRequest<WebhookDeliveryList>('GET', `/api/webhooks/${id}/deliveries`),
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.state === 'pending') ? REFRESH_WHILE_QUEUED_MS : false),
  });
}

/** POST /api/webhooks, DELETE /api/webhooks/{id}, 'Enviar prueba' and 'Reenviar'. */
export function useWebhookActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  return {
    add: useMutation({ mutationFn: (input: NewWebhook) => apiRequest<CreatedWebhook>('POST', '/api/webhooks', input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => apiRequest('DELETE', `/api/webhooks/${id}`), onSettled: refresh }),
    test: useMutation({ mutationFn: (id: number) => apiRequest<WebhookDelivery>('POST', `/api/webhooks/${id}/test`), onSettled: refresh }),
    resend: useMutation({
      mutationFn: ({ id, deliveryId }: { id: number; deliveryId: number }) => apiRequest<WebhookDelivery>('POST', `/api/webhooks/${id}/deliveries/${deliveryId}/resend`),
      onSettled: refresh,
    }),
  };
}
