import { type KeyboardCoordinateGetter, KeyboardCode } from '@dnd-kit/core';
import { DRAG_KEYBOARD_STEP_PX } from '@shared/constants';

/** Arrow keys move the picked-up block 25 px up or down (spec section 9); sideways does nothing. */
export const verticalKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case KeyboardCode.Up:
      event.preventDefault();
      return { ...currentCoordinates, y: currentCoordinates.y - DRAG_KEYBOARD_STEP_PX };
    case KeyboardCode.Down:
      event.preventDefault();
      return { ...currentCoordinates, y: currentCoordinates.y + DRAG_KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};
