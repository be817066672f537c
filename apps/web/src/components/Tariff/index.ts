export { AirportInput } from './AirportInput';
export { Breakdown } from './Breakdown';
export { PieceLines } from './PieceLines';
export { surchargeLabel } from './surcharges';
export { completePieceLines, type PieceLineValues, pieceTotals } from './weights';
