import type { Perfil } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { ACCOUNT_PARAM, chooseAccount } from '../../session/account';
import { profileQuery } from '../../session/session';
import type { DeferredControlProps } from '../Lazy';
import { ACCOUNT_FIELD, ALL_ACCOUNTS, accountOptions } from './account-options';

/** The choice of one of several customer accounts or all (AccountSwitcher draws it). */
export function AccountSelect({
  profile,
  value,
  initiallyOpened,
}: { profile: Perfil; value: string } & DeferredControlProps) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  return (
    <Select
      {...ACCOUNT_FIELD}
      aria-label={t`Customer account`}
      data={accountOptions(profile, t`All accounts`)}
      value={value}
      defaultDropdownOpened={initiallyOpened}
      onChange={(next) => {
        const id = next && next !== ALL_ACCOUNTS ? Number(next) : null;
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
      comboboxProps={{ width: 300, position: 'bottom-end' }}
      data-testid="account-switcher"
    />
  );
}
