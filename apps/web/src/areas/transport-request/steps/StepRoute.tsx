import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiProvider';
import { CountrySelect } from '../../../forms/CountrySelect';
import { isSea } from '../cargo';
import type { Form, StepProps } from './step-props';

function PlaceFields({
  form,
  end,
  options,
}: {
  form: Form;
  end: 'origen' | 'destino';
  options: { value: string; label: string }[];
}) {
  const { t } = useLingui();
  const api = useApi();
  const values = form.getValues();
  const tipo = values.tipoTrafico;
  const sea = isSea(tipo);
  const place = values[end];
  const { data: ports = [], isFetching } = useQuery({
    ...api.queries.transportes.puertos({
      idpais: Number(place.idPais),
      tipotrafico: (tipo === 'MARITIMO_FCL' ? 'MARITIMO_FCL' : 'MARITIMO_LCL') as 'MARITIMO_FCL',
    }),
    enabled: sea && place.idPais !== '',
    staleTime: 30 * 60_000,
  });
  const title = end === 'origen' ? t`From` : t`To`;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`place-${end}`}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        <CountrySelect
          data={options}
          {...form.getInputProps(`${end}.idPais`)}
          onChange={(value) => {
            form.setFieldValue(`${end}.idPais`, value ?? '');
            form.setFieldValue(`${end}.idPuerto`, '');
            // Known parties are per country: a new country asks for the party again.
            if (end === 'origen') form.setFieldValue('idExpedidor', '');
            else form.setFieldValue('idDestinatario', '');
          }}
        />
        {sea && (
          <Select
            label={end === 'origen' ? t`Port of loading` : t`Port of discharge`}
            placeholder={
              place.idPais === ''
                ? t`Choose the country first`
                : isFetching
                  ? t`Loading ports…`
                  : ports.length === 0
                    ? t`No port of this country handles this traffic`
                    : t`Choose a port…`
            }
            disabled={place.idPais === '' || ports.length === 0}
            data={ports.map((p) => ({ value: String(p.id), label: `${p.nombre} (${p.codigo})` }))}
            searchable
            withAsterisk
            {...form.getInputProps(`${end}.idPuerto`)}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={
              sea ? (end === 'origen' ? t`Pickup postal code` : t`Delivery postal code`) : t`Postal code`
            }
            maxLength={12}
            withAsterisk={!sea}
            {...form.getInputProps(`${end}.codigoPostal`)}
          />
          <TextInput
            label={sea ? (end === 'origen' ? t`Pickup city` : t`Delivery city`) : t`City`}
            maxLength={100}
            withAsterisk={!sea}
            {...form.getInputProps(`${end}.ciudad`)}
          />
        </SimpleGrid>
        {sea && (
          <Text size="xs" c="dimmed">
            {end === 'origen' ? (
              <Trans>Leave the city blank if you bring the goods to the port yourself.</Trans>
            ) : (
              <Trans>Leave the city blank if the consignee collects at the port.</Trans>
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function StepRoute({ form, lookups }: StepProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PlaceFields form={form} end="origen" options={lookups.origenOptions} />
      <PlaceFields form={form} end="destino" options={lookups.destinoOptions} />
    </SimpleGrid>
  );
}

// ---------------------------------------------------------------------------------------------------
