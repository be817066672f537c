import type {
  CodigoIncoterm,
  CotizacionTransporte,
  LineaCotizacionTransporte,
  TipoContenedorTransporte,
  TipoTrafico,
  UnidadTarifaTransporte,
} from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';
import { type Coordinates, greatCircleKm } from '../reference/geo';

// Sales rating of road and sea transport requests (Transportes/CalcularVentas). Pure: the route
// resolves ids into ports, places and tariff rows; this module turns them into a quote.
//
// - Sea FCL: a rate per container type and lane; LCL: a rate per W/M (revenue tonne, 1 t or 1 m³)
//   with a minimum. Lanes are looked up from the most specific row: port→port, port→zone,
//   zone→port, zone→zone, then the generic `*` row priced over the great-circle distance.
// - Road FTL: per km and truck (trucks by payload and volume) with a minimum per truck; LTL: per
//   100 kg of taxable weight, max(gross, m³ × 333), in distance bands, with a minimum per shipment.
//   Road distance = great-circle distance × a circuity factor.
// - Surcharges from data (BAF, THC, IMO/ADR, fuel, documents, customs), each under conditions:
//   origin charges are not the booker's under F-terms (FCA/FAS/FOB: the seller delivers to the
//   carrier), destination charges not under C-terms (CPT/CIP/CFR/CIF: the buyer pays them), export
//   clearance only when the goods leave a customs union, import clearance only under DDP.
// - Tariffs are in EUR; every price is converted to the customer's currency, then rounded to cents.
// - VAT at the country's rate when origin and destination are in the same country; international
//   transport is exempt.

export const MONEDA_TARIFA = 'EUR';

/** A sea-tariff row: a port (UN/LOCODE), a zone (`Z:MEDW`) or `*` at each end. */
export interface TarifaMaritima {
  tipoTrafico: 'MARITIMO_FCL' | 'MARITIMO_LCL';
  origen: string;
  destino: string;
  /** FCL only. */
  tipoContenedor: TipoContenedorTransporte | null;
  /** Per container (FCL) or per W/M (LCL). */
  precio: number;
  /** Added per 1000 km of great-circle distance (generic `*` rows). */
  precioPorMilKm: number;
  /** LCL: the least W/M charged. */
  minimoWm: number | null;
  diasTransito: number;
  diasPorMilKm: number;
}

export interface TarifaTerrestre {
  tipoTrafico: 'TERRESTRE_FTL' | 'TERRESTRE_LTL';
  ambito: 'NACIONAL' | 'INTERNACIONAL';
  zona: string;
  /** Upper bound of the distance band; null: no bound. */
  hastaKm: number | null;
  /** FTL: per km and truck; LTL: per 100 kg of taxable weight. */
  precio: number;
  /** FTL: per truck; LTL: per shipment. */
  minimo: number;
  kmDia: number;
  diasBase: number;
}

export const BASES_RECARGO = ['CONTENEDOR', 'WM', 'ENVIO', 'CAMION', 'KG_100', 'PCT_FLETE'] as const;
export type BaseRecargo = (typeof BASES_RECARGO)[number];

/**
 * When a charge applies (all listed must hold): ADR (dangerous goods), ORIGEN (origin charges are
 * the booker's: not F-terms), DESTINO (destination charges are the booker's: not C-terms),
 * EXPORTACION (the goods leave a customs union), DDP (import clearance by the seller).
 */
export const CONDICIONES_RECARGO = ['ADR', 'ORIGEN', 'DESTINO', 'EXPORTACION', 'DDP'] as const;
export type CondicionRecargo = (typeof CONDICIONES_RECARGO)[number];

export interface Recargo {
  codigo: string;
  concepto: string;
  tiposTrafico: readonly TipoTrafico[];
  base: BaseRecargo;
  /** Per unit of `base`; a percentage for PCT_FLETE. */
  valor: number;
  /** CONTENEDOR rows: the price per container type; types missing are not charged. */
  valoresContenedor: Partial<Record<TipoContenedorTransporte, number>> | null;
  /** The least this charge amounts to (in EUR). */
  minimo: number | null;
  condiciones: readonly string[];
}

