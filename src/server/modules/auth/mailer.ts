import nodemailer from 'nodemailer';

export interface ConfirmationMail {
  to: string;
  link: string;
  siteName: string;
}

/** Sends the auth service's mails; SMTP in production, any SMTP listener in tests. */
export interface Mailer {
  sendConfirmation(mail: ConfirmationMail): Promise<void>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A mailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async sendConfirmation({ to, link, siteName }) {
      const subject = `Confirma tu correo electrónico en ${siteName}`;
      const text = [
        'Hola:',
        '',
        `Para activar tu cuenta de ${siteName}, confirma tu correo electrónico abriendo este enlace:`,
        '',
        link,
        '',
        'El enlace caduca en 24 horas. Si no has creado esta cuenta, ignora este mensaje.',
      ].join('\n');
      const html = `<p>Hola:</p>
<p>Para activar tu cuenta de ${escapeHtml(siteName)}, confirma tu correo electrónico:</p>
<p><a href="${escapeHtml(link)}">Confirmar mi correo electrónico</a></p>
<p>El enlace caduca en 24 horas. Si no has creado esta cuenta, ignora este mensaje.</p>`;
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}
