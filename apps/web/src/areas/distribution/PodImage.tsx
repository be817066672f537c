import { useLingui } from '@lingui/react/macro';
import { Anchor, Button, Center, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconPhotoOff, IconZoomIn } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentAccount, withAccountHeader } from '../../session/account';
import { readToken } from '../../session/token';
import { podImageSource } from './notes';

// The photo of the signed delivery note. Our own images sit behind the session, and an <img> cannot
// send the bearer token: they are fetched like any API call and shown from an object URL.

const THUMB_HEIGHT = 220;

/** Fetches an image of the API with the session's token and account; the Blob stays in the query cache. */
async function fetchImage(path: string, signal: AbortSignal): Promise<Blob> {
  const token = readToken();
  const response = await withAccountHeader((input, init) => globalThis.fetch(input, init))(path, {
    headers: { accept: 'image/*', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error(`${path}: not an image (${blob.type})`);
  return blob;
}

/** An object URL for `blob`, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

export function PodImage({ url, noteNumber }: { url: string | null; noteNumber: string }) {
  const source = podImageSource(url, globalThis.location?.origin ?? 'http://localhost');
  if (!source) return <NoImage />;
  if (source.kind === 'external') return <ExternalImage url={source.url} noteNumber={noteNumber} />;
  return <ApiImage path={source.url} noteNumber={noteNumber} />;
}

function NoImage() {
  const { t } = useLingui();
  return (
    <Center
      h={120}
      bd="1px dashed var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="pod-no-image"
    >
      <Stack gap={4} align="center">
        <IconPhotoOff size={28} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t`No image of the proof of delivery`}
        </Text>
      </Stack>
    </Center>
  );
}

function ApiImage({ path, noteNumber }: { path: string; noteNumber: string }) {
  const { t } = useLingui();
  const image = useQuery({
    queryKey: ['pod-image', path, currentAccount()],
    queryFn: ({ signal }) => fetchImage(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    meta: { localErrors: true },
  });
  const src = useObjectUrl(image.data);
  if (image.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red">
          {t`The image of the proof of delivery could not be loaded.`}
        </Text>
        <Button size="xs" variant="default" onClick={() => void image.refetch()} data-print-hide>
          {t`Try again`}
        </Button>
      </Stack>
    );
  if (!src) return <Skeleton h={THUMB_HEIGHT} radius="md" aria-label={t`Loading the image…`} />;
  return <Zoomable src={src} noteNumber={noteNumber} />;
}

function ExternalImage({ url, noteNumber }: { url: string; noteNumber: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        {t`Open the image of the proof of delivery`} <IconExternalLink size={14} aria-hidden />
      </Anchor>
    );
  return <Zoomable src={url} noteNumber={noteNumber} onError={() => setFailed(true)} />;
}

/** A thumbnail that opens the full image in a modal. */
function Zoomable({ src, noteNumber, onError }: { src: string; noteNumber: string; onError?: () => void }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const alt = t`Proof of delivery of ${noteNumber}`;
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={t`Enlarge the proof of delivery`}
        title={t`Click to enlarge`}
        className="pod-thumb"
      >
        <img src={src} alt={alt} data-testid="pod-image" onError={onError} />
        <IconZoomIn size={22} aria-hidden className="pod-zoom-icon" />
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={alt} size="auto" centered>
        <img
          src={src}
          alt={alt}
          style={{
            display: 'block',
            width: 'min(86vw, 960px)',
            height: 'auto',
            maxHeight: 'calc(100dvh - 160px)',
            objectFit: 'contain',
          }}
        />
      </Modal>
    </>
  );
}
