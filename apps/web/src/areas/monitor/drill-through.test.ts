import type { CodigoMetrica } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { drillThrough } from './drill-through';
import { METRIC_LABELS } from './metrics';
import { monitorPeriod } from './period';

const period = monitorPeriod(new Date(2026, 10, 25, 10, 0));

describe('monitor drill-through', () => {
  it('opens the list of each metric with the monitor period', () => {
    expect(drillThrough('PARTIDAS', period)).toEqual({
      to: '/tracking',
      search: { from: '2026-10-27', to: '2026-11-25' },
    });
    expect(drillThrough('MOVIMIENTOS', period)?.search).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });

  it('filters to what the metric counts', () => {
    expect(drillThrough('EN_TRANSITO', period)).toEqual({
      to: '/tracking',
      search: { filters: { estado: ['EN_TRANSITO'] } },
    });
    expect(drillThrough('RETRASADAS', period)?.search.filters).toEqual({ retrasoHoras: [1, null] });
  });

  it('gives every metric a link the list route accepts unchanged', () => {
    for (const codigo of Object.keys(METRIC_LABELS) as CodigoMetrica[]) {
      const target = drillThrough(codigo, period);
      expect(target, codigo).toBeDefined();
      const search = JSON.parse(JSON.stringify(target!.search));
      if (search.filters) search.filters = JSON.stringify(search.filters); // as the URL carries it
      expect(validateGridSearch(search).dropped, codigo).toBeUndefined();
    }
  });
});
