import type { AccionAuditoria } from '@extranet/sdk';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The audit log's action codes in words, for the activity log screen and a shipment's activity.
// A code this version does not know (a newer server) is shown as it is.

export const ACTION_LABEL: Readonly<Record<AccionAuditoria, MessageDescriptor>> = {
  LOGIN_OK: msg`Signed in`,
  LOGIN_FAILED: msg`Sign-in failed`,
  LOGIN_BLOCKED: msg`Sign-in blocked`,
  LOGOUT: msg`Signed out`,
  DENIED: msg`Access refused`,
  CSRF_REJECTED: msg`Request from another site refused`,
  PASSWORD_CHANGED: msg`Password changed`,
  RECOVERY_REQUESTED: msg`Password reset requested`,
  ACCESS_REQUESTED: msg`Access requested`,
  ACCESS_APPROVED: msg`Access request approved`,
  ACCESS_REJECTED: msg`Access request rejected`,
  USER_INVITED: msg`User invited`,
  USER_CREATED: msg`User created`,
  USER_CHANGED: msg`User changed`,
  USER_DISABLED: msg`User deactivated`,
  USER_CUSTOMERS_CHANGED: msg`Customer assignment changed`,
  ROLE_CREATED: msg`Role created`,
  ROLE_CHANGED: msg`Role changed`,
  ROLE_DELETED: msg`Role deleted`,
  INTEGRATION_KEY_CREATED: msg`Integration key created`,
  INTEGRATION_KEY_REVOKED: msg`Integration key revoked`,
  WEBHOOK_CREATED: msg`Webhook created`,
  WEBHOOK_DELETED: msg`Webhook deleted`,
  SHARE_LINK_CREATED: msg`Shared by link`,
  SHARE_LINK_REVOKED: msg`Shared link revoked`,
  SHARE_LINK_OPENED: msg`Shared link opened`,
  DOCUMENT_UPLOADED: msg`Document uploaded`,
  DOCUMENT_DOWNLOADED: msg`Document downloaded`,
  DOCUMENT_DELETED: msg`Document deleted`,
  BOOKING_REQUESTED: msg`Booking requested`,
  BOOKING_CONFIRMED: msg`Booking confirmed`,
  HAWB_FINALISED: msg`HAWB issued`,
  SUPPLY_REQUESTED: msg`Supplies requested`,
};

/** An action code in words, in the user's language (the code itself when unknown). */
export const actionLabel = (i18n: I18n, accion: string): string => {
  const label = (ACTION_LABEL as Readonly<Record<string, MessageDescriptor>>)[accion];
  return label ? i18n._(label) : accion;
};
