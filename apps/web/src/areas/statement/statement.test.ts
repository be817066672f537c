import { describe, expect, it } from 'vitest';
import { ageing, ageingBucket, type StatementLineLike, statementByCurrency } from './statement';

let nextId = 1;
/** A line with the server's running balance worked out from `before` (the account's prior balance). */
function lines(
  account: { idCliente?: number; moneda?: string; before?: number },
  rows: { fecha: string; debe?: number; haber?: number; vence?: string | null }[],
): StatementLineLike[] {
  let saldo = account.before ?? 0;
  return rows.map((row) => {
    saldo = Math.round((saldo + (row.debe ?? 0) - (row.haber ?? 0)) * 100) / 100;
    return {
      id: nextId++,
      fecha: row.fecha,
      debe: row.debe ?? 0,
      haber: row.haber ?? 0,
      saldo,
      moneda: account.moneda ?? 'EUR',
      idCliente: account.idCliente ?? 1,
      fechaVencimiento: row.vence === undefined ? (row.debe ? row.fecha : null) : row.vence,
    };
  });
}

describe('ageingBucket', () => {
  it('puts each edge day in its bucket', () => {
    expect(ageingBucket(-5)).toBe('current');
    expect(ageingBucket(0)).toBe('current');
    expect(ageingBucket(1)).toBe('d1_30');
    expect(ageingBucket(30)).toBe('d1_30');
    expect(ageingBucket(31)).toBe('d31_60');
    expect(ageingBucket(60)).toBe('d31_60');
    expect(ageingBucket(61)).toBe('d61_90');
    expect(ageingBucket(90)).toBe('d61_90');
    expect(ageingBucket(91)).toBe('d90plus');
  });
});

describe('statementByCurrency', () => {
  it('gives opening, debits, credits, closing and a running balance per currency', () => {
    const eur = lines({ before: 500 }, [
      { fecha: '2026-01-05', debe: 1000 },
      { fecha: '2026-01-20', haber: 300.5 },
    ]);
    const usd = lines({ moneda: 'USD', before: -10 }, [{ fecha: '2026-01-10', debe: 40 }]);
    // The server sends newest first.
    const { currencies, running } = statementByCurrency([...eur, ...usd].reverse());
    expect(currencies).toEqual([
      { currency: 'EUR', opening: 500, debits: 1000, credits: 300.5, closing: 1199.5, lines: 2 },
      { currency: 'USD', opening: -10, debits: 40, credits: 0, closing: 30, lines: 1 },
    ]);
    expect(running.get(eur[0]!.id)).toBe(1500);
    expect(running.get(eur[1]!.id)).toBe(1199.5);
    expect(running.get(usd[0]!.id)).toBe(30);
  });

  it('adds the accounts of several customers in one currency, line by line in date order', () => {
    const a = lines({ idCliente: 1, before: 100 }, [{ fecha: '2026-02-01', debe: 10 }]);
    const b = lines({ idCliente: 2, before: 50 }, [
      { fecha: '2026-01-15', debe: 5 },
      { fecha: '2026-02-10', haber: 55 },
    ]);
    const { currencies, running } = statementByCurrency([...a, ...b]);
    expect(currencies[0]).toMatchObject({ opening: 150, debits: 15, credits: 55, closing: 110 });
    expect([b[0]!, a[0]!, b[1]!].map((line) => running.get(line.id))).toEqual([155, 165, 110]);
  });

  it('is empty for no lines', () => {
    expect(statementByCurrency([]).currencies).toEqual([]);
  });
});

describe('ageing', () => {
  it('settles the oldest charges first and ages what is left by its due date', () => {
    const account = lines({}, [
      { fecha: '2026-01-01', debe: 100, vence: '2026-01-31' },
      { fecha: '2026-02-01', debe: 200, vence: '2026-03-03' },
      { fecha: '2026-02-15', haber: 150 },
      { fecha: '2026-03-01', debe: 300, vence: '2026-03-31' },
    ]);
    // On 2026-04-01: the first charge is paid, 150 of the second is left (29 days past due), the
    // third is 1 day past due.
    const [eur] = ageing(account, '2026-04-01', '2026-01-01');
    expect(eur).toEqual({
      currency: 'EUR',
      buckets: { current: 0, d1_30: 450, d31_60: 0, d61_90: 0, d90plus: 0 },
      unappliedCredit: 0,
      total: 450,
    });
  });

  it('moves an amount from bucket to bucket on the edge days', () => {
    const account = lines({}, [{ fecha: '2026-01-01', debe: 10, vence: '2026-01-31' }]);
    const bucketOn = (day: string) => {
      const [eur] = ageing(account, day, '2026-01-01');
      return Object.entries(eur!.buckets).find(([, amount]) => amount > 0)?.[0];
    };
    expect(bucketOn('2026-01-31')).toBe('current');
    expect(bucketOn('2026-02-01')).toBe('d1_30');
    expect(bucketOn('2026-03-02')).toBe('d1_30');
    expect(bucketOn('2026-03-03')).toBe('d31_60');
    expect(bucketOn('2026-04-01')).toBe('d31_60');
    expect(bucketOn('2026-04-02')).toBe('d61_90');
    expect(bucketOn('2026-05-01')).toBe('d61_90');
    expect(bucketOn('2026-05-02')).toBe('d90plus');
  });

  it('ages the opening balance from the day before the period and keeps credit apart', () => {
    const owed = lines({ before: 80 }, [{ fecha: '2026-03-01', debe: 20, vence: '2026-04-15' }]);
    const [eur] = ageing(owed, '2026-04-01', '2026-01-01');
    expect(eur!.buckets).toEqual({ current: 20, d1_30: 0, d31_60: 0, d61_90: 0, d90plus: 80 });
    expect(eur!.total).toBe(100);

    const overpaid = lines({ moneda: 'USD' }, [
      { fecha: '2026-03-01', haber: 70 },
      { fecha: '2026-03-05', debe: 50, vence: '2026-04-04' },
    ]);
    const [usd] = ageing(overpaid, '2026-04-01', '2026-03-01');
    expect(usd).toMatchObject({ unappliedCredit: 20, total: -20 });
    expect(Object.values(usd!.buckets).every((amount) => amount === 0)).toBe(true);
  });

  it('matches the closing balance in every currency', () => {
    const all = [
      ...lines({ before: 40 }, [
        { fecha: '2026-01-03', debe: 12.34 },
        { fecha: '2026-01-09', haber: 60 },
        { fecha: '2026-02-01', debe: 99.99 },
      ]),
      ...lines({ moneda: 'USD' }, [{ fecha: '2026-01-05', debe: 7 }]),
    ];
    const closing = statementByCurrency(all).currencies.map((c) => c.closing);
    expect(ageing(all, '2026-03-01', '2026-01-01').map((c) => c.total)).toEqual(closing);
  });
});
