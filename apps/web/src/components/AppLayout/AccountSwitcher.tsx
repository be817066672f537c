import type { Perfil } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, ComboboxChevron, InputBase } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { Deferred, lazyComponent } from '../Lazy';
import { ACCOUNT_FIELD, ALL_ACCOUNTS, accountOptions } from './account-options';

// The select (Mantine's combobox and its floating dropdown) comes a moment after the first paint.
const AccountSelect = lazyComponent(() => import('./AccountSelect').then((m) => m.AccountSelect));

/**
 * Which customer account the data is for. One account: its code, for the record. Several: a choice
 * of one or all, kept in the URL (`?cuenta=`) and for this user in this browser; every list and the
 * monitor reload for the chosen account (the server narrows its scoping to it).
 */
export function AccountSwitcher({ profile }: { profile: Perfil }) {
  const { t } = useLingui();
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
    search.cuenta && profile.clientes.some((c) => c.id === search.cuenta)
      ? String(search.cuenta)
      : ALL_ACCOUNTS;
  const label = accountOptions(profile, t`All accounts`).find((option) => option.value === value)?.label;
  return (
    <Deferred
      control={AccountSelect}
      props={{ profile, value }}
      placeholder={(press) => (
        // Read-only like the select's own input, and opened the same ways (click, Enter, Space, ↓).
        <InputBase
          {...ACCOUNT_FIELD}
          readOnly
          pointer
          value={label}
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
          aria-label={t`Customer account`}
          onClick={press}
          onKeyDown={(event) => {
            if (['Enter', ' ', 'ArrowDown'].includes(event.key)) press();
          }}
          data-testid="account-switcher"
        />
      )}
    />
  );
}
