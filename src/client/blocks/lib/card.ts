/** Class names shared by the card-like blocks, so they look alike on any page background. */
export const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-gray-900 px-5 py-2.5 text-sm font-semibold text-white';
export const BUTTON_OUTLINE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-gray-300 bg-white px-5 py-2.5 text-sm font-semibold text-gray-900';
export const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The box of a link-like block drawn with the page's button style (lib/look.tsx gives the colours). */
export const BUTTON_CARD =
  'relative block w-full transition duration-150 hover:-translate-y-px hover:brightness-[1.03] focus-visible:outline-2 focus-visible:outline-offset-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0';
