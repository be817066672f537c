import type { TipoContenedorTransporte } from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';
import { greatCircleKm } from '../reference/geo';
import { cargosContenedor, condicionesDe } from './transport-rating-surcharges';
import {
  addFlete,
  distanciaCarreteraKm,
  type Flete,
  lineaGrupaje,
  type Medidas,
  nuevoFlete,
  tarifaMaritima,
  tarifaTerrestre,
} from './transport-rating-tables';
import {
  ErrorTarifa,
  type LineaEur,
  type LugarTarifa,
  type PuertoTarifa,
  type SolicitudTarifa,
  type TarifaMaritima,
  type Tarifario,
} from './transport-rating-types';

// Sea freight: FCL at a rate per container type and lane, LCL at a rate per W/M (revenue tonne:
// 1 t or 1 m³) with a minimum; the lane from the most specific tariff row. Door legs to and from
// the ports go by road: haulage of each container (FTL rates) or groupage (LTL rates).

/** What the sea and road freight is priced from. */
export interface EntradaFlete {
  solicitud: SolicitudTarifa;
  tarifario: Tarifario;
  carga: Medidas;
  /** The service, when it changes the price or transit time: its code and ` (Express)` for `concepto`. */
  servicio: { codigo: string; sufijo: string } | null;
}

/** The service's code and wording on a freight line (nothing for a service that changes nothing). */
export const conServicio = (
  servicio: EntradaFlete['servicio'],
  concepto: string,
): Pick<LineaEur, 'concepto' | 'servicio'> =>
  servicio ? { concepto: `${concepto}${servicio.sufijo}`, servicio: servicio.codigo } : { concepto };

/** Main carriage between the two ports, then the door legs. */
export function fleteMaritimo(entrada: EntradaFlete): Flete {
  const { puertoOrigen: po, puertoDestino: pd } = entrada.solicitud;
  if (!po) throw new ErrorTarifa('origen.idPuerto', 'is required');
  if (!pd) throw new ErrorTarifa('destino.idPuerto', 'is required');
  if (po.codigo === pd.codigo) throw new ErrorTarifa('destino.idPuerto', 'must differ from the origin port');
  const flete = nuevoFlete();
  const tramo = tramoMaritimo(entrada, po, pd);
  if (entrada.solicitud.tipoTrafico === 'MARITIMO_FCL') fcl(entrada, tramo, flete);
  else lcl(entrada, tramo, flete);
  tramosPuerta(entrada, po, pd, flete);
  return flete;
}

interface TramoMaritimo {
  origen: PuertoTarifa;
  destino: PuertoTarifa;
  /** `ESVLC–CNSHA`. */
  lane: string;
  precio: (fila: TarifaMaritima) => number;
  dias: (fila: TarifaMaritima) => number;
  sinTarifa: () => ErrorTarifa;
}

/** The lane and how its tariff rows price it (generic rows add a share per 1000 km). */
function tramoMaritimo(entrada: EntradaFlete, po: PuertoTarifa, pd: PuertoTarifa): TramoMaritimo {
  const km = greatCircleKm(po, pd);
  const lane = `${po.codigo}–${pd.codigo}`;
  return {
    origen: po,
    destino: pd,
    lane,
    precio: (f) => f.precio + (f.precioPorMilKm * km) / 1000,
    dias: (f) => f.diasTransito + Math.ceil((f.diasPorMilKm * km) / 1000),
    sinTarifa: () =>
      new ErrorTarifa('destino.idPuerto', `no sea tariff for ${entrada.solicitud.tipoTrafico} ${lane}`),
  };
}

