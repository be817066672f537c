import { type Endpoint, endpoints, MAX_TAMANO_DOCUMENTO } from '@extranet/sdk/schemas';
import { ApiError, invalid } from '../core/errors';
import { attachmentDisposition } from '../domain/documentos';
import type { AppContext } from './context';

// Files in and out of the API: a multipart upload read from the request's stream with a byte
// budget (the app's JSON body limit does not apply to it, app.ts), and a file answered as an
// attachment.

/** Room for the multipart framing around the file: boundaries, part headers, the other fields. */
const FRAMING_BYTES = 64 * 1024;

const tooLarge = (max: number): ApiError =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', `archivo: must be at most ${max} bytes`, { field: 'archivo' });

/** The paths of the calls that take multipart/form-data (the SDK's `multipart` endpoints), as patterns. */
const uploadPaths: readonly RegExp[] = Object.values(endpoints)
  .flatMap((controller) => Object.values(controller as Record<string, Endpoint>))
  .filter((endpoint) => endpoint.multipart)
  .map((endpoint) => new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]*')}$`));

/** True for a request to a file upload call, which reads its own body with its own limit. */
export const isUploadRequest = (c: AppContext): boolean =>
  c.req.method === 'POST' && uploadPaths.some((path) => path.test(c.req.path));

const concat = (chunks: Uint8Array[], length: number): Uint8Array => {
  const all = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
};

const indexOf = (haystack: Uint8Array, needle: Uint8Array, from = 0): number =>
  Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle, from);

/**
 * The fields of a multipart/form-data body (a file as a `File`; the first value of a repeated name),
 * read from the request's stream: a Content-Length over the limit is refused before reading, and the
 * file part's bytes are counted as they arrive, so a file over `maxFileBytes` answers 413 as soon
 * as its bytes pass the limit — the rest of the body is never read (nor is anything past the limit
 * plus the framing, whatever the body holds).
 */
export async function readMultipart(
  c: AppContext,
  maxFileBytes = MAX_TAMANO_DOCUMENTO,
): Promise<Record<string, File | string>> {
  const type = c.req.header('content-type') ?? '';
  const boundary = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'body: must be sent as multipart/form-data', {
      field: 'body',
    });
  }
  const maxBody = maxFileBytes + FRAMING_BYTES;
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > maxBody) throw tooLarge(maxFileBytes);
  const stream = c.req.raw.body;
  if (!stream) throw invalid('body', 'is required');

  // Where the file's bytes start (after its part's headers) and the delimiter that ends them.
  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
  const fileHeader = Buffer.from('filename=');
  const headersEnd = Buffer.from('\r\n\r\n');
  /** -1 until the file part's headers are read; -2 when the head holds none (no file, for the schema to refuse). */
  let fileStart = -1;
  let fileEnded = false;
  let head: Uint8Array = new Uint8Array(0);
  /** The last bytes of the file seen, fewer than the delimiter's: its start may be there. */
  let tail: Uint8Array = new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  const stop = async (error: ApiError) => {
    await reader.cancel().catch(() => undefined);
    return error;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    const before = total;
    total += value.byteLength;
    if (total > maxBody) throw await stop(tooLarge(maxFileBytes));
    if (fileEnded || fileStart === -2) continue;
    let fresh = value;
    let freshStart = before;
    if (fileStart === -1) {
      // Before the file: the (small) head is kept whole to find its part's headers.
      head = concat([head, value], head.byteLength + value.byteLength);
      const named = indexOf(head, fileHeader);
      const start = named < 0 ? -1 : indexOf(head, headersEnd, named);
      if (start < 0) {
        if (head.byteLength > FRAMING_BYTES) fileStart = -2;
        continue;
      }
      fileStart = start + headersEnd.length;
      fresh = head.subarray(fileStart);
      freshStart = fileStart;
      head = new Uint8Array(0);
    }
    const window = concat([tail, fresh], tail.byteLength + fresh.byteLength);
    const windowStart = freshStart - tail.byteLength;
    const end = indexOf(window, delimiter);
    if (end >= 0) {
      fileEnded = true;
      if (windowStart + end - fileStart > maxFileBytes) throw await stop(tooLarge(maxFileBytes));
    } else if (total - fileStart - (delimiter.length - 1) > maxFileBytes) {
      // These bytes can only be the file's: it is over the limit, whatever follows.
      throw await stop(tooLarge(maxFileBytes));
    } else {
      tail = window.subarray(Math.max(0, window.byteLength - (delimiter.length - 1)));
    }
  }

  let form: FormData;
  try {
    form = await new Response(concat(chunks, total), { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid('body', 'is not valid multipart/form-data');
  }
  const fields: Record<string, File | string> = {};
  for (const [name, value] of form.entries()) fields[name] ??= value;
  const file = fields.archivo;
  if (file instanceof Blob && file.size > maxFileBytes) throw tooLarge(maxFileBytes);
  return fields;
}

/** A file answered as an attachment: its own media type, its name for the browser to save it under. */
export const fileAnswer = (c: AppContext, file: Blob): Response =>
  c.body(file.stream(), 200, {
    'content-type': file.type || 'application/octet-stream',
    'content-length': String(file.size),
    'content-disposition': attachmentDisposition((file as Partial<File>).name || 'documento'),
    'x-content-type-options': 'nosniff',
  });
