import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IATA_STATUS, iataStatusLabel } from './iata';

/** A HAWB's IATA status as a coloured badge: the word, then the code airlines quote. */
export function HawbStatusBadge({ code, description }: { code: string; description?: string | null }) {
  const { i18n } = useLingui();
  const color = IATA_STATUS[code as keyof typeof IATA_STATUS]?.color ?? 'gray';
  return (
    <Badge color={color} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {iataStatusLabel(i18n, code, description)} · {code}
    </Badge>
  );
}