/** A freight line per container type, then the charges priced per container. */
function fcl({ solicitud, tarifario, servicio }: EntradaFlete, tramo: TramoMaritimo, flete: Flete): void {
  const porTipo = new Map<TipoContenedorTransporte, number>();
  for (const c of solicitud.contenedores) porTipo.set(c.tipo, (porTipo.get(c.tipo) ?? 0) + c.cantidad);
  if (porTipo.size === 0) throw new ErrorTarifa('contenedores', 'must have at least one container');
  for (const [tipo, cantidad] of porTipo) {
    const fila = tarifaMaritima(tarifario.maritimas, 'MARITIMO_FCL', tramo.origen, tramo.destino, tipo);
    if (!fila) throw tramo.sinTarifa();
    flete.dias = Math.max(flete.dias, tramo.dias(fila));
    addFlete(flete, {
      codigo: 'FLETE_FCL',
      ...conServicio(servicio, `Flete marítimo FCL ${tipo} ${tramo.lane}`),
      tipoContenedor: tipo,
      origen: tramo.origen.codigo,
      destino: tramo.destino.codigo,
      cantidad,
      unidad: 'CONTENEDOR',
      precioEur: tramo.precio(fila) * solicitud.servicio.factorFlete,
    });
  }
  flete.cantidadPorBase.CONTENEDOR = [...porTipo.values()].reduce((a, b) => a + b, 0);
  flete.lineas.push(
    ...cargosContenedor(tarifario.recargos, solicitud.tipoTrafico, porTipo, condicionesDe(solicitud)),
  );
}

/** One freight line per W/M of taxable weight (at least the row's minimum). */
function lcl(
  { solicitud, tarifario, carga, servicio }: EntradaFlete,
  tramo: TramoMaritimo,
  flete: Flete,
): void {
  if (carga.bultos === 0) throw new ErrorTarifa('bultos', 'must have at least one package');
  const fila = tarifaMaritima(tarifario.maritimas, 'MARITIMO_LCL', tramo.origen, tramo.destino, null);
  if (!fila) throw tramo.sinTarifa();
  flete.factorEstiba = tarifario.parametros.factorEstibaMaritimo;
  flete.pesoTasable = redondear(Math.max(carga.pesoBrutoKg, carga.volumenM3 * flete.factorEstiba), 2);
  const wm = Math.max(redondear(flete.pesoTasable / 1000, 3), fila.minimoWm ?? 0);
  flete.cantidadPorBase.WM = wm;
  flete.dias = tramo.dias(fila);
  addFlete(flete, {
    codigo: 'FLETE_LCL',
    ...conServicio(servicio, `Flete marítimo LCL ${tramo.lane}`),
    origen: tramo.origen.codigo,
    destino: tramo.destino.codigo,
    cantidad: wm,
    unidad: 'WM',
    precioEur: tramo.precio(fila) * solicitud.servicio.factorFlete,
  });
}

/** Pickup to the origin port and delivery from the destination port, when door service is wanted. */
function tramosPuerta(
  { solicitud, tarifario, carga }: EntradaFlete,
  po: PuertoTarifa,
  pd: PuertoTarifa,
  flete: Flete,
): void {
  const p = tarifario.parametros;
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
    const [desde, hasta] =
      extremo === 'origen' ? [lugar.nombre, puerto.codigo] : [puerto.codigo, lugar.nombre];
    const ruta = `${desde} → ${hasta}`;
    const nombre = extremo === 'origen' ? 'Recogida' : 'Entrega';
    const tramo = { origen: desde, destino: hasta, km };
    if (solicitud.tipoTrafico === 'MARITIMO_FCL') {
      const banda = tarifaTerrestre(tarifario.terrestres, 'TERRESTRE_FTL', ambito, km);
      if (!banda) throw new ErrorTarifa(`${extremo}.ciudad`, `no haulage tariff for ${km} km`);
      flete.lineas.push({
        codigo: extremo === 'origen' ? 'RECOGIDA_CONTENEDOR' : 'ENTREGA_CONTENEDOR',
        concepto: `${nombre} contenedor ${ruta} (${km} km)`,
        ...tramo,
        cantidad: flete.cantidadPorBase.CONTENEDOR ?? 0,
        unidad: 'CONTENEDOR',
        precioEur: Math.max(banda.minimo, km * banda.precio),
      });
    } else {
      const banda = tarifaTerrestre(tarifario.terrestres, 'TERRESTRE_LTL', ambito, km);
      if (!banda) throw new ErrorTarifa(`${extremo}.ciudad`, `no groupage tariff for ${km} km`);
      const tasable = Math.max(carga.pesoBrutoKg, carga.volumenM3 * p.factorEstibaCarretera);
      flete.lineas.push(
        lineaGrupaje(
          {
            codigo: extremo === 'origen' ? 'RECOGIDA_GRUPAJE' : 'ENTREGA_GRUPAJE',
            concepto: `${nombre} grupaje ${ruta} (${km} km)`,
            ...tramo,
          },
          tasable,
          banda.precio,
          banda.minimo,
        ),
      );
    }
    flete.dias += 1;
  }
}
