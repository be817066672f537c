import type { Db } from '../db/client';
import { usuarios } from '../db/schema/index';

// What the server needs on every start, without loading the demo-data generators (they are
// imported only when a database is empty).

/** The demo accounts (listed in the README; printed on start). */
export const DEMO_ACCOUNTS = [
  {
    usuario: 'admin',
    clave: 'Admin#2026',
    rol: 'Administrator',
    permisos: 'all flags + isAdmin',
    clientes: 'all',
  },
  {
    usuario: 'demo',
    clave: 'Demo#2026',
    rol: 'User',
    permisos: 'every area flag',
    clientes: 'FRUSUR, TEXMED',
  },
  {
    usuario: 'tracking',
    clave: 'Tracking#2026',
    rol: 'User',
    permisos: 'accesoPartidas',
    clientes: 'AUTOIB',
  },
] as const;

/** True when the database has no user yet (first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: usuarios.id }).from(usuarios).limit(1);
  return rows.length === 0;
}
