import type { Evento } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import { audit } from '../audit';
import { ApiError, invalid, notFound } from '../core/errors';
import type { Db } from '../db/client';
import { hitosRegistrados, type PartidaRow, partidas } from '../db/schema/index';
import { BookingError, confirmBooking } from '../domain/partidas-booking';
import { shipmentSummaryAt } from '../domain/partidas-estado';
import { applyMilestone, timelineCodes } from '../domain/partidas-hitos';
import { deliver, type Raised, raiseIn } from '../events/raise';
import { raiseMilestoneEvents } from '../events/shipment-events';
import { requestOrigin } from '../http/context';
import { defineController } from '../http/controller';

// The provider's own systems (integration key in `x-api-key`, checked in http/controller.ts):
// booking confirmations and milestones. Each change and the events it raises commit together, so a
// crash loses neither or both; the shipment's status and dates follow from its stored timeline on
// every read, so every list, the detail and the monitor show the change at once, on every process.

async function shipmentByNumber(db: Db, numeroPartida: string): Promise<PartidaRow> {
  const [row] = await db.select().from(partidas).where(eq(partidas.numeroPartida, numeroPartida));
  if (!row) throw notFound(`shipment ${numeroPartida}`);
  return row;
}

export const integracionController = defineController('integracion', {
  confirmarReserva: async ({ body, db, deps, c }) => {
    const found = await shipmentByNumber(db, body.numeroPartida);
    const raised: (Raised | null)[] = [];
    const row = await db
      .transaction(async (tx) => {
        await confirmBooking(
          tx as unknown as Db,
          found.id,
          {
            carrier: { code: body.transportista },
            bookingNumber: body.numeroReserva,
            transportDocument: body.documentoTransporte ?? null,
            voyage: body.viaje ?? null,
            plannedDeparture: body.salidaPlanificada,
            plannedArrival: body.llegadaPlanificada,
            containers: body.contenedores,
          },
          { now: deps.clock() },
        );
        const [p] = await tx.select().from(partidas).where(eq(partidas.id, found.id));
        const datos: Evento = {
          tipo: 'RESERVA_CONFIRMADA',
          fecha: deps.clock().toISOString(),
          idPartida: p!.id,
          numeroPartida: p!.numeroPartida,
          referenciaCliente: p!.referenciaCliente,
          transportista: p!.transportista,
          numeroReserva: p!.numeroReserva,
          salidaPlanificada: body.salidaPlanificada.toISOString(),
          llegadaPlanificada: body.llegadaPlanificada.toISOString(),
        };
        raised.push(
          await raiseIn(tx as unknown as Db, {
            tipoRegistro: 'PARTIDA',
            idRegistro: p!.id,
            idCliente: p!.idCliente,
            motivo: 'reserva',
            datos,
          }),
        );
        return p!;
      })
      .catch((error: unknown) => {
        if (!(error instanceof BookingError)) throw error;
        if (error.reason === 'NOT_REQUESTED')
          throw new ApiError(
            409,
            'NOT_A_BOOKING_REQUEST',
            `numeroPartida: ${error.message}, not a pending booking request`,
            {
              field: 'numeroPartida',
            },
          );
        if (error.reason === 'NOT_FOUND') throw notFound(`shipment ${body.numeroPartida}`);
        const field =
          { carrier: 'transportista', plannedArrival: 'llegadaPlanificada' }[error.field ?? ''] ??
          (error.field?.replace(/^containers/, 'contenedores') || 'body');
        throw invalid(field, error.message);
      });
    await deliver(deps, raised);
    const key = c.get('integrationKey');
    await audit({
      ...requestOrigin(c),
      event: 'BOOKING_CONFIRMED',
      detail: `${row.numeroPartida} by key ${key?.keyId}`,
      idCliente: found.idCliente,
      entidad: 'partida',
      idEntidad: String(found.id),
    });
    // Status and dates as every read shows them: from the planned timeline, at this instant.
    const now = shipmentSummaryAt(row, deps.clock());
    return {
      id: row.id,
      numeroPartida: row.numeroPartida,
      estado: now.estado,
      codigoTransportista: row.codigoTransportista,
      transportista: row.transportista,
      numeroReserva: row.numeroReserva,
      etd: now.etd.toISOString(),
      eta: now.eta.toISOString(),
    };
  },

  registrarHito: async ({ body, db, deps, c }) => {
    const key = c.get('integrationKey');
    const found = await shipmentByNumber(db, body.numeroPartida);
    const existing = async (tx: Db) =>
      (
        await tx
          .select({ id: hitosRegistrados.id })
          .from(hitosRegistrados)
          .where(
            and(
              eq(hitosRegistrados.idPartida, found.id),
              eq(hitosRegistrados.codigo, body.codigo),
              eq(hitosRegistrados.fecha, body.fecha),
            ),
          )
      )[0];
    // The same milestone again: its id, and nothing changes (checked first: no lock, no write).
    const before = await existing(db);
    if (before) return before;
    if (!timelineCodes(found).includes(body.codigo)) {
      throw invalid(
        'codigo',
        `is not a milestone of shipment ${found.numeroPartida} (${timelineCodes(found).join(', ')})`,
      );
    }
    const outcome = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // Locked: two milestones of one shipment must not overwrite each other's timeline.
      const [p] = await tx.select().from(partidas).where(eq(partidas.id, found.id)).for('update');
      const applied = applyMilestone(p!, body)!;
      const [row] = await tx
        .insert(hitosRegistrados)
        .values({
          idPartida: p!.id,
          codigo: body.codigo,
          fecha: body.fecha,
          lugar: body.lugar ?? null,
          estimada: body.estimada ?? null,
          idClave: key?.keyId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: hitosRegistrados.id });
      // Posted by another call meanwhile: the same milestone.
      if (!row) return { id: (await existing(t))!.id, created: false, raised: [] };
      await tx.update(partidas).set({ hitos: applied.hitos, eta: applied.eta }).where(eq(partidas.id, p!.id));
      const raised = await raiseMilestoneEvents(
        t,
        p!,
        { codigo: body.codigo, fecha: body.fecha, lugar: body.lugar ?? null },
        applied,
      );
      return { id: row.id, created: true, raised };
    });
    if (!outcome.created) return { id: outcome.id };
    await deliver(deps, outcome.raised);
    c.set('answerStatus', 202);
    return { id: outcome.id };
  },
});
