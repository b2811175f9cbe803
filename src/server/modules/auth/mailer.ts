import nodemailer from 'nodemailer';
import { MAIL_TEXTS } from './mail-messages';

/**
 * confirmation: a new account; recovery: a password reset; activation: an unconfirmed account signed
 * up for again with another password (decision 112); email-change: a new address; email-changed: the
 * old address, told of the change with a link to undo it (decision 120); signup-notice: a sign-up
 * with an address that already has an account.
 */
export type MailKind = 'confirmation' | 'recovery' | 'activation' | 'email-change' | 'email-changed' | 'signup-notice';

export interface AuthMail {
  kind: MailKind;
  to: string;
  link: string;
  siteName: string;
  /** email-changed: the account's new address. */
  newEmail?: string;
}

/** A mail written by its caller (a page's subscribers, issue 40), with extra headers such as List-Unsubscribe. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Sends the auth service's mails; SMTP in production, any SMTP listener in tests. */
export interface Mailer {
  send(mail: AuthMail): Promise<void>;
  /** Other mails through the same transport; a mailer without it sends only the auth service's. */
  sendMessage?(mail: OutgoingMail): Promise<void>;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The mail's subject, text and HTML. */
function composeMail(mail: AuthMail) {
  const { kind, link, siteName } = mail;
  const texts = MAIL_TEXTS[kind](siteName, mail);
  const text = ['Hola:', '', ...texts.intro.flatMap((line) => [line, '']), link, '', ...texts.outro.flatMap((line) => [line, ''])].join('\n').trimEnd();
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<p>Hola:</p>',
    ...texts.intro.map(paragraph),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    ...texts.outro.map(paragraph),
  ].join('\n');
  return { subject: texts.subject, text, html };
}

/** A mailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, ...composeMail(mail) });
    },
    async sendMessage(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
