import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormat } from './useFormat';

/**
 * "1 shipment", "3 shipments", "1 envío", "3 envíos": counted nouns with the number formatted for the
 * user's locale and the noun agreeing with it (plural rules of the interface language). One place
 * for the nouns the screens count, so that no card says "1 packages".
 */
export function useCounts() {
  const { t } = useLingui();
  const format = useFormat();
  return useMemo(
    () => ({
      shipments: (count: number) => {
        const shown = format.number(count);
        return t`${plural(count, { one: `${shown} shipment`, other: `${shown} shipments` })}`;
      },
      packages: (count: number) => {
        const shown = format.number(count);
        return t`${plural(count, { one: `${shown} package`, other: `${shown} packages` })}`;
      },
      pallets: (count: number) => {
        const shown = format.number(count);
        return t`${plural(count, { one: `${shown} pallet`, other: `${shown} pallets` })}`;
      },
      pieces: (count: number) => {
        const shown = format.number(count);
        return t`${plural(count, { one: `${shown} piece`, other: `${shown} pieces` })}`;
      },
      customers: (count: number) => {
        const shown = format.number(count);
        return t`${plural(count, { one: `${shown} customer`, other: `${shown} customers` })}`;
      },
    }),
    [t, format],
  );
}
