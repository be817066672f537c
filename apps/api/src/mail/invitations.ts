import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, MailMessage } from '../core/deps';
import { recuperacionesClave } from '../db/schema/index';
import { sendMail } from './outbox';

/**
 * An invitation lives longer than a recovery link (30 minutes): the person did not ask for it and
 * may read it days later. It is the same single-use token (recuperaciones_clave, stored hashed);
 * once it has expired, "Forgot password" sends a fresh link to the same active account.
 */
export const INVITATION_HOURS = 72;

export interface Recipient {
  id: number;
  usuario: string;
  nombre: string;
  correo: string;
  /** The user's interface language; the message is written in it (English when unknown). */
  idioma: 'en' | 'es' | null;
}

/** `invitation`: created by an administrator; `approval`: an access request was approved. */
export type InvitationKind = 'invitation' | 'approval';

/** Origin of e-mailed links: PUBLIC_URL, else this server on localhost. */
export const linkBase = (deps: AppDeps): string => deps.env.publicUrl ?? `http://localhost:${deps.env.port}`;

/**
 * Stores a single-use token for the user and mails them the link to choose their own password
 * (`/reset-password?token=…&invitation=1`). Call after the user's transaction has committed.
 */
export async function sendInvitation(deps: AppDeps, user: Recipient, kind: InvitationKind): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(recuperacionesClave).values({
    idUsuario: user.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    caducidad: new Date(deps.clock().getTime() + INVITATION_HOURS * 3_600_000),
  });
  const link = `${linkBase(deps)}/reset-password?token=${token}&invitation=1`;
  await sendMail(deps, invitationMessage(user, kind, link));
}

function invitationMessage(user: Recipient, kind: InvitationKind, link: string): MailMessage {
  const hours = INVITATION_HOURS;
  if (user.idioma === 'es') {
    return {
      to: user.correo,
      subject: kind === 'approval' ? 'Su acceso a la extranet ha sido aprobado' : 'Invitación a la extranet',
      text: [
        `Hola, ${user.nombre}:`,
        '',
        kind === 'approval'
          ? `Su solicitud de acceso ha sido aprobada. Su usuario es «${user.usuario}».`
          : `Se ha creado su cuenta en la extranet. Su usuario es «${user.usuario}».`,
        `Elija su contraseña con este enlace en las próximas ${hours} horas (solo funciona una vez):`,
        '',
        link,
        '',
        'Si caduca, pida un enlace nuevo con «¿Ha olvidado su contraseña?» en la página de acceso.',
      ].join('\n'),
    };
  }
  return {
    to: user.correo,
    subject:
      kind === 'approval' ? 'Your extranet access has been approved' : 'You are invited to the extranet',
    text: [
      `Hello ${user.nombre},`,
      '',
      kind === 'approval'
        ? `Your access request was approved. Your user name is "${user.usuario}".`
        : `An account was created for you on the extranet. Your user name is "${user.usuario}".`,
      `Choose your password with this link within ${hours} hours (it works once):`,
      '',
      link,
      '',
      'If it has expired, ask for a new link with "Forgot your password?" on the sign-in page.',
    ].join('\n'),
  };
}

/** Tells an applicant that their access request was refused (after BajaUsuario on a pending user). */
export async function sendRejection(deps: AppDeps, user: Recipient): Promise<void> {
  const message: MailMessage =
    user.idioma === 'es'
      ? {
          to: user.correo,
          subject: 'Su solicitud de acceso a la extranet',
          text: [
            `Hola, ${user.nombre}:`,
            '',
            'Su solicitud de acceso a la extranet no ha sido aprobada.',
            'Si cree que se trata de un error, responda a su contacto habitual en la empresa.',
          ].join('\n'),
        }
      : {
          to: user.correo,
          subject: 'Your extranet access request',
          text: [
            `Hello ${user.nombre},`,
            '',
            'Your request for access to the extranet was not approved.',
            'If you think this is a mistake, write to your usual contact at the company.',
          ].join('\n'),
        };
  await sendMail(deps, message);
}
