import type { Aeropuerto } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';

/**
 * An airport by IATA code, name or city, searched on the server as the user types. The value is the
 * IATA code; the suggestions say which airport and city each code is.
 */
export function AirportInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const api = useApi();
  const [search] = useDebouncedValue(value.trim(), 250);
  const { data = [], isFetching } = useQuery({
    queryKey: ['extranet', 'distribucionAerea', 'aeropuerto', search],
    queryFn: ({ signal }) =>
      api.client.distribucionAerea.aeropuerto({ body: { busqueda: search } }, { signal }) as Promise<
        Aeropuerto[]
      >,
    enabled: search.length >= 2,
    staleTime: 10 * 60_000,
  });
  const known = data.find((airport) => airport.codigoIata === value.toUpperCase());
  return (
    <Autocomplete
      label={label}
      placeholder={t`Code, city or airport`}
      value={value}
      onChange={(next) => onChange(/^[a-z]{3}$/i.test(next) ? next.toUpperCase() : next)}
      // Autocomplete puts an option's label in the box: the label is the code, the rest is drawn.
      data={data.map((airport) => ({ value: airport.codigoIata, label: airport.codigoIata }))}
      renderOption={({ option }) => {
        const airport = data.find((candidate) => candidate.codigoIata === option.value);
        return (
          <Text size="sm">
            <b>{option.value}</b>
            {airport && ` · ${airport.ciudad} — ${airport.nombre} (${airport.codigoPais})`}
          </Text>
        );
      }}
      description={known ? `${known.nombre}, ${known.ciudad}` : undefined}
      // Below the box, so a chosen airport does not push its input down out of line with its neighbour.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={isFetching ? <Loader size="xs" /> : undefined}
      withAsterisk
      error={error}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
