export { type CanContext, type CanResult, can, type DenialReason } from './can';
export { decideAccess, type GuardDecision, requiredPermission, safeReturnPath } from './guard';
export {
  clearPermissions,
  PERMISSIONS_KEY,
  type Permissions,
  readPermissions,
  writePermissions,
} from './permissions';
export { RENEW_BEFORE_MS, renewalDelay, scheduleRenewal } from './renewal';
export { type Credentials, endSession, profileQuery, signIn, signOut } from './session';
export {
  clearToken,
  decodeToken,
  isTokenValid,
  readToken,
  TOKEN_KEY,
  type TokenClaims,
  tokenExpiresAt,
  writeToken,
} from './token';
