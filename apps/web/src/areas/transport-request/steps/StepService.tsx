import type { TipoTrafico } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { TRAFFIC } from '../labels';
import type { StepProps } from './step-props';

const TRAFFIC_TYPES: TipoTrafico[] = ['TERRESTRE_FTL', 'TERRESTRE_LTL', 'MARITIMO_FCL', 'MARITIMO_LCL'];

// ---------------------------------------------------------------------------------------------------

export function StepService({ form, lookups }: StepProps) {
  const { i18n, t } = useLingui();
  const values = form.getValues();
  const services = lookups.servicios.filter(
    (s) => values.tipoTrafico !== '' && s.tiposTrafico.includes(values.tipoTrafico),
  );
  // A service not offered for the traffic type chosen since is dropped.
  useEffect(() => {
    if (
      values.idServicio &&
      lookups.servicios.length &&
      !services.some((s) => String(s.id) === values.idServicio)
    )
      form.setFieldValue('idServicio', '');
  });
  return (
    <Stack gap="md">
      {lookups.entidades.length > 1 && (
        <Select
          label={t`For`}
          placeholder={t`Choose the customer account…`}
          data={lookups.entidades.map((e) => ({ value: String(e.id), label: `${e.nombre} (${e.codigo})` }))}
          withAsterisk
          {...form.getInputProps('idEntidad')}
        />
      )}
      <Radio.Group label={t`How should it travel?`} withAsterisk {...form.getInputProps('tipoTrafico')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {TRAFFIC_TYPES.map((tipo) => (
            <Radio.Card key={tipo} value={tipo} radius="md" p="sm" withBorder data-testid={`traffic-${tipo}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {i18n._(TRAFFIC[tipo].label)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {i18n._(TRAFFIC[tipo].hint)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Select
        label={t`Service`}
        placeholder={values.tipoTrafico ? t`Choose a service…` : t`Choose how it travels first`}
        disabled={!values.tipoTrafico}
        data={services.map((s) => ({ value: String(s.id), label: lookups.serviceName(s) }))}
        withAsterisk
        {...form.getInputProps('idServicio')}
      />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------
