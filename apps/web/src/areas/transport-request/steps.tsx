import type { ParteConocidaTransporte, TipoContenedorTransporte, TipoTrafico } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconHome, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../api/ApiProvider';
import { useFormat } from '../../i18n/useFormat';
import { CargoTotalsPanel } from './CargoTotalsPanel';
import { isSea } from './cargo';
import {
  newContainerLine,
  newDangerousLine,
  newPackageLine,
  type PartyValues,
  type TransportFormValues,
} from './form-values';
import { HsCodeInput } from './HsCodeInput';
import { CONTAINER, TRAFFIC } from './labels';
import type { Lookups } from './lookups';

export type Form = UseFormReturnType<TransportFormValues>;
interface StepProps {
  form: Form;
  lookups: Lookups;
}

/**
 * A quantity, measure or weight of the request: never negative, whole unless `decimals` is given, typed
 * with the user's decimal separator.
 */
function AmountInput({
  form,
  path,
  label,
  min = 0,
  max,
  decimals = 0,
  required = true,
}: {
  form: Form;
  path: string;
  label: string;
  min?: number;
  max: number;
  decimals?: number;
  required?: boolean;
}) {
  const decimal = useFormat().rules.decimal;
  return (
    <NumberInput
      label={label}
      min={min}
      max={max}
      allowDecimal={decimals > 0}
      decimalScale={decimals || undefined}
      decimalSeparator={decimal}
      allowNegative={false}
      withAsterisk={required}
      {...form.getInputProps(path)}
    />
  );
}

const TRAFFIC_TYPES: TipoTrafico[] = ['TERRESTRE_FTL', 'TERRESTRE_LTL', 'MARITIMO_FCL', 'MARITIMO_LCL'];

// ---------------------------------------------------------------------------------------------------

export function StepService({ form, lookups }: StepProps) {
  const { i18n, t } = useLingui();
  const values = form.getValues();
  const services = lookups.servicios.filter(
    (s) => values.tipoTrafico !== '' && s.tiposTrafico.includes(values.tipoTrafico),
  );
  // A service not offered for the traffic type chosen since is dropped.
  useEffect(() => {
    if (
      values.idServicio &&
      lookups.servicios.length &&
      !services.some((s) => String(s.id) === values.idServicio)
    )
      form.setFieldValue('idServicio', '');
  });
  return (
    <Stack gap="md">
      {lookups.entidades.length > 1 && (
        <Select
          label={t`For`}
          placeholder={t`Choose the customer account…`}
          data={lookups.entidades.map((e) => ({ value: String(e.id), label: `${e.nombre} (${e.codigo})` }))}
          withAsterisk
          {...form.getInputProps('idEntidad')}
        />
      )}
      <Radio.Group label={t`How should it travel?`} withAsterisk {...form.getInputProps('tipoTrafico')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {TRAFFIC_TYPES.map((tipo) => (
            <Radio.Card key={tipo} value={tipo} radius="md" p="sm" withBorder data-testid={`traffic-${tipo}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <div>
                  <Text fw={600} size="sm">
                    {i18n._(TRAFFIC[tipo].label)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {i18n._(TRAFFIC[tipo].hint)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Select
        label={t`Service`}
        placeholder={values.tipoTrafico ? t`Choose a service…` : t`Choose how it travels first`}
        disabled={!values.tipoTrafico}
        data={services.map((s) => ({ value: String(s.id), label: lookups.serviceName(s) }))}
        withAsterisk
        {...form.getInputProps('idServicio')}
      />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------

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
        <Select
          label={t`Country`}
          placeholder={t`Choose a country…`}
          data={options}
          searchable
          withAsterisk
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
              <Select
                label={t`Country`}
                placeholder={t`Choose a country…`}
                data={countries}
                searchable
                withAsterisk
                {...form.getInputProps(`${role}.idPais`)}
              />
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

export function StepTerms({ form, lookups }: StepProps) {
  const { t } = useLingui();
  const sea = isSea(form.getValues().tipoTrafico);
  const incoterms = lookups.incoterms.filter((i) => sea || !i.soloMaritimo);
  return (
    <Stack gap="md" maw={640}>
      <Select
        label={t`Incoterm`}
        description={t`Who pays and bears the risk up to where (Incoterms® 2020). FAS, FOB, CFR and CIF are for sea only.`}
        placeholder={t`Choose…`}
        data={incoterms.map((i) => ({ value: String(i.id), label: `${i.codigo} — ${i.nombre}` }))}
        searchable
        withAsterisk
        {...form.getInputProps('idIncoterm')}
      />
      <TextInput
        type="date"
        label={t`Goods ready on`}
        description={t`The first day we can pick up (or you deliver to the port).`}
        withAsterisk
        min={new Date().toISOString().slice(0, 10)}
        {...form.getInputProps('fechaDisponible')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t`Your reference`} maxLength={35} {...form.getInputProps('referenciaCliente')} />
        <TextInput label={t`Order number`} maxLength={35} {...form.getInputProps('numeroPedido')} />
      </SimpleGrid>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------

const CONTAINER_TYPES: TipoContenedorTransporte[] = ['20DV', '40DV', '40HC', '40RF'];

export function StepCargo({ form, lookups }: StepProps) {
  const { i18n, t } = useLingui();
  const decimal = useFormat().rules.decimal;
  const values = form.getValues();
  const fcl = values.tipoTrafico === 'MARITIMO_FCL';
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
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t`Remove container line ${index + 1}`}
                  disabled={values.contenedores.length === 1}
                  onClick={() => form.removeListItem('contenedores', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => form.insertListItem('contenedores', newContainerLine())}
          >
            <Trans>Add containers</Trans>
          </Button>
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
                <AmountInput
                  form={form}
                  path={`bultos.${index}.largoCm`}
                  label={t`Length (cm)`}
                  max={1360}
                  decimals={1}
                  required={!fcl}
                />
                <AmountInput
                  form={form}
                  path={`bultos.${index}.anchoCm`}
                  label={t`Width (cm)`}
                  max={300}
                  decimals={1}
                  required={!fcl}
                />
                <AmountInput
                  form={form}
                  path={`bultos.${index}.altoCm`}
                  label={t`Height (cm)`}
                  max={300}
                  decimals={1}
                  required={!fcl}
                />
                <AmountInput
                  form={form}
                  path={`bultos.${index}.pesoKg`}
                  label={t`Weight each (kg)`}
                  max={30000}
                  decimals={2}
                  required={!fcl}
                />
              </SimpleGrid>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              aria-label={t`Remove package line ${index + 1}`}
              disabled={values.bultos.length === 1}
              onClick={() => form.removeListItem('bultos', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        style={{ alignSelf: 'flex-start' }}
        disabled={values.bultos.length >= 200}
        onClick={() => form.insertListItem('bultos', newPackageLine())}
      >
        <Trans>Add a package line</Trans>
      </Button>
      <CargoTotalsPanel lines={values.bultos} tipo={values.tipoTrafico} />
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------------

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
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={t`Remove dangerous goods line ${index + 1}`}
                    disabled={values.mercanciasPeligrosas.length === 1}
                    onClick={() => form.removeListItem('mercanciasPeligrosas', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            style={{ alignSelf: 'flex-start' }}
            disabled={values.mercanciasPeligrosas.length >= 20}
            onClick={() => form.insertListItem('mercanciasPeligrosas', newDangerousLine())}
          >
            <Trans>Add a dangerous goods line</Trans>
          </Button>
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
