import './distribution.css';
import { manifest } from '@extranet/routes-manifest';
import type { Albaran } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Grid, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { INCIDENT_TYPE, UNIT } from '../../components/DeliveryNotes/labels';
import { DetailColumn, DetailHeader, Facts, Section } from '../../components/Detail';
import { recordIdParams } from '../../components/Detail/record-id';
import { useFormat } from '../../i18n/useFormat';
import { DeliveryStatusBadge, IncidentFlag } from './bits';
import { hasIncident, isLate, shortDelivered } from './notes';
import { PodImage } from './PodImage';

/** `/distribution/$id`: one delivery note — what went, to whom, and the proof it arrived. */
export const Route = createFileRoute('/_app/distribution/$id')({
  params: recordIdParams,
  loader: async ({ context, params }) => {
    const api = await context.api.load();
    await api.queryClient.ensureQueryData(noteQuery(api, params.id));
  },
  component: DeliveryNoteScreen,
});

const noteQuery = (api: ReturnType<typeof useApi>, id: string) =>
  api.queries.distribucion.obtenerAlbaran({ id: Number(id) });

const day = (iso: string) => new Date(`${iso}T00:00:00`);

const area = manifest.find((entry) => entry.path === '/distribution')!;

function DeliveryNoteScreen() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { id } = Route.useParams();
  const { data: n } = useSuspenseQuery(noteQuery(api, id));
  const format = useFormat();
  const late = isLate(n);
  return (
    <div className="delivery-note-print">
      <DetailHeader
        listPath="/distribution"
        listTitle={i18n._(area.title)}
        title={n.numeroAlbaran}
        documentTitle={n.numeroAlbaran}
        badges={
          <>
            <DeliveryStatusBadge estado={n.estado} />
            {hasIncident(n) && <IncidentFlag />}
          </>
        }
        subtitle={
          <>
            {n.destinatario} · {n.poblacion}
            {n.referenciaCliente && <> · {t`Your reference ${n.referenciaCliente}`}</>}
          </>
        }
        actions={
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            data-print-hide
          >
            {t`Print or save as PDF`}
          </Button>
        }
      />
      <Grid gutter="md">
        <DetailColumn span={5}>
          <Section title={t`Delivery`}>
            <Facts
              facts={[
                { label: t`Date`, value: format.date(day(n.fecha)) },
                {
                  label: t`Expected delivery`,
                  value: n.fechaPrevistaEntrega ? format.date(day(n.fechaPrevistaEntrega)) : null,
                },
                {
                  label: t`Delivered`,
                  value: n.fechaEntrega ? (
                    <Text span size="sm" c={late ? 'orange' : undefined}>
                      {format.dateTime(n.fechaEntrega)}
                      {late && ` · ${t`late`}`}
                    </Text>
                  ) : null,
                },
                { label: t`Carrier`, value: n.transportista ?? t`To be assigned` },
                { label: t`Warehouse`, value: n.codigoAlmacen },
                { label: t`Customer`, value: n.cliente },
                { label: t`Packages`, value: format.number(n.bultos) },
                {
                  label: t`Gross weight`,
                  value: `${format.number(n.pesoBrutoKg, { maximumFractionDigits: 1 })} kg`,
                },
                { label: t`Your reference`, value: n.referenciaCliente },
              ]}
            />
          </Section>
          <Section title={t`Consignee`}>
            <Facts
              facts={[
                { label: t`Name`, value: n.destinatario },
                {
                  label: t`Address`,
                  value: (
                    <>
                      {n.direccion}
                      <br />
                      {n.codigoPostal} {n.poblacion}
                      {n.provincia && n.provincia !== n.poblacion ? ` (${n.provincia})` : ''} · {n.pais}
                    </>
                  ),
                },
                { label: t`Contact`, value: n.contacto },
                { label: t`Phone`, value: n.telefono },
              ]}
            />
            {n.observaciones && (
              <Stack gap={2} mt="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
                  {t`Delivery instructions`}
                </Text>
                <Text size="sm">{n.observaciones}</Text>
              </Stack>
            )}
          </Section>
        </DetailColumn>
        <DetailColumn span={7}>
          <Section title={t`Proof of delivery`}>
            <ProofOfDelivery note={n} />
          </Section>
        </DetailColumn>
        <Grid.Col span={12}>
          <Section title={t`Lines`}>
            <Lines note={n} />
          </Section>
        </Grid.Col>
      </Grid>
    </div>
  );
}

