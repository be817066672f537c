import * as v from 'valibot';

// Text fields of request bodies, with the messages the server turns into "<field>: <message>".

/** A required text field: trimmed, not empty, at most `max` characters. */
export const texto = (max: number) =>
  v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(max, `must have at most ${max} characters`),
  );

/** An optional text field: trimmed, at most `max` characters. */
export const textoOpcional = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `must have at most ${max} characters`)));
