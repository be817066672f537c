import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { LanguageIcon } from '../AreaIcon/app-icons';

/** The signed-in header's language button (its menu is LanguageMenu). */
export function LanguageButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  return (
    <ActionIcon variant="default" size="lg" aria-label={t`Language`} {...props}>
      <LanguageIcon size={20} stroke={1.6} />
    </ActionIcon>
  );
}
