import type { DireccionHawb, Hawb, ReciboAlmacenHawb } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconPlus, IconPrinter, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../api/ApiProvider';
import { Section } from '../../components/Detail';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';
import { HawbStatusBadge } from '../guide-tracking/HawbStatus';
import { HawbTimeline } from '../guide-tracking/HawbTimeline';
import { surchargeLabel } from '../tariff-simulator/surcharges';
import { ButtonLink } from './ButtonLink';

/**
 * An issued HAWB as a document to print (or save as PDF), its warehouse receipt once the cargo is
 * received, and its status control. Print shows the documents alone: the app shell, the buttons and
 * the status control are screen-only (`guides.css`).
 */
export function HawbDocument({ id, issued }: { id: number; issued: boolean }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const q = api.queries.distribucionAerea;
  const hawb = useQuery(q.obtenerHAWB({ id }));
  const receipt = useQuery({ ...q.obtenerReciboDetalle({ id }), retry: false });
  const control = useQuery(q.controlHAWB({ idControlHAWB: id }));

  if (hawb.isPending) return <Text c="dimmed">{t`Loading the air waybill…`}</Text>;
  if (hawb.error)
    return (
      <Alert color="red" role="alert" title={t`This air waybill could not be opened`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(hawb.error, i18n)}</Text>
          <ButtonLink
            to="/guides"
            search={{}}
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
          >
            <Trans>New air waybill</Trans>
          </ButtonLink>
        </Stack>
      </Alert>
    );
  const h = hawb.data;

  return (
    <Stack gap="md" className="hawb-print-page">
      <Group justify="space-between" data-print-hide wrap="wrap" gap="xs">
        <ButtonLink to="/guides" search={{}} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          <Trans>New air waybill</Trans>
        </ButtonLink>
        <Group gap="xs">
          <ButtonLink
            to="/guide-tracking/$id"
            params={{ id: String(h.id) }}
            variant="default"
            leftSection={<IconRoute size={16} />}
          >
            <Trans>Follow it in tracking</Trans>
          </ButtonLink>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </Group>
      </Group>

      {issued && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} />}
          title={t`Air waybill ${h.numeroHawb} issued`}
          data-print-hide
          data-testid="hawb-issued"
        >
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                It is booked and already listed in air waybill tracking. Print it and hand it over with the
                cargo.
              </Trans>
            </Text>
            <Group gap="xs">
              <ButtonLink size="xs" to="/guide-tracking/$id" params={{ id: String(h.id) }} variant="light">
                {t`Open ${h.numeroHawb} in tracking`}
              </ButtonLink>
              <ButtonLink
                size="xs"
                to="/guides"
                search={{}}
                variant="default"
                leftSection={<IconPlus size={14} />}
              >
                <Trans>Issue another</Trans>
              </ButtonLink>
            </Group>
          </Stack>
        </Alert>
      )}

      <HawbSheet hawb={h} />

      {receipt.data ? (
        <ReceiptSheet receipt={receipt.data} />
      ) : (
        <div data-print-hide>
          <Section title={t`Warehouse receipt`}>
            <Text size="sm" c="dimmed" data-testid="no-receipt">
              {receipt.isPending
                ? t`Loading…`
                : t`Not received at our warehouse yet. The receipt appears here once the cargo is counted, weighed and measured.`}
            </Text>
          </Section>
        </div>
      )}

      <div data-print-hide>
        <Section
          title={t`Status control`}
          actions={
            control.data && (
              <HawbStatusBadge code={control.data.estado} description={control.data.estadoDescripcion} />
            )
          }
        >
          {control.data ? (
            <HawbTimeline
              events={control.data.eventos}
              status={control.data.estado}
              totalPieces={control.data.totalPiezas}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {control.error ? errorText(control.error, i18n) : t`Loading…`}
            </Text>
          )}
        </Section>
      </div>
    </Stack>
  );
}

