import type { Partida } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Table, Text } from '@mantine/core';
import { IconExternalLink, IconLeaf } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { AnchorLink } from '../../components/AnchorLink';
import { Can } from '../../components/Can';
import { CargoSection, DetailColumn, DetailHeader, Facts, Section } from '../../components/Detail';
import { recordIdParams } from '../../components/Detail/record-id';
import { DocumentsPanel } from '../../components/Documents';
import { ShipmentInvoices } from '../../components/Invoices/ShipmentInvoices';
import {
  DelayText,
  MilestoneTimeline,
  ModeIcon,
  StatusBadge,
  useRouteFacts,
} from '../../components/Shipment';
import { useFormat } from '../../i18n/useFormat';
import { ShareShipment } from './ShareShipment';
import { ShipmentActivity } from './ShipmentActivity';

/** `/tracking/$id`: one shipment, everything a customer asks about it. */
export const Route = createFileRoute('/_app/tracking/$id')({
  params: recordIdParams,
  loader: async ({ context, params }) => {
    const api = await context.api.load();
    await api.queryClient.ensureQueryData(shipmentQuery(api, params.id));
  },
  component: ShipmentScreen,
});

const shipmentQuery = (api: ReturnType<typeof useApi>, id: string) =>
  api.queries.tracking.obtenerPartida({ id: Number(id) });

function ShipmentScreen() {
  const { t } = useLingui();
  const api = useApi();
  const { id } = Route.useParams();
  const { data: p } = useSuspenseQuery(shipmentQuery(api, id));
  const format = useFormat();
  const open = p.estado !== 'ENTREGADA' && p.estado !== 'CANCELADA';
  // Until the forwarder confirms a request, its dates are only the requested ready date and it has
  // no footprint yet.
  const requested = p.estado === 'SOLICITADA';
  const routeFacts = useRouteFacts(p);
  return (
    <>
      <DetailHeader
        listPath="/tracking"
        listTitle={t`Shipment tracking`}
        title={p.numeroPartida}
        documentTitle={p.numeroPartida}
        badges={
          <>
            <StatusBadge estado={p.estado} />
            {p.estado !== 'CANCELADA' && <DelayText hours={p.retrasoHoras} />}
          </>
        }
        subtitle={
          <Group gap="xs" component="span" wrap="wrap">
            <ModeIcon modo={p.modo} withLabel />
            <span>
              {p.origen} ({p.codigoOrigen}) → {p.destino} ({p.codigoDestino})
            </span>
            {p.referenciaCliente && <span>· {t`Your reference ${p.referenciaCliente}`}</span>}
          </Group>
        }
        actions={
          <>
            <CarrierLink shipment={p} />
            <ShareShipment shipment={p} />
          </>
        }
      />
      <Grid gutter="md">
        <DetailColumn span={5}>
          <Section title={t`Route and dates`}>
            <Facts facts={routeFacts} />
          </Section>
          <Section title={t`Milestones`}>
            {p.hitos.length > 0 ? (
              <MilestoneTimeline hitos={p.hitos} />
            ) : (
              <Text size="sm" c="dimmed">
                {open
                  ? t`The forwarder has not confirmed this booking yet; milestones appear once it is booked with a carrier.`
                  : t`No milestones recorded.`}
              </Text>
            )}
          </Section>
          <Section title={t`Activity`}>
            <ShipmentActivity id={p.id} />
          </Section>
        </DetailColumn>
        <DetailColumn span={7}>
          <Section title={t`Parties and references`}>
            <Facts
              facts={[
                { label: t`Customer`, value: p.cliente },
                { label: t`Incoterm`, value: p.incoterm },
                { label: t`Shipper`, value: p.expedidor },
                { label: t`Consignee`, value: p.destinatario },
                { label: t`Carrier`, value: p.transportista ?? t`To be confirmed` },
                { label: t`Vessel, flight or truck`, value: p.viaje },
                { label: t`B/L, AWB or CMR`, value: p.documentoTransporte },
                { label: t`Booking number`, value: p.numeroReserva },
                {
                  label: t`Dossier`,
                  value: p.idDossier ? (
                    <AnchorLink to="/dossier/$id" params={{ id: String(p.idDossier) }}>
                      {t`Open the dossier`}
                    </AnchorLink>
                  ) : null,
                },
                { label: t`Your reference`, value: p.referenciaCliente },
              ]}
            />
          </Section>
          <CargoSection
            facts={[
              { label: t`Goods`, value: p.mercancia },
              { label: t`Packages`, value: format.number(p.bultos) },
              {
                label: t`Gross weight`,
                value: `${format.number(p.pesoBrutoKg, { maximumFractionDigits: 1 })} kg`,
              },
              {
                label: t`Volume`,
                value: `${format.number(p.volumenM3, { maximumFractionDigits: 2 })} m³`,
              },
              {
                label: t`Chargeable weight`,
                value: `${format.number(p.pesoTasableKg, { maximumFractionDigits: 1 })} kg`,
              },
              {
                label: t`Emissions (CO2e)`,
                value: requested ? (
                  t`To be confirmed`
                ) : (
                  <Group gap={4} component="span">
                    <IconLeaf size={14} color="var(--mantine-color-teal-6)" aria-hidden />
                    {`${format.number(p.co2eKg, { maximumFractionDigits: 0 })} kg`}
                  </Group>
                ),
              },
            ]}
          >
            <CargoTables shipment={p} />
          </CargoSection>
          <Section title={t`Documents`}>
            <DocumentsPanel
              entidad="partida"
              id={p.id}
              documents={p.documentos}
              emptyText={t`No documents yet. They appear here as the shipment moves.`}
            />
          </Section>
          <Can permission="accesoEstadoCuentas">
            <Section title={t`Invoices`}>
              <ShipmentInvoices numeroPartida={p.numeroPartida} departure={p.atd ?? p.etd} />
            </Section>
          </Can>
        </DetailColumn>
      </Grid>
    </>
  );
}

