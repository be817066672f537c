import '@mantine/core/styles/Progress.css';
import type { Documento, TipoDocumento } from '@extranet/sdk';
import { MAX_TAMANO_DOCUMENTO } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';
import { DOCUMENT_TYPE } from '../Shipment';
import { UploadError, uploadDocument, uploadPath } from './upload';

// The documents of a shipment or a dossier: each downloads (the forwarder's own as generated PDFs),
// the customer adds files by dragging them onto the panel or choosing one (with a progress bar),
// and deletes its own uploads after confirming. Used by both detail screens.

/** What the server recognises by content (it refuses anything else with 415). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.xlsx,.docx,.csv,application/pdf,image/png,image/jpeg,text/csv';

const TYPES = Object.keys(DOCUMENT_TYPE) as TipoDocumento[];

export interface DocumentsPanelProps {
  /** Whose documents: a shipment's (`partida`) or a dossier's. */
  entidad: 'partida' | 'dossier';
  id: number;
  documents: readonly Documento[];
  /** What an empty list says. */
  emptyText: string;
}

/** Saves a downloaded file under `name`, as a link with `download` would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name a download is saved under: the listed one, with `.pdf` for the forwarder's PDFs. */
const downloadName = (doc: Documento) =>
  doc.tipoContenido === 'application/pdf' && !/\.pdf$/i.test(doc.nombre) ? `${doc.nombre}.pdf` : doc.nombre;

export function DocumentsPanel({ entidad, id, documents, emptyText }: DocumentsPanelProps) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const [tipo, setTipo] = useState<TipoDocumento>('FACTURA_COMERCIAL');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const resetFile = useRef<() => void>(null);
  const uploading = progress !== null;

  /** A shipment's activity lists uploads, downloads and deletes. */
  const refreshActivity = () =>
    entidad === 'partida'
      ? api.queryClient.invalidateQueries({
          queryKey: api.queries.tracking.obtenerActividadPartida({ id }).queryKey,
        })
      : Promise.resolve();
  /** The record's documents (and its activity). */
  const refresh = () =>
    Promise.all([
      api.queryClient.invalidateQueries({
        queryKey:
          entidad === 'partida'
            ? api.queries.tracking.obtenerPartida({ id }).queryKey
            : api.queries.dossier.obtenerDossier({ id }).queryKey,
      }),
      refreshActivity(),
    ]);

  const size = (bytes: number | undefined) =>
    bytes === undefined
      ? null
      : bytes < 1024 * 1024
        ? `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB`
        : `${format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;

  const uploadText = (error: unknown): string => {
    if (error instanceof UploadError) {
      if (error.status === 413) return t`The file is larger than 20 MB. Upload a smaller one.`;
      if (error.status === 415)
        return t`This kind of file is not accepted. Upload a PDF, PNG, JPEG, XLSX, DOCX or CSV file.`;
      if (error.status === 0) return t`The server could not be reached. Check your connection and try again.`;
      if (error.status === 404) return t`It no longer exists: someone may have removed it. Reload the page.`;
      if (error.status === 401 || error.status === 403)
        return t`You are not allowed to do this. Ask your administrator.`;
    }
    return t`The file could not be uploaded. Try again.`;
  };

  async function upload(file: File | null) {
    resetFile.current?.();
    if (!file || uploading) return;
    setFailure(null);
    if (file.size > MAX_TAMANO_DOCUMENTO) {
      setFailure(uploadText(new UploadError(413, 'PAYLOAD_TOO_LARGE')));
      return;
    }
    setProgress(0);
    try {
      await uploadDocument({ path: uploadPath(entidad, id), file, tipo, onProgress: setProgress });
      await refresh();
    } catch (error) {
      setFailure(uploadText(error));
    } finally {
      setProgress(null);
    }
  }

  async function download(doc: Documento) {
    setFailure(null);
    setBusy(doc.id);
    try {
      saveFile(await api.client.tracking.descargarDocumento({ idDocumento: doc.id }), downloadName(doc));
      void refreshActivity();
    } catch (error) {
      setFailure(errorText(error, i18n));
    } finally {
      setBusy(null);
    }
  }

  async function remove(doc: Documento) {
    setFailure(null);
    setBusy(doc.id);
    try {
      await api.client.tracking.eliminarDocumento({ idDocumento: doc.id });
      setConfirming(null);
      await refresh();
    } catch (error) {
      setFailure(errorText(error, i18n));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="sm">
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t`Documents`}>
          {documents.map((doc) => {
            const name = doc.nombre;
            const uploader = doc.usuario;
            const facts = [i18n._(DOCUMENT_TYPE[doc.tipo]), format.date(doc.fecha), size(doc.tamano)];
            if (doc.origen === 'CLIENTE' && uploader) facts.push(t`uploaded by ${uploader}`);
            return (
              <Paper key={doc.id} withBorder p="xs" radius="md" role="listitem" data-testid="document">
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  <IconFileText size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {doc.nombre}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {facts.filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                    <Tooltip label={t`Download`}>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={t`Download ${name}`}
                        loading={busy === doc.id && confirming !== doc.id}
                        onClick={() => void download(doc)}
                      >
                        <IconDownload size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {doc.eliminable && (
                      <Tooltip label={t`Delete`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t`Delete ${name}`}
                          onClick={() => setConfirming(doc.id)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Group>
                {confirming === doc.id && (
                  <Group justify="flex-end" gap="xs" wrap="wrap" mt="xs">
                    <Text size="sm" mr="auto">
                      {t`Delete this file? It cannot be undone.`}
                    </Text>
                    <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                      {t`Keep it`}
                    </Button>
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={busy === doc.id}
                      onClick={() => void remove(doc)}
                    >
                      {t`Delete file`}
                    </Button>
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      <Paper
        withBorder
        p="sm"
        radius="md"
        data-testid="documents-dropzone"
        data-dragging={dragging || undefined}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void upload(event.dataTransfer.files[0] ?? null);
        }}
      >
        <Stack gap="xs">
          <Select
            label={t`Document type`}
            data={TYPES.map((value) => ({ value, label: i18n._(DOCUMENT_TYPE[value]) }))}
            value={tipo}
            onChange={(value) => value && setTipo(value as TipoDocumento)}
            allowDeselect={false}
            disabled={uploading}
            comboboxProps={{ withinPortal: true }}
          />
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Text size="sm" c="dimmed">
              <Trans>Drag a file here, or</Trans>
            </Text>
            <FileButton
              onChange={(file) => void upload(file)}
              accept={ACCEPT}
              resetRef={resetFile}
              disabled={uploading}
              inputProps={{ 'aria-label': t`File to upload`, 'data-testid': 'document-file' } as object}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={uploading}
                >
                  {t`Choose a file`}
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t`PDF, PNG, JPEG, XLSX, DOCX or CSV, up to 20 MB.`}
          </Text>
          {progress !== null && (
            <Progress
              value={Math.round(progress * 100)}
              animated
              aria-label={t`Upload progress`}
              data-testid="document-upload-progress"
            />
          )}
          {failure && (
            <Alert color="red" role="alert" p="xs">
              {failure}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
