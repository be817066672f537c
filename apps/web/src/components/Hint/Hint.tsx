import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small dimmed note under a figure or a label ("Charged by volume"); nothing without one. */
export function Hint({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
