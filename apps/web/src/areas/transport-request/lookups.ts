import type {
  EntidadTransporte,
  IncotermTransporte,
  Pais,
  ServicioTransporte,
  TipoBultoTransporte,
  TipoMercanciaAdr,
  TipoMercanciaOnu,
} from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { ADR_CLASS, PACKAGE_TYPE, SERVICE } from './labels';

export interface Option {
  value: string;
  label: string;
}

/** The look-ups of the request, as Select options in the interface language. */
export function useLookups() {
  const { i18n } = useLingui();
  const api = useApi();
  const long = 30 * 60_000;
  const entidades = useQuery({ ...api.queries.transportes.entidades(), staleTime: long }).data ?? [];
  const servicios = useQuery({ ...api.queries.transportes.servicios(), staleTime: long }).data ?? [];
  const origen = useQuery({ ...api.queries.transportes.paisesOrigen(), staleTime: long }).data ?? [];
  const destino = useQuery({ ...api.queries.transportes.paisesDestino(), staleTime: long }).data ?? [];
  const incoterms = useQuery({ ...api.queries.transportes.incoterms(), staleTime: long }).data ?? [];
  const bultos = useQuery({ ...api.queries.transportes.tiposBulto(), staleTime: long }).data ?? [];
  const adr = useQuery({ ...api.queries.transportes.tiposMercanciaADR(), staleTime: long }).data ?? [];
  const onu = useQuery({ ...api.queries.transportes.tiposMercanciaONU(), staleTime: long }).data ?? [];

  return useMemo(() => {
    const regions = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    const countries = (paises: Pais[]): Option[] =>
      paises
        .map((pais) => ({ value: String(pais.id), label: regions.of(pais.codigo) ?? pais.nombre }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
    const serviceName = (s: ServicioTransporte) =>
      SERVICE[s.codigo] ? i18n._(SERVICE[s.codigo]!) : s.nombre;
    const packageName = (b: TipoBultoTransporte) =>
      PACKAGE_TYPE[b.codigo] ? i18n._(PACKAGE_TYPE[b.codigo]!) : b.nombre;
    const adrName = (a: TipoMercanciaAdr) =>
      `${a.clase} — ${ADR_CLASS[a.clase] ? i18n._(ADR_CLASS[a.clase]!) : a.descripcion}`;
    const onuName = (o: TipoMercanciaOnu) =>
      `UN ${o.numeroOnu} — ${o.descripcion}${o.grupoEmbalaje ? ` (${o.clase}, PG ${o.grupoEmbalaje})` : ` (${o.clase})`}`;
    const paisById = new Map([...origen, ...destino].map((p) => [String(p.id), p]));
    return {
      entidades: entidades as EntidadTransporte[],
      servicios,
      serviceName,
      origenOptions: countries(origen),
      destinoOptions: countries(destino),
      countryName: (id: string) => {
        const pais = paisById.get(id);
        return pais ? (regions.of(pais.codigo) ?? pais.nombre) : '';
      },
      incoterms: incoterms as IncotermTransporte[],
      tiposBulto: bultos,
      packageName,
      packageOptions: bultos.map((b) => ({ value: String(b.id), label: `${packageName(b)} (${b.codigo})` })),
      adr,
      adrName,
      adrOptions: adr.map((a) => ({ value: String(a.id), label: adrName(a) })),
      onu,
      onuName,
    };
  }, [entidades, servicios, origen, destino, incoterms, bultos, adr, onu, i18n]);
}

export type Lookups = ReturnType<typeof useLookups>;
