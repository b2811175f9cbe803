/** What happened to a subscriber, named as the webhooks' events are (issue 40). */
type SubscriberEventType = 'subscriber.created' | 'subscriber.confirmed';

interface SubscriberEvent {
  type: SubscriberEventType;
  pageId: number;
  subscriber: { id: number; email: string; name: string | null; state: string; itemId: number | null };
}

/**
 * The hook point for webhooks (issue 40, decision 987): called once a subscriber is created (any
 * state) and once one is confirmed, after the write has committed. It does nothing yet; the
 * webhooks' delivery queue is wired here when it arrives. It must never throw into the visitor's request.
 */
export function onSubscriberEvent(event: SubscriberEvent): void {
  void event;
}
