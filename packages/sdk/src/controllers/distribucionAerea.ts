import { accountDocs, accountEndpoints } from './distribucionAerea.account';
import { hawbDocs, hawbEndpoints } from './distribucionAerea.hawb';
import { lookupDocs, lookupEndpoints } from './distribucionAerea.lookups';

type Calls = typeof lookupEndpoints & typeof hawbEndpoints & typeof accountEndpoints;
type Docs = typeof lookupDocs & typeof hawbDocs & typeof accountDocs;

/**
 * Air export: house air waybills (HAWB) booked by the customer, tariff simulation, supply requests,
 * guide tracking and the account statement. `identidad` is one of the caller's customer entities.
 */
// The calls are defined by job in distribucionAerea.<job>.ts and listed here in the spec's order,
// which api.md follows. `Pick` keeps each method's JSDoc, written above its definition.
export const distribucionAereaEndpoints: Pick<Calls, keyof Calls> = {
  aeropuerto: lookupEndpoints.aeropuerto,
  aeropuertosUS: lookupEndpoints.aeropuertosUS,
  buscarCodigoPromocional: lookupEndpoints.buscarCodigoPromocional,
  calcularTarifa: hawbEndpoints.calcularTarifa,
  finalizar: hawbEndpoints.finalizar,
  solicitudSuministros: accountEndpoints.solicitudSuministros,
  buscarCodigoPostal: lookupEndpoints.buscarCodigoPostal,
  controlHAWB: hawbEndpoints.controlHAWB,
  destinatariosConocidos: lookupEndpoints.destinatariosConocidos,
  entidadesCollect: lookupEndpoints.entidadesCollect,
  expedidoresConocidos: lookupEndpoints.expedidoresConocidos,
  servicios: lookupEndpoints.servicios,
  entidades: accountEndpoints.entidades,
  estadoCuentas: accountEndpoints.estadoCuentas,
  estadoEnvios: hawbEndpoints.estadoEnvios,
  solicitudes: accountEndpoints.solicitudes,
  incoterms: lookupEndpoints.incoterms,
  obtenerHAWB: hawbEndpoints.obtenerHAWB,
  obtenerReciboDetalle: hawbEndpoints.obtenerReciboDetalle,
  paisesDestino: lookupEndpoints.paisesDestino,
  paisesOrigen: lookupEndpoints.paisesOrigen,
  tipoBultos: lookupEndpoints.tipoBultos,
};

/** Each call's summary and error statuses (`EndpointDocs`), of every part. */
// Object.assign marked pure, not a spread: a bundle that never reads the docs (a client's) drops them.
export const distribucionAereaDocs: Pick<Docs, keyof Calls> = /* @__PURE__ */ Object.assign(
  {},
  lookupDocs,
  hawbDocs,
  accountDocs,
);
