import { Trans, useLingui } from '@lingui/react/macro';
import {
  Divider,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { PieceLines } from '../../../components/Tariff/PieceLines';
import { newHawbPiece } from '../form-values';
import type { HawbStepProps } from './step-props';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CNY', 'JPY', 'MXN', 'BRL'];

/** Step 4: the pieces, what the goods are, dangerous goods, incoterm and declared values. */
export function StepGoods({ form, lookups }: HawbStepProps) {
  const { t } = useLingui();
  const values = form.getValues();
  // The declared values: blank means none declared (NVD, NCV).
  const amount = (
    label: string,
    placeholder: string | undefined,
    field: 'valorDeclaradoTransporte' | 'valorDeclaradoAduana' | 'importeSeguro',
  ) => (
    <NumberInput
      label={label}
      placeholder={placeholder}
      allowNegative={false}
      hideControls
      {...form.getInputProps(field)}
    />
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <Trans>Pieces</Trans>
      </Title>
      <PieceLines
        form={form}
        lines={values.piezas}
        newLine={newHawbPiece}
        lead={(index) => (
          <Select
            label={t`Package`}
            data={lookups.packageTypes.map((p) => ({ value: String(p.id), label: p.nombre }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(`piezas.${index}.idTipoBulto`)}
          />
        )}
      />
      <Divider />
      <Textarea
        label={t`Nature and quantity of goods`}
        withAsterisk
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('descripcionMercancia')}
      />
      <Textarea
        label={t`Handling information`}
        placeholder={t`e.g. Keep upright. Do not stack.`}
        autosize
        minRows={1}
        maxLength={500}
        {...form.getInputProps('informacionManipulacion')}
      />
      <Switch
        label={t`Dangerous goods (shipper's declaration required)`}
        {...form.getInputProps('peligrosa', { type: 'checkbox' })}
      />
      {values.peligrosa && (
        <SimpleGrid cols={{ base: 2 }} spacing="xs" maw={400}>
          <TextInput
            label={t`UN number`}
            placeholder="3480"
            maxLength={4}
            withAsterisk
            {...form.getInputProps('mercanciaPeligrosa.numeroOnu')}
          />
          <TextInput
            label={t`Hazard class`}
            placeholder="9"
            maxLength={3}
            withAsterisk
            {...form.getInputProps('mercanciaPeligrosa.clase')}
          />
        </SimpleGrid>
      )}
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
        <Select
          label={t`Incoterm`}
          data={lookups.incoterms.map((i) => ({ value: i.codigo, label: `${i.codigo} — ${i.nombre}` }))}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('incoterm')}
        />
        <Select
          label={t`Currency`}
          data={CURRENCIES}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('moneda')}
        />
        {amount(t`Value for carriage`, t`NVD`, 'valorDeclaradoTransporte')}
        {amount(t`Value for customs`, t`NCV`, 'valorDeclaradoAduana')}
        {amount(t`Insurance amount`, undefined, 'importeSeguro')}
      </SimpleGrid>
    </Stack>
  );
}
