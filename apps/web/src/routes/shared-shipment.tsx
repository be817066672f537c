import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import type { Hito, PartidaPublica } from '@extranet/sdk';
import { ApiError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconLinkOff } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { isServerDown } from '../api/errors';
import { usePublicCall } from '../api/usePublicCall';
import { Facts } from '../components/Detail';
import { PublicPage } from '../components/PublicPage';
import { DelayText, MilestoneTimeline, ModeIcon, StatusBadge, useRouteFacts } from '../components/Shipment';
import { useFormat } from '../i18n/useFormat';

/**
 * `/s/$token`: a shipment shared by a public tracking link, for someone without an account (outside
 * the guarded layout). Unknown, revoked and expired links look alike: the server answers them with
 * the same 404.
 */
export const Route = createFileRoute('/s/$token')({ component: SharedShipmentPage });

/** Keeps search engines off the page while it is shown (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/** The shared shipment, read once per token (each read counts as an open of the link). */
const useSharedShipment = (token: string) =>
  usePublicCall(token, (api) => api.client.publico.obtenerPartida({ token }));

function SharedShipmentPage() {
  const { t } = useLingui();
  const { token } = Route.useParams();
  const { data, error, refetch } = useSharedShipment(token);
  useNoIndex();
  if (error instanceof ApiError && error.status === 404) return <LinkNotFound />;
  if (error) {
    const limited = error instanceof ApiError && error.status === 429;
    return (
      <PublicPage title={t`Shared shipment`} width={720}>
        <Alert color={limited ? 'orange' : 'red'} role="alert" title={t`The shipment could not be loaded`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {limited
                ? t`This address has opened too many links in a short time. Try again in a few minutes.`
                : isServerDown(error)
                  ? t`The server cannot be reached right now. Try again in a moment.`
                  : t`Something went wrong. Try again in a moment.`}
            </Text>
            <Button size="compact-sm" variant="light" onClick={refetch}>
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      </PublicPage>
    );
  }
  if (!data) {
    return (
      <PublicPage title={t`Shared shipment`} width={720}>
        <Stack gap="sm" aria-busy="true" aria-label={t`Loading the shipment`}>
          <Skeleton h={24} w="60%" />
          <Skeleton h={80} />
          <Skeleton h={200} />
        </Stack>
      </PublicPage>
    );
  }
  return <SharedShipment shipment={data} />;
}

function LinkNotFound() {
  const { t } = useLingui();
  return (
    <PublicPage
      title={t`This link does not work`}
      icon={<IconLinkOff size={30} />}
      iconColor="gray"
      description={t`The link is wrong, has expired or has been withdrawn by whoever shared it.`}
    >
      <Text size="sm" data-testid="shared-link-not-found">
        <Trans>Ask whoever sent it to you for a new link.</Trans>
      </Text>
    </PublicPage>
  );
}

function SharedShipment({ shipment: p }: { shipment: PartidaPublica }) {
  const { t } = useLingui();
  const format = useFormat();
  // The timeline keys its milestones by id; the public answer has none, so their order serves.
  const hitos = useMemo<Hito[]>(() => p.hitos.map((hito, index) => ({ id: index + 1, ...hito })), [p.hitos]);
  const requested = p.estado === 'SOLICITADA';
  const routeFacts = useRouteFacts(p);
  const caduca = format.dateTime(p.caduca);
  return (
    <PublicPage
      title={p.numeroPartida}
      width={720}
      description={<Trans>Shipment tracking shared by {p.transitario}</Trans>}
    >
      <Stack gap="lg" data-testid="shared-shipment">
        <Group gap="sm" wrap="wrap">
          <StatusBadge estado={p.estado} />
          {p.estado !== 'CANCELADA' && !requested && <DelayText hours={p.retrasoHoras} />}
          <ModeIcon modo={p.modo} withLabel />
        </Group>
        <Text fw={600}>
          {p.origen} ({p.codigoOrigen}) → {p.destino} ({p.codigoDestino})
        </Text>
        <Facts
          facts={[
            ...routeFacts,
            { label: t`Forwarder`, value: p.transitario },
            { label: t`Carrier`, value: p.transportista ?? t`To be confirmed` },
            { label: t`B/L, AWB or CMR`, value: p.documentoTransporte },
          ]}
        />
        {p.urlTransportista && p.transportista && (
          <Group>
            <Button
              component="a"
              href={p.urlTransportista}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              <Trans>Track on {p.transportista}'s site</Trans>
            </Button>
          </Group>
        )}
        <Divider />
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Milestones</Trans>
          </Title>
          {hitos.length > 0 ? (
            <MilestoneTimeline hitos={hitos} />
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No milestones recorded yet.</Trans>
            </Text>
          )}
        </Stack>
        <Text size="xs" c="dimmed">
          <Trans>This link works until {caduca}.</Trans>
        </Text>
      </Stack>
    </PublicPage>
  );
}
