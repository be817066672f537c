import type { Perfil } from '@extranet/sdk';
import { IconBuildingWarehouse } from '@tabler/icons-react';

/** The switcher's value for "every account". */
export const ALL_ACCOUNTS = 'all';

/** What the account select and its look-alike share, so one replaces the other without moving. */
export const ACCOUNT_FIELD = {
  leftSection: <IconBuildingWarehouse size={16} stroke={1.6} aria-hidden />,
  w: { base: '100%', sm: 240 },
  size: 'sm',
} as const;

/** The choices: all accounts, then each one as "code · name". */
export const accountOptions = (profile: Perfil, allLabel: string) => [
  { value: ALL_ACCOUNTS, label: allLabel },
  ...profile.clientes.map((cliente) => ({
    value: String(cliente.id),
    label: `${cliente.codigo} · ${cliente.nombre}`,
  })),
];
