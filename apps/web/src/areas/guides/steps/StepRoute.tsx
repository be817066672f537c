import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { AirportInput } from '../../../components/Tariff/AirportInput';
import { useCountryName } from '../../../i18n/useCountries';
import type { HawbStepProps } from './step-props';

/** A suggestion picked in the airport box puts its label there ("MIA · Miami — …"): keep the code. */
const iataOf = (text: string) => /^([A-Z]{3}) · /.exec(text)?.[1] ?? text;

/** Step 3: departure and destination airports (for a US consignee, also from the list of US airports). */
export function StepRoute({ form, lookups }: HawbStepProps) {
  const { t } = useLingui();
  const countryName = useCountryName();
  const values = form.getValues();
  const { usAirports } = lookups;
  const country = (code: string) => (code ? countryName(code) : '—');
  return (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <AirportInput
          label={t`Departure airport`}
          value={values.aeropuertoOrigen}
          onChange={(code) => form.setFieldValue('aeropuertoOrigen', iataOf(code))}
          error={form.errors.aeropuertoOrigen as string | undefined}
        />
        <AirportInput
          label={t`Destination airport`}
          value={values.aeropuertoDestino}
          onChange={(code) => form.setFieldValue('aeropuertoDestino', iataOf(code))}
          error={form.errors.aeropuertoDestino as string | undefined}
        />
      </SimpleGrid>
      {values.destinatario.codigoPais === 'US' && usAirports.length > 0 && (
        <Select
          label={t`Airports in the United States`}
          placeholder={t`Pick the destination from the US airports…`}
          data={usAirports.map((a) => ({
            value: a.codigoIata,
            label: `${a.codigoIata} · ${a.ciudad} — ${a.nombre}`,
          }))}
          searchable
          value={
            usAirports.some((a) => a.codigoIata === values.aeropuertoDestino)
              ? values.aeropuertoDestino
              : null
          }
          onChange={(code) => code && form.setFieldValue('aeropuertoDestino', code)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Text size="sm" c="dimmed">
        {t`Shipper`}: {country(values.expedidor.codigoPais)} · {t`Consignee`}:{' '}
        {country(values.destinatario.codigoPais)}
      </Text>
    </Stack>
  );
}
