/**
 * Rounds to `decimals`, away from binary noise (1.005 → 1.01): the server's one rounding rule
 * (`redondear`, apps/api/src/lib/numbers.ts), so the weights and volumes a form previews are the
 * ones the server will compute.
 */
export const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};
