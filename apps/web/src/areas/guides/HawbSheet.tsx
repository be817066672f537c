import type { DireccionHawb, Hawb } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { surchargeLabel } from '../../components/Tariff/surcharges';
import { useFormat } from '../../i18n/useFormat';

// The air waybill as a document: its boxes laid out like the paper form (`guides.css`).

/** One box of the form: its printed label over what was filled in (a dash when blank). */
export function Box({ label, children, span }: { label: ReactNode; children: ReactNode; span?: boolean }) {
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
export function HawbSheet({ hawb: h }: { hawb: Hawb }) {
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
