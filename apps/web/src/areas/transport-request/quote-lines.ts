import type { LineaCotizacionTransporte } from '@extranet/sdk';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SERVICE } from './labels';

// The lines of a road or sea quote in the interface language. The server writes `concepto` in
// Spanish; it also sends each line's `codigo` and the parameters of its wording, and the line is
// written from those. `concepto` is shown only for a code (or service) this app does not know yet,
// or when a parameter the wording needs is missing.

/** Surcharges and ancillary charges of the road and sea tariff, by their tariff code. */
const SURCHARGE: Record<string, MessageDescriptor> = {
  BAF: msg`BAF (bunker adjustment factor)`,
  BAF_LCL: msg`BAF (bunker adjustment factor)`,
  THC_O: msg`THC origin`,
  THC_O_LCL: msg`THC origin`,
  THC_D: msg`THC destination`,
  THC_D_LCL: msg`THC destination (CFS)`,
  ISPS: msg`ISPS (port security)`,
  IMO: msg`IMO surcharge (dangerous goods)`,
  IMO_LCL: msg`IMO surcharge (dangerous goods)`,
  REEFER: msg`Reefer plug-in and monitoring`,
  FUEL: msg`Fuel surcharge`,
  ADR_FTL: msg`ADR surcharge (certified vehicle and driver)`,
  ADR_LTL: msg`ADR surcharge`,
  CMR: msg`Consignment note / CMR`,
  BL: msg`Bill of lading issue`,
  DUA_EXP: msg`Export customs clearance`,
  DUA_IMP: msg`Import customs clearance`,
};

/** The freight and door-leg lines, from their ends, distance, zone and container; null if one is missing. */
function freight(line: LineaCotizacionTransporte, i18n: I18n): string | null {
  const { origen, destino, km, zona: zone, tipoContenedor: container } = line;
  if (origen === undefined || destino === undefined) return null;
  const lane = `${origen}–${destino}`;
  const route = `${origen} → ${destino}`;
  if (line.codigo === 'FLETE_FCL')
    return container ? i18n._(msg`Sea freight FCL ${container} ${lane}`) : null;
  if (line.codigo === 'FLETE_LCL') return i18n._(msg`Sea freight LCL ${lane}`);
  if (km === undefined) return null;
  const distance = i18n.number(km);
  switch (line.codigo) {
    case 'FLETE_FTL':
      return i18n._(msg`Full truckload (FTL) ${route}, ${distance} km`);
    case 'FLETE_LTL':
      return zone ? i18n._(msg`Groupage (LTL) zone ${zone} ${route}, ${distance} km`) : null;
    case 'RECOGIDA_CONTENEDOR':
      return i18n._(msg`Container pickup ${route} (${distance} km)`);
    case 'ENTREGA_CONTENEDOR':
      return i18n._(msg`Container delivery ${route} (${distance} km)`);
    case 'RECOGIDA_GRUPAJE':
      return i18n._(msg`Groupage pickup ${route} (${distance} km)`);
    case 'ENTREGA_GRUPAJE':
      return i18n._(msg`Groupage delivery ${route} (${distance} km)`);
    default:
      return null;
  }
}

/** A quote line's description in the interface language (the server's `concepto` for an unknown code). */
export function quoteLineLabel(line: LineaCotizacionTransporte, i18n: I18n): string {
  if (!line.codigo) return line.concepto;
  const surcharge = SURCHARGE[line.codigo];
  let label = surcharge ? i18n._(surcharge) : freight(line, i18n);
  if (label === null) return line.concepto;
  if (surcharge && line.tipoContenedor) label = `${label} ${line.tipoContenedor}`;
  if (line.servicio !== undefined) {
    const service = SERVICE[line.servicio];
    if (!service) return line.concepto;
    label = `${label} (${i18n._(service)})`;
  }
  if (line.porcentaje !== undefined) {
    label = `${label} (${i18n.number(line.porcentaje / 100, { style: 'percent', maximumFractionDigits: 2 })})`;
  }
  return line.minimo ? i18n._(msg`${label} (minimum)`) : label;
}
