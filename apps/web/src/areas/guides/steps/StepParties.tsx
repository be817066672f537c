import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Grid, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PartyFields } from '../PartyFields';
import type { HawbStepProps } from './step-props';

/** Step 2: shipper and consignee, and who pays the charges (collect: charged to whom). */
export function StepParties({ form, lookups }: HawbStepProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)');
  const values = form.getValues();
  const parties = [
    { name: 'expedidor', title: t`Shipper`, known: lookups.shippers, countries: lookups.originCountries },
    {
      name: 'destinatario',
      title: t`Consignee`,
      known: lookups.consignees,
      countries: lookups.destinationCountries,
    },
  ] as const;
  return (
    <Stack gap="md">
      <Grid gutter="lg">
        {parties.map((party) => (
          <Grid.Col key={party.name} span={{ base: 12, md: 6 }}>
            <PartyFields form={form} {...party} />
          </Grid.Col>
        ))}
      </Grid>
      <Divider />
      <Title order={3} size="h5">
        <Trans>Who pays the charges</Trans>
      </Title>
      <SegmentedControl
        data={[
          { value: 'PP', label: t`Prepaid (PP) — shipper, at origin` },
          { value: 'CC', label: t`Collect (CC) — at destination` },
        ]}
        orientation={phone ? 'vertical' : 'horizontal'}
        value={values.pagoPortes}
        onChange={(value) => form.setFieldValue('pagoPortes', value as 'PP' | 'CC')}
        style={{ alignSelf: 'flex-start' }}
      />
      {values.pagoPortes === 'CC' && (
        <Select
          label={t`Charged at destination to`}
          placeholder={t`Choose the collect entity…`}
          data={lookups.collectEntities.map((e) => ({
            value: String(e.id),
            label: `${e.nombre} — ${e.ciudad} (${e.codigoPais})`,
          }))}
          withAsterisk
          maw={560}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('idEntidadCollect')}
        />
      )}
    </Stack>
  );
}
