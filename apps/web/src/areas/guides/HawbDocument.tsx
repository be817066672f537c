import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconPlus, IconPrinter, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { Section } from '../../components/Detail';
import { HawbStatusBadge } from '../../components/Hawb/HawbStatus';
import { HawbTimeline } from '../../components/Hawb/HawbTimeline';
import { errorText } from '../../forms/error-text';
import { ButtonLink } from './ButtonLink';
import { HawbSheet } from './HawbSheet';
import { ReceiptSheet } from './ReceiptSheet';

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
