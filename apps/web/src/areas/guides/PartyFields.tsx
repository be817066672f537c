import type { CodigoPostal, Pais, ParteConocidaHawb } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Loader, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { CountrySelect } from '../../forms/CountrySelect';
import { type HawbFormValues, partyFromKnown } from './form-values';

/**
 * A shipper or consignee: picked from the entity's address book or typed new; the postal code is
 * looked up in the country's list and fills the city and province.
 */
export function PartyFields({
  form,
  name,
  title,
  known,
  countries,
}: {
  form: UseFormReturnType<HawbFormValues>;
  name: 'expedidor' | 'destinatario';
  title: string;
  known: readonly ParteConocidaHawb[];
  countries: readonly Pais[];
}) {
  const { t } = useLingui();
  const api = useApi();
  const party = form.getValues()[name];
  const idPais = countries.find((pais) => pais.codigo === party.codigoPais)?.id;
  const [search] = useDebouncedValue(party.codigoPostal.trim(), 250);
  const { data: postalCodes = [], isFetching } = useQuery({
    ...api.queries.distribucionAerea.buscarCodigoPostal({ busquedaCP: search, idPais: idPais ?? 0 }),
    enabled: idPais !== undefined && search.length >= 2,
    staleTime: 10 * 60_000,
  });
  const byCode = new Map<string, CodigoPostal>(postalCodes.map((cp) => [cp.codigoPostal, cp]));

  return (
    <Stack gap="xs" data-testid={`party-${name}`}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {known.length > 0 && (
        <Select
          label={t`From the address book`}
          placeholder={t`Choose a saved address, or type a new one below`}
          data={known.map((k) => ({
            value: String(k.id),
            label: `${k.nombre} — ${k.ciudad} (${k.codigoPais})`,
          }))}
          searchable
          clearable
          value={null}
          onChange={(value) => {
            const chosen = known.find((k) => String(k.id) === value);
            if (chosen) form.setFieldValue(name, partyFromKnown(chosen));
          }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <TextInput label={t`Name`} withAsterisk maxLength={120} {...form.getInputProps(`${name}.nombre`)} />
      <TextInput
        label={t`Address`}
        withAsterisk
        maxLength={200}
        {...form.getInputProps(`${name}.direccion`)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <CountrySelect
          countries={countries}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps(`${name}.codigoPais`)}
        />
        <Autocomplete
          label={t`Postal code`}
          maxLength={12}
          data={postalCodes.map((cp) => ({
            value: cp.codigoPostal,
            label: `${cp.codigoPostal} · ${cp.ciudad}${cp.provincia ? ` (${cp.provincia})` : ''}`,
          }))}
          filter={({ options }) => options}
          rightSection={isFetching ? <Loader size="xs" /> : undefined}
          placeholder={idPais === undefined ? t`Choose the country first` : t`Type to look it up`}
          autoComplete="off"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps(`${name}.codigoPostal`)}
          // A suggestion picked puts its label in the box: keep the code alone.
          onChange={(value) => form.setFieldValue(`${name}.codigoPostal`, value.split(' · ')[0] ?? '')}
          onOptionSubmit={(code) => {
            const found = byCode.get(code);
            if (found) {
              form.setFieldValue(`${name}.ciudad`, found.ciudad);
              form.setFieldValue(`${name}.provincia`, found.provincia ?? '');
            }
          }}
        />
        <TextInput label={t`City`} withAsterisk maxLength={80} {...form.getInputProps(`${name}.ciudad`)} />
        <TextInput label={t`Province or state`} maxLength={80} {...form.getInputProps(`${name}.provincia`)} />
        <TextInput label={t`Contact person`} maxLength={120} {...form.getInputProps(`${name}.contacto`)} />
        <TextInput label={t`Phone`} type="tel" maxLength={40} {...form.getInputProps(`${name}.telefono`)} />
      </SimpleGrid>
      <TextInput label={t`Email`} type="email" {...form.getInputProps(`${name}.email`)} />
    </Stack>
  );
}
