import type { Db } from '../db/client';

export type SeedScale = 'full' | 'small';

export interface SeededCliente {
  id: number;
  codigo: string;
  nombre: string;
  nif: string | null;
  pais: string;
  ciudad: string;
}

/** What the core seed created, handed to every domain seed. */
export interface SeedContext {
  /** The seeding transaction. */
  db: Db;
  /** `full` for `pnpm start` (tens of thousands of rows), `small` for tests (a few per customer). */
  scale: SeedScale;
  /** "Today" of the demo data: dates spread over the 18 months before it. */
  now: Date;
  clientes: readonly SeededCliente[];
  /** Ids of the demo accounts and of the customers each one sees. */
  usuarios: { admin: number; demo: number; tracking: number };
  demoClienteIds: readonly number[];
  trackingClienteIds: readonly number[];
  /** Picks a volume by scale: `ctx.volume({ small: 5, full: 2_500 })`. */
  volume(counts: { small: number; full: number }): number;
}
