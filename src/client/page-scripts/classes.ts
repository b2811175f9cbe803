/**
 * Class names of the elements the page's scripts make (the contact dialog, the footer bar). The page
 * is sent only the CSS its HTML names (decision 551), so the server adds these to every page that
 * loads a script; Tailwind finds them here (public.css names this folder).
 */
export const SCRIPT_CLASSES = {
  dialog: 'm-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/60',
  dialogBody: 'flex flex-col gap-4 p-5',
  dialogHead: 'flex items-start gap-3',
  dialogTitle: 'min-w-0 flex-1',
  dialogSubtitle: 'text-gray-600',
  close: '-mr-2 -mt-2 rounded-full p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  icon: 'size-5',
  footer: 'flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-gray-900',
  footerFloating: 'fixed inset-x-3 bottom-3 z-20 mx-auto max-w-md shadow-lg',
  footerInline: 'mx-auto mb-6 max-w-md',
  footerText: 'min-w-0 flex-1 text-sm',
  footerButton:
    'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-gray-900 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  roomForFloatingFooter: 'pb-28',
  roomBelow: 'pb-12',
  inAppBar: 'sticky top-0 z-20 flex flex-wrap items-center justify-center gap-3 bg-white px-4 py-3 text-gray-900 shadow-lg',
  inAppText: 'w-full text-center text-sm',
  inAppCopy:
    'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  statusShown: 'rounded-lg bg-gray-900 px-3 py-1.5 text-xs font-medium text-white shadow',
} as const;

const CONTACT_DIALOG: readonly (keyof typeof SCRIPT_CLASSES)[] = ['dialog', 'dialogBody', 'dialogHead', 'dialogTitle', 'dialogSubtitle', 'close', 'icon'];

/** The classes above that a page's script may give: the contact dialog's only on a page with a contact card. */
export function scriptClassNames(bodyHtml: string): string[] {
  const contact = bodyHtml.includes('data-part="contact"');
  return Object.entries(SCRIPT_CLASSES)
    .filter(([name]) => contact || !CONTACT_DIALOG.includes(name as keyof typeof SCRIPT_CLASSES))
    .flatMap(([, value]) => value.split(/\s+/));
}
