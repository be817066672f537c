import { defineController } from '../http/controller';
import {
  aeropuerto,
  aeropuertosUS,
  buscarCodigoPostal,
  buscarCodigoPromocional,
  destinatariosConocidos,
  entidades,
  entidadesCollect,
  expedidoresConocidos,
  incoterms,
  paisesDestino,
  paisesOrigen,
  servicios,
  tipoBultos,
} from './distribucionAerea/consultas';
import { estadoCuentas, solicitudes, solicitudSuministros } from './distribucionAerea/cuenta';
import {
  controlHAWB,
  estadoEnvios,
  finalizar,
  obtenerHAWB,
  obtenerReciboDetalle,
} from './distribucionAerea/hawb';
import { calcularTarifaAerea } from './distribucionAerea/tarifa';

/**
 * Air export: look-ups, the tariff simulator (rating in src/domain/air-rating.ts), HAWB issue and
 * tracking with warehouse receipts, supply requests and the account statement. Every call keeps to
 * the caller's customer entities (administrators: all); another customer's record answers 404.
 */
export const distribucionAereaController = defineController('distribucionAerea', {
  aeropuerto,
  aeropuertosUS,
  buscarCodigoPromocional,
  calcularTarifa: calcularTarifaAerea,
  finalizar,
  solicitudSuministros,
  buscarCodigoPostal,
  controlHAWB,
  destinatariosConocidos,
  entidadesCollect,
  expedidoresConocidos,
  servicios,
  entidades,
  estadoCuentas,
  estadoEnvios,
  solicitudes,
  incoterms,
  obtenerHAWB,
  obtenerReciboDetalle,
  paisesDestino,
  paisesOrigen,
  tipoBultos,
});