function Box({ label, children, span }: { label: ReactNode; children: ReactNode; span?: boolean }) {
  return (
    <div className="hawb-box" style={span ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

function Address({ party: p }: { party: DireccionHawb }) {
  return (
    <>
      <Text size="sm" fw={700}>
        {p.nombre}
      </Text>
      <Text size="sm">{p.direccion}</Text>
      <Text size="sm">
        {[p.codigoPostal, p.ciudad, p.provincia !== p.ciudad ? p.provincia : null].filter(Boolean).join(' ')}{' '}
        ({p.codigoPais})
      </Text>
      {(p.contacto || p.telefono || p.email) && (
        <Text size="xs">{[p.contacto, p.telefono, p.email].filter(Boolean).join(' · ')}</Text>
      )}
    </>
  );
}

/** The HAWB laid out like the paper form: parties, route, goods, rating, charges, signatures. */
function HawbSheet({ hawb: h }: { hawb: Hawb }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} kg`;
  const money = (value: number) => format.currency(value, h.cargos.moneda);
  const declared = (value: number | null, none: string) =>
    value === null ? none : format.currency(value, h.moneda);
  return (
    <Paper withBorder radius="md" p="md" className="hawb-sheet" data-testid="hawb-printable">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <Trans>House air waybill — not negotiable</Trans>
          </Text>
          <Title order={2} size="h2" style={{ fontFamily: 'monospace' }} data-testid="hawb-number">
            {h.numeroHawb}
          </Title>
        </div>
        <Stack gap={2} align="flex-end">
          <Badge size="lg" variant="outline" color={h.pagoPortes === 'CC' ? 'orange' : 'blue'}>
            {h.pagoPortes === 'CC' ? t`Collect (CC)` : t`Prepaid (PP)`}
          </Badge>
          <Text size="xs">{t`MAWB ${h.numeroMawb ?? '—'}`}</Text>
        </Stack>
      </Group>
      <div className="hawb-grid">
        <Box label={t`Shipper`}>
          <Address party={h.expedidor} />
        </Box>
        <Box label={t`Consignee`}>
          <Address party={h.destinatario} />
        </Box>
        {h.notificar && (
          <Box label={t`Notify`}>
            <Address party={h.notificar} />
          </Box>
        )}
        <Box label={t`Customer`}>{h.cliente}</Box>
        <Box label={t`Airport of departure`}>{h.aeropuertoOrigen}</Box>
        <Box label={t`Airport of destination`}>{h.aeropuertoDestino}</Box>
        <Box label={t`Flight`}>
          {h.vuelo ? `${h.vuelo} · ${h.fechaVuelo ? format.dateTime(h.fechaVuelo) : ''}` : t`To be booked`}
        </Box>
        <Box label={t`Service`}>{h.servicio}</Box>
        <Box label={t`Incoterm`}>{h.incoterm}</Box>
        <Box label={t`Your reference`}>{h.referenciaCliente}</Box>
        <Box label={t`Declared value for carriage`}>{declared(h.valorDeclaradoTransporte, 'NVD')}</Box>
        <Box label={t`Declared value for customs`}>{declared(h.valorDeclaradoAduana, 'NCV')}</Box>
        <Box label={t`Amount of insurance`}>{declared(h.importeSeguro, t`None`)}</Box>
        {h.entidadCollect && (
          <Box label={t`Charged at destination to`} span>
            {h.entidadCollect}
          </Box>
        )}
        <Box label={t`Handling information`} span>
          {[
            h.informacionManipulacion,
            h.mercanciaPeligrosa &&
              t`Dangerous goods: UN ${h.mercanciaPeligrosa.numeroOnu}, class ${h.mercanciaPeligrosa.clase} — shipper's declaration attached`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Box>
      </div>

      <Table.ScrollContainer minWidth={560} mt="md">
        <Table withTableBorder withColumnBorders fz="sm" aria-label={t`Rating`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">{t`Pieces`}</Table.Th>
              <Table.Th ta="right">{t`Gross weight`}</Table.Th>
              <Table.Th>{t`Rate class`}</Table.Th>
              <Table.Th ta="right">{t`Chargeable weight`}</Table.Th>
              <Table.Th ta="right">{t`Rate per kg`}</Table.Th>
              <Table.Th ta="right">{t`Freight`}</Table.Th>
              <Table.Th>{t`Nature and quantity of goods`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td ta="right">{format.number(h.totalPiezas)}</Table.Td>
              <Table.Td ta="right">{kg(h.pesoBrutoKg)}</Table.Td>
              <Table.Td>
                {h.cargos.claseTarifa}
                {h.cargos.tramoPesoKg ? ` +${format.number(h.cargos.tramoPesoKg)}` : ''}
              </Table.Td>
              <Table.Td ta="right">{kg(h.pesoTasableKg)}</Table.Td>
              <Table.Td ta="right">{money(h.cargos.tarifaKg)}</Table.Td>
              <Table.Td ta="right">{money(h.cargos.importeFlete)}</Table.Td>
              <Table.Td>
                {h.descripcionMercancia}
                <Text size="xs" c="dimmed">
                  {h.piezas
                    .map(
                      (p) =>
                        `${format.number(p.cantidad)} × ${p.tipoBulto} ${format.number(p.largoCm)}×${format.number(p.anchoCm)}×${format.number(p.altoCm)} cm`,
                    )
                    .join('; ')}
                  {` · ${format.number(h.volumenM3, { maximumFractionDigits: 3 })} m³`}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <Trans>Other charges</Trans>
          </Text>
          {h.cargos.recargos.length === 0 && <Text size="sm">—</Text>}
          {h.cargos.recargos.map((r) => (
            <Group key={r.codigo} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{surchargeLabel(r, i18n)}</Text>
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(r.importe)}
              </Text>
            </Group>
          ))}
          {h.cargos.descuento > 0 && (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t`Discount ${h.cargos.codigoPromocional ?? ''}`}</Text>
              <Text size="sm" c="green" style={{ fontVariantNumeric: 'tabular-nums' }}>
                −{money(h.cargos.descuento)}
              </Text>
            </Group>
          )}
        </Stack>
        <Stack gap={4}>
          <Group justify="space-between" className="hawb-total" wrap="nowrap">
            <Text fw={700}>{h.pagoPortes === 'CC' ? t`Total collect` : t`Total prepaid`}</Text>
            <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="hawb-total">
              {money(h.cargos.total)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t`Issued ${format.dateTime(h.fechaEmision)}`}
          </Text>
        </Stack>
      </SimpleGrid>

      <SimpleGrid cols={2} mt="xl" spacing="xl" className="hawb-signatures">
        <Text
          size="xs"
          c="dimmed"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          pt={4}
        >
          <Trans>Signature of shipper or its agent</Trans>
        </Text>
        <Text
          size="xs"
          c="dimmed"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          pt={4}
        >
          <Trans>Signature of issuing carrier or its agent</Trans>
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

/** The warehouse receipt: what was counted, weighed and measured against what the HAWB declares. */
function ReceiptSheet({ receipt: r }: { receipt: ReciboAlmacenHawb }) {
  const { t } = useLingui();
  const format = useFormat();
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} kg`;
  const short = r.piezasRecibidas !== r.piezasDeclaradas;
  const heavier = r.pesoMedidoKg !== r.pesoDeclaradoKg;
  return (
    <Paper withBorder radius="md" p="md" className="hawb-sheet hawb-receipt" data-testid="hawb-receipt">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <Trans>Warehouse receipt</Trans>
          </Text>
          <Title order={2} size="h3" style={{ fontFamily: 'monospace' }}>
            {r.numeroRecibo}
          </Title>
        </div>
        <Text size="sm">{t`For ${r.numeroHawb}`}</Text>
      </Group>
      <div className="hawb-grid">
        <Box label={t`Received`}>{format.dateTime(r.fechaRecepcion)}</Box>
        <Box label={t`Received by`}>{r.recibidoPor}</Box>
        <Box label={t`Warehouse`}>{`${r.almacen} (${r.aeropuerto})`}</Box>
        <Box label={t`Pieces`}>
          <Text span size="sm" c={short ? 'red' : undefined} fw={short ? 700 : undefined}>
            {t`${format.number(r.piezasRecibidas)} received of ${format.number(r.piezasDeclaradas)} declared`}
          </Text>
        </Box>
        <Box label={t`Weight`}>
          <Text span size="sm" c={heavier ? 'orange' : undefined}>
            {t`${kg(r.pesoMedidoKg)} measured, ${kg(r.pesoDeclaradoKg)} declared`}
          </Text>
        </Box>
        <Box label={t`Volume`}>{`${format.number(r.volumenM3, { maximumFractionDigits: 3 })} m³`}</Box>
        <Box label={t`Volumetric weight`}>{kg(r.pesoVolumetricoKg)}</Box>
        <Box label={t`Chargeable weight`}>{kg(r.pesoTasableKg)}</Box>
        <Box label={t`Remarks`}>{r.observaciones}</Box>
      </div>
      {r.dimensiones.length > 0 && (
        <Table.ScrollContainer minWidth={420} mt="md">
          <Table withTableBorder fz="sm" aria-label={t`Measured pieces`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="right">{t`Pieces`}</Table.Th>
                <Table.Th ta="right">{t`L × W × H (cm)`}</Table.Th>
                <Table.Th ta="right">{t`Weight per piece (kg)`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.dimensiones.map((d, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines, in their fixed order
                <Table.Tr key={index}>
                  <Table.Td ta="right">{format.number(d.cantidad)}</Table.Td>
                  <Table.Td ta="right">
                    {format.number(d.largoCm)} × {format.number(d.anchoCm)} × {format.number(d.altoCm)}
                  </Table.Td>
                  <Table.Td ta="right">{format.number(d.pesoKg)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {r.discrepancias.length > 0 && (
        <Alert color="orange" mt="md" title={t`Discrepancies found at reception`}>
          <Stack gap={2}>
            {r.discrepancias.map((d, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <Text size="sm" key={index}>
                {d.descripcion}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Paper>
  );
}
