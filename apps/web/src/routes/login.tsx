import { ApiError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useApiLoader } from '../api/ApiProvider';
import { isServerDown, retryAfterSeconds } from '../api/errors';
import { useTryAgainIn } from '../api/try-again';
import { PublicPage } from '../components/PublicPage';
import { errorText as failureText } from '../forms/error-text';
import { SubmitForm } from '../forms/SubmitForm';
import { safeReturnPath } from '../session/guard';
import { signIn } from '../session/session';
import { isTokenValid, readToken } from '../session/token';

interface LoginSearch {
  /** Where to go after signing in (set by the guard). */
  redirect?: string;
  /** The user name to fill in (after choosing a password from an e-mailed link). */
  usuario?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.usuario === 'string' ? { usuario: search.usuario } : {}),
  }),
  beforeLoad: ({ search }) => {
    // Already signed in: nothing to do here.
    if (isTokenValid(readToken())) throw redirect({ href: safeReturnPath(search.redirect), replace: true });
  },
  component: LoginPage,
});

type SignInError =
  | { kind: 'credentials' }
  | { kind: 'inactive' }
  | { kind: 'rate-limited'; seconds: number | null }
  | { kind: 'server-down' }
  | { kind: 'other'; error: unknown };

function classify(error: unknown): SignInError {
  if (isServerDown(error)) return { kind: 'server-down' };
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 400) return { kind: 'credentials' };
    if (error.status === 403) return { kind: 'inactive' };
    if (error.status === 429) return { kind: 'rate-limited', seconds: retryAfterSeconds(error) };
  }
  return { kind: 'other', error };
}

function LoginPage() {
  const { i18n, t } = useLingui();
  const tryAgainIn = useTryAgainIn();
  const apiLoader = useApiLoader();
  const router = useRouter();
  const search = Route.useSearch();
  const [usuario, setUsuario] = useState(search.usuario ?? '');
  const [clave, setClave] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SignInError | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (!usuario.trim() || !clave) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setSubmitting(true);
    setError(null);
    try {
      await signIn(await apiLoader.load(), { usuario: usuario.trim(), clave });
      await router.navigate({ href: safeReturnPath(search.redirect), replace: true });
    } catch (caught) {
      setError(classify(caught));
      setClave('');
    } finally {
      setSubmitting(false);
    }
  };

  const errorText = (() => {
    switch (error?.kind) {
      case 'credentials':
        return t`The user name or the password is not correct. Check them and try again.`;
      case 'inactive':
        return t`This account cannot sign in: it is disabled or its access request has not been approved yet.`;
      case 'rate-limited':
        return t`Too many sign-in attempts. ${tryAgainIn(error.seconds)}`;
      case 'server-down':
        return t`The server is not responding. Check your connection or try again in a few minutes.`;
      case 'other':
        return t`Signing in failed: ${failureText(error.error, i18n)}`;
      default:
        return null;
    }
  })();

  return (
    <PublicPage
      title={t`Sign in`}
      description={<Trans>Follow and request your shipments, stock and invoices.</Trans>}
    >
      <SubmitForm
        onSubmit={() => void submit()}
        failure={errorText}
        failureColor={error?.kind === 'server-down' ? 'orange' : 'red'}
      >
        <TextInput
          label={t`User name`}
          name="usuario"
          autoComplete="username"
          leftSection={<IconUser size={16} aria-hidden />}
          value={usuario}
          onChange={(event) => setUsuario(event.currentTarget.value)}
          error={missing && !usuario.trim() ? t`Enter your user name.` : undefined}
          autoFocus
          required
        />
        <PasswordInput
          label={t`Password`}
          name="clave"
          autoComplete="current-password"
          leftSection={<IconLock size={16} aria-hidden />}
          value={clave}
          onChange={(event) => setClave(event.currentTarget.value)}
          error={missing && !clave ? t`Enter your password.` : undefined}
          required
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/recuperarcontrasena" size="sm">
            <Trans>Forgot your password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={submitting}>
          <Trans>Sign in</Trans>
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans>
            No account yet?{' '}
            <Anchor component={Link} to="/signup" underline="always">
              Request access
            </Anchor>
          </Trans>
        </Text>
      </SubmitForm>
    </PublicPage>
  );
}
