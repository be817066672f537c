import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** The body of a grid with nothing to show: why, and what the user can do about it. */
export function GridMessage({
  icon,
  title,
  children,
  action,
  color = 'gray',
}: {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: { label: ReactNode; onClick: () => void };
  color?: string;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid="grid-message">
      <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {children && (
        <Text c="dimmed" size="sm" maw={460}>
          {children}
        </Text>
      )}
      {action && (
        <Button variant="light" color={color === 'gray' ? undefined : color} onClick={action.onClick} mt="xs">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
