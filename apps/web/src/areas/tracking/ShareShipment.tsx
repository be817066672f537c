import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { EnlaceCompartido, EnlaceCreado } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { LoadFailed } from '../../components/LoadFailed';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';

// The shipment detail's Share action: a public tracking link (no sign-in) with an expiry, copied
// once (only its hash is kept), the links made so far with their opens, and revoking one.

const PRESETS = ['7', '30', '90'] as const;
const MAX_DAYS = 90;

interface ShareShipmentProps {
  shipment: { id: number; numeroPartida: string };
}

/** The Share button and its dialog. */
export function ShareShipment({ shipment }: ShareShipmentProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="share-shipment"
      >
        {/* A verb: the catalog's plain "Share" is a proportion (charts). */}
        <Trans context="verb">Share</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Share ${shipment.numeroPartida}`}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {opened && <ShareDialog id={shipment.id} />}
      </Modal>
    </>
  );
}

function ShareDialog({ id }: { id: number }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [days, setDays] = useState<number | string>(30);
  const [created, setCreated] = useState<EnlaceCreado | null>(null);
  const listQuery = api.queries.tracking.obtenerEnlacesCompartidos({ id });
  const refresh = () => api.queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
  const create = useMutation({
    ...api.queries.tracking.compartirPartida(),
    meta: { localErrors: true },
    onSuccess: (answer) => {
      setCreated(answer);
      void refresh();
    },
  });
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DAYS;

  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          Anyone with the link sees this shipment's route, status, milestones, arrival and carrier, without
          signing in. They never see your company, the shipper or consignee, your references, the goods,
          weights or values, invoices or documents.
        </Trans>
      </Text>
      <Stack gap="xs">
        <Text size="sm" fw={600} id="share-expiry-label">
          <Trans>The link expires after</Trans>
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <SegmentedControl
            aria-labelledby="share-expiry-label"
            value={PRESETS.includes(String(days) as (typeof PRESETS)[number]) ? String(days) : ''}
            onChange={(value) => setDays(Number(value))}
            data={PRESETS.map((value) => ({ value, label: t`${value} days` }))}
          />
          <NumberInput
            aria-label={t`Days until the link expires`}
            value={days}
            onChange={setDays}
            min={1}
            max={MAX_DAYS}
            allowDecimal={false}
            allowNegative={false}
            w={120}
            suffix={` ${t`days`}`}
            error={valid ? undefined : t`From 1 to 90 days`}
          />
        </Group>
      </Stack>
      {create.isError && (
        <Alert color="red" role="alert" title={t`The link could not be created`}>
          {errorText(create.error, i18n)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => valid && create.mutate({ id, body: { caducaDias: days } })}
          loading={create.isPending}
          disabled={!valid}
        >
          <Trans>Create link</Trans>
        </Button>
      </Group>
      {created && <CreatedLink link={created} />}
      <ExistingLinks id={id} onRevoked={() => void refresh()} />
    </Stack>
  );
}

/** The new link, this once (only its hash is kept), with a copy button. */
function CreatedLink({ link }: { link: EnlaceCreado }) {
  const { t } = useLingui();
  const format = useFormat();
  const until = format.dateTime(link.caduca);
  return (
    <Alert color="teal" title={t`Link created: copy it now`} data-testid="share-link-created">
      <Stack gap="xs">
        <Text size="sm">{t`It works until ${until}. It cannot be shown again; create another if you lose it.`}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            readOnly
            value={link.url}
            aria-label={t`Public link`}
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-link-url"
          />
          <CopyButton value={link.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? t`Copied` : t`Copy`}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

function ExistingLinks({ id, onRevoked }: { id: number; onRevoked: () => void }) {
  const { t } = useLingui();
  const api = useApi();
  const list = useQuery({
    ...api.queries.tracking.obtenerEnlacesCompartidos({ id }),
    // Opened each time the dialog opens: the opens since the last look are what the list is for.
    refetchOnMount: 'always',
    meta: { localErrors: true },
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Links shared</Trans>
      </Title>
      {list.isError ? (
        <LoadFailed title={t`The links could not be loaded`} onRetry={list.refetch} />
      ) : !list.data ? (
        <Skeleton h={60} />
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>This shipment has not been shared yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t`Links shared`}>
          {list.data.map((link) => (
            <LinkRow key={link.id} link={link} onRevoked={onRevoked} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function LinkRow({ link, onRevoked }: { link: EnlaceCompartido; onRevoked: () => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    ...api.queries.tracking.revocarEnlace(),
    meta: { localErrors: true },
    onSuccess: () => {
      setConfirming(false);
      onRevoked();
    },
  });
  const expired = !link.revocado && Date.parse(link.caduca) <= Date.now();
  const created = format.dateTime(link.fechaAlta);
  const expires = format.dateTime(link.caduca);
  const lastOpened = link.ultimaApertura ? format.dateTime(link.ultimaApertura) : null;
  const opens = link.aperturas;
  return (
    <Paper withBorder p="sm" radius="md" role="listitem" data-testid="shared-link">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t`Shared by ${link.usuario} on ${created}`}
          </Text>
          {link.revocado ? (
            <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
              {t`Revoked`}
            </Badge>
          ) : expired ? (
            <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
              {t`Expired`}
            </Badge>
          ) : (
            <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
              {t`Active`}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {link.revocado
            ? t`Revoked by ${link.revocadoPor ?? ''} on ${format.dateTime(link.revocado)}`
            : expired
              ? t`Expired on ${expires}`
              : t`Expires on ${expires}`}
        </Text>
        <Text size="xs" c="dimmed">
          {opens === 0
            ? t`Never opened`
            : lastOpened
              ? opens === 1
                ? t`Opened once, last on ${lastOpened}`
                : t`Opened ${opens} times, last on ${lastOpened}`
              : t`Opened ${opens} times`}
        </Text>
        {revoke.isError && (
          <Text size="sm" c="red" role="alert">
            {errorText(revoke.error, i18n)}
          </Text>
        )}
        {!link.revocado &&
          !expired &&
          (confirming ? (
            <Group justify="flex-end" gap="xs" wrap="wrap">
              <Text size="sm" mr="auto">
                {t`Revoke this link? Whoever has it will no longer see the shipment.`}
              </Text>
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                {t`Keep it`}
              </Button>
              <Button
                size="compact-sm"
                color="red"
                loading={revoke.isPending}
                onClick={() => revoke.mutate({ idEnlace: link.id })}
              >
                {t`Revoke link`}
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end">
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t`Revoke`}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
