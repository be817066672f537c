import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import type { Webhook, WebhookCreado } from '@extranet/sdk';
import { GuardarWebhookSchema, TIPOS_EVENTO } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { useSubmission } from '../../forms/useSubmission';
import { useFormat } from '../../i18n/useFormat';
import { LoadFailed } from '../LoadFailed';
import { EVENT_TYPE } from '../Notifications/labels';
import { WebhookDeliveries } from './WebhookDeliveries';

/**
 * The customer's own systems told of events (Standard Webhooks): the list, a new one (its signing
 * secret shown once), deliveries per webhook, delete with a confirmation.
 */
export function Webhooks({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useLingui();
  const api = useApi();
  const list = useQuery({ ...api.queries.notificaciones.obtenerWebhooks(), meta: { localErrors: true } });
  const [created, setCreated] = useState<(WebhookCreado & { url: string }) | null>(null);
  const refresh = () =>
    api.queryClient.invalidateQueries({ queryKey: api.queries.notificaciones.obtenerWebhooks().queryKey });

  return (
    <Stack gap="md">
      <Box>
        <Title order={3} size="h5">
          <Trans>Webhooks</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Your own systems receive the events of your customer accounts as signed HTTPS calls (Standard
            Webhooks).
          </Trans>
        </Text>
      </Box>
      {created && <SecretOnce created={created} onDone={() => setCreated(null)} />}
      {list.isError ? (
        <LoadFailed title={t`Your webhooks could not be loaded`} onRetry={list.refetch} />
      ) : !list.data ? (
        <Skeleton h={60} />
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="webhooks-empty">
          <Trans>No webhooks yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t`Your webhooks`}>
          {list.data.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onDeleted={() => void refresh()} />
          ))}
        </Stack>
      )}
      <NewWebhook
        onDirtyChange={onDirtyChange}
        onCreated={(answer) => {
          setCreated(answer);
          void refresh();
        }}
      />
    </Stack>
  );
}

/** The signing secret, this once, with a copy button. */
function SecretOnce({ created, onDone }: { created: WebhookCreado & { url: string }; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="teal" title={t`Webhook added: copy its signing secret now`} data-testid="webhook-secret">
      <Stack gap="xs">
        <Text size="sm">
          {t`Your system checks each call to ${created.url} with this secret. It is shown only now: keep it in a safe place.`}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code style={{ overflowWrap: 'anywhere', flex: 1 }}>{created.secreto}</Code>
          <CopySecret value={created.secreto} />
        </Group>
        <Group justify="flex-end">
          <Button size="compact-sm" variant="light" onClick={onDone}>
            {t`I have kept it`}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A copy-to-clipboard button that says when it has copied. */
export function CopySecret({ value }: { value: string }) {
  const { t } = useLingui();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={copy}
        >
          {copied ? t`Copied` : t`Copy`}
        </Button>
      )}
    </CopyButton>
  );
}

function WebhookRow({ webhook, onDeleted }: { webhook: Webhook; onDeleted: () => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const submission = useSubmission();
  const remove = () =>
    submission.run(async () => {
      await api.client.notificaciones.eliminarWebhook({ id: webhook.id });
      alerts.success(t`The webhook to ${webhook.url} was deleted.`);
      onDeleted();
    });
  const since = webhook.fallandoDesde ? format.dateTime(webhook.fallandoDesde) : '';
  return (
    <Paper withBorder p="sm" radius="md" role="listitem" data-testid="webhook">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 200px' }}>
            {webhook.url}
          </Text>
          {webhook.fechaDesactivacion ? (
            <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
              {t`Disabled after failing for 3 days`}
            </Badge>
          ) : webhook.fallandoDesde ? (
            <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
              {t`Failing since ${since}`}
            </Badge>
          ) : (
            <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
              {t`Active`}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {webhook.eventos.map((tipo) => i18n._(EVENT_TYPE[tipo].label)).join(' · ')}
        </Text>
        {submission.failure && (
          <Text size="sm" c="red" role="alert">
            {submission.failure}
          </Text>
        )}
        {confirming ? (
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Text size="sm" mr="auto">
              {t`Delete this webhook? Deliveries not yet made are dropped.`}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              {t`Keep it`}
            </Button>
            <Button size="compact-sm" color="red" loading={submission.busy} onClick={() => void remove()}>
              {t`Delete webhook`}
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end" gap="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-expanded={showDeliveries}
              onClick={() => setShowDeliveries((shown) => !shown)}
            >
              {showDeliveries ? t`Hide deliveries` : t`Deliveries`}
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t`Delete`}
            </Button>
          </Group>
        )}
        {showDeliveries && <WebhookDeliveries id={webhook.id} />}
      </Stack>
    </Paper>
  );
}

function NewWebhook({
  onCreated,
  onDirtyChange,
}: {
  onCreated: (created: WebhookCreado & { url: string }) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [url, setUrl] = useState('');
  const [eventos, setEventos] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmission();
  const dirty = url.trim() !== '' || eventos.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const add = async () => {
    const body = { url: url.trim(), eventos: eventos as (typeof TIPOS_EVENTO)[number][] };
    const problems = schemaErrors(GuardarWebhookSchema, body, i18n);
    // The schema's words are about URLs in general; these say what to type here.
    if (body.url === '') problems.url = t`Enter the address of your system`;
    else if (problems.url) problems.url = t`Enter a full address, such as https://example.com/hooks`;
    if (problems.eventos) problems.eventos = t`Choose at least one event type`;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    await submission.run(
      async () => {
        const created = await api.client.notificaciones.guardarWebhook({ body });
        setUrl('');
        setEventos([]);
        onCreated({ ...created, url: body.url });
      },
      (error) => {
        const onField = serverFieldError(error, i18n);
        if (onField?.field === 'url') {
          // The server refuses private and plain-http addresses (SSRF): say so in words.
          setErrors({ url: t`This address is not accepted: use a public https address.` });
          return t`The webhook was not added.`;
        }
        if (onField) setErrors({ [onField.field]: onField.message });
      },
    );
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            <Trans>Add a webhook</Trans>
          </Text>
          <TextInput
            label={t`Address (URL)`}
            placeholder="https://example.com/hooks/extranet"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={url}
            error={errors.url}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t`Events it receives`}
            value={eventos}
            onChange={setEventos}
            error={errors.eventos}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt={6}>
              {TIPOS_EVENTO.map((tipo) => (
                <Checkbox key={tipo} value={tipo} label={i18n._(EVENT_TYPE[tipo].label)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {submission.failure && (
            <Alert color="red" role="alert">
              {submission.failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submission.busy}>
              {t`Add webhook`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
