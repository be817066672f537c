import '@mantine/core/styles/Table.css';
import type { EntregaWebhook } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { useFormat } from '../../i18n/useFormat';
import { EVENT_TYPE } from '../Notifications/labels';

const STATE_COLOR: Record<EntregaWebhook['estado'], string> = {
  PENDIENTE: 'gray',
  ENTREGADA: 'teal',
  FALLIDA: 'orange',
  ABANDONADA: 'red',
};

/** Every attempt to deliver to one webhook, newest first: when, event, attempt, result, duration. */
export function WebhookDeliveries({ id }: { id: number }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const deliveries = useQuery({
    ...api.queries.notificaciones.obtenerEntregasWebhook({ id }),
    meta: { localErrors: true },
  });
  const stateLabel = (estado: EntregaWebhook['estado']) =>
    estado === 'PENDIENTE'
      ? t`Waiting`
      : estado === 'ENTREGADA'
        ? t`Delivered`
        : estado === 'FALLIDA'
          ? t`Failed, will retry`
          : t`Given up`;

  if (deliveries.isError)
    return (
      <Alert color="red" p="xs" role="alert">
        <Text size="sm">{t`The deliveries could not be loaded.`}</Text>
        <Button
          size="compact-xs"
          mt={4}
          variant="light"
          color="red"
          onClick={() => void deliveries.refetch()}
        >
          {t`Try again`}
        </Button>
      </Alert>
    );
  if (!deliveries.data) return <Skeleton h={48} />;
  if (deliveries.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t`Nothing delivered yet.`}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      <Table striped fz="xs" verticalSpacing={4} aria-label={t`Deliveries`} miw={520}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`When`}</Table.Th>
            <Table.Th>{t`Event`}</Table.Th>
            <Table.Th>{t`Attempt`}</Table.Th>
            <Table.Th>{t`Result`}</Table.Th>
            <Table.Th>{t`HTTP`}</Table.Th>
            <Table.Th>{t`Duration`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(delivery.fecha)}</Table.Td>
              <Table.Td>{i18n._(EVENT_TYPE[delivery.tipo].label)}</Table.Td>
              <Table.Td>{format.number(delivery.intento)}</Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  color={STATE_COLOR[delivery.estado]}
                  style={{ textTransform: 'none' }}
                >
                  {stateLabel(delivery.estado)}
                </Badge>
                {delivery.error && (
                  <Text size="xs" c="dimmed" title={delivery.error} lineClamp={1}>
                    {delivery.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{delivery.codigoHttp ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {delivery.duracionMs === null ? '—' : `${format.number(delivery.duracionMs)} ms`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
