// Unsent forms survive a reload and a sign-out: each is kept in this browser's local storage under
// the form and the user (never shared between users of one computer), until sent or discarded.

export interface Draft<T> {
  values: T;
  /** When it was last changed (ms since 1970). */
  savedAt: number;
}

const PREFIX = 'extranet.draft';
export const draftKey = (form: string, user: string | number): string => `${PREFIX}.${user}.${form}`;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: forms work, drafts are not kept
  }
};

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    return draft && typeof draft.savedAt === 'number' && draft.values !== undefined ? draft : null;
  } catch {
    return null; // an unreadable draft is no draft
  }
}

export function writeDraft<T>(key: string, values: T, now: number = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: now } satisfies Draft<T>));
  } catch {
    // full or blocked storage: the form itself keeps working
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/**
 * Whether a form holds nothing the user typed, so no draft is worth keeping: its values equal the
 * empty form's once `autoFilled` has put back what the form fills in by itself (the step, the only
 * customer account). The lines' React ids (`uid`) never count.
 */
export function nothingTyped<T extends object>(
  values: T,
  empty: T,
  autoFilled: (values: T) => Partial<T>,
): boolean {
  const typed = (v: T) =>
    JSON.stringify({ ...v, ...autoFilled(v) }, (key, value: unknown) => (key === 'uid' ? undefined : value));
  return typed(values) === typed(empty);
}

/**
 * A wizard's draft as its form takes it back: fields added since it was saved start empty, and a
 * draft saved while the step was stored as `paso` resumes on that step.
 */
export function resumedWizard<T extends { step: number }>(saved: T, empty: T): T {
  const { paso, ...rest } = saved as T & { paso?: unknown };
  const step = typeof saved.step === 'number' ? saved.step : typeof paso === 'number' ? paso : 0;
  return { ...empty, ...rest, step };
}
