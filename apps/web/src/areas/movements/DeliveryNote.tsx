import './delivery-note.css';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { AnchorLink } from '../../components/AnchorLink';
import { DELIVERY_STATUS } from '../../components/DeliveryNotes/labels';
import { Facts } from '../../components/Detail';
import { parseDay } from '../../components/Period/period';
import { useQuantityText } from '../../components/Warehouse/parts';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';

/**
 * The delivery note a dispatch produced (`idAlbaran` of the movement), beside the movements list:
 * recipient, lines and proof of delivery, from `Distribucion/ObtenerAlbaran`.
 */
export function DeliveryNoteDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{t`Delivery note`}</Text>}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {id !== null && <DeliveryNoteBody id={id} />}
    </Drawer>
  );
}

function DeliveryNoteBody({ id }: { id: number }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const quantity = useQuantityText();
  const note = useQuery({ ...api.queries.distribucion.obtenerAlbaran({ id }), meta: { localErrors: true } });
  if (note.isPending)
    return (
      <Stack>
        <Skeleton h={28} />
        <Skeleton h={120} />
      </Stack>
    );
  if (note.isError)
    return (
      <Alert color="red" title={t`The delivery note could not be loaded`}>
        {errorText(note.error, i18n)}
      </Alert>
    );
  const d = note.data;
  const pod = d.pruebaEntrega;
  return (
    <Stack gap="md" data-testid="delivery-note">
      <Group justify="space-between">
        <div>
          <Text fw={700} size="lg">
            {d.numeroAlbaran}
          </Text>
          <AnchorLink to="/distribution/$id" params={{ id: String(d.id) }} size="sm">
            {t`Open the note with its proof of delivery`}
          </AnchorLink>
        </div>
        <Badge color={DELIVERY_STATUS[d.estado].color} variant="light" style={{ textTransform: 'none' }}>
          {i18n._(DELIVERY_STATUS[d.estado].label)}
        </Badge>
      </Group>
      <Facts
        facts={[
          { label: t`Date`, value: format.date(parseDay(d.fecha) ?? d.fecha) },
          { label: t`Your reference`, value: d.referenciaCliente },
          { label: t`Recipient`, value: d.destinatario },
          {
            label: t`Address`,
            value: `${d.direccion}, ${d.codigoPostal} ${d.poblacion}${d.provincia ? ` (${d.provincia})` : ''}, ${d.pais}`,
          },
          { label: t`Carrier`, value: d.transportista },
          {
            label: t`Delivered`,
            value: d.fechaEntrega ? format.dateTime(d.fechaEntrega) : null,
          },
          { label: t`Packages`, value: format.number(d.bultos) },
          { label: t`Gross weight (kg)`, value: format.number(d.pesoBrutoKg, { maximumFractionDigits: 1 }) },
        ]}
      />
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`SKU`}</Table.Th>
            <Table.Th>{t`Lot`}</Table.Th>
            <Table.Th ta="right">{t`Ordered`}</Table.Th>
            <Table.Th ta="right">{t`Delivered`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.lineas.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.codigoArticulo}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.descripcion}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.lote ?? '—'}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantity(line.cantidadPedida, line.unidad)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {line.cantidadEntregada === null ? '—' : quantity(line.cantidadEntregada, line.unidad)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pod && (
        <Text size="sm">
          {pod.firmadoPor
            ? t`Signed by ${pod.firmadoPor} on ${format.dateTime(pod.fecha)}`
            : t`Delivery attempted on ${format.dateTime(pod.fecha)}`}
          {pod.observaciones ? ` · ${pod.observaciones}` : ''}
        </Text>
      )}
    </Stack>
  );
}
