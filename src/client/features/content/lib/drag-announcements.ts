import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { blockLabel } from '@shared/blocks';
import type { EditorItem } from '@/stores/editor-store';

export const DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Para mover un bloque, pulsa Espacio o Intro. Usa las flechas arriba y abajo para moverlo, Espacio o Intro para soltarlo y Escape para cancelar.',
};

/** What a screen reader hears while a block is dragged, in Spanish. */
export function dragAnnouncements(items: readonly EditorItem[]): Announcements {
  const describe = (id: string | number) => {
    const index = items.findIndex((item) => item.id === id);
    return index === -1 ? 'el bloque' : `${blockLabel(items[index]!.type)} ${index + 1}`;
  };
  const position = (id: string | number | undefined) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Has tomado ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} está sobre la posición ${position(over.id)} de ${items.length}.` : `${describe(active.id)} ya no está sobre la lista.`,
    onDragEnd: ({ active, over }) =>
      over ? `Has soltado ${describe(active.id)} en la posición ${position(over.id)} de ${items.length}.` : `Has soltado ${describe(active.id)}.`,
    onDragCancel: ({ active }) => `Movimiento cancelado. ${describe(active.id)} vuelve a su sitio.`,
  };
}
