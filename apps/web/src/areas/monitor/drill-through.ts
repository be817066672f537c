import type { CodigoMetrica } from '@extranet/sdk';
import type { GridSearch } from '../../components/DataGrid/grid-search';

/** Where a metric's "Open …" link goes: the list that shows what the figure counts. */
export interface DrillThrough {
  to: string;
  search: GridSearch;
}

/** A period of the monitor as the lists' URL writes it (calendar days, local time). */
const day = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The list behind each metric, with the monitor's period and the filter that selects what the
 * metric counts: "Delayed shipments" opens the open shipments running late, "Shipments
 * departed" the shipments that departed in the period, and so on. Figures of the present moment
 * (in transit, open dossiers, stock) open the current list, without a period.
 */
export function drillThrough(
  codigo: CodigoMetrica,
  period: { fechainicio: string; fechafin: string },
): DrillThrough | undefined {
  const inPeriod = { from: day(period.fechainicio), to: day(period.fechafin) };
  switch (codigo) {
    case 'PARTIDAS':
    case 'PESO_TRANSPORTADO_KG':
      return { to: '/tracking', search: inPeriod };
    case 'EN_TRANSITO':
      return { to: '/tracking', search: { filters: { estado: ['EN_TRANSITO'] } } };
    case 'RETRASADAS':
      return { to: '/tracking', search: { filters: { retrasoHoras: [1, null] } } };
    case 'ENTREGAS_A_TIEMPO_PCT':
      return { to: '/tracking', search: { ...inPeriod, filters: { estado: ['ENTREGADA'] } } };
    case 'CO2E_KG':
      return { to: '/carbon-footprint', search: inPeriod };
    case 'DOSSIERES_ABIERTOS':
      return { to: '/dossier', search: inPeriod };
    case 'FACTURAS_ABIERTAS_IMPORTE':
    case 'FACTURAS_VENCIDAS':
      return { to: '/invoices', search: inPeriod };
    case 'VALOR_STOCK':
      return { to: '/stocks', search: {} };
    case 'MOVIMIENTOS':
      return { to: '/movements', search: inPeriod };
    case 'ALBARANES_PENDIENTES':
      return { to: '/distribution', search: inPeriod };
    case 'HAWB_ACTIVAS':
      return { to: '/guide-tracking', search: inPeriod };
    default:
      return undefined;
  }
}
