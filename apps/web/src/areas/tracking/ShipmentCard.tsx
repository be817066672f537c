import type { PartidaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { CardReference } from '../../components/DataGrid/CardReference';
import { DelayText, MILESTONE, ModeIcon, StatusBadge } from '../../components/Shipment';
import { useFormat } from '../../i18n/useFormat';

/** A shipment as a phone shows it in the tracking list. */
export function ShipmentCard({ shipment: p }: { shipment: PartidaResumen }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const last = p.ultimoHito;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ModeIcon modo={p.modo} />
          <CardReference>{p.numeroPartida}</CardReference>
        </Group>
        <StatusBadge estado={p.estado} />
      </Group>
      <Text size="sm" fw={500}>
        {p.origen} → {p.destino}
      </Text>
      <Group gap="md" wrap="wrap">
        {p.estado === 'SOLICITADA' ? (
          // A request's dates come with the forwarder's confirmation.
          <Text size="xs" c="dimmed">
            {t`Departure`}: {t`To be confirmed`}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {p.atd ? t`Departed ${format.date(p.atd)}` : t`Departs ${format.date(p.etd)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {p.ata ? t`Arrived ${format.date(p.ata)}` : t`Arrives ${format.date(p.eta)}`}
            </Text>
          </>
        )}
        {p.estado !== 'CANCELADA' && <DelayText hours={p.retrasoHoras} size="xs" />}
      </Group>
      {last && (
        <Text size="xs">
          {MILESTONE[last.codigo] ? i18n._(MILESTONE[last.codigo]!) : last.descripcion} ·{' '}
          {format.dateTime(last.fecha)}
        </Text>
      )}
      {p.referenciaCliente && (
        <Text size="xs" c="dimmed">
          {t`Your reference ${p.referenciaCliente}`}
        </Text>
      )}
    </Stack>
  );
}
