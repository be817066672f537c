import { ApiError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useApiLoader } from '../api/ApiProvider';
import { useUnavailableText } from '../api/try-again';
import { BackToSignIn, PublicPage } from '../components/PublicPage';
import { EmailInput, isEmailAddress } from '../forms/EmailInput';
import { errorText as failureText } from '../forms/error-text';
import { SubmitForm } from '../forms/SubmitForm';
import { serverFieldError } from '../forms/schema-errors';

export const Route = createFileRoute('/signup')({ component: SignupPage });

interface SignupForm {
  nombre: string;
  correo: string;
  empresa: string;
  telefono: string;
  comentario: string;
}
type Field = keyof SignupForm;

function SignupPage() {
  const { i18n, t } = useLingui();
  const unavailable = useUnavailableText();
  const apiLoader = useApiLoader();
  const [form, setForm] = useState<SignupForm>({
    nombre: '',
    correo: '',
    empresa: '',
    telefono: '',
    comentario: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  // A field's value, its change and its error. Read the value while the event is live: React
  // clears `currentTarget` before the updater runs.
  const field = (name: Field) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (form.nombre.trim().length < 2) found.nombre = t`Enter your full name.`;
    if (!isEmailAddress(form.correo)) found.correo = t`Enter a valid e-mail address.`;
    if (form.empresa.trim().length < 2) found.empresa = t`Enter the name of your company.`;
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const api = await apiLoader.load();
      await api.client.validacion.solicitarAcceso({
        body: {
          nombre: form.nombre.trim(),
          correo: form.correo.trim(),
          empresa: form.empresa.trim(),
          telefono: form.telefono.trim() || undefined,
          comentario: form.comentario.trim() || undefined,
          // The answer to the request is e-mailed in the language the applicant reads the page in.
          ...(i18n.locale === 'es' || i18n.locale === 'en' ? { idioma: i18n.locale } : {}),
        },
      });
      setSent(true);
    } catch (error) {
      const cause = unavailable(error);
      if (cause) setFailure(cause);
      else if (error instanceof ApiError && error.field && error.field in form) {
        // The server words its rule in English ("telefono: must have at most 40 characters"): say it
        // next to the field in the interface language.
        setErrors({ [error.field as Field]: serverFieldError(error, i18n)?.message ?? t`Check this field.` });
      } else if (error instanceof ApiError && error.status === 409) {
        setFailure(t`There is already an account or a pending request for this e-mail address.`);
      } else {
        setFailure(t`The request could not be sent: ${failureText(error, i18n)}`);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <PublicPage title={t`Request sent`} icon={<IconCircleCheck size={32} />} iconColor="teal">
        <Text>
          <Trans>
            Thank you. An administrator will review your request and write to {form.correo.trim()} when your
            access is ready.
          </Trans>
        </Text>
        <BackToSignIn button />
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title={t`Request access`}
      description={
        <Trans>Tell us who you are; an administrator sets up your account and your customer accounts.</Trans>
      }
      icon={<IconUserPlus size={30} />}
      width={520}
    >
      <SubmitForm onSubmit={() => void submit()} failure={failure} gap="sm">
        <TextInput label={t`Full name`} autoComplete="name" required {...field('nombre')} />
        <EmailInput autoComplete="email" required {...field('correo')} />
        <TextInput label={t`Company`} autoComplete="organization" required {...field('empresa')} />
        <TextInput label={t`Phone`} type="tel" autoComplete="tel" {...field('telefono')} />
        <Textarea
          label={t`Comment`}
          description={t`For example, the customer accounts or areas you need.`}
          autosize
          minRows={2}
          maxRows={6}
          {...field('comentario')}
        />
        <Button type="submit" loading={submitting} mt="xs">
          <Trans>Send request</Trans>
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          <Trans>
            Already have an account?{' '}
            <Anchor component={Link} to="/login" underline="always">
              Sign in
            </Anchor>
          </Trans>
        </Text>
      </SubmitForm>
    </PublicPage>
  );
}
