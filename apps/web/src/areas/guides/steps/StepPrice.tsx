import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Grid, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscountCheck } from '@tabler/icons-react';
import { Breakdown } from '../../../components/Tariff/Breakdown';
import { errorText } from '../../../forms/error-text';
import { useFormat } from '../../../i18n/useFormat';
import { hawbFieldMessage } from '../form-values';
import type { HawbQuote } from '../useHawbQuote';
import type { HawbStepProps } from './step-props';

/** Step 5: a promotion code, and the price of the HAWB taken apart. */
export function StepPrice({ form, lookups, pricing }: HawbStepProps & { pricing: HawbQuote }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { quote, quoteError, promo } = pricing;
  const code = form.getValues().codigoPromocional;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t`Promotion code`}
              maxLength={30}
              style={{ flex: 1 }}
              {...form.getInputProps('codigoPromocional')}
              onChange={(event) => {
                pricing.forgetPromo();
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
              onClick={() => void pricing.checkPromo()}
              loading={pricing.checkingPromo}
              disabled={!code.trim()}
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
                {lookups.service?.nombre ?? quote.data.servicio} · {t`${quote.data.diasTransito} days`}
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
    </Grid>
  );
}
