import { redondear } from '../lib/numbers';
import { conServicio, type EntradaFlete } from './transport-rating-sea';
import {
  addFlete,
  distanciaCarreteraKm,
  type Flete,
  lineaGrupaje,
  nuevoFlete,
  tarifaTerrestre,
} from './transport-rating-tables';
import { ErrorTarifa } from './transport-rating-types';

// Road freight: FTL per km and truck (trucks by payload and volume) with a minimum per truck; LTL per
// 100 kg of taxable weight, max(gross, m³ × 333), in distance bands, with a minimum per shipment.
// Road distance = great-circle distance × a circuity factor.

export function fleteTerrestre(
  { solicitud, tarifario, carga, servicio: servicioFlete }: EntradaFlete,
  tipoTrafico: 'TERRESTRE_FTL' | 'TERRESTRE_LTL',
): Flete {
  const { lugarOrigen: lo, lugarDestino: ld, paisOrigen, paisDestino, servicio } = solicitud;
  const p = tarifario.parametros;
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
  const tramo = { origen: lo.nombre, destino: ld.nombre, km };
  const banda = tarifaTerrestre(tarifario.terrestres, tipoTrafico, ambito, km);
  if (!banda) throw new ErrorTarifa('destino.ciudad', `no ${tipoTrafico} tariff for ${km} km (${ambito})`);
  const flete = nuevoFlete();
  flete.dias = Math.ceil(km / banda.kmDia) + banda.diasBase;

  if (tipoTrafico === 'TERRESTRE_FTL') {
    const camiones = Math.max(
      1,
      Math.ceil(redondear(carga.pesoBrutoKg / p.capacidadCamionKg, 6)),
      Math.ceil(redondear(carga.volumenM3 / p.capacidadCamionM3, 6)),
    );
    flete.cantidadPorBase.CAMION = camiones;
    addFlete(flete, {
      codigo: 'FLETE_FTL',
      ...conServicio(servicioFlete, `Transporte completo (FTL) ${ruta}`),
      ...tramo,
      cantidad: camiones,
      unidad: 'CAMION',
      precioEur: Math.max(banda.minimo, km * banda.precio) * servicio.factorFlete,
    });
    return flete;
  }
  flete.factorEstiba = p.factorEstibaCarretera;
  flete.pesoTasable = redondear(Math.max(carga.pesoBrutoKg, carga.volumenM3 * flete.factorEstiba), 2);
  if (flete.pesoTasable > p.capacidadCamionKg) {
    throw new ErrorTarifa(
      'bultos',
      `taxable weight ${flete.pesoTasable} kg exceeds a full truck: request TERRESTRE_FTL`,
    );
  }
  flete.cantidadPorBase.KG_100 = redondear(flete.pesoTasable / 100, 2);
  addFlete(
    flete,
    lineaGrupaje(
      {
        codigo: 'FLETE_LTL',
        ...conServicio(servicioFlete, `Transporte grupaje (LTL) zona ${banda.zona} ${ruta}`),
        ...tramo,
        zona: banda.zona,
      },
      flete.pesoTasable,
      banda.precio * servicio.factorFlete,
      banda.minimo * servicio.factorFlete,
    ),
  );
  return flete;
}
