import type { ReciboAlmacenHawb } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { Box } from './HawbSheet';

/** The warehouse receipt: what was counted, weighed and measured against what the HAWB declares. */
export function ReceiptSheet({ receipt: r }: { receipt: ReciboAlmacenHawb }) {
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
