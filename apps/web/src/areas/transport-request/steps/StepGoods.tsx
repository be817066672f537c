import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { newDangerousLine } from '../form-values';
import { HsCodeInput } from '../HsCodeInput';
import { AmountInput } from './AmountInput';
import { AddLineButton, RemoveLineButton } from './LineButtons';
import type { StepProps } from './step-props';

export function StepGoods({ form, lookups }: StepProps) {
  const { t } = useLingui();
  const values = form.getValues();
  return (
    <Stack gap="md">
      <Textarea
        label={t`Description of the goods`}
        description={t`What it is, as it will read on the transport document.`}
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('descripcionMercancia')}
      />
      <HsCodeInput
        value={values.partidasArancelarias}
        descriptions={values.descripcionesHs ?? {}}
        onChange={(codes, descriptions) => {
          form.setFieldValue('descripcionesHs', descriptions);
          form.setFieldValue('partidasArancelarias', codes);
        }}
        error={
          (form.errors.partidasArancelarias ??
            Object.entries(form.errors).find(([key]) => key.startsWith('partidasArancelarias.'))?.[1]) as
            | string
            | undefined
        }
      />
      <Checkbox
        label={t`The goods include dangerous goods (ADR / IMDG)`}
        checked={values.peligrosa}
        onChange={(event) => form.setFieldValue('peligrosa', event.currentTarget.checked)}
      />
      {values.peligrosa && (
        <Stack gap="sm">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
            <Trans>Each line needs its UN number: it goes on the dangerous goods declaration.</Trans>
          </Alert>
          {values.mercanciasPeligrosas.map((line, index) => {
            const clase = lookups.adr.find((a) => String(a.id) === line.idTipoMercanciaAdr)?.clase;
            const onu = lookups.onu
              .filter((o) => !clase || o.clase === clase)
              .map((o) => ({ value: String(o.id), label: lookups.onuName(o) }));
            return (
              <Paper key={line.uid} withBorder radius="md" p="sm">
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                    <Select
                      label={t`Class`}
                      placeholder={t`Choose…`}
                      data={lookups.adrOptions}
                      searchable
                      withAsterisk
                      {...form.getInputProps(`mercanciasPeligrosas.${index}.idTipoMercanciaAdr`)}
                    />
                    <Select
                      label={t`UN number`}
                      placeholder={t`Number or name…`}
                      data={onu}
                      searchable
                      limit={100}
                      withAsterisk
                      {...form.getInputProps(`mercanciasPeligrosas.${index}.idTipoMercanciaOnu`)}
                      onChange={(value) => {
                        form.setFieldValue(`mercanciasPeligrosas.${index}.idTipoMercanciaOnu`, value ?? '');
                        const chosen = lookups.onu.find((o) => String(o.id) === value);
                        const adr = chosen && lookups.adr.find((a) => a.clase === chosen.clase);
                        if (adr)
                          form.setFieldValue(
                            `mercanciasPeligrosas.${index}.idTipoMercanciaAdr`,
                            String(adr.id),
                          );
                      }}
                    />
                    <AmountInput
                      form={form}
                      path={`mercanciasPeligrosas.${index}.pesoNetoKg`}
                      label={t`Net weight (kg)`}
                      max={30000}
                      decimals={2}
                    />
                    <AmountInput
                      form={form}
                      path={`mercanciasPeligrosas.${index}.bultos`}
                      label={t`Packages`}
                      min={1}
                      max={9999}
                    />
                    <TextInput
                      label={t`Technical name (n.o.s. entries)`}
                      maxLength={200}
                      {...form.getInputProps(`mercanciasPeligrosas.${index}.nombreTecnico`)}
                    />
                  </SimpleGrid>
                  <RemoveLineButton
                    label={t`Remove dangerous goods line ${index + 1}`}
                    disabled={values.mercanciasPeligrosas.length === 1}
                    onRemove={() => form.removeListItem('mercanciasPeligrosas', index)}
                  />
                </Group>
              </Paper>
            );
          })}
          <AddLineButton
            disabled={values.mercanciasPeligrosas.length >= 20}
            onAdd={() => form.insertListItem('mercanciasPeligrosas', newDangerousLine())}
          >
            <Trans>Add a dangerous goods line</Trans>
          </AddLineButton>
        </Stack>
      )}
      <Textarea
        label={t`Instructions`}
        description={t`Tail-lift, time window, appointment…`}
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('observaciones')}
      />
    </Stack>
  );
}
