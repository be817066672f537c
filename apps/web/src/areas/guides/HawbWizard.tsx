import type { CalculoTarifaAereaInput, PromocionAerea, TarifaAerea } from '@extranet/sdk';
import { extranetKey } from '@extranet/sdk/query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Grid,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconDiscountCheck, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { Facts, Section } from '../../components/Detail';
import { DraftBanner } from '../../forms/DraftBanner';
import { errorText } from '../../forms/error-text';
import { serverFieldError } from '../../forms/schema-errors';
import { useDraft } from '../../forms/useDraft';
import { useFormat } from '../../i18n/useFormat';
import { profileQuery } from '../../session';
import { AirportInput } from '../tariff-simulator/AirportInput';
import { Breakdown } from '../tariff-simulator/Breakdown';
import { PieceLines } from '../tariff-simulator/PieceLines';
import { completePieceLines, pieceTotals } from '../tariff-simulator/weights';
import {
  emptyHawbForm,
  type HawbFormValues,
  hawbFieldMessage,
  isEmptyHawbForm,
  newHawbPiece,
  STEPS,
  stepErrors,
  stepOfField,
  toFinalizarRequest,
} from './form-values';
import { PartyFields } from './PartyFields';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CNY', 'JPY', 'MXN', 'BRL'];
const LAST = STEPS.length - 1;

/** A suggestion picked in the airport box puts its label there ("MIA · Miami — …"): keep the code. */
const iataOf = (text: string) => /^([A-Z]{3}) · /.exec(text)?.[1] ?? text;

/**
 * Issuing a house air waybill, one step at a time. Each step is checked with the SDK's own schema
 * before the next; everything typed is kept as a draft (per user, in this browser) until issued, and
 * a refusal keeps it all and takes the user to the field the server named.
 */
