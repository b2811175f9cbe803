import type { AuthMail, MailKind } from './mailer';

export interface MailText {
  subject: string;
  /** Paragraphs before the link. */
  intro: string[];
  /** The link's words in the HTML version. */
  action: string;
  /** Paragraphs after it. */
  outro: string[];
}

/** Every mail of the auth service, in Spanish (decisions 102, 110 and 120). */
export const MAIL_TEXTS: Record<MailKind, (siteName: string, mail: AuthMail) => MailText> = {
  confirmation: (site) => ({
    subject: `Confirma tu correo electrónico en ${site}`,
    intro: [`Para activar tu cuenta de ${site}, confirma tu correo electrónico abriendo este enlace:`],
    action: 'Confirmar mi correo electrónico',
    outro: [
      'El enlace caduca en 24 horas. Si no has creado esta cuenta, ignora este mensaje.',
      'Si al confirmar no puedes entrar con tu contraseña, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión.',
    ],
  }),
  recovery: (site) => ({
    subject: `Restablece tu contraseña de ${site}`,
    intro: [`Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de ${site}. Para elegir una nueva, abre este enlace:`],
    action: 'Elegir una nueva contraseña',
    outro: [
      'El enlace caduca en 1 hora y solo se puede usar una vez. Al usarlo se cerrarán las demás sesiones abiertas de tu cuenta.',
      'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
    ],
  }),
  activation: (site) => ({
    subject: `Activa tu cuenta de ${site}`,
    intro: [
      `Se ha pedido crear una cuenta de ${site} con este correo electrónico más de una vez, con contraseñas distintas.`,
      'Para activar la cuenta y elegir tu contraseña, abre este enlace:',
    ],
    action: 'Activar mi cuenta y elegir contraseña',
    outro: ['El enlace caduca en 1 hora y solo se puede usar una vez. Si no has sido tú, ignora este mensaje.'],
  }),
  'email-change': (site) => ({
    subject: `Confirma tu nuevo correo electrónico en ${site}`,
    intro: [`Para usar esta dirección en tu cuenta de ${site}, confírmala abriendo este enlace:`],
    action: 'Confirmar mi nuevo correo electrónico',
    outro: ['El enlace caduca en 24 horas. Si no has pedido este cambio, ignora este mensaje.'],
  }),
  'email-changed': (site, mail) => ({
    subject: `El correo de tu cuenta de ${site} ha cambiado`,
    intro: [
      `El correo electrónico de tu cuenta de ${site} es ahora ${mail.newEmail ?? 'otro'}. Si lo has cambiado tú, no tienes que hacer nada.`,
      'Si no has sido tú, abre este enlace: tu cuenta volverá a esta dirección, se cerrarán todas sus sesiones y podrás elegir una contraseña nueva.',
    ],
    action: 'Deshacer el cambio de correo',
    outro: ['El enlace caduca en 7 días y solo se puede usar una vez.'],
  }),
  'signup-notice': (site) => ({
    subject: `Ya tienes una cuenta en ${site}`,
    intro: [
      `Alguien (quizá tú) ha intentado crear una cuenta de ${site} con este correo electrónico, pero ya tienes una.`,
      'Puedes iniciar sesión aquí; si no recuerdas tu contraseña, usa «¿Olvidaste tu contraseña?»:',
    ],
    action: 'Iniciar sesión',
    outro: ['Si no has sido tú, ignora este mensaje: tu cuenta no ha cambiado.'],
  }),
};
