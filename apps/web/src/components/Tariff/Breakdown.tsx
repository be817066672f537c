import type { TarifaAerea } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBulb, IconDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { Hint } from '../Hint';
import { surchargeLabel, surchargeRatePerKg } from './surcharges';
import { breakExplanation } from './weights';

function Line({
  label,
  value,
  strong,
  hint,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  hint?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <div>
        <Text size="sm" fw={strong ? 700 : undefined}>
          {label}
        </Text>
        <Hint>{hint}</Hint>
      </div>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        ta="right"
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** One quote taken apart: weights, rate class and break, minimum, surcharges, discount, total. */
export function Breakdown({ quote }: { quote: TarifaAerea }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const money = (value: number) => format.currency(value, quote.moneda);
  const perKg = (recargo: TarifaAerea['recargos'][number]) => {
    const rate = surchargeRatePerKg(recargo, quote.pesoTasableKg);
    return rate === null ? undefined : t`${money(rate)} per chargeable kg`;
  };
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} kg`;
  const explanation = breakExplanation(quote);
  const byVolume = quote.pesoVolumetricoKg > quote.pesoBrutoKg;
  const rateClass =
    quote.claseTarifa === 'M'
      ? t`M — minimum charge: the freight at the rate comes to less than ${money(quote.importeMinimo)}`
      : quote.claseTarifa === 'N'
        ? t`N — normal rate, under 45 kg`
        : t`Q — quantity rate from ${format.number(quote.tramoPesoKg ?? 0)} kg`;

  return (
    <Paper withBorder radius="md" p="md" data-testid="quote-breakdown">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {quote.servicio}
          </Title>
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {quote.aeropuertoOrigen} → {quote.aeropuertoDestino} · {t`${quote.diasTransito} days`}
          </Badge>
        </Group>

        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          <Trans>Weight</Trans>
        </Text>
        <Line label={t`Pieces`} value={format.number(quote.totalPiezas)} />
        <Line label={t`Gross weight`} value={kg(quote.pesoBrutoKg)} />
        <Line
          label={t`Volume`}
          value={`${format.number(quote.volumenM3, { maximumFractionDigits: 3 })} m³`}
        />
        <Line
          label={t`Volumetric weight`}
          hint={t`Length × width × height in cm ÷ 6,000, per piece`}
          value={kg(quote.pesoVolumetricoKg)}
        />
        <Line
          label={t`Chargeable weight`}
          hint={
            byVolume
              ? t`The volume outweighs the goods, so it is charged; rounded up to the next half kilo`
              : t`The greater of gross and volumetric weight, rounded up to the next half kilo`
          }
          value={kg(quote.pesoTasableKg)}
          strong
        />

        <Divider />
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          <Trans>Freight</Trans>
        </Text>
        <Line label={t`Rate class`} value={quote.claseTarifa} hint={rateClass} />
        <Line
          label={t`Weight charged × rate`}
          hint={
            explanation && explanation.saving > 0
              ? t`Charged as ${kg(quote.pesoFacturadoKg)} at the ${format.number(quote.tramoPesoKg ?? 0)} kg break: cheaper than ${kg(quote.pesoTasableKg)} at ${money(explanation.ownRate)}/kg`
              : undefined
          }
          value={`${kg(quote.pesoFacturadoKg)} × ${money(quote.tarifaKg)}`}
        />
        <Line label={t`Minimum charge`} value={money(quote.importeMinimo)} />
        <Line label={t`Freight`} value={money(quote.importeFlete)} strong />
        {explanation && explanation.saving > 0 && (
          <Alert
            color="green"
            variant="light"
            icon={<IconDiscountCheck size={18} />}
            data-testid="break-saving"
          >
            {t`Declaring the ${format.number(quote.tramoPesoKg ?? 0)} kg break saves ${money(explanation.saving)}: at its own ${format.number(explanation.ownBreak)} kg break, ${kg(quote.pesoTasableKg)} would cost ${money(explanation.atOwnBreak)}.`}
          </Alert>
        )}

        {quote.recargos.length > 0 && (
          <>
            <Divider />
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              <Trans>Surcharges</Trans>
            </Text>
            {quote.recargos.map((recargo) => (
              <Line
                key={recargo.codigo}
                label={surchargeLabel(recargo, i18n)}
                hint={perKg(recargo)}
                value={money(recargo.importe)}
              />
            ))}
          </>
        )}
        {quote.descuento > 0 && (
          <Line
            label={t`Promotion ${quote.codigoPromocional ?? ''}`}
            hint={t`On the freight only`}
            value={`−${money(quote.descuento)}`}
          />
        )}
        <Divider />
        <Line label={t`Total`} value={money(quote.total)} strong />

        {explanation?.next && (
          <Alert color="blue" variant="light" icon={<IconBulb size={18} />}>
            <Trans>
              From {format.number(explanation.next.tramoPesoKg)} kg the rate drops to{' '}
              {money(explanation.next.tarifaKg)}/kg.
            </Trans>
          </Alert>
        )}

        {quote.tramos && quote.tramos.length > 0 && (
          <Table withTableBorder striped={false} fz="sm" data-testid="rate-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Weight break`}</Table.Th>
                <Table.Th ta="right">{t`Rate per kg`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.tramos.map((tramo) => {
                const applied = quote.claseTarifa !== 'M' && tramo.tramoPesoKg === quote.tramoPesoKg;
                return (
                  <Table.Tr
                    key={tramo.tramoPesoKg}
                    bg={applied ? 'var(--mantine-primary-color-light)' : undefined}
                  >
                    <Table.Td fw={applied ? 700 : undefined}>
                      {tramo.tramoPesoKg === 0
                        ? t`N · under 45 kg`
                        : t`Q · from ${format.number(tramo.tramoPesoKg)} kg`}
                      {applied && ` ✓`}
                    </Table.Td>
                    <Table.Td ta="right" fw={applied ? 700 : undefined}>
                      {money(tramo.tarifaKg)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
