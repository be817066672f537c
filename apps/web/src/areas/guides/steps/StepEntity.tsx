import { useLingui } from '@lingui/react/macro';
import { Select, Stack, TextInput } from '@mantine/core';
import type { HawbStepProps } from './step-props';

/** Step 1: the customer the HAWB is for, its air service and the customer's own reference. */
export function StepEntity({ form, lookups }: HawbStepProps) {
  const { t } = useLingui();
  const chosen = Boolean(form.getValues().idEntidad);
  return (
    <Stack gap="sm" maw={560}>
      <Select
        label={t`Customer`}
        placeholder={t`Choose the customer…`}
        data={lookups.entities.map((e) => ({ value: String(e.id), label: `${e.nombre} (${e.codigo})` }))}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('idEntidad')}
      />
      <Select
        label={t`Air service`}
        placeholder={chosen ? t`Choose a service…` : t`Choose the customer first`}
        disabled={!chosen}
        data={lookups.services.map((s) => ({
          value: String(s.id),
          label: `${s.nombre} · ${t`${s.diasTransito} days`}`,
        }))}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('idServicio')}
      />
      <TextInput
        label={t`Your reference`}
        description={t`Printed on the air waybill and shown in tracking`}
        maxLength={50}
        {...form.getInputProps('referenciaCliente')}
      />
    </Stack>
  );
}