export interface ParametrosTarifa {
  /** kg per m³ at sea (W/M: 1 m³ = 1 t). */
  factorEstibaMaritimo: number;
  /** kg per m³ by road (taxable weight of groupage). */
  factorEstibaCarretera: number;
  /** Road distance ÷ great-circle distance. */
  factorRuta: number;
  capacidadCamionKg: number;
  capacidadCamionM3: number;
  /** Days a quote holds. */
  diasValidez: number;
}

export interface Tarifario {
  maritimas: readonly TarifaMaritima[];
  terrestres: readonly TarifaTerrestre[];
  recargos: readonly Recargo[];
  parametros: ParametrosTarifa;
  /** Units of each currency per euro. */
  tiposCambio: Readonly<Record<string, number>>;
}

export interface PaisTarifa {
  codigo: string;
  /** The road network the country belongs to (null: no road service). */
  regionCarretera: string | null;
  /** Member of a customs union with the other member countries (the EU): no export declaration between them. */
  unionAduanera: boolean;
  ivaPct: number;
}

export interface LugarTarifa extends Coordinates {
  nombre: string;
  codigoPais: string;
}

export interface PuertoTarifa extends LugarTarifa {
  codigo: string;
  zona: string | null;
}

export interface BultoTarifa {
  cantidad: number;
  largoCm: number;
  anchoCm: number;
  altoCm: number;
  pesoKg: number;
}

/** A request with its ids resolved: what the rating needs and nothing else. */
export interface SolicitudTarifa {
  tipoTrafico: TipoTrafico;
  incoterm: { codigo: CodigoIncoterm; soloMaritimo: boolean };
  servicio: {
    codigo: string;
    nombre: string;
    tiposTrafico: readonly TipoTrafico[];
    factorFlete: number;
    ajusteDias: number;
  };
  paisOrigen: PaisTarifa;
  paisDestino: PaisTarifa;
  /** Sea: the ports. */
  puertoOrigen?: PuertoTarifa | undefined;
  puertoDestino?: PuertoTarifa | undefined;
  /** Road: the two ends; sea: the pickup and delivery places when door service is wanted. */
  lugarOrigen?: LugarTarifa | undefined;
  lugarDestino?: LugarTarifa | undefined;
  bultos: readonly BultoTarifa[];
  contenedores: readonly { tipo: TipoContenedorTransporte; cantidad: number }[];
  mercanciaPeligrosa: boolean;
}

export interface OpcionesCotizacion {
  /** Currency of the quote (the customer's). */
  moneda: string;
  /** Today, for the validity date. */
  hoy: Date;
}

/** A request the tariffs cannot price or do not allow; `field` names the request field at fault. */
export class ErrorTarifa extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ErrorTarifa';
  }
}

export { redondear };

const F_TERMS: readonly CodigoIncoterm[] = ['FCA', 'FAS', 'FOB'];
const C_TERMS: readonly CodigoIncoterm[] = ['CPT', 'CIP', 'CFR', 'CIF'];

/** Road distance in whole km (at least 1). */
export const distanciaCarreteraKm = (a: Coordinates, b: Coordinates, factorRuta: number): number =>
  Math.max(1, Math.round(greatCircleKm(a, b) * factorRuta));

/** Gross weight, volume and package count of the package lines (dimensions and weight are per package). */
export function medidas(bultos: readonly BultoTarifa[]): {
  bultos: number;
  pesoBrutoKg: number;
  volumenM3: number;
} {
  let count = 0;
  let peso = 0;
  let volumen = 0;
  for (const b of bultos) {
    count += b.cantidad;
    peso += b.cantidad * b.pesoKg;
    volumen += (b.cantidad * b.largoCm * b.anchoCm * b.altoCm) / 1_000_000;
  }
  return { bultos: count, pesoBrutoKg: redondear(peso, 2), volumenM3: redondear(volumen, 3) };
}

