import { Trans } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The way back to the sign-in page from a public page: a link under a form, or a button once the
 * page is done (a request sent, a link mailed).
 */
export function BackToSignIn({ button = false }: { button?: boolean }) {
  return button ? (
    <Button component={Link} to="/login" variant="light">
      <Trans>Back to sign in</Trans>
    </Button>
  ) : (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      <Trans>Back to sign in</Trans>
    </Anchor>
  );
}
