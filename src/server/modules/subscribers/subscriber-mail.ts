import { escapeHtml, type OutgoingMail } from '../auth/mailer';

/** The page's addresses a subscriber's mails carry: confirm (double opt-in) and unsubscribe. */
export function subscriberLinks(origin: string, token: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return { confirm: `${origin}/subscribe/confirm?${query}`, unsubscribe: `${origin}/subscribe/unsubscribe?${query}` };
}

/**
 * The double opt-in mail: a confirmation link, and like every mail to a subscriber a one-click
 * unsubscribe link in the body and in RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers.
 */
export function confirmationMail(to: string, pageTitle: string, links: ReturnType<typeof subscriberLinks>): OutgoingMail {
  const intro = `Has pedido recibir correos de ${pageTitle}. Confirma tu suscripción con este enlace:`;
  const ignore = 'Si no lo pediste tú, no hagas nada: no recibirás más correos.';
  const leave = 'Para darte de baja en cualquier momento:';
  return {
    to,
    subject: `Confirma tu suscripción a ${pageTitle}`,
    text: ['Hola:', '', intro, '', links.confirm, '', ignore, '', leave, links.unsubscribe].join('\n'),
    html: [
      '<p>Hola:</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(links.confirm)}">Confirmar mi suscripción</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(leave)} <a href="${escapeHtml(links.unsubscribe)}">Darme de baja</a></p>`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
