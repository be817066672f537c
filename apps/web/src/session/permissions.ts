import { PERMISSION_FLAGS, type PermissionFlag } from '@extranet/routes-manifest';

/** The permission flags are kept in local storage under this key. */
export const PERMISSIONS_KEY = 'permissions';

export type Permissions = Readonly<Record<PermissionFlag, boolean>>;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The stored flags; a missing, corrupt or partial entry reads as null (the profile is fetched again). */
export function readPermissions(): Permissions | null {
  const raw = storage()?.getItem(PERMISSIONS_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const flags = {} as Record<PermissionFlag, boolean>;
    for (const flag of PERMISSION_FLAGS) {
      if (typeof record[flag] !== 'boolean') return null;
      flags[flag] = record[flag];
    }
    return flags;
  } catch {
    return null;
  }
}

export function writePermissions(permissions: Permissions): void {
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, permissions[flag] === true]));
  storage()?.setItem(PERMISSIONS_KEY, JSON.stringify(flags));
}

export const clearPermissions = (): void => storage()?.removeItem(PERMISSIONS_KEY);
