import './detail.css';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// The pieces every record page is made of: a way back to its list, a title with the record's
// state, and sections of labelled facts.

interface DetailHeaderProps {
  /** The list this record belongs to, e.g. `/tracking`, and its name. */
  listPath: string;
  listTitle: string;
  title: ReactNode;
  /** Plain text for the browser tab. */
  documentTitle: string;
  badges?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function DetailHeader({
  listPath,
  listTitle,
  title,
  documentTitle,
  badges,
  subtitle,
  actions,
}: DetailHeaderProps) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  useDocumentTitle(`${documentTitle} · ${t`Freight Extranet`}`);
  return (
    <Stack gap="xs" mb="lg">
      <Anchor
        href={listPath}
        size="sm"
        aria-label={t`Back to ${listTitle}`}
        onClick={(event) => {
          // Back in history keeps the list's view, period and scroll position.
          event.preventDefault();
          if (canGoBack) router.history.back();
          else void router.navigate({ to: listPath });
        }}
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {listTitle}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {title}
            </Title>
            {badges}
          </Group>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Stack>
  );
}

/** A titled card of the record page. */
export function Section({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Labelled values in columns; empty values show a dash so the layout keeps its rhythm. */
export function Facts({ facts, cols = 2 }: { facts: readonly Fact[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(2, cols), md: cols }} spacing="md" verticalSpacing="sm">
      {facts.map((fact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page
        <Stack gap={2} key={index}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {fact.label}
          </Text>
          <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? '—' : fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The cargo of a shipment or an air waybill: its facts in three columns, then its lines. */
export function CargoSection({ facts, children }: { facts: readonly Fact[]; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Section title={t`Cargo`}>
      <Stack gap="md">
        <Facts cols={3} facts={facts} />
        {children}
      </Stack>
    </Section>
  );
}

/**
 * One column of a record page's grid (`<Grid gutter="md">`): `span` of 12 columns from the `md`
 * breakpoint (a timeline in 5, the facts in 7), the whole width on a phone; its sections stacked.
 */
export function DetailColumn({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, md: span }}>
      <Stack gap="md">{children}</Stack>
    </Grid.Col>
  );
}
