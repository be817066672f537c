import type { PermissionFlag } from '@extranet/routes-manifest';
import type { ReactNode } from 'react';
import { type CanResult, can, type DenialReason } from '../../session/can';

interface CanProps {
  /** The flag required; `null` needs only a session. */
  permission: PermissionFlag | null;
  children: ReactNode;
  /** What to show instead, e.g. a disabled button with the reason. */
  fallback?: ReactNode | ((reason: DenialReason) => ReactNode);
  /** Answer to use instead of the stored session (tests). */
  result?: CanResult;
}

/** Renders `children` only when the user may (STYLE habit 4: a denial is data, not an exception). */
export function Can({ permission, children, fallback = null, result }: CanProps) {
  const answer = result ?? can(permission);
  if (answer.can) return <>{children}</>;
  return <>{typeof fallback === 'function' ? fallback(answer.reason) : fallback}</>;
}
