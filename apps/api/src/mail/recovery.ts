import type { MailMessage } from '../core/deps';
import type { Recipient } from './invitations';

/** How long a recovery link works. */
export const RECOVERY_MINUTES = 30;

/**
 * The "reset your password" message, in the user's interface language (English when unknown), as
 * invitations are: the person reading it may not read the other language at all.
 */
export function recoveryMessage(user: Recipient, link: string): MailMessage {
  const minutes = RECOVERY_MINUTES;
  if (user.idioma === 'es') {
    return {
      to: user.correo,
      subject: 'Restablecer su contraseña de la extranet',
      text: [
        `Hola, ${user.nombre}:`,
        '',
        `Alguien ha pedido restablecer la contraseña del usuario «${user.usuario}» de la extranet.`,
        `Abra este enlace en los próximos ${minutes} minutos para elegir una nueva (solo funciona una vez):`,
        '',
        link,
        '',
        'Si no ha sido usted, ignore este mensaje: su contraseña no cambia.',
      ].join('\n'),
    };
  }
  return {
    to: user.correo,
    subject: 'Reset your extranet password',
    text: [
      `Hello ${user.nombre},`,
      '',
      `Someone asked to reset the password of the extranet user "${user.usuario}".`,
      `Open this link within ${minutes} minutes to choose a new one (it works once):`,
      '',
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
