import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconFileUpload,
  IconLink,
  IconLinkOff,
  IconPoint,
  IconTrash,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { actionLabel } from '../../components/Activity';
import { useFormat } from '../../i18n/useFormat';

// A shipment's own activity on its page: who shared it and when the link was opened, who uploaded,
// downloaded or deleted its documents, who booked it. Newest first. The API keeps to the caller's
// customers and never answers addresses.

const ICON: Readonly<Record<string, TablerIcon>> = {
  SHARE_LINK_CREATED: IconLink,
  SHARE_LINK_REVOKED: IconLinkOff,
  SHARE_LINK_OPENED: IconEye,
  DOCUMENT_UPLOADED: IconFileUpload,
  DOCUMENT_DOWNLOADED: IconDownload,
  DOCUMENT_DELETED: IconTrash,
};

/** Entries shown before "Show all". */
const FIRST = 8;

export function ShipmentActivity({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const format = useFormat();
  const [all, setAll] = useState(false);
  const query = api.queries.tracking.obtenerActividadPartida({ id });
  const { data, isPending, isError, refetch } = useQuery({ ...query, meta: { localErrors: true } });
  // Sharing, revoking, uploading or deleting on this page is a mutation: read the activity again
  // once one succeeds, so what was just done shows at once.
  useEffect(() => {
    const { queryKey } = api.queries.tracking.obtenerActividadPartida({ id });
    return api.queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        void api.queryClient.invalidateQueries({ queryKey });
    });
  }, [api, id]);
  if (isPending) return <Loader size="sm" aria-label={t`Loading the activity`} />;
  if (isError)
    return (
      <Group gap="xs">
        <Text size="sm" c="red">{t`The activity could not be loaded.`}</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void refetch()}>
          {t`Try again`}
        </Button>
      </Group>
    );
  if (data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="shipment-activity-empty">
        {t`Nothing yet. When this shipment is shared or its documents are uploaded or downloaded, it shows here.`}
      </Text>
    );
  const shown = all ? data : data.slice(0, FIRST);
  const count = data.length;
  return (
    <Stack gap="xs">
      <Timeline bulletSize={22} lineWidth={2} data-testid="shipment-activity">
        {shown.map((row) => {
          const Icon = ICON[row.accion] ?? IconPoint;
          return (
            <Timeline.Item
              key={row.id}
              bullet={<Icon size={13} aria-hidden />}
              title={actionLabel(i18n, row.accion)}
            >
              <Text size="sm" c="dimmed">
                {row.usuario ??
                  (row.accion === 'SHARE_LINK_OPENED' ? t`Someone with the link` : t`The forwarder`)}{' '}
                · {format.dateTime(new Date(row.fecha))}
              </Text>
              {row.detalle && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.detalle}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
      {data.length > FIRST && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setAll(!all)}
          style={{ alignSelf: 'flex-start' }}
        >
          {all ? t`Show fewer` : t`Show all ${count}`}
        </Button>
      )}
    </Stack>
  );
}