/** The sea-tariff row for a lane: the most specific of port/zone/`*` at each end. */
export function tarifaMaritima(
  filas: readonly TarifaMaritima[],
  tipoTrafico: 'MARITIMO_FCL' | 'MARITIMO_LCL',
  origen: PuertoTarifa,
  destino: PuertoTarifa,
  tipoContenedor: TipoContenedorTransporte | null,
): TarifaMaritima | undefined {
  const zona = (p: PuertoTarifa) => (p.zona ? `Z:${p.zona}` : null);
  const candidatos: [string | null, string | null][] = [
    [origen.codigo, destino.codigo],
    [origen.codigo, zona(destino)],
    [zona(origen), destino.codigo],
    [zona(origen), zona(destino)],
    ['*', '*'],
  ];
  for (const [o, d] of candidatos) {
    if (o === null || d === null) continue;
    const fila = filas.find(
      (f) =>
        f.tipoTrafico === tipoTrafico &&
        f.origen === o &&
        f.destino === d &&
        f.tipoContenedor === tipoContenedor,
    );
    if (fila) return fila;
  }
  return undefined;
}

/** The road band of a distance for a traffic type and scope. */
export function tarifaTerrestre(
  filas: readonly TarifaTerrestre[],
  tipoTrafico: 'TERRESTRE_FTL' | 'TERRESTRE_LTL',
  ambito: 'NACIONAL' | 'INTERNACIONAL',
  km: number,
): TarifaTerrestre | undefined {
  return filas
    .filter(
      (f) => f.tipoTrafico === tipoTrafico && f.ambito === ambito && (f.hastaKm === null || km <= f.hastaKm),
    )
    .sort((a, b) => (a.hastaKm ?? Number.POSITIVE_INFINITY) - (b.hastaKm ?? Number.POSITIVE_INFINITY))[0];
}

interface LineaEur {
  concepto: string;
  cantidad: number;
  unidad: UnidadTarifaTransporte;
  precioEur: number;
}

