import './statement.css';
import { manifest } from '@extranet/routes-manifest';
import type { LineaEstadoCuenta, TipoDocumentoCuenta } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { calendarDay, dateColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { MONEY_FORMAT, moneyColumn } from '../../components/NumberColumn';
import { PeriodControl, periodQuery, toDay, usePeriodSearch } from '../../components/Period';
import { useFormat } from '../../i18n/useFormat';
import { DOCUMENT_KIND } from './labels';
import { AgeingSection, BalanceCard } from './StatementSummary';
import { ageing, chronological, statementByCurrency } from './statement';

/** `/statement`: the account statement over a period (default: the last 90 days), with its ageing. */
export const Route = createFileRoute('/_app/statement')({
  validateSearch: validateGridSearch,
  component: StatementScreen,
});

const area = manifest.find((entry) => entry.path === '/statement')!;

function StatementScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '90d');
  // Oldest first, the order a statement reads and its balance runs in.
  const query = useMemo(() => {
    const list = api.queries.distribucionAerea.estadoCuentas(periodQuery(period!));
    return {
      queryKey: [...list.queryKey, 'chronological'],
      queryFn: async (context: { signal: AbortSignal }) => chronological(await list.queryFn(context)),
    };
  }, [api, period]);
  const lines = useQuery({ ...query, meta: { localErrors: true } });
  const today = toDay(new Date());
  // The ageing is counted on the period's last day, or today when the period runs on.
  const asOf = [period!.to, today].sort()[0]!;
  const figures = useMemo(() => {
    if (!lines.data) return undefined;
    return { ...statementByCurrency(lines.data), ageing: ageing(lines.data, asOf, period!.from) };
  }, [lines.data, asOf, period]);
  const columns = useStatementColumns(figures?.running);
  return (
    <>
      <AreaHeader area={area} actions={<PeriodControl value={period} onChange={setPeriod} />} />
      <Stack gap="md">
        {figures && figures.currencies.length > 0 && (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 1 }} spacing="md">
                {figures.currencies.map((s) => (
                  <BalanceCard key={s.currency} statement={s} />
                ))}
              </SimpleGrid>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <AgeingSection ageing={figures.ageing} asOf={asOf} />
            </Grid.Col>
          </Grid>
        )}
        <DataGrid<LineaEstadoCuenta>
          gridCode="statement"
          columns={columns}
          query={query}
          search={search}
          exportName={t`Account statement`}
          emptyMessage={t`No movements on your account in this period — widen it to see more.`}
          defaults={DEFAULTS}
          summary={(rows) => <LinesSummary rows={rows} />}
          renderCard={(row) => <LineCard line={row} balance={figures?.running.get(row.id)} />}
        />
      </Stack>
    </>
  );
}

const DEFAULTS = {
  sorting: [{ id: 'fecha', desc: false }],
  columnVisibility: { cliente: false, fechaVencimiento: false },
};

function useStatementColumns(running: Map<number, number> | undefined): GridColumn<LineaEstadoCuenta>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return useMemo(() => {
    const kind = (tipo: TipoDocumentoCuenta) => i18n._(DOCUMENT_KIND[tipo]);
    const amount = (accessorKey: 'debe' | 'haber', header: string) =>
      moneyColumn<LineaEstadoCuenta>(format, { accessorKey, header, blankZero: true });
    return [
      dateColumn({
        id: 'fecha',
        header: t`Date`,
        size: 120,
        date: (row) => calendarDay(row.fecha),
        text: format.date,
      }),
      {
        accessorKey: 'tipoDocumento',
        header: t`Document type`,
        size: 160,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(DOCUMENT_KIND) as TipoDocumentoCuenta[]).map((value) => ({
            value,
            label: kind(value),
          })),
        },
        Cell: ({ row }) => kind(row.original.tipoDocumento),
        exportAs: { type: 'text', value: (row) => kind(row.tipoDocumento) },
        searchAs: (row) => kind(row.tipoDocumento),
      },
      { accessorKey: 'numeroDocumento', header: t`Document`, size: 150, enableHiding: false },
      { accessorKey: 'concepto', header: t`Description`, size: 260 },
      { id: 'numeroHawb', header: t`HAWB`, size: 140, accessorFn: (row) => row.numeroHawb ?? '' },
      amount('debe', t`Debit`),
      amount('haber', t`Credit`),
      {
        id: 'saldo',
        header: t`Balance`,
        size: 140,
        accessorFn: (row) => running?.get(row.id) ?? row.saldo,
        enableColumnFilter: false,
        mantineTableBodyCellProps: { align: 'right' },
        mantineTableHeadCellProps: { align: 'right' },
        Cell: ({ row }) => (
          <Text span size="sm" fw={600}>
            {format.currency(running?.get(row.original.id) ?? row.original.saldo, row.original.moneda)}
          </Text>
        ),
        exportAs: { type: 'number', numFmt: MONEY_FORMAT },
      },
      { accessorKey: 'moneda', header: t`Currency`, size: 100, filterVariant: 'multi-select' },
      dateColumn({
        id: 'fechaVencimiento',
        header: t`Due`,
        size: 120,
        date: (row) => (row.fechaVencimiento ? calendarDay(row.fechaVencimiento) : null),
        text: format.date,
      }),
      { accessorKey: 'cliente', header: t`Customer`, size: 200, filterVariant: 'multi-select' },
    ];
  }, [i18n, t, format, running]);
}

/** Debits and credits of the lines left after search and filters, per currency. */
function LinesSummary({ rows }: { rows: LineaEstadoCuenta[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const totals = useMemo(() => {
    const byCurrency = new Map<string, { debits: number; credits: number }>();
    for (const row of rows) {
      if (!row.moneda) continue; // the grid's placeholder rows while loading
      const sum = byCurrency.get(row.moneda) ?? { debits: 0, credits: 0 };
      sum.debits += row.debe;
      sum.credits += row.haber;
      byCurrency.set(row.moneda, sum);
    }
    return [...byCurrency.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  }, [rows]);
  return (
    <Group gap="lg" wrap="wrap">
      {totals.map(([currency, sum]) => (
        <Text key={currency} size="sm">
          {t`Debits ${format.currency(sum.debits, currency)} · Credits ${format.currency(sum.credits, currency)}`}
        </Text>
      ))}
    </Group>
  );
}

/** A statement line as a phone shows it. */
function LineCard({ line, balance }: { line: LineaEstadoCuenta; balance: number | undefined }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const money = (value: number) => format.currency(value, line.moneda);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{line.numeroDocumento}</Text>
        <Text size="sm" c="dimmed">
          {format.date(line.fecha)}
        </Text>
      </Group>
      <Text size="sm">
        {i18n._(DOCUMENT_KIND[line.tipoDocumento])} · {line.concepto}
      </Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {line.debe ? t`Debit ${money(line.debe)}` : t`Credit ${money(line.haber)}`}
        </Text>
        <Text size="sm" c="dimmed">
          {t`Balance ${money(balance ?? line.saldo)}`}
        </Text>
      </Group>
    </Stack>
  );
}
