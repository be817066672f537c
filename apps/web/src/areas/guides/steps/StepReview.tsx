import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Facts, Section } from '../../../components/Detail';
import { completePieceLines, pieceTotals } from '../../../components/Tariff/weights';
import { useCountryName } from '../../../i18n/useCountries';
import { useFormat } from '../../../i18n/useFormat';
import { type PartyValues, STEPS, type StepName } from '../form-values';
import type { HawbQuote } from '../useHawbQuote';
import type { HawbStepProps } from './step-props';

/** Step 6: everything at a glance before issuing, each part with a way back to its step. */
export function StepReview({
  form,
  lookups,
  pricing,
  goTo,
}: HawbStepProps & { pricing: HawbQuote; goTo: (step: number) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const countryName = useCountryName();
  const values = form.getValues();
  const { quote } = pricing;
  const live = pieceTotals(completePieceLines(values.piezas));
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} kg`;
  const party = (p: PartyValues) =>
    [
      p.nombre,
      p.direccion,
      [p.codigoPostal, p.ciudad].filter(Boolean).join(' '),
      p.codigoPais && countryName(p.codigoPais),
    ]
      .filter(Boolean)
      .join(', ');
  const edit = (step: StepName) => (
    <Button size="compact-sm" variant="subtle" onClick={() => goTo(STEPS.indexOf(step))}>
      <Trans>Change</Trans>
    </Button>
  );
  const collectEntity = lookups.collectEntities.find((e) => String(e.id) === values.idEntidadCollect);

  return (
    <Stack gap="md">
      <Section title={t`Customer and service`} actions={edit('entity')}>
        <Facts
          cols={3}
          facts={[
            { label: t`Customer`, value: lookups.entity?.nombre },
            { label: t`Air service`, value: lookups.service?.nombre },
            { label: t`Your reference`, value: values.referenciaCliente },
          ]}
        />
      </Section>
      <Section title={t`Parties and route`} actions={edit('parties')}>
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
                  : `${t`Collect (CC)`} — ${collectEntity?.nombre ?? ''}`,
            },
          ]}
        />
      </Section>
      <Section title={t`Goods`} actions={edit('goods')}>
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
      <Section title={t`Price`} actions={edit('price')}>
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
    </Stack>
  );
}
