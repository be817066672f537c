import { notFound } from '@tanstack/react-router';

// Kept apart from the Detail components: route files import it, and route options sit in the
// initial bundle.

/**
 * The `$id` of a record page: a positive integer, else the not-found page (never a call with
 * `abc` or `-1`).
 */
export const recordIdParams = {
  parse: ({ id }: { id: string }) => {
    const value = Number(id);
    if (!Number.isSafeInteger(value) || value < 1) throw notFound();
    return { id: String(value) };
  },
  stringify: ({ id }: { id: string }) => ({ id }),
};