/** Prices a request. Throws {@link ErrorTarifa} when the tariffs cannot or may not price it. */
export function cotizar(
  solicitud: SolicitudTarifa,
  tarifario: Tarifario,
  opciones: OpcionesCotizacion,
): CotizacionTransporte {
  const { tipoTrafico, servicio, incoterm } = solicitud;
  const p = tarifario.parametros;
  const tipoCambio = opciones.moneda === MONEDA_TARIFA ? 1 : tarifario.tiposCambio[opciones.moneda];
  if (tipoCambio === undefined) {
    throw new ErrorTarifa('idEntidad', `no exchange rate for the account's currency ${opciones.moneda}`);
  }
  if (!servicio.tiposTrafico.includes(tipoTrafico)) {
    throw new ErrorTarifa('idServicio', `service ${servicio.codigo} is not offered for ${tipoTrafico}`);
  }
  const maritimo = tipoTrafico === 'MARITIMO_FCL' || tipoTrafico === 'MARITIMO_LCL';
  if (!maritimo && incoterm.soloMaritimo) {
    throw new ErrorTarifa('idIncoterm', `${incoterm.codigo} applies to sea transport only`);
  }

  const carga = medidas(solicitud.bultos);
  const lineas: LineaEur[] = [];
  let flete = 0; // EUR of the main-carriage freight, base of PCT_FLETE charges
  let dias = 0;
  let factorEstiba: number | null = null;
  let pesoTasable: number | null = null;
  const cantidadPorBase: Partial<Record<BaseRecargo, number>> = { ENVIO: 1 };

  const addFlete = (linea: LineaEur) => {
    lineas.push(linea);
    flete += linea.cantidad * linea.precioEur;
  };
  const sufijoServicio =
    servicio.factorFlete === 1 && servicio.ajusteDias === 0 ? '' : ` (${servicio.nombre})`;

  if (maritimo) {
    const { puertoOrigen: po, puertoDestino: pd } = solicitud;
    if (!po) throw new ErrorTarifa('origen.idPuerto', 'is required');
    if (!pd) throw new ErrorTarifa('destino.idPuerto', 'is required');
    if (po.codigo === pd.codigo)
      throw new ErrorTarifa('destino.idPuerto', 'must differ from the origin port');
    const km = greatCircleKm(po, pd);
    const lane = `${po.codigo}–${pd.codigo}`;
    const sinTarifa = () => new ErrorTarifa('destino.idPuerto', `no sea tariff for ${tipoTrafico} ${lane}`);
    const precioFila = (f: TarifaMaritima) => f.precio + (f.precioPorMilKm * km) / 1000;
    const diasFila = (f: TarifaMaritima) => f.diasTransito + Math.ceil((f.diasPorMilKm * km) / 1000);

    if (tipoTrafico === 'MARITIMO_FCL') {
      const porTipo = new Map<TipoContenedorTransporte, number>();
      for (const c of solicitud.contenedores) porTipo.set(c.tipo, (porTipo.get(c.tipo) ?? 0) + c.cantidad);
      if (porTipo.size === 0) throw new ErrorTarifa('contenedores', 'must have at least one container');
      for (const [tipo, cantidad] of porTipo) {
        const fila = tarifaMaritima(tarifario.maritimas, 'MARITIMO_FCL', po, pd, tipo);
        if (!fila) throw sinTarifa();
        dias = Math.max(dias, diasFila(fila));
        addFlete({
          concepto: `Flete marítimo FCL ${tipo} ${lane}${sufijoServicio}`,
          cantidad,
          unidad: 'CONTENEDOR',
          precioEur: precioFila(fila) * servicio.factorFlete,
        });
      }
      cantidadPorBase.CONTENEDOR = [...porTipo.values()].reduce((a, b) => a + b, 0);
      cargosContenedor(tarifario.recargos, tipoTrafico, porTipo, condicionesDe(solicitud), lineas);
    } else {
      if (carga.bultos === 0) throw new ErrorTarifa('bultos', 'must have at least one package');
      const fila = tarifaMaritima(tarifario.maritimas, 'MARITIMO_LCL', po, pd, null);
      if (!fila) throw sinTarifa();
      factorEstiba = p.factorEstibaMaritimo;
      pesoTasable = redondear(Math.max(carga.pesoBrutoKg, carga.volumenM3 * factorEstiba), 2);
      const wm = Math.max(redondear(pesoTasable / 1000, 3), fila.minimoWm ?? 0);
      cantidadPorBase.WM = wm;
      dias = diasFila(fila);
      addFlete({
        concepto: `Flete marítimo LCL ${lane}${sufijoServicio}`,
        cantidad: wm,
        unidad: 'WM',
        precioEur: precioFila(fila) * servicio.factorFlete,
      });
    }
    // Door legs by road: haulage of each container (FTL rates) or groupage pickup/delivery (LTL rates).
    const tramos: [LugarTarifa | undefined, PuertoTarifa, 'origen' | 'destino'][] = [
      [solicitud.lugarOrigen, po, 'origen'],
      [solicitud.lugarDestino, pd, 'destino'],
    ];
    for (const [lugar, puerto, extremo] of tramos) {
      if (!lugar) continue;
      const pais = extremo === 'origen' ? solicitud.paisOrigen : solicitud.paisDestino;
      if (lugar.codigoPais !== puerto.codigoPais && !pais.regionCarretera) {
        throw new ErrorTarifa(`${extremo}.ciudad`, `no road service to the port ${puerto.codigo}`);
      }
      const km = distanciaCarreteraKm(lugar, puerto, p.factorRuta);
      const ambito = lugar.codigoPais === puerto.codigoPais ? 'NACIONAL' : 'INTERNACIONAL';
      const ruta =
        extremo === 'origen' ? `${lugar.nombre} → ${puerto.codigo}` : `${puerto.codigo} → ${lugar.nombre}`;
      const nombre = extremo === 'origen' ? 'Recogida' : 'Entrega';
      if (tipoTrafico === 'MARITIMO_FCL') {
        const banda = tarifaTerrestre(tarifario.terrestres, 'TERRESTRE_FTL', ambito, km);
        if (!banda) throw new ErrorTarifa(`${extremo}.ciudad`, `no haulage tariff for ${km} km`);
        lineas.push({
          concepto: `${nombre} contenedor ${ruta} (${km} km)`,
          cantidad: cantidadPorBase.CONTENEDOR ?? 0,
          unidad: 'CONTENEDOR',
          precioEur: Math.max(banda.minimo, km * banda.precio),
        });
      } else {
        const banda = tarifaTerrestre(tarifario.terrestres, 'TERRESTRE_LTL', ambito, km);
        if (!banda) throw new ErrorTarifa(`${extremo}.ciudad`, `no groupage tariff for ${km} km`);
        const tasable = Math.max(carga.pesoBrutoKg, carga.volumenM3 * p.factorEstibaCarretera);
        lineas.push(
          lineaGrupaje(`${nombre} grupaje ${ruta} (${km} km)`, tasable, banda.precio, banda.minimo),
        );
      }
      dias += 1;
    }
  } else {
    const { lugarOrigen: lo, lugarDestino: ld, paisOrigen, paisDestino } = solicitud;
    if (!lo) throw new ErrorTarifa('origen.ciudad', 'is required');
    if (!ld) throw new ErrorTarifa('destino.ciudad', 'is required');
    if (!paisOrigen.regionCarretera) {
      throw new ErrorTarifa('origen.idPais', `no road service from ${paisOrigen.codigo}`);
    }
    if (paisOrigen.regionCarretera !== paisDestino.regionCarretera) {
      throw new ErrorTarifa(
        'destino.idPais',
        `no road service between ${paisOrigen.codigo} and ${paisDestino.codigo}`,
      );
    }
    if (carga.bultos === 0) throw new ErrorTarifa('bultos', 'must have at least one package');
    const km = distanciaCarreteraKm(lo, ld, p.factorRuta);
    const ambito = paisOrigen.codigo === paisDestino.codigo ? 'NACIONAL' : 'INTERNACIONAL';
    const ruta = `${lo.nombre} → ${ld.nombre}, ${km} km`;
    const banda = tarifaTerrestre(tarifario.terrestres, tipoTrafico, ambito, km);
    if (!banda) throw new ErrorTarifa('destino.ciudad', `no ${tipoTrafico} tariff for ${km} km (${ambito})`);
    dias = Math.ceil(km / banda.kmDia) + banda.diasBase;

    if (tipoTrafico === 'TERRESTRE_FTL') {
      const camiones = Math.max(
        1,
        Math.ceil(redondear(carga.pesoBrutoKg / p.capacidadCamionKg, 6)),
        Math.ceil(redondear(carga.volumenM3 / p.capacidadCamionM3, 6)),
      );
      cantidadPorBase.CAMION = camiones;
      addFlete({
        concepto: `Transporte completo (FTL) ${ruta}${sufijoServicio}`,
        cantidad: camiones,
        unidad: 'CAMION',
        precioEur: Math.max(banda.minimo, km * banda.precio) * servicio.factorFlete,
      });
    } else {
      factorEstiba = p.factorEstibaCarretera;
      pesoTasable = redondear(Math.max(carga.pesoBrutoKg, carga.volumenM3 * factorEstiba), 2);
      if (pesoTasable > p.capacidadCamionKg) {
        throw new ErrorTarifa(
          'bultos',
          `taxable weight ${pesoTasable} kg exceeds a full truck: request TERRESTRE_FTL`,
        );
      }
      cantidadPorBase.KG_100 = redondear(pesoTasable / 100, 2);
      const linea = lineaGrupaje(
        `Transporte grupaje (LTL) zona ${banda.zona} ${ruta}${sufijoServicio}`,
        pesoTasable,
        banda.precio * servicio.factorFlete,
        banda.minimo * servicio.factorFlete,
      );
      addFlete(linea);
    }
  }

  // Surcharges charged per W/M, shipment, truck, 100 kg or as a share of the freight.
  const condiciones = condicionesDe(solicitud);
  for (const r of tarifario.recargos) {
    if (r.base === 'CONTENEDOR' || !r.tiposTrafico.includes(tipoTrafico)) continue;
    if (!r.condiciones.every((c) => condiciones.has(c))) continue;
    if (r.base === 'PCT_FLETE') {
      const importe = Math.max(r.minimo ?? 0, (flete * r.valor) / 100);
      lineas.push({
        concepto: `${r.concepto} (${r.valor} %)`,
        cantidad: 1,
        unidad: 'ENVIO',
        precioEur: importe,
      });
      continue;
    }
    const cantidad = cantidadPorBase[r.base];
    if (cantidad === undefined) continue;
    if (r.minimo !== null && cantidad * r.valor < r.minimo) {
      lineas.push({ concepto: `${r.concepto} (mínimo)`, cantidad: 1, unidad: 'ENVIO', precioEur: r.minimo });
    } else {
      lineas.push({
        concepto: r.concepto,
        cantidad,
        unidad: r.base as UnidadTarifaTransporte,
        precioEur: r.valor,
      });
    }
  }

  const enMoneda: LineaCotizacionTransporte[] = lineas.map((l) => {
    const precioUnitario = redondear(l.precioEur * tipoCambio, 2);
    return {
      concepto: l.concepto,
      cantidad: l.cantidad,
      unidad: l.unidad,
      precioUnitario,
      importe: redondear(l.cantidad * precioUnitario, 2),
    };
  });
  const subtotal = redondear(
    enMoneda.reduce((sum, l) => sum + l.importe, 0),
    2,
  );
  const nacional = solicitud.paisOrigen.codigo === solicitud.paisDestino.codigo;
  const impuestos = nacional ? redondear((subtotal * solicitud.paisOrigen.ivaPct) / 100, 2) : 0;
  const validez = new Date(
    Date.UTC(
      opciones.hoy.getUTCFullYear(),
      opciones.hoy.getUTCMonth(),
      opciones.hoy.getUTCDate() + p.diasValidez,
    ),
  );

  return {
    tipoTrafico,
    bultos: carga.bultos,
    pesoBrutoKg: carga.pesoBrutoKg,
    volumenM3: carga.volumenM3,
    factorEstibaKgM3: factorEstiba,
    pesoTasableKg: pesoTasable,
    lineas: enMoneda,
    subtotal,
    impuestos,
    total: redondear(subtotal + impuestos, 2),
    moneda: opciones.moneda,
    diasTransito: Math.max(1, dias + servicio.ajusteDias),
    fechaValidez: validez.toISOString().slice(0, 10),
  };
}

