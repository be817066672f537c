import { ACCOUNT_HEADER, currentAccount } from '../../session/account';
import { readToken } from '../../session/token';

// A document upload with progress. The SDK's `subirDocumento` sends the same request through fetch,
// which reports no upload progress; this posts the same multipart body with XMLHttpRequest and the
// same headers the SDK's client sends (bearer token, CSRF header, chosen customer account).

/** Where a shipment's or a dossier's upload goes (`tracking.subirDocumento`, `dossier.subirDocumento`). */
export const uploadPath = (entidad: 'partida' | 'dossier', id: number): string =>
  entidad === 'partida' ? `/api/Tracking/SubirDocumento/${id}` : `/api/Dossier/SubirDocumento/${id}`;

/** A refused or failed upload: the HTTP status (0: no answer) and the server's error code. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`upload failed (${status}${code ? ` ${code}` : ''})`);
    this.name = 'UploadError';
  }
}

const readCsrfCookie = (): string | null => {
  const match = /(?:^|;)\s*XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1] as string) : null;
};

export interface UploadRequest {
  path: string;
  file: File;
  tipo: string;
  /** Share of the body sent, 0 to 1. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

/** Posts the file as multipart/form-data (`archivo`, `tipo`); resolves with the new document's id. */
export function uploadDocument({
  path,
  file,
  tipo,
  onProgress,
  signal,
}: UploadRequest): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    const csrf = readCsrfCookie();
    if (csrf) xhr.setRequestHeader('x-xsrf-token', csrf);
    const account = currentAccount();
    if (account !== null) xhr.setRequestHeader(ACCOUNT_HEADER, String(account));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { id?: number; code?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.id === 'number') resolve({ id: body.id });
      else reject(new UploadError(xhr.status, body?.code));
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('tipo', tipo);
    form.append('archivo', file, file.name);
    xhr.send(form);
  });
}
