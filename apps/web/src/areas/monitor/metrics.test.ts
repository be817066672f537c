import { describe, expect, it } from 'vitest';
import { metricTrend, trendColor } from './metrics';
import { monitorPeriod, monitorPeriodOf } from './period';

describe('trendColor', () => {
  it('greens a rise where up is good and reds it where up is bad', () => {
    expect(trendColor('ENTREGAS_A_TIEMPO_PCT', 0.1)).toBe('green');
    expect(trendColor('RETRASADAS', 0.1)).toBe('red');
    expect(trendColor('CO2E_KG', -0.2)).toBe('green');
    expect(trendColor('PARTIDAS', -0.2)).toBe('red');
  });

  it('keeps neutral figures, no change and no comparison grey', () => {
    expect(trendColor('EN_TRANSITO', 0.5)).toBe('gray');
    expect(trendColor('PARTIDAS', 0)).toBe('gray');
    expect(trendColor('PARTIDAS', null)).toBe('gray');
  });
});

describe('metricTrend', () => {
  it('is the change as a ratio of the previous value, null when there is nothing to compare', () => {
    expect(metricTrend(120, 100)).toBeCloseTo(0.2);
    expect(metricTrend(80, -100)).toBeCloseTo(1.8);
    expect(metricTrend(5, 0)).toBeNull();
    expect(metricTrend(0, 0)).toBe(0);
    expect(metricTrend(5, null)).toBeNull();
  });
});

describe('monitor period', () => {
  const today = new Date(2026, 10, 25, 10, 0);

  it('defaults to the last 30 days and takes the URL period when it has both ends', () => {
    expect(monitorPeriodOf({}, today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(monitorPeriodOf({ from: '2026-01-01' }, today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(monitorPeriodOf({ from: '2026-01-01', to: '2026-03-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('calls the server from the first local midnight to the end of the last day', () => {
    const { fechainicio, fechafin } = monitorPeriod(today, { from: '2026-01-01', to: '2026-01-31' });
    expect(new Date(fechainicio)).toEqual(new Date(2026, 0, 1));
    expect(new Date(fechafin)).toEqual(new Date(2026, 0, 31, 23, 59, 59, 999));
  });
});
