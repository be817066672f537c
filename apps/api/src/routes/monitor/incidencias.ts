import type { Incidencia, Permiso } from '@extranet/sdk/schemas';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { type Finding, invoiceFinding, lotFinding, shipmentFindings } from '../../domain/attention';
import { findingDate, type RankedFinding, rankFindings, startKnown } from '../../domain/attention-order';
import { lotsExpiringBy, openShipments, unpaidPastDue, utcDay } from '../../domain/attention-records';
import { reasonOf } from '../../domain/attention-texts';
import { preferencesOf } from '../../events/preferences';
import { inClienteScope } from '../../http/scope';
import { isoString } from '../../lib/dates';
import { DAY_MS } from '../../lib/time';

// Monitor/ObtenerIncidencias, "needs attention": what asks for the caller now among the records of
// their customer accounts, by the rules the events use (domain/attention.ts) under the caller's own
// thresholds (their notification preferences, the defaults without them). A kind of record shows
// only to whom its area opens, as events reach only them (events/raise.ts): shipments with the
// tracking flag, invoices with the account statement's, lots with the stock's. The order is what matters now first (domain/attention-order.ts): by severity, newest first.

/** The app path that opens the record: the paths the notifications link to (events/links.ts). */
function linkOf(f: Finding): string {
  if (f.tipo === 'FACTURA_VENCIDA')
    return `/invoices?numeroFactura=${encodeURIComponent(f.invoice.numeroFactura)}`;
  if (f.tipo === 'STOCK_CADUCA') return `/stocks?lote=${encodeURIComponent(f.lot.lote)}`;
  return `/tracking/${f.shipment.idPartida}`;
}

function incidencia({ finding: f, desde, gravedad }: RankedFinding, language: 'en' | 'es'): Incidencia {
  const base = {
    tipo: f.tipo,
    motivo: reasonOf(f, language),
    enlace: linkOf(f),
    fecha: isoString(findingDate(f).getTime()),
    ...(startKnown(f) ? { desde: isoString(desde.getTime()) } : {}),
    gravedad,
  };
  switch (f.tipo) {
    case 'FACTURA_VENCIDA':
      return {
        ...base,
        idCliente: f.invoice.idCliente,
        idFactura: f.invoice.idFactura,
        numeroFactura: f.invoice.numeroFactura,
      };
    case 'STOCK_CADUCA':
      return {
        ...base,
        idCliente: f.lot.idCliente,
        idExistencia: f.lot.idExistencia,
        lote: f.lot.lote,
        codigoArticulo: f.lot.codigoArticulo,
      };
    default:
      return {
        ...base,
        idCliente: f.shipment.idCliente,
        idPartida: f.shipment.idPartida,
        numeroPartida: f.shipment.numeroPartida,
      };
  }
}

/**
 * The caller's attention list at `now`, its reasons in the user's language, else in `browserLanguage`
 * (the one the web app shows a user who never chose: the browser's, as Accept-Language says).
 */
export async function incidenciasDe(
  db: Db,
  user: SessionUser,
  now: Date,
  browserLanguage: 'en' | 'es' = 'en',
): Promise<Incidencia[]> {
  const { umbrales } = await preferencesOf(db, user.id);
  const customers = (column: Parameters<typeof inClienteScope>[0]) => inClienteScope(column, user);
  const opens = (flag: Permiso) => user.isAdmin || user.permisos[flag];
  // Lots are read up to the last day the caller's window can reach; the rule then cuts to the minute.
  const lastDay = utcDay(new Date(now.getTime() + (umbrales.caducidadDias + 1) * DAY_MS));
  const [shipments, invoices, lots] = await Promise.all([
    opens('accesoPartidas') ? openShipments(db, customers) : [],
    opens('accesoEstadoCuentas') ? unpaidPastDue(db, now, customers) : [],
    opens('accesoStock') ? lotsExpiringBy(db, lastDay, customers) : [],
  ]);
  const findings: Finding[] = [
    ...shipments.flatMap((s) => shipmentFindings(s, umbrales, now)),
    ...invoices.flatMap((inv) => invoiceFinding(inv, now) ?? []),
    ...lots.flatMap((lot) => lotFinding(lot, umbrales, now) ?? []),
  ];
  const language = user.idioma ?? browserLanguage;
  return rankFindings(findings, umbrales, now).map((f) => incidencia(f, language));
}
