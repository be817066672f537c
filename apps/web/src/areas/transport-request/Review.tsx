import type { CotizacionTransporte } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../api/ApiProvider';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';
import { cargoTotals, isSea } from './cargo';
import { type TransportFormValues, toCalcularVentas } from './form-values';
import { CONTAINER, RATE_UNIT, TRAFFIC } from './labels';
import type { Lookups } from './lookups';
import { quoteLineLabel } from './quote-lines';

/** The price of the request as it stands (CalcularVentas), with each charge line. */
export function Quote({ values }: { values: TransportFormValues }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const body = toCalcularVentas(values);
  const { data, error, isFetching } = useQuery({
    queryKey: ['extranet', 'transportes', 'calcularVentas', body],
    queryFn: () =>
      api.client.transportes.calcularVentas({ body: body as never }) as Promise<CotizacionTransporte>,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (isFetching && !data)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">
          <Trans>Pricing your request…</Trans>
        </Text>
      </Group>
    );
  if (error || !data)
    return (
      <Alert color="orange" title={t`No price for this request yet`} icon={<IconInfoCircle size={18} />}>
        {error ? <Text size="sm">{errorText(error, i18n)}</Text> : null}
        <Text size="sm" mt={4}>
          <Trans>You can still send it: we will quote it by email.</Trans>
        </Text>
      </Alert>
    );
  return <QuoteTable quote={data} />;
}

function Total({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" pt={6}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  );
}

function QuoteTable({ quote }: { quote: CotizacionTransporte }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const money = (value: number) => format.currency(value, quote.moneda);
  return (
    <Paper withBorder radius="md" p="md" data-testid="quote">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h5">
            <Trans>Price estimate</Trans>
          </Title>
          <Group gap="xs">
            <Badge variant="light" style={{ textTransform: 'none' }}>
              <Trans>{quote.diasTransito} days in transit</Trans>
            </Badge>
            <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
              <Trans>Valid until {format.date(quote.fechaValidez)}</Trans>
            </Badge>
          </Group>
        </Group>
        <Stack gap={0} data-testid="quote-lines">
          {quote.lineas.map((line) => (
            <Group
              key={`${line.concepto}|${line.unidad}|${line.importe}`}
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="md"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <div>
                <Text size="sm">{quoteLineLabel(line, i18n)}</Text>
                <Text size="xs" c="dimmed">
                  {format.number(line.cantidad, { maximumFractionDigits: 3 })} × {money(line.precioUnitario)}{' '}
                  / {i18n._(RATE_UNIT[line.unidad])}
                </Text>
              </div>
              <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {money(line.importe)}
              </Text>
            </Group>
          ))}
          <Total label={t`Subtotal`} value={money(quote.subtotal)} />
          <Total label={t`VAT`} value={money(quote.impuestos)} />
          <Total label={t`Total`} value={money(quote.total)} strong testId="quote-total" />
        </Stack>
        {quote.pesoTasableKg !== null && (
          <Text size="xs" c="dimmed">
            <Trans>
              Chargeable weight {format.number(quote.pesoTasableKg, { maximumFractionDigits: 1 })} kg: the
              greater of {format.number(quote.pesoBrutoKg, { maximumFractionDigits: 1 })} kg gross and{' '}
              {format.number(quote.volumenM3, { maximumFractionDigits: 3 })} m³ ×{' '}
              {format.number(quote.factorEstibaKgM3 ?? 0)} kg/m³.
            </Trans>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <Trans>An estimate from our tariff: the forwarder confirms the price with the booking.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

function Section({ title, onEdit, children }: { title: ReactNode; onEdit: () => void; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onEdit}>
          <Trans>Change</Trans>
        </Anchor>
      </Group>
      <Stack gap={2}>{children}</Stack>
    </Paper>
  );
}

/** Everything the request says, each part with a way back to its step, and the price. */
export function StepReview({
  values,
  lookups,
  goTo,
}: {
  values: TransportFormValues;
  lookups: Lookups;
  goTo: (step: number) => void;
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const sea = isSea(values.tipoTrafico);
  const totals = cargoTotals(values.bultos, values.tipoTrafico);
  const servicio = lookups.servicios.find((s) => String(s.id) === values.idServicio);
  const incoterm = lookups.incoterms.find((i) => String(i.id) === values.idIncoterm);
  const entidad = lookups.entidades.find((e) => String(e.id) === values.idEntidad);
  const api = useApi();
  const tipotrafico = (
    values.tipoTrafico === 'MARITIMO_FCL' ? 'MARITIMO_FCL' : 'MARITIMO_LCL'
  ) as 'MARITIMO_FCL';
  const originPorts = useQuery({
    ...api.queries.transportes.puertos({ idpais: Number(values.origen.idPais), tipotrafico }),
    enabled: sea && values.origen.idPais !== '',
  }).data;
  const destinationPorts = useQuery({
    ...api.queries.transportes.puertos({ idpais: Number(values.destino.idPais), tipotrafico }),
    enabled: sea && values.destino.idPais !== '',
  }).data;
  const place = (end: 'origen' | 'destino') => {
    const p = values[end];
    const port = sea
      ? (end === 'origen' ? originPorts : destinationPorts)?.find((q) => String(q.id) === p.idPuerto)
      : undefined;
    const door = [p.ciudad && `${p.codigoPostal} ${p.ciudad}`.trim(), lookups.countryName(p.idPais)]
      .filter(Boolean)
      .join(', ');
    if (!port) return door;
    const portText = `${port.nombre} (${port.codigo})`;
    if (!p.ciudad) return `${portText}, ${lookups.countryName(p.idPais)}`;
    return end === 'origen' ? `${door} → ${portText}` : `${portText} → ${door}`;
  };
  const identidad = Number(values.idEntidad);
  const shippers = useQuery({
    ...api.queries.transportes.expedidoresConocidos({ identidad, idpais: Number(values.origen.idPais) }),
    enabled: values.modoExpedidor === 'known',
  }).data;
  const consignees = useQuery({
    ...api.queries.transportes.destinatariosConocidos({ identidad, idpais: Number(values.destino.idPais) }),
    enabled: values.modoDestinatario === 'known',
  }).data;
  const party = (role: 'expedidor' | 'destinatario') => {
    const shipper = role === 'expedidor';
    if (shipper ? values.modoExpedidor === 'known' : values.modoDestinatario === 'known') {
      const id = shipper ? values.idExpedidor : values.idDestinatario;
      const p = (shipper ? shippers : consignees)?.find((k) => String(k.id) === id);
      return p ? `${p.nombre} — ${p.direccion}, ${p.codigoPostal} ${p.ciudad}` : t`From your address book`;
    }
    const p = values[role];
    return `${p.nombre} — ${p.direccion}, ${p.codigoPostal} ${p.ciudad}, ${lookups.countryName(p.idPais)}`;
  };
  return (
    <Stack gap="md" data-testid="review">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Section title={t`Service`} onEdit={() => goTo(0)}>
          <Text size="sm">{values.tipoTrafico ? i18n._(TRAFFIC[values.tipoTrafico].label) : ''}</Text>
          <Text size="sm" c="dimmed">
            {servicio ? lookups.serviceName(servicio) : ''}
            {entidad ? ` · ${entidad.nombre}` : ''}
          </Text>
        </Section>
        <Section title={t`Route`} onEdit={() => goTo(1)}>
          <Text size="sm">
            {place('origen')} → {place('destino')}
          </Text>
          {sea && (
            <Text size="sm" c="dimmed">
              {values.origen.ciudad || values.destino.ciudad ? (
                <Trans>By sea, with door pickup or delivery</Trans>
              ) : (
                <Trans>By sea, port to port</Trans>
              )}
            </Text>
          )}
        </Section>
        <Section title={t`Parties`} onEdit={() => goTo(2)}>
          <Text size="sm">
            <Trans>Shipper:</Trans> {party('expedidor')}
          </Text>
          <Text size="sm">
            <Trans>Consignee:</Trans> {party('destinatario')}
          </Text>
        </Section>
        <Section title={t`Terms`} onEdit={() => goTo(3)}>
          <Text size="sm">
            {incoterm ? `${incoterm.codigo} — ${incoterm.nombre}` : ''}
            {values.fechaDisponible ? ` · ${t`ready ${format.date(values.fechaDisponible)}`}` : ''}
          </Text>
          {(values.referenciaCliente || values.numeroPedido) && (
            <Text size="sm" c="dimmed">
              {[values.referenciaCliente, values.numeroPedido].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Section>
        <Section title={t`Cargo`} onEdit={() => goTo(4)}>
          {values.tipoTrafico === 'MARITIMO_FCL' && (
            <Text size="sm">
              {values.contenedores
                .filter((c) => c.tipo)
                .map((c) => `${c.cantidad} × ${c.tipo} (${i18n._(CONTAINER[c.tipo as '20DV'])})`)
                .join(', ')}
            </Text>
          )}
          <Text size="sm">
            <Trans>
              {format.number(totals.packages)} packages ·{' '}
              {format.number(totals.grossKg, { maximumFractionDigits: 1 })} kg ·{' '}
              {format.number(totals.volumeM3, { maximumFractionDigits: 3 })} m³
            </Trans>
            {totals.loadingMetres !== null
              ? ` · ${format.number(totals.loadingMetres, { maximumFractionDigits: 2 })} LDM`
              : ''}
          </Text>
        </Section>
        <Section title={t`Goods`} onEdit={() => goTo(5)}>
          <Text size="sm" lineClamp={3}>
            {values.descripcionMercancia}
          </Text>
          {values.partidasArancelarias.length > 0 && (
            <Text size="sm" c="dimmed">
              HS {values.partidasArancelarias.join(', ')}
            </Text>
          )}
          {values.observaciones.trim() && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {values.observaciones}
            </Text>
          )}
          {values.peligrosa && (
            <Badge color="orange" variant="light" style={{ textTransform: 'none', alignSelf: 'flex-start' }}>
              <Trans>Dangerous goods</Trans>
            </Badge>
          )}
        </Section>
      </SimpleGrid>
      <Divider />
      <Quote values={values} />
    </Stack>
  );
}
