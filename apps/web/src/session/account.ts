// The customer account the signed-in user chose to look at (the header's account switcher), or null
// for all of theirs. Kept per user in this browser and in the URL (`?cuenta=12`), so a shared link
// shows the same account; every API call carries it (`X-Customer-Account`, see api/api.ts) and the
// server narrows its customer scoping to it (403 for an account that is not the user's).

export const ACCOUNT_PARAM = 'cuenta';
export const ACCOUNT_HEADER = 'X-Customer-Account';

let current: number | null = null;

const storageKey = (usuario: string) => `extranet.account.${usuario}`;

export const currentAccount = (): number | null => current;

/** Chooses the account (null: all) for every following call, and remembers it for this user. */
export function chooseAccount(usuario: string, id: number | null): void {
  current = id;
  try {
    if (id === null) localStorage.removeItem(storageKey(usuario));
    else localStorage.setItem(storageKey(usuario), String(id));
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
}

/**
 * The account a visit opens with: the link's, else the one this user chose last in this browser —
 * either only when it is one of `allowed` (the user's accounts; a single account needs no choice).
 */
export function openingAccount(usuario: string, fromUrl: unknown, allowed: readonly number[]): number | null {
  if (allowed.length < 2) return null;
  const valid = (value: unknown) => {
    const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return allowed.includes(id) ? id : null;
  };
  if (fromUrl !== undefined) return valid(fromUrl);
  try {
    return valid(localStorage.getItem(storageKey(usuario)));
  } catch {
    return null;
  }
}

/** `fetch` that adds the chosen account to every request. */
export function withAccountHeader(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const id = current;
    if (id === null) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set(ACCOUNT_HEADER, String(id));
    return fetch(input, { ...init, headers });
  };
}
