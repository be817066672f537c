import type { TipoContenedorTransporte } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '../../../i18n/useFormat';
import { CargoTotalsPanel } from '../CargoTotalsPanel';
import { newContainerLine, newPackageLine } from '../form-values';
import { CONTAINER } from '../labels';
import { AmountInput } from './AmountInput';
import { AddLineButton, RemoveLineButton } from './LineButtons';
import type { StepProps } from './step-props';

const CONTAINER_TYPES: TipoContenedorTransporte[] = ['20DV', '40DV', '40HC', '40RF'];

export function StepCargo({ form, lookups }: StepProps) {
  const { i18n, t } = useLingui();
  const decimal = useFormat().rules.decimal;
  const values = form.getValues();
  const fcl = values.tipoTrafico === 'MARITIMO_FCL';
  // A package line's dimensions and weight: the same input, each with its own bounds.
  const measures = [
    { field: 'largoCm', label: t`Length (cm)`, max: 1360, decimals: 1 },
    { field: 'anchoCm', label: t`Width (cm)`, max: 300, decimals: 1 },
    { field: 'altoCm', label: t`Height (cm)`, max: 300, decimals: 1 },
    { field: 'pesoKg', label: t`Weight each (kg)`, max: 30000, decimals: 2 },
  ] as const;
  return (
    <Stack gap="md">
      {fcl && (
        <>
          <Title order={3} size="h5">
            <Trans>Containers</Trans>
          </Title>
          {values.contenedores.map((line, index) => (
            <Paper key={line.uid} withBorder radius="md" p="sm">
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <Select
                    label={t`Type`}
                    placeholder={t`Choose…`}
                    data={CONTAINER_TYPES.map((tipo) => ({
                      value: tipo,
                      label: `${tipo} · ${i18n._(CONTAINER[tipo])}`,
                    }))}
                    withAsterisk
                    {...form.getInputProps(`contenedores.${index}.tipo`)}
                  />
                  <AmountInput
                    form={form}
                    path={`contenedores.${index}.cantidad`}
                    label={t`How many`}
                    min={1}
                    max={99}
                  />
                  {line.tipo === '40RF' && (
                    <NumberInput
                      label={t`Set point (°C)`}
                      min={-35}
                      max={30}
                      decimalScale={1}
                      decimalSeparator={decimal}
                      withAsterisk
                      {...form.getInputProps(`contenedores.${index}.temperaturaC`)}
                    />
                  )}
                </SimpleGrid>
                <RemoveLineButton
                  label={t`Remove container line ${index + 1}`}
                  disabled={values.contenedores.length === 1}
                  onRemove={() => form.removeListItem('contenedores', index)}
                />
              </Group>
            </Paper>
          ))}
          <AddLineButton onAdd={() => form.insertListItem('contenedores', newContainerLine())}>
            <Trans>Add containers</Trans>
          </AddLineButton>
        </>
      )}

      <Title order={3} size="h5">
        {fcl ? <Trans>Packages (optional)</Trans> : <Trans>Packages</Trans>}
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Dimensions and weight are those of one package.</Trans>
      </Text>
      {values.bultos.map((line, index) => (
        <Paper key={line.uid} withBorder radius="md" p="sm" data-line={index}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Select
                  label={t`Package type`}
                  placeholder={t`Choose…`}
                  data={lookups.packageOptions}
                  searchable
                  withAsterisk={!fcl}
                  {...form.getInputProps(`bultos.${index}.idTipoBulto`)}
                  onChange={(value) => {
                    form.setFieldValue(`bultos.${index}.idTipoBulto`, value ?? '');
                    // A standard footprint fills the blanks (EUR pallet 120 × 80).
                    const tipo = lookups.tiposBulto.find((b) => String(b.id) === value);
                    const current = form.getValues().bultos[index]!;
                    if (tipo?.largoCm && current.largoCm === '')
                      form.setFieldValue(`bultos.${index}.largoCm`, tipo.largoCm);
                    if (tipo?.anchoCm && current.anchoCm === '')
                      form.setFieldValue(`bultos.${index}.anchoCm`, tipo.anchoCm);
                    if (tipo?.altoCm && current.altoCm === '')
                      form.setFieldValue(`bultos.${index}.altoCm`, tipo.altoCm);
                  }}
                />
                <AmountInput
                  form={form}
                  path={`bultos.${index}.cantidad`}
                  label={t`Quantity`}
                  min={1}
                  max={9999}
                  required={!fcl}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {measures.map(({ field, label, max, decimals }) => (
                  <AmountInput
                    key={field}
                    form={form}
                    path={`bultos.${index}.${field}`}
                    label={label}
                    max={max}
                    decimals={decimals}
                    required={!fcl}
                  />
                ))}
              </SimpleGrid>
            </Stack>
            <RemoveLineButton
              label={t`Remove package line ${index + 1}`}
              disabled={values.bultos.length === 1}
              onRemove={() => form.removeListItem('bultos', index)}
            />
          </Group>
        </Paper>
      ))}
      <AddLineButton
        disabled={values.bultos.length >= 200}
        onAdd={() => form.insertListItem('bultos', newPackageLine())}
      >
        <Trans>Add a package line</Trans>
      </AddLineButton>
      <CargoTotalsPanel lines={values.bultos} tipo={values.tipoTrafico} />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------
