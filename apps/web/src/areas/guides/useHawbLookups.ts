import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import type { HawbFormValues, StepName } from './form-values';

/**
 * The lists the HAWB wizard picks from, each asked for only on the steps that show it (a list
 * already read stays in the cache for later steps): customers and their services, the address books
 * and countries of the parties, the collect entities, the US airports, package types and incoterms.
 */
export function useHawbLookups(values: HawbFormValues, step: StepName) {
  const api = useApi();
  const q = api.queries.distribucionAerea;
  const on = (...steps: StepName[]) => steps.includes(step);
  const idEntidad = values.idEntidad ? Number(values.idEntidad) : 0;
  const byEntity = { identidad: idEntidad };
  const chosen = idEntidad > 0;
  const collect = values.pagoPortes === 'CC';

  const { data: entities = [] } = useQuery({ ...q.entidades(), enabled: on('entity', 'review') });
  const { data: services = [] } = useQuery({
    ...q.servicios(byEntity),
    enabled: chosen && on('entity', 'price', 'review'),
  });
  const { data: shippers = [] } = useQuery({
    ...q.expedidoresConocidos(byEntity),
    enabled: chosen && on('parties'),
  });
  const { data: consignees = [] } = useQuery({
    ...q.destinatariosConocidos(byEntity),
    enabled: chosen && on('parties'),
  });
  const { data: collectEntities = [] } = useQuery({
    ...q.entidadesCollect(byEntity),
    enabled: chosen && (on('parties') || (collect && on('review'))),
  });
  const { data: originCountries = [] } = useQuery({ ...q.paisesOrigen(), enabled: on('parties') });
  const { data: destinationCountries = [] } = useQuery({ ...q.paisesDestino(), enabled: on('parties') });
  const { data: usAirports = [] } = useQuery({
    ...q.aeropuertosUS(),
    enabled: values.destinatario.codigoPais === 'US' && on('route'),
  });
  const { data: packageTypes = [] } = useQuery({ ...q.tipoBultos(), enabled: on('goods') });
  const { data: incoterms = [] } = useQuery({ ...q.incoterms(), enabled: on('goods') });

  return {
    entities,
    services,
    shippers,
    consignees,
    collectEntities,
    originCountries,
    destinationCountries,
    usAirports,
    packageTypes,
    incoterms,
    /** The chosen customer and service, once their lists are read. */
    entity: entities.find((e) => e.id === idEntidad),
    service: services.find((s) => String(s.id) === values.idServicio),
  };
}

export type HawbLookups = ReturnType<typeof useHawbLookups>;