export function HawbWizard({ onIssued }: { onIssued: (id: number, numero: string) => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const draft = useDraft<HawbFormValues>('hawb', profile.usuario, isEmptyHawbForm);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const form = useForm<HawbFormValues>({
    mode: 'controlled',
    initialValues: emptyHawbForm(),
    onValuesChange: (values) => draft.save(values),
  });
  const values = form.getValues();
  const paso = Math.min(Math.max(values.paso, 0), LAST);

  const q = api.queries.distribucionAerea;
  const { data: entidades = [] } = useQuery(q.entidades());
  const idEntidad = values.idEntidad ? Number(values.idEntidad) : 0;
  const byEntity = { identidad: idEntidad };
  const { data: servicios = [] } = useQuery({ ...q.servicios(byEntity), enabled: idEntidad > 0 });
  const { data: shippers = [] } = useQuery({ ...q.expedidoresConocidos(byEntity), enabled: idEntidad > 0 });
  const { data: consignees = [] } = useQuery({
    ...q.destinatariosConocidos(byEntity),
    enabled: idEntidad > 0,
  });
  const { data: collectEntities = [] } = useQuery({
    ...q.entidadesCollect(byEntity),
    enabled: idEntidad > 0,
  });
  const { data: originCountries = [] } = useQuery(q.paisesOrigen());
  const { data: destinationCountries = [] } = useQuery(q.paisesDestino());
  const { data: usAirports = [] } = useQuery({
    ...q.aeropuertosUS(),
    enabled: values.destinatario.codigoPais === 'US',
  });
  const { data: packageTypes = [] } = useQuery(q.tipoBultos());
  const { data: incoterms = [] } = useQuery(q.incoterms());

  const entity = entidades.find((e) => e.id === idEntidad);
  const service = servicios.find((s) => String(s.id) === values.idServicio);

  // One entity: chosen for the user. An entity proposes its usual airport and its country.
  useEffect(() => {
    const only = entidades.length === 1 ? entidades[0] : undefined;
    if (only && !form.getValues().idEntidad) form.setFieldValue('idEntidad', String(only.id));
  }, [entidades, form]);
  useEffect(() => {
    if (!entity) return;
    const current = form.getValues();
    if (!current.aeropuertoOrigen && entity.aeropuertoHabitual)
      form.setFieldValue('aeropuertoOrigen', entity.aeropuertoHabitual);
    if (!current.expedidor.codigoPais) form.setFieldValue('expedidor.codigoPais', entity.codigoPais);
  }, [entity, form]);
  // The services of another entity are not this one's.
  useEffect(() => {
    if (servicios.length && values.idServicio && !servicios.some((s) => String(s.id) === values.idServicio))
      form.setFieldValue('idServicio', '');
  }, [servicios, values.idServicio, form]);

  const goTo = (step: number) => {
    form.setFieldValue('paso', step);
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };
  const next = () => {
    const errors = stepErrors(values, paso, i18n);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) goTo(paso + 1);
  };

  // The price: quoted on the price and review steps from what the earlier steps hold.
  const quoteRequest = useMemo<CalculoTarifaAereaInput | null>(() => {
    const body = toFinalizarRequest(values);
    if (!body.idServicio || !body.aeropuertoOrigen || !body.aeropuertoDestino) return null;
    return {
      aeropuertoOrigen: body.aeropuertoOrigen,
      aeropuertoDestino: body.aeropuertoDestino,
      idServicio: body.idServicio,
      piezas: body.piezas.map(({ idTipoBulto: _, ...piece }) => piece),
      ...(body.codigoPromocional ? { codigoPromocional: body.codigoPromocional } : {}),
      ...(body.idEntidad ? { idEntidad: body.idEntidad } : {}),
    };
  }, [values]);
  const quote = useQuery({
    queryKey: ['extranet', 'distribucionAerea', 'calcularTarifa', quoteRequest],
    queryFn: ({ signal }) =>
      api.client.distribucionAerea.calcularTarifa(
        { body: quoteRequest! },
        { signal },
      ) as Promise<TarifaAerea>,
    enabled: quoteRequest !== null && paso >= STEPS.indexOf('price'),
    retry: false,
    staleTime: 60_000,
  });
  const quoteError = quote.error ? serverFieldError(quote.error, i18n) : null;

  const [promo, setPromo] = useState<PromocionAerea | null>(null);
  const [checkingPromo, setCheckingPromo] = useState(false);
  const checkPromo = async () => {
    const codigo = values.codigoPromocional.trim();
    setPromo(null);
    if (!codigo) return;
    setCheckingPromo(true);
    try {
      setPromo(
        (await api.client.distribucionAerea.buscarCodigoPromocional({ body: { codigo } })) as PromocionAerea,
      );
      form.setFieldError('codigoPromocional', null);
    } catch {
      form.setFieldError('codigoPromocional', t`Unknown or expired promotion code`);
    } finally {
      setCheckingPromo(false);
    }
  };

  const submit = async () => {
    setFailure(null);
    const errors = stepErrors(values, LAST, i18n);
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first !== undefined) {
      goTo(stepOfField(first));
      return;
    }
    setSending(true);
    try {
      const issued = await api.client.distribucionAerea.finalizar({ body: toFinalizarRequest(values) });
      draft.clear();
      form.setValues(emptyHawbForm());
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: extranetKey('distribucionAerea', 'estadoEnvios') });
      onIssued(issued.id, issued.numeroHawb);
    } catch (error) {
      const onField = serverFieldError(error, i18n);
      if (onField) {
        form.setFieldError(onField.field, hawbFieldMessage(onField.message, i18n));
        goTo(stepOfField(onField.field));
      }
      setFailure(errorText(error, i18n));
    } finally {
      setSending(false);
    }
  };

  const live = pieceTotals(completePieceLines(values.piezas));
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} kg`;
  const stepLabels = [t`Customer`, t`Parties`, t`Route`, t`Goods`, t`Price`, t`Review`];
  const countryName = useMemo(() => new Intl.DisplayNames([i18n.locale], { type: 'region' }), [i18n.locale]);
  const party = (p: HawbFormValues['expedidor']) =>
    [
      p.nombre,
      p.direccion,
      [p.codigoPostal, p.ciudad].filter(Boolean).join(' '),
      p.codigoPais && countryName.of(p.codigoPais),
    ]
      .filter(Boolean)
      .join(', ');

  const edit = (step: number) => (
    <Button size="compact-sm" variant="subtle" onClick={() => goTo(step)}>
      <Trans>Change</Trans>
    </Button>
  );

  const stepContent: ReactNode[] = [
    // 0 — customer and service
    <Stack gap="sm" key="entity" maw={560}>
      <Select
        label={t`Customer`}
        placeholder={t`Choose the customer…`}
        data={entidades.map((e) => ({ value: String(e.id), label: `${e.nombre} (${e.codigo})` }))}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('idEntidad')}
      />
      <Select
        label={t`Air service`}
        placeholder={idEntidad ? t`Choose a service…` : t`Choose the customer first`}
        disabled={!idEntidad}
        data={servicios.map((s) => ({
          value: String(s.id),
          label: `${s.nombre} · ${t`${s.diasTransito} days`}`,
        }))}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('idServicio')}
      />
      <TextInput
        label={t`Your reference`}
        description={t`Printed on the air waybill and shown in tracking`}
        maxLength={50}
        {...form.getInputProps('referenciaCliente')}
      />
    </Stack>,

    // 1 — shipper, consignee, who pays
    <Stack gap="md" key="parties">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PartyFields
            form={form}
            name="expedidor"
            title={t`Shipper`}
            known={shippers}
            countries={originCountries}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PartyFields
            form={form}
            name="destinatario"
            title={t`Consignee`}
            known={consignees}
            countries={destinationCountries}
          />
        </Grid.Col>
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
          data={collectEntities.map((e) => ({
            value: String(e.id),
            label: `${e.nombre} — ${e.ciudad} (${e.codigoPais})`,
          }))}
          withAsterisk
          maw={560}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('idEntidadCollect')}
        />
      )}
    </Stack>,

    // 2 — airports
    <Stack gap="sm" key="route" maw={720}>
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
        {t`Shipper`}: {values.expedidor.codigoPais ? countryName.of(values.expedidor.codigoPais) : '—'} ·{' '}
        {t`Consignee`}:{' '}
        {values.destinatario.codigoPais ? countryName.of(values.destinatario.codigoPais) : '—'}
      </Text>
    </Stack>,

    // 3 — pieces and goods
    <Stack gap="sm" key="goods">
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
            data={packageTypes.map((p) => ({ value: String(p.id), label: p.nombre }))}
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
          data={incoterms.map((i) => ({ value: i.codigo, label: `${i.codigo} — ${i.nombre}` }))}
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
        <NumberInput
          label={t`Value for carriage`}
          placeholder={t`NVD`}
          allowNegative={false}
          hideControls
          {...form.getInputProps('valorDeclaradoTransporte')}
        />
        <NumberInput
          label={t`Value for customs`}
          placeholder={t`NCV`}
          allowNegative={false}
          hideControls
          {...form.getInputProps('valorDeclaradoAduana')}
        />
        <NumberInput
          label={t`Insurance amount`}
          allowNegative={false}
          hideControls
          {...form.getInputProps('importeSeguro')}
        />
      </SimpleGrid>
    </Stack>,

    // 4 — promotion code and price
    <Grid gutter="lg" key="price">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t`Promotion code`}
              maxLength={30}
              style={{ flex: 1 }}
              {...form.getInputProps('codigoPromocional')}
              onChange={(event) => {
                setPromo(null);
                form.setFieldValue('codigoPromocional', event.currentTarget.value.toUpperCase());
              }}
              error={
                form.errors.codigoPromocional ??
                (quoteError?.field === 'codigoPromocional'
                  ? hawbFieldMessage(quoteError.message, i18n)
                  : undefined)
              }
            />
            <Button
              variant="default"
              onClick={() => void checkPromo()}
              loading={checkingPromo}
              disabled={!values.codigoPromocional.trim()}
              mb={form.errors.codigoPromocional ? 22 : 0}
            >
              <Trans>Apply</Trans>
            </Button>
          </Group>
          {promo && (
            <Alert color="green" icon={<IconDiscountCheck size={18} />} data-testid="promo-discount">
              <Text size="sm" fw={600}>
                {t`${format.percent(promo.descuentoPorcentaje / 100)} off the freight`}
              </Text>
              <Text size="sm">{promo.descripcion}</Text>
              {promo.validoHasta && (
                <Text size="xs" c="dimmed">
                  {t`Valid until ${format.date(promo.validoHasta)}`}
                </Text>
              )}
            </Alert>
          )}
          {quote.data && (
            <Paper withBorder radius="md" p="md" data-testid="price-total">
              <Text size="sm" c="dimmed">
                {service?.nombre ?? quote.data.servicio} · {t`${quote.data.diasTransito} days`}
              </Text>
              <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {format.currency(quote.data.total, quote.data.moneda)}
              </Text>
              {quote.data.descuento > 0 && (
                <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
                  {t`You save ${format.currency(quote.data.descuento, quote.data.moneda)}`}
                </Badge>
              )}
            </Paper>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {quote.isFetching && !quote.data ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              <Trans>Pricing your shipment…</Trans>
            </Text>
          </Group>
        ) : quote.error ? (
          <Alert color="red" role="alert" title={t`This shipment could not be priced`}>
            {errorText(quote.error, i18n)}
          </Alert>
        ) : quote.data ? (
          <Breakdown quote={quote.data} />
        ) : null}
      </Grid.Col>
    </Grid>,

    // 5 — review
    <Stack gap="md" key="review">
      <Section title={t`Customer and service`} actions={edit(0)}>
        <Facts
          cols={3}
          facts={[
            { label: t`Customer`, value: entity?.nombre },
            { label: t`Air service`, value: service?.nombre },
            { label: t`Your reference`, value: values.referenciaCliente },
          ]}
        />
      </Section>
      <Section title={t`Parties and route`} actions={edit(1)}>
        <Facts
          facts={[
            { label: t`Shipper`, value: party(values.expedidor) },
            { label: t`Consignee`, value: party(values.destinatario) },
            { label: t`Route`, value: `${values.aeropuertoOrigen} → ${values.aeropuertoDestino}` },
            {
              label: t`Charges`,
              value:
                values.pagoPortes === 'PP'
                  ? t`Prepaid (PP)`
                  : `${t`Collect (CC)`} — ${collectEntities.find((e) => String(e.id) === values.idEntidadCollect)?.nombre ?? ''}`,
            },
          ]}
        />
      </Section>
      <Section title={t`Goods`} actions={edit(3)}>
        <Facts
          cols={3}
          facts={[
            { label: t`Pieces`, value: format.number(live.pieces) },
            { label: t`Gross weight`, value: kg(live.grossKg) },
            { label: t`Chargeable weight`, value: kg(live.chargeableKg) },
            { label: t`Nature and quantity of goods`, value: values.descripcionMercancia },
            { label: t`Incoterm`, value: values.incoterm },
            {
              label: t`Dangerous goods`,
              value: values.peligrosa
                ? `UN ${values.mercanciaPeligrosa.numeroOnu} · ${t`class ${values.mercanciaPeligrosa.clase}`}`
                : t`No`,
            },
          ]}
        />
      </Section>
      <Section title={t`Price`} actions={edit(4)}>
        {quote.data ? (
          <Group justify="space-between">
            <Text size="sm">
              {values.codigoPromocional
                ? t`Promotion code ${values.codigoPromocional}`
                : t`No promotion code`}
            </Text>
            <Text fw={700} fz="lg" data-testid="review-total">
              {format.currency(quote.data.total, quote.data.moneda)}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {quote.isFetching ? t`Pricing your shipment…` : t`Not priced`}
          </Text>
        )}
      </Section>
    </Stack>,
  ];

  return (
    <Stack gap="md" data-testid="hawb-wizard">
      <DraftBanner
        title={t`You have an unfinished air waybill`}
        draft={draft}
        onResume={form.setValues}
        onDiscard={() => form.setValues({ ...emptyHawbForm(), idEntidad: values.idEntidad })}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stepper
          active={paso}
          onStepClick={(step) => step < paso && goTo(step)}
          allowNextStepsSelect={false}
          size={phone ? 'xs' : 'sm'}
          iconSize={phone ? 26 : undefined}
          wrap={false}
        >
          {stepLabels.map((label, index) => (
            <Stepper.Step key={STEPS[index]} label={phone ? undefined : label} aria-label={label} />
          ))}
        </Stepper>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-step={STEPS[paso]}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {phone ? `${paso + 1}/${STEPS.length} · ` : ''}
            {stepLabels[paso]}
          </Title>
          {stepContent[paso]}
          {failure && (
            <Alert color="red" role="alert" title={t`The air waybill was not issued`}>
              {failure}
              <Text size="sm" mt={4}>
                <Trans>Everything you typed is still here; correct it and issue it again.</Trans>
              </Text>
            </Alert>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => goTo(paso - 1)}
              disabled={paso === 0}
            >
              <Trans>Back</Trans>
            </Button>
            {paso < LAST ? (
              <Button rightSection={<IconArrowRight size={16} />} onClick={next}>
                <Trans>Next</Trans>
              </Button>
            ) : (
              <Button
                leftSection={<IconSend size={16} />}
                loading={sending}
                onClick={() => void submit()}
                color="teal"
              >
                <Trans>Issue air waybill</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
