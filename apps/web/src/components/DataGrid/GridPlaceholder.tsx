import { Box, Skeleton, Stack } from '@mantine/core';
import { GRID_HEIGHT } from './grid-size';

/** The placeholder's header and rows, of varied lengths as a list's text is. */
const PLACEHOLDER_ROWS = [
  { key: 'header', width: '100%' },
  ...Array.from({ length: 11 }, (_, row) => ({ key: `row-${row}`, width: `${60 + ((row * 17) % 40)}%` })),
];
const BORDER =
  'calc(0.0625rem * var(--mantine-scale)) solid var(--table-border-color, var(--mantine-color-default-border))';

/** What a grid shows under its toolbar until the first rows are in: the table's shape, or cards on phones. */
export function GridPlaceholder({ cards }: { cards: boolean }) {
  return cards ? (
    <Stack p="xs" gap="xs">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} h={88} radius="md" />
      ))}
    </Stack>
  ) : (
    <Stack gap={0} style={{ height: GRID_HEIGHT, overflow: 'hidden' }}>
      {PLACEHOLDER_ROWS.map(({ key, width }) => (
        <Box key={key} px="md" py={14} style={{ borderTop: key === 'header' ? undefined : BORDER }}>
          <Skeleton h={key === 'header' ? 18 : 14} w={width} radius="sm" />
        </Box>
      ))}
    </Stack>
  );
}
