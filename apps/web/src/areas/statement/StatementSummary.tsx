import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { AgeingChart } from './AgeingChart';
import { AGEING_BUCKET } from './labels';
import { AGEING_BUCKETS, type CurrencyAgeing, type CurrencyStatement } from './statement';

/** Opening balance, debits, credits and closing balance of one currency over the period. */
export function BalanceCard({ statement: s }: { statement: CurrencyStatement }) {
  const { t } = useLingui();
  const format = useFormat();
  const money = (value: number) => format.currency(value, s.currency);
  const rows = [
    { label: t`Opening balance`, value: money(s.opening) },
    { label: t`Debits`, value: money(s.debits) },
    { label: t`Credits`, value: money(s.credits) },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid={`balance-${s.currency}`}>
      <Title order={2} size="h5" mb="sm">
        <Trans>Balance in {s.currency}</Trans>
      </Title>
      <Stack gap={6}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.value}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          wrap="nowrap"
          pt={6}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={700}>{t`Closing balance`}</Text>
          <Text size="lg" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {money(s.closing)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The ageing of one currency's balance: bars, then the same figures as a table. */
export function AgeingSection({ ageing, asOf }: { ageing: CurrencyAgeing[]; asOf: string }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const day = format.date(asOf);
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid="ageing">
      <Title order={2} size="h5" mb={4}>
        {t`Ageing of the balance`}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t`What is owed on ${day}, by days past the due date. Payments and credit notes settle the oldest charges first.`}
      </Text>
      <Stack gap="lg">
        {ageing.map((a) => (
          <SimpleGrid key={a.currency} cols={{ base: 1, md: 2 }} spacing="lg">
            <AgeingChart ageing={a} />
            <Table.ScrollContainer minWidth={280}>
              <Table fz="sm" aria-label={t`Ageing in ${a.currency}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Days past due`}</Table.Th>
                    <Table.Th ta="right">{a.currency}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {AGEING_BUCKETS.map((bucket) => (
                    <Table.Tr key={bucket}>
                      <Table.Td>
                        <Group gap={8} wrap="nowrap">
                          <span
                            aria-hidden
                            style={{
                              width: 10,
                              height: 10,
                              borderRadius: 2,
                              background: `var(--mantine-color-${AGEING_BUCKET[bucket].color.replace('.', '-')})`,
                            }}
                          />
                          {i18n._(AGEING_BUCKET[bucket].label)}
                        </Group>
                      </Table.Td>
                      <Table.Td
                        ta="right"
                        c={bucket !== 'current' && a.buckets[bucket] > 0 ? 'red' : undefined}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {format.currency(a.buckets[bucket], a.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {a.unappliedCredit > 0 && (
                    <Table.Tr>
                      <Table.Td>{t`Unapplied payments and credits`}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {format.currency(-a.unappliedCredit, a.currency)}
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t`Total owed`}</Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.currency(a.total, a.currency)}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </SimpleGrid>
        ))}
      </Stack>
    </Paper>
  );
}
