import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type ReactNode, useEffect } from 'react';
import { useApiLoader } from '../../api/ApiProvider';
import { useRemoveShell } from '../../shell';
import { Brand } from '../Brand';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';

interface PublicPageProps {
  title: string;
  description?: ReactNode;
  /** An icon shown above the title (error and status pages). */
  icon?: ReactNode;
  iconColor?: string;
  children?: ReactNode;
  width?: number;
}

/** The frame of the pages reachable without a session: brand, language switch, one centred card. */
export function PublicPage({
  title,
  description,
  icon,
  iconColor = 'blue',
  children,
  width = 440,
}: PublicPageProps) {
  const { t } = useLingui();
  const apiLoader = useApiLoader();
  // Fetch the SDK once the page is drawn, so that submitting does not wait for it.
  useEffect(() => {
    apiLoader.load().catch(() => undefined);
  }, [apiLoader]);
  useRemoveShell();
  useDocumentTitle(`${title} · ${t`Freight Extranet`}`);
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Group justify="space-between" px="lg" py="md" component="header">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Container size={width} py={{ base: 'md', sm: 48 }} component="main">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
          <Stack gap="md">
            {icon && (
              <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} aria-hidden>
                {icon}
              </ThemeIcon>
            )}
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
