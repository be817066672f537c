import type { CalculoTarifaAereaInput } from '@extranet/sdk';
import type { PieceLineValues } from '../../components/Tariff/weights';

export type PieceValues = PieceLineValues;

/** The simulator's inputs, named as the request's fields so the schema's paths land on them. */
export interface SimulatorValues {
  idEntidad: string;
  aeropuertoOrigen: string;
  aeropuertoDestino: string;
  piezas: PieceValues[];
  codigoPromocional: string;
}

let pieceCount = 0;
export const newPiece = (): PieceValues => ({
  uid: `piece-${Date.now().toString(36)}-${++pieceCount}`,
  cantidad: 1,
  largoCm: '',
  anchoCm: '',
  altoCm: '',
  pesoKg: '',
});

export const emptySimulator = (): SimulatorValues => ({
  idEntidad: '',
  aeropuertoOrigen: '',
  aeropuertoDestino: '',
  piezas: [newPiece()],
  codigoPromocional: '',
});

export const isEmptySimulator = (values: SimulatorValues): boolean =>
  !values.aeropuertoOrigen &&
  !values.aeropuertoDestino &&
  !values.codigoPromocional &&
  values.piezas.every(
    (piece) => piece.largoCm === '' && piece.anchoCm === '' && piece.altoCm === '' && piece.pesoKg === '',
  );

const num = (value: number | '') => (value === '' ? undefined : Number(value)) as number;

/** The body of `CalcularTarifa` for one service. */
export function toQuoteRequest(values: SimulatorValues, idServicio: number): CalculoTarifaAereaInput {
  return {
    aeropuertoOrigen: values.aeropuertoOrigen.trim().toUpperCase(),
    aeropuertoDestino: values.aeropuertoDestino.trim().toUpperCase(),
    idServicio,
    piezas: values.piezas.map((piece) => ({
      cantidad: num(piece.cantidad),
      largoCm: num(piece.largoCm),
      anchoCm: num(piece.anchoCm),
      altoCm: num(piece.altoCm),
      pesoKg: num(piece.pesoKg),
    })),
    ...(values.codigoPromocional.trim() ? { codigoPromocional: values.codigoPromocional.trim() } : {}),
    ...(values.idEntidad ? { idEntidad: Number(values.idEntidad) } : {}),
  };
}
