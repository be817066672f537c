import type { Perfil } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Modal, Stack, Text } from '@mantine/core';

export function ProfileModal({
  profile,
  opened,
  onClose,
}: {
  profile: Perfil;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const role = profile.rol === 'Administrator' ? t`Administrator` : t`User`;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Your profile`} centered>
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{profile.nombre}</Text>
            <Text size="sm" c="dimmed">
              {profile.usuario} · {profile.correo}
            </Text>
          </div>
          <Badge variant="light">{role}</Badge>
        </Group>
        <Text size="sm" fw={600}>
          <Trans>Customer accounts you can see</Trans>
        </Text>
        {profile.clientes.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No customer account is assigned to you yet.</Trans>
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {profile.clientes.map((cliente) => (
              <List.Item key={cliente.id}>
                {cliente.nombre}{' '}
                <Text span c="dimmed" size="xs">
                  ({cliente.codigo})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
