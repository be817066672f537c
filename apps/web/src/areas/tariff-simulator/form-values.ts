import type { CalculoTarifaAereaInput } from '@extranet/sdk';

export interface PieceValues {
  uid: string;
  cantidad: number | '';
  largoCm: number | '';
  anchoCm: number | '';
  altoCm: number | '';
  pesoKg: number | '';
}

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

/** Whole pieces with every number typed, for the live totals while the user types. */
export const completePieces = (values: SimulatorValues) =>
  values.piezas
    .filter((piece) =>
      [piece.cantidad, piece.largoCm, piece.anchoCm, piece.altoCm, piece.pesoKg].every(
        (n) => n !== '' && Number(n) > 0,
      ),
    )
    .map((piece) => ({
      cantidad: Number(piece.cantidad),
      largoCm: Number(piece.largoCm),
      anchoCm: Number(piece.anchoCm),
      altoCm: Number(piece.altoCm),
      pesoKg: Number(piece.pesoKg),
    }));
