import type { GuardarPreferenciasInput, PreferenciaEvento, PreferenciasNotificacion } from '@extranet/sdk';

// The preferences form's values: channels as saved, thresholds as typed (a NumberInput gives '' while
// empty), so that nothing typed is lost to a conversion before it is checked.

export type ThresholdName = keyof PreferenciasNotificacion['umbrales'];
export const THRESHOLDS: readonly ThresholdName[] = ['retrasoDias', 'cambioEtaHoras', 'caducidadDias'];

export interface PreferenceValues {
  eventos: PreferenciaEvento[];
  umbrales: Record<ThresholdName, number | string>;
}

export const valuesOf = (saved: PreferenciasNotificacion): PreferenceValues => ({
  eventos: saved.eventos.map((evento) => ({ ...evento })),
  umbrales: { ...saved.umbrales },
});

/** A threshold as the schema checks it: a number, or NaN for what is not one (the schema says "required"). */
const numberOf = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));

/** The body of `GuardarPreferencias` from the form's values. */
export function preferencesBody(values: PreferenceValues): GuardarPreferenciasInput {
  return {
    eventos: values.eventos,
    umbrales: {
      retrasoDias: numberOf(values.umbrales.retrasoDias),
      cambioEtaHoras: numberOf(values.umbrales.cambioEtaHoras),
      caducidadDias: numberOf(values.umbrales.caducidadDias),
    },
  };
}

/** Whether the form differs from what is saved. */
export const changed = (values: PreferenceValues, saved: PreferenciasNotificacion): boolean =>
  JSON.stringify(preferencesBody(values)) !==
  JSON.stringify({ eventos: saved.eventos, umbrales: saved.umbrales });
