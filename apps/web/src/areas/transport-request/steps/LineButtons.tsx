import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// The buttons of a step's repeated lines (containers, packages, dangerous goods): one to remove a
// line, beside it, and one to add a line, under the last.

export function RemoveLineButton({
  label,
  disabled,
  onRemove,
}: {
  /** Names the line: "Remove package line 2". */
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      mt={26}
      aria-label={label}
      disabled={disabled}
      onClick={onRemove}
    >
      <IconTrash size={16} />
    </ActionIcon>
  );
}

export function AddLineButton({
  disabled,
  onAdd,
  children,
}: {
  disabled?: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} />}
      style={{ alignSelf: 'flex-start' }}
      disabled={disabled}
      onClick={onAdd}
    >
      {children}
    </Button>
  );
}
