import type { DireccionHawb, Hawb } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { CargoSection, DetailColumn, DetailHeader, Facts, Section } from '../../components/Detail';
import { recordIdParams } from '../../components/Detail/record-id';
import { HawbStatusBadge } from '../../components/Hawb/HawbStatus';
import { HawbTimeline } from '../../components/Hawb/HawbTimeline';
import { useFormat } from '../../i18n/useFormat';

/** `/guide-tracking/$id`: one house air waybill, its IATA status events and what it carries. */
export const Route = createFileRoute('/_app/guide-tracking/$id')({
  params: recordIdParams,
  loader: async ({ context, params }) => {
    const api = await context.api.load();
    await Promise.all([
      api.queryClient.ensureQueryData(hawbQuery(api, params.id)),
      api.queryClient.ensureQueryData(controlQuery(api, params.id)),
    ]);
  },
  component: HawbScreen,
});

type Api = ReturnType<typeof useApi>;
const hawbQuery = (api: Api, id: string) => api.queries.distribucionAerea.obtenerHAWB({ id: Number(id) });
const controlQuery = (api: Api, id: string) =>
  api.queries.distribucionAerea.controlHAWB({ idControlHAWB: Number(id) });

function HawbScreen() {
  const { t } = useLingui();
  const api = useApi();
  const { id } = Route.useParams();
  const { data: h } = useSuspenseQuery(hawbQuery(api, id));
  const { data: control } = useSuspenseQuery(controlQuery(api, id));
  const format = useFormat();
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 1 })} kg`;
  return (
    <>
      <DetailHeader
        listPath="/guide-tracking"
        listTitle={t`Air waybill tracking`}
        title={h.numeroHawb}
        documentTitle={h.numeroHawb}
        badges={<HawbStatusBadge code={control.estado} description={control.estadoDescripcion} />}
        subtitle={
          <Group gap="xs" component="span" wrap="wrap">
            <span>
              {h.aeropuertoOrigen} → {h.aeropuertoDestino}
            </span>
            {h.vuelo && <span>· {t`Flight ${h.vuelo}`}</span>}
            {h.referenciaCliente && <span>· {t`Your reference ${h.referenciaCliente}`}</span>}
          </Group>
        }
      />
      <Grid gutter="md">
        <DetailColumn span={5}>
          <Section title={t`Route and flight`}>
            <Facts
              facts={[
                { label: t`Origin airport`, value: h.aeropuertoOrigen },
                { label: t`Destination airport`, value: h.aeropuertoDestino },
                { label: t`Flight`, value: h.vuelo ?? t`Not booked on a flight yet` },
                { label: t`Flight date`, value: h.fechaVuelo ? format.dateTime(h.fechaVuelo) : null },
                { label: t`MAWB`, value: h.numeroMawb ?? t`Not consolidated yet` },
                { label: t`Issued`, value: format.dateTime(h.fechaEmision) },
                { label: t`Service`, value: h.servicio },
                { label: t`Incoterm`, value: h.incoterm },
              ]}
            />
          </Section>
          <Section title={t`Status events`}>
            {control.eventos.length > 0 ? (
              <HawbTimeline
                events={control.eventos}
                status={control.estado}
                totalPieces={control.totalPiezas}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t`No status reported yet. Events appear here as the airline and the handling agent report them.`}
              </Text>
            )}
          </Section>
        </DetailColumn>
        <DetailColumn span={7}>
          <Section title={t`Parties`}>
            <Facts
              facts={[
                { label: t`Shipper`, value: <Party party={h.expedidor} /> },
                { label: t`Consignee`, value: <Party party={h.destinatario} /> },
                {
                  label: t`Notify`,
                  value: h.notificar ? <Party party={h.notificar} /> : t`Same as consignee`,
                },
                { label: t`Customer`, value: h.cliente },
              ]}
            />
          </Section>
          <CargoSection
            facts={[
              { label: t`Goods`, value: h.descripcionMercancia },
              { label: t`Pieces`, value: format.number(h.totalPiezas) },
              { label: t`Gross weight`, value: kg(h.pesoBrutoKg) },
              {
                label: t`Volume`,
                value: `${format.number(h.volumenM3, { maximumFractionDigits: 3 })} m³`,
              },
              { label: t`Volumetric weight`, value: kg(h.pesoVolumetricoKg) },
              { label: t`Chargeable weight`, value: kg(h.pesoTasableKg) },
              { label: t`Handling information`, value: h.informacionManipulacion },
              {
                label: t`Dangerous goods`,
                value: h.mercanciaPeligrosa ? (
                  <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
                    {t`UN ${h.mercanciaPeligrosa.numeroOnu}, class ${h.mercanciaPeligrosa.clase}`}
                  </Badge>
                ) : (
                  t`None declared`
                ),
              },
            ]}
          >
            <Pieces hawb={h} />
          </CargoSection>
          <Section title={t`Values and charges`}>
            <Charges hawb={h} />
          </Section>
        </DetailColumn>
      </Grid>
    </>
  );
}

function Party({ party: p }: { party: DireccionHawb }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {p.nombre}
      </Text>
      <Text size="sm">{p.direccion}</Text>
      <Text size="sm">
        {[p.codigoPostal, p.ciudad, p.provincia].filter(Boolean).join(' ')} ({p.codigoPais})
      </Text>
      {(p.contacto || p.telefono) && (
        <Text size="xs" c="dimmed">
          {[p.contacto, p.telefono].filter(Boolean).join(' · ')}
        </Text>
      )}
      {p.email && (
        <Text size="xs" c="dimmed">
          {p.email}
        </Text>
      )}
    </Stack>
  );
}

function Pieces({ hawb: h }: { hawb: Hawb }) {
  const { t } = useLingui();
  const format = useFormat();
  if (h.piezas.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder fz="sm" aria-label={t`Pieces`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Pieces`}</Table.Th>
            <Table.Th ta="right">{t`L × W × H (cm)`}</Table.Th>
            <Table.Th ta="right">{t`Weight per piece (kg)`}</Table.Th>
            <Table.Th ta="right">{t`Gross weight (kg)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {h.piezas.map((piece, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the HAWB's lines, in their fixed order
            <Table.Tr key={index}>
              <Table.Td>
                {format.number(piece.cantidad)} × {piece.tipoBulto}
              </Table.Td>
              <Table.Td ta="right">
                {format.number(piece.largoCm)} × {format.number(piece.anchoCm)} ×{' '}
                {format.number(piece.altoCm)}
              </Table.Td>
              <Table.Td ta="right">{format.number(piece.pesoKg, { maximumFractionDigits: 1 })}</Table.Td>
              <Table.Td ta="right">
                {format.number(piece.pesoKg * piece.cantidad, { maximumFractionDigits: 1 })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Declared values and the rating of the air freight, each amount in its own currency. */
function Charges({ hawb: h }: { hawb: Hawb }) {
  const { t } = useLingui();
  const format = useFormat();
  const c = h.cargos;
  const value = (amount: number | null) =>
    amount === null ? t`No value declared` : format.currency(amount, h.moneda);
  const rateClass =
    c.claseTarifa === 'M'
      ? t`M · minimum charge`
      : c.claseTarifa === 'N'
        ? t`N · normal rate (under 45 kg)`
        : t`Q · quantity rate, +${format.number(c.tramoPesoKg ?? 0)} kg break`;
  return (
    <Stack gap="md">
      <Facts
        cols={3}
        facts={[
          { label: t`Declared value for carriage`, value: value(h.valorDeclaradoTransporte) },
          { label: t`Declared value for customs`, value: value(h.valorDeclaradoAduana) },
          {
            label: t`Insurance`,
            value: h.importeSeguro === null ? t`Not insured` : format.currency(h.importeSeguro, h.moneda),
          },
          {
            label: t`Charges`,
            value: h.pagoPortes === 'PP' ? t`PP · prepaid by the shipper` : t`CC · collect at destination`,
          },
          { label: t`Charged to`, value: h.pagoPortes === 'CC' ? h.entidadCollect : null },
          { label: t`Rate class`, value: rateClass },
        ]}
      />
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder fz="sm" aria-label={t`Charges`}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>
                {t`Air freight: ${format.number(c.pesoFacturadoKg, { maximumFractionDigits: 1 })} kg × ${format.currency(c.tarifaKg, c.moneda)}/kg`}
                {c.importeFlete <= c.importeMinimo && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t`(minimum ${format.currency(c.importeMinimo, c.moneda)})`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {format.currency(Math.max(c.importeFlete, c.importeMinimo), c.moneda)}
              </Table.Td>
            </Table.Tr>
            {c.recargos.map((surcharge) => (
              <Table.Tr key={surcharge.codigo}>
                <Table.Td>
                  {surcharge.codigo} · {surcharge.descripcion}
                </Table.Td>
                <Table.Td ta="right">{format.currency(surcharge.importe, c.moneda)}</Table.Td>
              </Table.Tr>
            ))}
            {c.descuento > 0 && (
              <Table.Tr>
                <Table.Td>
                  {c.codigoPromocional ? t`Discount (code ${c.codigoPromocional})` : t`Discount`}
                </Table.Td>
                <Table.Td ta="right" c="teal">
                  −{format.currency(c.descuento, c.moneda)}
                </Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Td fw={700}>{t`Total`}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {format.currency(c.total, c.moneda)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
