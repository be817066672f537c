import { describe, expect, it } from 'vitest';
import { isPermiso, PERMISOS } from '../src/permisos';
import { PermisosSchema } from '../src/schemas';

describe('@extranet/sdk/permisos', () => {
  it('lists the flags a role carries, in the order of the schema', () => {
    expect(Object.keys(PermisosSchema.entries)).toEqual([...PERMISOS]);
  });

  it('isPermiso accepts a flag name only', () => {
    expect(isPermiso('accesoPartidas')).toBe(true);
    expect(isPermiso('isAdmin')).toBe(true);
    expect(isPermiso('accesoTodo')).toBe(false);
    expect(isPermiso(undefined)).toBe(false);
  });
});
