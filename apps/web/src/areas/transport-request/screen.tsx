import { manifest } from '@extranet/routes-manifest';
import type { PartidaGenerada } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../components/AnchorLink/AnchorLink';
import { AreaHeader } from '../../components/AreaHeader';
import { SHIPMENT_STATUS } from '../../components/Shipment/labels';
import { TransportWizard } from './TransportWizard';

/** `/transport-request`: ask for a road or sea transport, priced before it is sent. */
export const Route = createFileRoute('/_app/transport-request')({ component: TransportRequestScreen });

const area = manifest.find((entry) => entry.path === '/transport-request')!;

function TransportRequestScreen() {
  const [sent, setSent] = useState<PartidaGenerada | null>(null);
  // A new key starts the next request from an empty wizard.
  const [round, setRound] = useState(0);
  return (
    <>
      <AreaHeader area={area} />
      {sent ? (
        <Sent
          created={sent}
          onAnother={() => {
            setSent(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <TransportWizard key={round} onSent={setSent} />
      )}
    </>
  );
}

function Sent({ created, onAnother }: { created: PartidaGenerada; onAnother: () => void }) {
  const { i18n } = useLingui();
  const status = SHIPMENT_STATUS.SOLICITADA;
  return (
    <Paper withBorder radius="md" p="xl" maw={640} data-testid="request-sent">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" size={44} radius="xl" aria-hidden>
            <IconCircleCheck size={28} />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>Request {created.numeroPartida} sent</Trans>
          </Title>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            <Trans>Status:</Trans>
          </Text>
          <Badge color={status.color} variant="light" style={{ textTransform: 'none' }}>
            {i18n._(status.label)}
          </Badge>
        </Group>
        <Text size="sm">
          <Trans>
            It is already in your shipment tracking. We will book it with the carrier and confirm the carrier,
            vessel or truck and transport document there.
          </Trans>
        </Text>
        <Group gap="sm">
          <AnchorLink to="/tracking/$id" params={{ id: String(created.id) }} fw={600}>
            <Trans>Follow {created.numeroPartida} in tracking</Trans>
          </AnchorLink>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAnother}>
            <Trans>New request</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
