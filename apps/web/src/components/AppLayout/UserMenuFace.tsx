import type { Perfil } from '@extranet/sdk';
import { Avatar, Box, Group, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/** The mark of the server's e-mails' "preferences" link (`/?preferencias=notificaciones`). */
export const PREFERENCES_PARAM = 'preferencias';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** What the user menu's button shows: initials, the name (not on a phone) and a chevron. */
export function UserMenuFace({ profile }: { profile: Perfil }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar radius="xl" size={32} color="blue">
        {initials(profile.nombre)}
      </Avatar>
      <Text size="sm" fw={500} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {profile.nombre}
      </Text>
      {/* On a phone the avatar alone: the header has no room to spare. */}
      <Box visibleFrom="sm" display="flex">
        <IconChevronDown size={14} aria-hidden />
      </Box>
    </Group>
  );
}
