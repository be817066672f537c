import '@mantine/core/styles/Chip.css';
import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { attentionQuery } from '../../api/attention-query';
import { shipmentIdsOf } from './attention';

/** The quick filter "Needs attention", with how many shipments it would show once the list is known. */
export function AttentionChip({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useLingui();
  const api = useApi();
  const items = useQuery(attentionQuery(api));
  const count = items.data ? shipmentIdsOf(items.data).size : null;
  return (
    <Chip
      checked={checked}
      onChange={onChange}
      color="orange"
      variant="outline"
      size="md"
      data-testid="attention-filter"
    >
      {count === null ? t`Needs attention` : t`Needs attention (${count})`}
    </Chip>
  );
}
