import { Text } from '@mantine/core';

/**
 * The reference that heads a row's card on a phone (shipment, dossier, invoice, SKU…): bold, in the
 * link colour, and never broken across lines; the status badge beside it gives way instead.
 */
export function CardReference({ children }: { children: string }) {
  return (
    <Text fw={700} c="blue" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {children}
    </Text>
  );
}
