import './form-dialog.css';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** Runs on the submit button and on Enter in a field; the dialog keeps the browser from posting. */
  onSubmit: () => void;
  /** The submit button's words ("Save", "Approve", "Deactivate jdoe"). */
  submitLabel: string;
  /** The call is under way: the submit button spins. */
  busy?: boolean;
  submitDisabled?: boolean;
  /** `red` for what takes something away (deactivate, reject). */
  submitColor?: string;
  /** Why the last attempt failed, shown above the buttons. */
  failure?: string | null;
  size?: ModalProps['size'];
  /** Before Cancel, at the footer's start (a role's Delete). */
  footerStart?: ReactNode;
  /** A footer of its own in place of Cancel and submit (a confirmation asked in the dialog). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The administration dialogs' frame: a modal holding one form, the failure of its last attempt and
 * a footer with Cancel and the submit button. The footer stays at the bottom of the dialog while
 * the fields scroll, so the button is in view on a short screen (a laptop's 768 px, a phone).
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy = false,
  submitDisabled,
  submitColor,
  failure,
  size,
  footerStart,
  footer,
  children,
}: FormDialogProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={title}
      centered
      size={size}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
        <Group className="form-dialog-footer" justify="flex-end">
          {footer ?? (
            <>
              {footerStart}
              <Button variant="default" onClick={onClose}>
                {t`Cancel`}
              </Button>
              <Button type="submit" color={submitColor} loading={busy} disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </>
          )}
        </Group>
      </form>
    </Modal>
  );
}
