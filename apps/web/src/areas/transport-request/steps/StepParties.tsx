import type { ParteConocidaTransporte } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../../api/ApiProvider';
import { CountrySelect } from '../../../forms/CountrySelect';
import type { PartyValues } from '../form-values';
import type { StepProps } from './step-props';

function partyFrom(p: {
  nombre: string;
  nif: string | null;
  direccion: string;
  codigoPostal: string;
  ciudad: string;
  provincia: string | null;
  idPais: number;
  contacto: string | null;
  telefono: string | null;
  email: string | null;
}): PartyValues {
  return {
    nombre: p.nombre,
    nif: p.nif ?? '',
    direccion: p.direccion,
    codigoPostal: p.codigoPostal,
    ciudad: p.ciudad,
    provincia: p.provincia ?? '',
    idPais: String(p.idPais),
    contacto: p.contacto ?? '',
    telefono: p.telefono ?? '',
    email: p.email ?? '',
  };
}

function PartyFields({ form, lookups, party: role }: StepProps & { party: 'expedidor' | 'destinatario' }) {
  const { t } = useLingui();
  const api = useApi();
  const values = form.getValues();
  const shipper = role === 'expedidor';
  const modeField = shipper ? 'modoExpedidor' : 'modoDestinatario';
  const idField = shipper ? 'idExpedidor' : 'idDestinatario';
  const country = shipper ? values.origen.idPais : values.destino.idPais;
  const identidad = Number(values.idEntidad);
  const parties = { identidad, idpais: Number(country) };
  const knownParties = shipper
    ? api.queries.transportes.expedidoresConocidos(parties)
    : api.queries.transportes.destinatariosConocidos(parties);
  const known = useQuery({
    // Two calls with the same answer type: one key type for both.
    queryKey: knownParties.queryKey as readonly unknown[],
    queryFn: knownParties.queryFn,
    enabled: identidad > 0 && country !== '',
  });
  const own = useQuery({
    ...api.queries.transportes.direccionEntidad({ identidad }),
    enabled: identidad > 0,
  });
  const list: ParteConocidaTransporte[] = known.data ?? [];
  const chosen = list.find((p) => String(p.id) === values[idField]);
  const countries = [...lookups.origenOptions, ...lookups.destinoOptions].filter(
    (option, index, all) => all.findIndex((o) => o.value === option.value) === index,
  );
  const mode = values[modeField];
  // No known party in this country: a new address is the only way, so open it.
  const none = known.isSuccess && list.length === 0;
  useEffect(() => {
    if (none && form.getValues()[modeField] === 'known') form.setFieldValue(modeField, 'new');
  }, [none, form, modeField]);

  return (
    <Paper withBorder radius="md" p="md" data-testid={`party-${role}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {shipper ? t`Shipper` : t`Consignee`}
          </Title>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => form.setFieldValue(modeField, value as 'known' | 'new')}
            data={[
              { value: 'known', label: t`From my list` },
              { value: 'new', label: t`New address` },
            ]}
          />
        </Group>
        {mode === 'known' ? (
          <>
            <Select
              label={shipper ? t`Known shipper` : t`Known consignee`}
              placeholder={
                list.length
                  ? t`Choose…`
                  : known.isFetching
                    ? t`Loading…`
                    : t`None in this country yet — enter a new address`
              }
              data={list.map((p) => ({ value: String(p.id), label: `${p.nombre} — ${p.ciudad}` }))}
              searchable
              withAsterisk
              disabled={!list.length}
              {...form.getInputProps(idField)}
            />
            {chosen && (
              <Text size="sm" c="dimmed">
                {[
                  chosen.direccion,
                  `${chosen.codigoPostal} ${chosen.ciudad}`,
                  lookups.countryName(String(chosen.idPais)),
                ]
                  .filter(Boolean)
                  .join(', ')}
                {chosen.contacto ? ` · ${chosen.contacto}` : ''}
              </Text>
            )}
          </>
        ) : (
          <>
            {own.data && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconHome size={14} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => form.setFieldValue(role, partyFrom(own.data!))}
              >
                <Trans>Use my company's address</Trans>
              </Button>
            )}
            <TextInput
              label={t`Name`}
              withAsterisk
              maxLength={100}
              {...form.getInputProps(`${role}.nombre`)}
            />
            <TextInput
              label={t`Address`}
              withAsterisk
              maxLength={200}
              {...form.getInputProps(`${role}.direccion`)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t`Postal code`}
                withAsterisk
                maxLength={12}
                {...form.getInputProps(`${role}.codigoPostal`)}
              />
              <TextInput
                label={t`City`}
                withAsterisk
                maxLength={100}
                {...form.getInputProps(`${role}.ciudad`)}
              />
              <TextInput
                label={t`Province or state`}
                maxLength={100}
                {...form.getInputProps(`${role}.provincia`)}
              />
              <CountrySelect data={countries} {...form.getInputProps(`${role}.idPais`)} />
              <TextInput label={t`Tax ID (VAT)`} maxLength={20} {...form.getInputProps(`${role}.nif`)} />
              <TextInput
                label={t`Contact person`}
                maxLength={100}
                {...form.getInputProps(`${role}.contacto`)}
              />
              <TextInput
                label={t`Phone`}
                type="tel"
                maxLength={40}
                {...form.getInputProps(`${role}.telefono`)}
              />
              <TextInput label={t`Email`} type="email" {...form.getInputProps(`${role}.email`)} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function StepParties({ form, lookups }: StepProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PartyFields form={form} lookups={lookups} party="expedidor" />
      <PartyFields form={form} lookups={lookups} party="destinatario" />
    </SimpleGrid>
  );
}

// ---------------------------------------------------------------------------------------------------
