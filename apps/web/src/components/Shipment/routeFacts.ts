import type { EstadoPartida } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/useFormat';
import type { Fact } from '../Detail';

/** What a shipment's route and dates are drawn from: the detail's and the public page's alike. */
export interface ShipmentRoute {
  estado: EstadoPartida;
  origen: string;
  codigoOrigen: string;
  paisOrigen: string;
  destino: string;
  codigoDestino: string;
  paisDestino: string;
  etd: string;
  eta: string;
  atd?: string | null | undefined;
  ata?: string | null | undefined;
}

/**
 * Origin, destination, departure and arrival (actual when it happened, expected until then). Until
 * the forwarder confirms a request, its dates are only the requested ready date: "to be confirmed".
 */
export function useRouteFacts(p: ShipmentRoute): Fact[] {
  const { t } = useLingui();
  const format = useFormat();
  const requested = p.estado === 'SOLICITADA';
  return [
    { label: t`Origin`, value: `${p.origen} (${p.codigoOrigen}), ${p.paisOrigen}` },
    { label: t`Destination`, value: `${p.destino} (${p.codigoDestino}), ${p.paisDestino}` },
    {
      label: p.atd ? t`Departed` : t`Departure expected`,
      value: requested ? t`To be confirmed` : format.dateTime(p.atd ?? p.etd),
    },
    {
      label: p.ata ? t`Arrived` : t`Arrival expected`,
      value: requested ? t`To be confirmed` : format.dateTime(p.ata ?? p.eta),
    },
  ];
}
