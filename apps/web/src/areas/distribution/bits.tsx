import type { EstadoAlbaran } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { DELIVERY_STATUS } from '../../components/DeliveryNotes/labels';

/** The status of a delivery note, in its colour. */
export function DeliveryStatusBadge({ estado }: { estado: EstadoAlbaran }) {
  const { i18n } = useLingui();
  return (
    <Badge color={DELIVERY_STATUS[estado].color} variant="light" style={{ textTransform: 'none' }}>
      {i18n._(DELIVERY_STATUS[estado].label)}
    </Badge>
  );
}

/** The red flag of a delivery that went wrong. */
export function IncidentFlag({ size = 18 }: { size?: number }) {
  const { t } = useLingui();
  return (
    <Tooltip label={t`Incident on delivery`}>
      <IconAlertTriangleFilled
        size={size}
        color="var(--mantine-color-red-6)"
        role="img"
        aria-label={t`Incident on delivery`}
      />
    </Tooltip>
  );
}
