/**
 * Rounds money, weights and distances to `decimals`, away from binary noise (1.005 → 1.01): the one
 * rounding rule of every figure the server computes.
 */
export const redondear = (value: number, decimals = 2): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};
