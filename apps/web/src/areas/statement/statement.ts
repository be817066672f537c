// The account statement's arithmetic, per currency: opening balance, debits, credits, closing and
// running balance, and the ageing of what is owed. Pure: the day the ageing is counted from is
// passed in.

import { DAY_MS, daysBetween } from '../../lib/time';

/** The fields of a statement line (`LineaEstadoCuenta`) these rules read. */
export interface StatementLineLike {
  id: number;
  fecha: string;
  debe: number;
  haber: number;
  /** The server's running balance of this line's customer and currency, after the line. */
  saldo: number;
  moneda: string;
  idCliente: number;
  fechaVencimiento: string | null;
}

export interface CurrencyStatement {
  currency: string;
  opening: number;
  debits: number;
  credits: number;
  closing: number;
  lines: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const byCurrencyCode = (a: { currency: string }, b: { currency: string }) =>
  a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0;

/** Lines oldest first (date, then id), the order balances run in. */
export const chronological = <T extends StatementLineLike>(lines: readonly T[]): T[] =>
  [...lines].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.id - b.id));

/**
 * Per currency, the balance before the period (each customer's first line's balance before it,
 * added up across customers of the same currency), the period's debits and credits, the balance at
 * its end; and each line's running balance in its currency (the key of `running` is the line id).
 */
export function statementByCurrency(lines: readonly StatementLineLike[]): {
  currencies: CurrencyStatement[];
  running: Map<number, number>;
} {
  const ordered = chronological(lines);
  const seenAccounts = new Set<string>();
  const sums = new Map<string, CurrencyStatement>();
  for (const line of ordered) {
    let sum = sums.get(line.moneda);
    if (!sum) {
      sum = { currency: line.moneda, opening: 0, debits: 0, credits: 0, closing: 0, lines: 0 };
      sums.set(line.moneda, sum);
    }
    const account = `${line.idCliente}:${line.moneda}`;
    if (!seenAccounts.has(account)) {
      seenAccounts.add(account);
      sum.opening += line.saldo - line.debe + line.haber;
    }
  }
  const running = new Map<number, number>();
  const balance = new Map([...sums.values()].map((s) => [s.currency, s.opening]));
  for (const line of ordered) {
    const sum = sums.get(line.moneda)!;
    sum.debits += line.debe;
    sum.credits += line.haber;
    sum.lines += 1;
    const next = balance.get(line.moneda)! + line.debe - line.haber;
    balance.set(line.moneda, next);
    running.set(line.id, cents(next));
  }
  const currencies = [...sums.values()]
    .map((s) => {
      const opening = cents(s.opening);
      const debits = cents(s.debits);
      const credits = cents(s.credits);
      return { ...s, opening, debits, credits, closing: cents(opening + debits - credits) };
    })
    .sort(byCurrencyCode);
  return { currencies, running };
}

export const AGEING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'd90plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not yet due). */
export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'd1_30';
  if (daysPastDue <= 60) return 'd31_60';
  if (daysPastDue <= 90) return 'd61_90';
  return 'd90plus';
}

export interface CurrencyAgeing {
  currency: string;
  buckets: Record<AgeingBucket, number>;
  /** Payments and credit notes not yet set against any charge (owed to the customer). */
  unappliedCredit: number;
  /** What is owed: the buckets less the unapplied credit (equals the closing balance). */
  total: number;
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * How old the balance owed is on `asOf` (`YYYY-MM-DD`), per currency. The statement does not say
 * which charge a payment settles, so payments and credit notes settle the oldest charges first (FIFO,
 * the usual rule for an open account); what is left open is aged by its due date (a charge without
 * one, by its date). The opening balance counts as one charge due the day before `periodStart`.
 */
export function ageing(
  lines: readonly StatementLineLike[],
  asOf: string,
  periodStart: string,
): CurrencyAgeing[] {
  const { currencies } = statementByCurrency(lines);
  const ordered = chronological(lines);
  return currencies.map(({ currency, opening }) => {
    const open: { due: string; amount: number }[] = [];
    let credit = 0;
    const charge = (due: string, amount: number) => {
      const applied = Math.min(credit, amount);
      credit -= applied;
      if (amount - applied > 0) open.push({ due, amount: amount - applied });
    };
    const settle = (amount: number) => {
      let left = amount;
      while (left > 0 && open.length > 0) {
        const oldest = open[0]!;
        const applied = Math.min(left, oldest.amount);
        oldest.amount -= applied;
        left -= applied;
        if (oldest.amount <= 0.000_001) open.shift();
      }
      credit += left;
    };
    if (opening > 0) charge(dayBefore(periodStart), opening);
    else if (opening < 0) credit = -opening;
    for (const line of ordered) {
      if (line.moneda !== currency) continue;
      if (line.debe > 0) charge(line.fechaVencimiento ?? line.fecha, line.debe);
      if (line.haber > 0) settle(line.haber);
    }
    const buckets: Record<AgeingBucket, number> = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90plus: 0 };
    for (const item of open) buckets[ageingBucket(daysBetween(item.due, asOf))] += item.amount;
    for (const bucket of AGEING_BUCKETS) buckets[bucket] = cents(buckets[bucket]);
    const unappliedCredit = cents(credit);
    const owed = AGEING_BUCKETS.reduce((sum, bucket) => sum + buckets[bucket], 0);
    return { currency, buckets, unappliedCredit, total: cents(owed - unappliedCredit) };
  });
}
