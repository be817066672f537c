import type {
  CodigoIncoterm,
  TipoContenedorTransporte,
  TipoTrafico,
  UnidadTarifaTransporte,
} from '@extranet/sdk/schemas';
import type { Flete } from './transport-rating-tables';
import type { LineaEur, Recargo, SolicitudTarifa } from './transport-rating-types';

// Surcharges from the tariff data (BAF, THC, IMO/ADR, fuel, documents, customs), each under the
// conditions of CONDICIONES_RECARGO that the request meets.

const F_TERMS: readonly CodigoIncoterm[] = ['FCA', 'FAS', 'FOB'];
const C_TERMS: readonly CodigoIncoterm[] = ['CPT', 'CIP', 'CFR', 'CIF'];

/** The conditions of {@link CONDICIONES_RECARGO} that hold for the request. */
export function condicionesDe(s: SolicitudTarifa): Set<string> {
  const set = new Set<string>();
  if (s.mercanciaPeligrosa) set.add('ADR');
  if (!F_TERMS.includes(s.incoterm.codigo)) set.add('ORIGEN');
  if (!C_TERMS.includes(s.incoterm.codigo)) set.add('DESTINO');
  const mismaUnion = s.paisOrigen.unionAduanera && s.paisDestino.unionAduanera;
  const exporta = s.paisOrigen.codigo !== s.paisDestino.codigo && !mismaUnion;
  if (exporta) set.add('EXPORTACION');
  if (exporta && s.incoterm.codigo === 'DDP') set.add('DDP');
  return set;
}

const aplica = (r: Recargo, tipoTrafico: TipoTrafico, condiciones: ReadonlySet<string>) =>
  r.tiposTrafico.includes(tipoTrafico) && r.condiciones.every((c) => condiciones.has(c));

/** Charges priced per container type (BAF, THC, IMO, reefer plug-in), in container order. */
export function cargosContenedor(
  recargos: readonly Recargo[],
  tipoTrafico: TipoTrafico,
  porTipo: ReadonlyMap<TipoContenedorTransporte, number>,
  condiciones: ReadonlySet<string>,
): LineaEur[] {
  const lineas: LineaEur[] = [];
  for (const r of recargos) {
    if (r.base !== 'CONTENEDOR' || !aplica(r, tipoTrafico, condiciones)) continue;
    for (const [tipo, cantidad] of porTipo) {
      const precio = r.valoresContenedor?.[tipo] ?? null;
      if (precio === null) continue;
      lineas.push({
        codigo: r.codigo,
        concepto: `${r.concepto} ${tipo}`,
        tipoContenedor: tipo,
        cantidad,
        unidad: 'CONTENEDOR',
        precioEur: precio,
      });
    }
  }
  return lineas;
}

/** Surcharges charged per W/M, shipment, truck, 100 kg or as a share of the freight. */
export function cargosEnvio(
  recargos: readonly Recargo[],
  tipoTrafico: TipoTrafico,
  condiciones: ReadonlySet<string>,
  flete: Pick<Flete, 'importe' | 'cantidadPorBase'>,
): LineaEur[] {
  const lineas: LineaEur[] = [];
  for (const r of recargos) {
    if (r.base === 'CONTENEDOR' || !aplica(r, tipoTrafico, condiciones)) continue;
    if (r.base === 'PCT_FLETE') {
      const importe = Math.max(r.minimo ?? 0, (flete.importe * r.valor) / 100);
      lineas.push({
        codigo: r.codigo,
        concepto: `${r.concepto} (${r.valor} %)`,
        porcentaje: r.valor,
        cantidad: 1,
        unidad: 'ENVIO',
        precioEur: importe,
      });
      continue;
    }
    const cantidad = flete.cantidadPorBase[r.base];
    if (cantidad === undefined) continue;
    if (r.minimo !== null && cantidad * r.valor < r.minimo) {
      lineas.push({
        codigo: r.codigo,
        concepto: `${r.concepto} (mínimo)`,
        minimo: true,
        cantidad: 1,
        unidad: 'ENVIO',
        precioEur: r.minimo,
      });
    } else {
      lineas.push({
        codigo: r.codigo,
        concepto: r.concepto,
        cantidad,
        unidad: r.base as UnidadTarifaTransporte,
        precioEur: r.valor,
      });
    }
  }
  return lineas;
}
