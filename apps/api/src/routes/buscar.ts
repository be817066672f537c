import type { ResultadoBusqueda, TipoResultadoBusqueda } from '@extranet/sdk/schemas';
import { and, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../core/session-user';
import type { Db } from '../db/client';
import { aereoHawbs, dossieres, facturas, partidas } from '../db/schema/index';
import { inClienteScope } from '../http/scope';

// The command palette's search (`Entorno/Buscar`): references of the caller's own records, of the
// kinds the caller's permissions open. A few rows per kind, read by index-friendly prefix matches
// on the numbers and `contains` on the customer's own references.

const PER_KIND = 6;
const MAX_RESULTS = 20;

/** `texto` as a LIKE pattern that matches it literally (its % and _ escaped). */
const literal = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

const matches = (texto: string, prefixed: AnyPgColumn[], contained: AnyPgColumn[]): SQL | undefined => {
  const pattern = literal(texto);
  return or(
    ...prefixed.map((column) => ilike(column, `${pattern}%`)),
    ...[...prefixed, ...contained].map((column) => ilike(column, `%${pattern}%`)),
  );
};

const isoDay = (value: Date | string) =>
  (value instanceof Date ? value : new Date(`${value}T00:00:00Z`)).toISOString();

export async function buscar(db: Db, user: SessionUser, texto: string): Promise<ResultadoBusqueda[]> {
  const can = user.permisos;
  const kinds: Promise<ResultadoBusqueda[]>[] = [];

  if (user.isAdmin || can.accesoPartidas)
    kinds.push(
      db
        .select({
          id: partidas.id,
          referencia: partidas.numeroPartida,
          referenciaCliente: partidas.referenciaCliente,
          documento: partidas.documentoTransporte,
          origen: partidas.origen,
          destino: partidas.destino,
          fecha: partidas.etd,
        })
        .from(partidas)
        .where(
          and(
            inClienteScope(partidas.idCliente, user),
            matches(
              texto,
              [partidas.numeroPartida],
              [partidas.referenciaCliente, partidas.documentoTransporte],
            ),
          ),
        )
        .orderBy(desc(partidas.etd))
        .limit(PER_KIND)
        .then((rows) =>
          rows.map((row) => ({
            tipo: 'PARTIDA' as const,
            id: row.id,
            referencia: row.referencia,
            detalle: [`${row.origen} → ${row.destino}`, row.referenciaCliente, row.documento]
              .filter(Boolean)
              .join(' · '),
            fecha: row.fecha.toISOString(),
          })),
        ),
    );

  if (user.isAdmin || can.accesoDossieres)
    kinds.push(
      db
        .select({
          id: dossieres.id,
          referencia: dossieres.numeroDossier,
          referenciaCliente: dossieres.referenciaCliente,
          origen: dossieres.origen,
          destino: dossieres.destino,
          fecha: dossieres.fechaApertura,
        })
        .from(dossieres)
        .where(
          and(
            inClienteScope(dossieres.idCliente, user),
            matches(texto, [dossieres.numeroDossier], [dossieres.referenciaCliente]),
          ),
        )
        .orderBy(desc(dossieres.fechaApertura))
        .limit(PER_KIND)
        .then((rows) =>
          rows.map((row) => ({
            tipo: 'DOSSIER' as const,
            id: row.id,
            referencia: row.referencia,
            detalle: [`${row.origen} → ${row.destino}`, row.referenciaCliente].filter(Boolean).join(' · '),
            fecha: row.fecha.toISOString(),
          })),
        ),
    );

  if (user.isAdmin || can.accesoEstadoCuentas)
    kinds.push(
      db
        .select({
          id: facturas.id,
          referencia: facturas.numeroFactura,
          total: facturas.total,
          moneda: facturas.moneda,
          fecha: facturas.fecha,
        })
        .from(facturas)
        .where(and(inClienteScope(facturas.idCliente, user), matches(texto, [facturas.numeroFactura], [])))
        .orderBy(desc(facturas.fecha))
        .limit(PER_KIND)
        .then((rows) =>
          rows.map((row) => ({
            tipo: 'FACTURA' as const,
            id: row.id,
            referencia: row.referencia,
            detalle: `${row.total.toFixed(2)} ${row.moneda}`,
            fecha: isoDay(row.fecha),
          })),
        ),
    );

  if (user.isAdmin || can.accesoEstadoEnvios)
    kinds.push(
      db
        .select({
          id: aereoHawbs.id,
          referencia: aereoHawbs.numeroHawb,
          mawb: aereoHawbs.numeroMawb,
          referenciaCliente: aereoHawbs.referenciaCliente,
          origen: aereoHawbs.aeropuertoOrigen,
          destino: aereoHawbs.aeropuertoDestino,
          fecha: aereoHawbs.fechaEmision,
        })
        .from(aereoHawbs)
        .where(
          and(
            inClienteScope(aereoHawbs.idCliente, user),
            matches(texto, [aereoHawbs.numeroHawb, aereoHawbs.numeroMawb], [aereoHawbs.referenciaCliente]),
          ),
        )
        .orderBy(desc(aereoHawbs.fechaEmision))
        .limit(PER_KIND)
        .then((rows) =>
          rows.map((row) => ({
            tipo: 'HAWB' as const,
            id: row.id,
            referencia: row.referencia,
            detalle: [`${row.origen} → ${row.destino}`, row.mawb && `MAWB ${row.mawb}`, row.referenciaCliente]
              .filter(Boolean)
              .join(' · '),
            fecha: row.fecha.toISOString(),
          })),
        ),
    );

  const found = (await Promise.all(kinds)).flat();
  const needle = texto.toLowerCase();
  const rank = (row: ResultadoBusqueda) =>
    row.referencia.toLowerCase() === needle ? 0 : row.referencia.toLowerCase().startsWith(needle) ? 1 : 2;
  const order: TipoResultadoBusqueda[] = ['PARTIDA', 'DOSSIER', 'FACTURA', 'HAWB'];
  return found
    .sort((a, b) => rank(a) - rank(b) || order.indexOf(a.tipo) - order.indexOf(b.tipo))
    .slice(0, MAX_RESULTS);
}
