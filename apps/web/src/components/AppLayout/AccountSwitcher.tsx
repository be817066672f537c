import type { Perfil } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Select } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { ACCOUNT_PARAM, chooseAccount } from '../../session/account';
import { profileQuery } from '../../session/session';

const ALL = 'all';

/**
 * Which customer account the data is for. One account: its code, for the record. Several: a choice
 * of one or all, kept in the URL (`?cuenta=`) and for this user in this browser; every list and the
 * monitor reload for the chosen account (the server narrows its scoping to it).
 */
export function AccountSwitcher({ profile }: { profile: Perfil }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { cuenta?: number };
  if (profile.clientes.length === 0) return null;
  if (profile.clientes.length === 1 && profile.rol !== 'Administrator')
    return (
      <Badge variant="light" color="gray" size="lg" title={profile.clientes[0]!.nombre} visibleFrom="xs">
        {profile.clientes[0]!.codigo}
      </Badge>
    );
  if (profile.rol === 'Administrator') return null; // administrators see every customer; no switcher
  const value =
    search.cuenta && profile.clientes.some((c) => c.id === search.cuenta) ? String(search.cuenta) : ALL;
  return (
    <Select
      aria-label={t`Customer account`}
      data={[
        { value: ALL, label: t`All accounts` },
        ...profile.clientes.map((cliente) => ({
          value: String(cliente.id),
          label: `${cliente.codigo} · ${cliente.nombre}`,
        })),
      ]}
      value={value}
      onChange={(next) => {
        const id = next && next !== ALL ? Number(next) : null;
        chooseAccount(profile.usuario, id);
        // Drop what was loaded for the other account; the screen refetches for this one.
        const profileKey = JSON.stringify(profileQuery(api).queryKey);
        void api.queryClient.resetQueries({
          predicate: (query) => JSON.stringify(query.queryKey) !== profileKey,
        });
        void navigate({
          to: '.',
          search: (previous: Record<string, unknown>) => ({ ...previous, [ACCOUNT_PARAM]: id ?? undefined }),
          replace: true,
        } as never);
      }}
      allowDeselect={false}
      leftSection={<IconBuildingWarehouse size={16} stroke={1.6} aria-hidden />}
      w={{ base: '100%', sm: 240 }}
      size="sm"
      comboboxProps={{ width: 300, position: 'bottom-end' }}
      data-testid="account-switcher"
    />
  );
}
