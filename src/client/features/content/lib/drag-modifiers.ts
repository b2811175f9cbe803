import type { Modifier } from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';

/**
 * Where the compact drag preview starts. dnd-kit puts it at the top-left corner of the picked-up
 * card, which for a card taller than the window is often above the window. `restrictToWindowEdges`
 * then pulls it back to the window's top edge on every render, and the keyboard sensor, which reads
 * its position from that clamped rect and moves relative to the first one it read, computes the
 * same 25 px step again at every press: the block never moves on (docs/decisions/504-drag-tall-cards.md).
 *
 * This modifier shifts the preview by a constant for the whole drag so that it starts inside the
 * window: under the pointer for a mouse or touch drag, at the card's top (brought into the window)
 * for a keyboard drag. A constant shift keeps the keyboard sensor's arithmetic exact; only the
 * window's edges clamp afterwards, where the sensor scrolls the window instead.
 */
export const startPreviewInWindow: Modifier = ({ transform, activatorEvent, overlayNodeRect, windowRect }) => {
  if (!overlayNodeRect || !windowRect) return transform;
  const pointer = activatorEvent ? getEventCoordinates(activatorEvent) : null;
  const wanted = pointer ? pointer.y - overlayNodeRect.height / 2 : overlayNodeRect.top;
  const lowest = Math.max(windowRect.top, windowRect.bottom - overlayNodeRect.height);
  const start = Math.min(Math.max(wanted, windowRect.top), lowest);
  return { ...transform, y: transform.y + start - overlayNodeRect.top };
};
