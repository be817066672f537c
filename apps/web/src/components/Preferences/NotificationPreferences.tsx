import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import type { CanalCorreo, PreferenciasNotificacion, TipoEvento } from '@extranet/sdk';
import { GuardarPreferenciasSchema } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { useSubmission } from '../../forms/useSubmission';
import { LoadFailed } from '../LoadFailed';
import { EMAIL_CHANNEL, EVENT_TYPE } from '../Notifications/labels';
import {
  changed,
  type PreferenceValues,
  preferencesBody,
  type ThresholdName,
  valuesOf,
} from './preference-values';

/** Per event type in the app and by e-mail, and the thresholds; `onDirtyChange` tells of unsaved changes. */
export function NotificationPreferences({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useLingui();
  const api = useApi();
  const saved = useQuery({
    ...api.queries.notificaciones.obtenerPreferencias(),
    meta: { localErrors: true },
  });
  if (saved.isError)
    return <LoadFailed title={t`Your preferences could not be loaded`} onRetry={saved.refetch} />;
  if (!saved.data)
    return (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} h={40} />
        ))}
      </Stack>
    );
  return <PreferencesForm saved={saved.data} onDirtyChange={onDirtyChange} />;
}

function PreferencesForm({
  saved,
  onDirtyChange,
}: {
  saved: PreferenciasNotificacion;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [values, setValues] = useState<PreferenceValues>(() => valuesOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmission();
  const dirty = changed(values, saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const setChannel = (tipo: TipoEvento, patch: { app?: boolean; correo?: CanalCorreo }) =>
    setValues((current) => ({
      ...current,
      eventos: current.eventos.map((evento) => (evento.tipo === tipo ? { ...evento, ...patch } : evento)),
    }));
  const threshold = (name: ThresholdName) => ({
    value: values.umbrales[name],
    error: errors[`umbrales.${name}`],
    onChange: (value: number | string) => {
      setValues((current) => ({ ...current, umbrales: { ...current.umbrales, [name]: value } }));
      // The mark goes once the field is corrected, not on the next save.
      setErrors(({ [`umbrales.${name}`]: _, ...rest }) => rest);
    },
    allowDecimal: false,
    allowNegative: false,
    // Out of range stays as typed and is marked, rather than silently changed on leaving the field.
    clampBehavior: 'none' as const,
  });

  const save = async () => {
    const body = preferencesBody(values);
    const problems = schemaErrors(GuardarPreferenciasSchema, body, i18n);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      submission.setFailure(t`Some fields need correcting: they are marked.`);
      return;
    }
    await submission.run(
      async () => {
        const answer = await api.client.notificaciones.guardarPreferencias({ body });
        api.queryClient.setQueryData(api.queries.notificaciones.obtenerPreferencias().queryKey, answer);
        setValues(valuesOf(answer));
        alerts.success(t`Your notification preferences were saved.`);
      },
      (error) => {
        const onField = serverFieldError(error, i18n);
        if (onField) setErrors({ [onField.field]: onField.message });
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Box>
          <Title order={3} size="h5">
            <Trans>What you hear about, and how</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>In the app's bell, by e-mail at once, or in one e-mail a day.</Trans>
          </Text>
        </Box>
        <Stack gap={0} role="list" aria-label={t`Event types`}>
          {values.eventos.map((evento) => {
            const name = i18n._(EVENT_TYPE[evento.tipo].label);
            return (
              <Group
                key={evento.tipo}
                role="listitem"
                justify="space-between"
                gap="sm"
                py="xs"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid={`preference-${evento.tipo}`}
              >
                <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {i18n._(EVENT_TYPE[evento.tipo].hint)}
                  </Text>
                </Box>
                {/* On a phone the e-mail choice goes under the switch, whole. */}
                <Group gap="sm" wrap="wrap">
                  <Switch
                    label={t`In the app`}
                    aria-label={t`${name}: in the app`}
                    checked={evento.app}
                    onChange={(event) => setChannel(evento.tipo, { app: event.currentTarget.checked })}
                  />
                  <SegmentedControl
                    size="xs"
                    aria-label={t`${name}: e-mail`}
                    value={evento.correo}
                    onChange={(value) => setChannel(evento.tipo, { correo: value as CanalCorreo })}
                    data={(['NO', 'INMEDIATO', 'RESUMEN_DIARIO'] as const).map((value) => ({
                      value,
                      label: i18n._(EMAIL_CHANNEL[value]),
                    }))}
                  />
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Box>
          <Title order={3} size="h5">
            <Trans>Thresholds</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>When a change is worth telling you.</Trans>
          </Text>
        </Box>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t`Delay (days)`}
            description={t`Late by more than this, from 0 to 60`}
            min={0}
            max={60}
            {...threshold('retrasoDias')}
          />
          <NumberInput
            label={t`ETA change (hours)`}
            description={t`Arrival moved by more than this, from 1 to 720`}
            min={1}
            max={720}
            {...threshold('cambioEtaHoras')}
          />
          <NumberInput
            label={t`Stock expiry (days)`}
            description={t`A lot expiring within this, from 1 to 365`}
            min={1}
            max={365}
            {...threshold('caducidadDias')}
          />
        </SimpleGrid>
        {submission.failure && (
          <Alert color="red" role="alert">
            {submission.failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!dirty || submission.busy}
            onClick={() => {
              setValues(valuesOf(saved));
              setErrors({});
              submission.setFailure(null);
            }}
          >
            {t`Undo changes`}
          </Button>
          <Button type="submit" loading={submission.busy} disabled={!dirty}>
            {t`Save preferences`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