/** Per 100 kg of taxable weight, or the minimum as one line when the rate comes to less. */
function lineaGrupaje(concepto: string, tasableKg: number, precio100Kg: number, minimo: number): LineaEur {
  const cantidad = redondear(tasableKg / 100, 2);
  return cantidad * precio100Kg < minimo
    ? { concepto: `${concepto} (mínimo)`, cantidad: 1, unidad: 'ENVIO', precioEur: minimo }
    : { concepto, cantidad, unidad: 'KG_100', precioEur: precio100Kg };
}

/** The conditions of {@link CONDICIONES_RECARGO} that hold for the request. */
function condicionesDe(s: SolicitudTarifa): Set<string> {
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

/** Charges priced per container type (BAF, THC, IMO, reefer plug-in), in container order. */
function cargosContenedor(
  recargos: readonly Recargo[],
  tipoTrafico: TipoTrafico,
  porTipo: ReadonlyMap<TipoContenedorTransporte, number>,
  condiciones: ReadonlySet<string>,
  lineas: LineaEur[],
): void {
  for (const r of recargos) {
    if (r.base !== 'CONTENEDOR' || !r.tiposTrafico.includes(tipoTrafico)) continue;
    if (!r.condiciones.every((c) => condiciones.has(c))) continue;
    for (const [tipo, cantidad] of porTipo) {
      const precio = r.valoresContenedor?.[tipo] ?? null;
      if (precio === null) continue;
      lineas.push({ concepto: `${r.concepto} ${tipo}`, cantidad, unidad: 'CONTENEDOR', precioEur: precio });
    }
  }
}
