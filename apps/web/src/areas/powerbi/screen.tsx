import { manifest } from '@extranet/routes-manifest';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconShieldX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { checkEmbedUrl } from './embed-url';

/** `/powerbi`: the report the administrator configured, framed in a sandbox; else who to ask. */
export const Route = createFileRoute('/_app/powerbi')({
  loader: async ({ context }) => {
    const api = await context.api.load();
    return api.queryClient.ensureQueryData(api.queries.configuracion.obtenerParametrosAplicacion());
  },
  component: PowerBiScreen,
});

const area = manifest.find((entry) => entry.path === '/powerbi')!;

function PowerBiScreen() {
  const { t } = useLingui();
  const api = useApi();
  const { data: parametros } = useSuspenseQuery(api.queries.configuracion.obtenerParametrosAplicacion());
  const check = checkEmbedUrl(parametros.urlPowerBI);

  return (
    <>
      <AreaHeader area={area} />
      {check.kind === 'ok' ? (
        <Box
          component="iframe"
          title={t`Power BI report`}
          src={check.url}
          // Scripts and the report's own origin only: no top navigation, no pop-ups, no forms.
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="no-referrer"
          allowFullScreen
          data-testid="powerbi-frame"
          style={{
            width: '100%',
            height: 'calc(100dvh - 190px)',
            minHeight: 420,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        />
      ) : (
        <Paper withBorder radius="md" p="xl" data-testid="powerbi-not-configured">
          <Stack align="center" gap="sm" py="xl" ta="center">
            <ThemeIcon
              size={64}
              radius="xl"
              variant="light"
              color={check.kind === 'refused' ? 'orange' : 'gray'}
              aria-hidden
            >
              {check.kind === 'refused' ? (
                <IconShieldX size={34} stroke={1.5} />
              ) : (
                <IconChartBar size={34} stroke={1.5} />
              )}
            </ThemeIcon>
            <Title order={2} size="h3">
              {check.kind === 'refused' ? (
                <Trans>This report cannot be shown here</Trans>
              ) : (
                <Trans>No Power BI report is configured</Trans>
              )}
            </Title>
            <Text c="dimmed" maw={560}>
              {check.kind === 'refused' ? (
                <Trans>
                  The configured report is on {check.host}, which the extranet does not embed: only reports
                  published on app.powerbi.com over HTTPS can be shown. Ask your administrator to correct the
                  report address.
                </Trans>
              ) : (
                <Trans>
                  Your company's reports appear here once your administrator has configured one. Ask your
                  administrator, or contact support to set it up.
                </Trans>
              )}
            </Text>
            <Text size="sm">
              <Anchor href={`mailto:${parametros.soporteCorreo}`}>{parametros.soporteCorreo}</Anchor>
              {parametros.soporteTelefono && <> · {parametros.soporteTelefono}</>}
            </Text>
          </Stack>
        </Paper>
      )}
    </>
  );
}