/** The carrier's own tracking page, when the carrier has one for this shipment. */
function CarrierLink({ shipment }: { shipment: Partida }) {
  const api = useApi();
  const { data } = useQuery({
    ...api.queries.tracking.obtenerVinculo({ id: shipment.id }),
    enabled: shipment.transportista !== null,
    retry: false,
    meta: { localErrors: true },
  });
  if (!data) return null;
  return (
    <Button
      component="a"
      href={data.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      <Trans>Track on {data.transportista}'s site</Trans>
    </Button>
  );
}

function CargoTables({ shipment: p }: { shipment: Partida }) {
  const { t } = useLingui();
  const format = useFormat();
  const kg = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <>
      {p.contenedoresDetalle.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder fz="sm" aria-label={t`Containers`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Container`}</Table.Th>
                <Table.Th>{t`Type`}</Table.Th>
                <Table.Th>{t`Seal`}</Table.Th>
                <Table.Th ta="right">{t`Gross weight (kg)`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.contenedoresDetalle.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td ff="monospace">{c.numero}</Table.Td>
                  <Table.Td>{c.tipo}</Table.Td>
                  <Table.Td>{c.precinto ?? '—'}</Table.Td>
                  <Table.Td ta="right">{kg(c.pesoBrutoKg)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {p.bultosDetalle.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder fz="sm" aria-label={t`Packages`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Packages`}</Table.Th>
                <Table.Th>{t`Description`}</Table.Th>
                <Table.Th ta="right">{t`L × W × H (cm)`}</Table.Th>
                <Table.Th ta="right">{t`Gross weight (kg)`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.bultosDetalle.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    {format.number(b.cantidad)} × {b.tipoBulto}
                  </Table.Td>
                  <Table.Td>{b.descripcion}</Table.Td>
                  <Table.Td ta="right">
                    {format.number(b.largoCm)} × {format.number(b.anchoCm)} × {format.number(b.altoCm)}
                  </Table.Td>
                  <Table.Td ta="right">{kg(b.pesoBrutoKg)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
