import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import type { ClaveIntegracion, ClaveIntegracionCreada } from '@extranet/sdk';
import { GuardarClaveIntegracionSchema } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailed } from '../../components/LoadFailed';
import { CopySecret } from '../../components/Preferences/Webhooks';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { useSubmission } from '../../forms/useSubmission';
import { useFormat } from '../../i18n/useFormat';

/**
 * Integration keys of the provider's own systems (the `x-api-key` of the Integracion calls): create
 * one (shown once), see who made each and when it was last used, revoke it.
 */
export function IntegrationKeys() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const query = api.queries.configuracion.obtenerClavesIntegracion();
  const keys = useQuery({ ...query, meta: { localErrors: true } });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ClaveIntegracion | null>(null);
  const refresh = () => api.queryClient.invalidateQueries({ queryKey: query.queryKey });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>
            Your own systems (the operations system, a carrier feed) report milestones and confirm bookings
            with these keys. A key is shown once, when it is created; revoke it when a system no longer needs
            it.
          </Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t`New integration key`}
        </Button>
      </Group>
      {keys.isError ? (
        <LoadFailed title={t`The integration keys could not be loaded`} onRetry={keys.refetch} />
      ) : !keys.data ? (
        <Skeleton h={120} />
      ) : keys.data.length === 0 ? (
        <Paper withBorder p="lg" radius="md" ta="center" data-testid="keys-empty">
          <Text c="dimmed">{t`No integration keys yet.`}</Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" miw={720} aria-label={t`Integration keys`} highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Name`}</Table.Th>
                  <Table.Th>{t`Key`}</Table.Th>
                  <Table.Th>{t`Created by`}</Table.Th>
                  <Table.Th>{t`Created`}</Table.Th>
                  <Table.Th>{t`Last used`}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((key) => (
                  <Table.Tr
                    key={key.id}
                    data-testid="integration-key"
                    data-revoked={key.fechaRevocacion !== null}
                  >
                    <Table.Td fw={600}>{key.nombre}</Table.Td>
                    <Table.Td>
                      <Code>{key.prefijo}…</Code>
                    </Table.Td>
                    <Table.Td>{key.creadaPor}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(key.fechaAlta)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {key.ultimoUso ? format.dateTime(key.ultimoUso) : t`Never`}
                    </Table.Td>
                    <Table.Td ta="right">
                      {key.fechaRevocacion ? (
                        <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
                          {t`Revoked ${format.date(key.fechaRevocacion)}`}
                        </Badge>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t`Revoke ${key.nombre}`}
                          onClick={() => setRevoking(key)}
                        >
                          {t`Revoke`}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      {creating && <CreateKeyDialog onClose={() => setCreating(false)} onCreated={() => void refresh()} />}
      {revoking && (
        <RevokeKeyDialog
          integrationKey={revoking}
          onClose={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

/** A name, then the new key, shown this once with a copy button. */
function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<ClaveIntegracionCreada | null>(null);
  const submission = useSubmission();

  const create = async () => {
    const body = { nombre };
    const problems = schemaErrors(GuardarClaveIntegracionSchema, body, i18n);
    setError(problems.nombre);
    if (problems.nombre) return;
    await submission.run(
      async () => {
        setCreated(await api.client.configuracion.guardarClaveIntegracion({ body }));
        onCreated();
      },
      (failure) => setError(serverFieldError(failure, i18n)?.message),
    );
  };

  if (created)
    return (
      <FormDialog
        title={t`Integration key ${created.nombre}`}
        onClose={onClose}
        onSubmit={onClose}
        submitLabel={t`Done`}
        footer={<Button onClick={onClose}>{t`I have kept it`}</Button>}
      >
        <Alert color="teal" data-testid="integration-key-once">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                Copy the key now and give it to the system that uses it: it is shown only this once, and the
                server keeps only its fingerprint.
              </Trans>
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere', flex: 1 }} data-testid="integration-key-value">
                {created.clave}
              </Code>
              <CopySecret value={created.clave} />
            </Group>
          </Stack>
        </Alert>
      </FormDialog>
    );

  return (
    <FormDialog
      title={t`New integration key`}
      onClose={onClose}
      onSubmit={() => void create()}
      submitLabel={t`Create key`}
      busy={submission.busy}
      failure={submission.failure}
    >
      <TextInput
        label={t`Name`}
        description={t`Which system uses it, e.g. "Operations system (production)"`}
        value={nombre}
        error={error}
        maxLength={80}
        required
        data-autofocus
        onChange={(event) => setNombre(event.currentTarget.value)}
      />
    </FormDialog>
  );
}

function RevokeKeyDialog({
  integrationKey,
  onClose,
  onRevoked,
}: {
  integrationKey: ClaveIntegracion;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const submission = useSubmission();
  const name = integrationKey.nombre;
  const revoke = () =>
    submission.run(async () => {
      await api.client.configuracion.revocarClaveIntegracion({ id: integrationKey.id });
      alerts.success(t`The integration key ${name} was revoked.`);
      onRevoked();
    });
  return (
    <FormDialog
      title={t`Revoke ${name}?`}
      onClose={onClose}
      onSubmit={() => void revoke()}
      submitLabel={t`Revoke key`}
      submitColor="red"
      busy={submission.busy}
      failure={submission.failure}
    >
      <Text size="sm">
        {t`Every call with this key is refused from now on, on every server. This cannot be undone: the system that used it needs a new key.`}
      </Text>
    </FormDialog>
  );
}
