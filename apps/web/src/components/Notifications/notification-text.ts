import type { Notificacion } from '@extranet/sdk';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Formatter } from '../../i18n/format';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/time';
import { MILESTONE } from '../Shipment/labels';

// A notification carries its event's type and data, not a sentence (the SDK's `Notificacion`): the
// sentence is written here, in the reader's language, so switching language needs no new fetch.

/** A length of time in hours, as a person says it: hours under a day, whole days beyond. */
export function durationText(hours: number, i18n: I18n): string {
  const whole = Math.abs(Math.round(hours));
  if (whole < 24) return i18n._(msg`${plural(whole, { one: '# hour', other: '# hours' })}`);
  const days = Math.round(whole / 24);
  return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
}

const milestoneName = (codigo: string, i18n: I18n) =>
  MILESTONE[codigo] ? i18n._(MILESTONE[codigo]) : codigo;

/** The notification as one sentence in the interface language. `now` decides "overdue by". */
export function notificationText(n: Notificacion, i18n: I18n, format: Formatter, now = new Date()): string {
  switch (n.tipo) {
    case 'SALIDA': {
      const shipment = n.numeroPartida;
      const place = n.lugar;
      return place
        ? i18n._(msg`Shipment ${shipment} departed ${place}`)
        : i18n._(msg`Shipment ${shipment} departed`);
    }
    case 'LLEGADA': {
      const shipment = n.numeroPartida;
      const place = n.lugar;
      return place
        ? i18n._(msg`Shipment ${shipment} arrived in ${place}`)
        : i18n._(msg`Shipment ${shipment} arrived`);
    }
    case 'ENTREGA': {
      const shipment = n.numeroPartida;
      return i18n._(msg`Shipment ${shipment} was delivered`);
    }
    case 'RETRASO': {
      const shipment = n.numeroPartida;
      const late = durationText(n.retrasoHoras, i18n);
      const planned = format.date(n.planificada);
      if (n.motivo === 'ETA_TARDIA') {
        const estimated = n.estimada ? format.date(n.estimada) : planned;
        return i18n._(msg`Shipment ${shipment} will arrive ${late} late: ${estimated} instead of ${planned}`);
      }
      const milestone = milestoneName(n.codigo, i18n);
      return i18n._(msg`Shipment ${shipment} is ${late} late: ${milestone} was planned for ${planned}`);
    }
    case 'CAMBIO_ETA': {
      const shipment = n.numeroPartida;
      const eta = format.date(n.etaNueva);
      const by = durationText(n.diferenciaHoras, i18n);
      return n.diferenciaHoras >= 0
        ? i18n._(msg`Shipment ${shipment} now arrives ${eta}, ${by} later`)
        : i18n._(msg`Shipment ${shipment} now arrives ${eta}, ${by} earlier`);
    }
    case 'RESERVA_CONFIRMADA': {
      const shipment = n.numeroPartida;
      const carrier = n.transportista;
      const departure = format.date(n.salidaPlanificada);
      return i18n._(msg`Booking ${shipment} confirmed with ${carrier}, departing ${departure}`);
    }
    case 'FACTURA_EMITIDA': {
      const invoice = n.numeroFactura;
      const amount = format.currency(n.importe, n.moneda);
      const due = format.date(n.fechaVencimiento);
      return i18n._(msg`Invoice ${invoice} issued: ${amount}, due ${due}`);
    }
    case 'FACTURA_VENCIDA': {
      const invoice = n.numeroFactura;
      const days = Math.max(
        1,
        Math.floor((now.getTime() - Date.parse(`${n.fechaVencimiento.slice(0, 10)}T00:00:00Z`)) / DAY_MS),
      );
      return i18n._(msg`Invoice ${invoice} is ${plural(days, { one: '# day', other: '# days' })} overdue`);
    }
    case 'STOCK_CADUCA': {
      const lot = n.lote;
      const item = n.codigoArticulo;
      const days = n.diasRestantes;
      if (days <= 0) return i18n._(msg`Lot ${lot} of ${item} has expired`);
      return i18n._(msg`Lot ${lot} of ${item} expires in ${plural(days, { one: '# day', other: '# days' })}`);
    }
  }
}

/** "5 minutes ago", "yesterday", "3 days ago" in `locale`; a date beyond a week. */
export function relativeTime(iso: string, locale: string, format: Formatter, now = new Date()): string {
  const elapsed = now.getTime() - Date.parse(iso);
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE_MS) return words.format(0, 'second');
  if (elapsed < HOUR_MS) return words.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return words.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return words.format(-Math.floor(elapsed / DAY_MS), 'day');
  return format.date(iso);
}
