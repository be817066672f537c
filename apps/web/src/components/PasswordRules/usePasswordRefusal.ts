import { ApiError } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';

/**
 * Why the server refused a new password (its code, never its English text), in the interface
 * language; null when the failure is not about the new password.
 */
export function usePasswordRefusal(): (error: unknown) => string | null {
  const { t } = useLingui();
  return (error) => {
    if (!(error instanceof ApiError) || error.field !== 'claveNueva') return null;
    return error.code === 'PASSWORD_UNCHANGED'
      ? t`Choose a password different from the current one.`
      : t`This password is not accepted: use at least 8 characters, not a common password and not your user name.`;
  };
}