function ProofOfDelivery({ note: n }: { note: Albaran }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const pod = n.pruebaEntrega;
  if (!pod)
    return (
      <Text size="sm" c="dimmed">
        {n.estado === 'PENDIENTE'
          ? t`Not dispatched yet. The proof of delivery appears here once the driver delivers.`
          : t`On its way. The proof of delivery appears here once the driver delivers.`}
      </Text>
    );
  return (
    <Stack gap="md">
      <Facts
        facts={[
          {
            label: t`Signed by`,
            value: pod.firmadoPor ?? (
              <Text span size="sm" c="red">
                {t`Nobody signed`}
              </Text>
            ),
          },
          { label: pod.firmadoPor ? t`Date and time` : t`Attempted on`, value: format.dateTime(pod.fecha) },
          {
            label: t`Incident`,
            value: pod.incidencia ? (
              <Text span size="sm" c="red" fw={600}>
                {i18n._(INCIDENT_TYPE[pod.incidencia])}
              </Text>
            ) : (
              t`None`
            ),
          },
          { label: t`Driver's remarks`, value: pod.observaciones },
        ]}
      />
      <PodImage url={pod.urlImagen} noteNumber={n.numeroAlbaran} />
    </Stack>
  );
}

function Lines({ note: n }: { note: Albaran }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const qty = (value: number) => format.number(value, { maximumFractionDigits: 3 });
  return (
    <>
      {/* A phone reads one line after another; a wider screen gets the table. */}
      <Stack gap="sm" className="lines-phone">
        {n.lineas.map((line) => {
          const short = shortDelivered(line);
          return (
            <Stack key={line.id} gap={2}>
              <Text size="sm" fw={500}>
                {line.descripcion}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {line.codigoArticulo}
                {line.lote && ` · ${t`Batch ${line.lote}`}`}
              </Text>
              <Text size="sm">
                {t`Ordered ${qty(line.cantidadPedida)}`} ·{' '}
                <Text span size="sm" c={short ? 'red' : undefined} fw={short ? 600 : undefined}>
                  {line.cantidadEntregada === null
                    ? t`not delivered yet`
                    : t`delivered ${qty(line.cantidadEntregada)}`}
                </Text>{' '}
                {i18n._(UNIT[line.unidad])}
              </Text>
            </Stack>
          );
        })}
      </Stack>
      <Box className="lines-table">
        <Table.ScrollContainer minWidth={620}>
          <Table withTableBorder withRowBorders fz="sm" aria-label={t`Lines`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Item`}</Table.Th>
                <Table.Th>{t`Description`}</Table.Th>
                <Table.Th>{t`Batch`}</Table.Th>
                <Table.Th ta="right">{t`Ordered`}</Table.Th>
                <Table.Th ta="right">{t`Delivered`}</Table.Th>
                <Table.Th>{t`Unit`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {n.lineas.map((line) => {
                const short = shortDelivered(line);
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                      {line.codigoArticulo}
                    </Table.Td>
                    <Table.Td>{line.descripcion}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.lote ?? '—'}</Table.Td>
                    <Table.Td ta="right">{qty(line.cantidadPedida)}</Table.Td>
                    <Table.Td ta="right" c={short ? 'red' : undefined} fw={short ? 600 : undefined}>
                      {line.cantidadEntregada === null ? '—' : qty(line.cantidadEntregada)}
                    </Table.Td>
                    <Table.Td>{i18n._(UNIT[line.unidad])}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
