import { describe, expect, it } from 'vitest';
import { writePermissions } from '../../session/permissions';
import { writeToken } from '../../session/token';
import { renderWithProviders, screen } from '../../test-utils/render';
import { DEMO_PERMISSIONS, tokenValidFor } from '../../test-utils/session';
import { Can } from './Can';

describe('<Can>', () => {
  it('shows its children when the stored session has the flag', () => {
    writeToken(tokenValidFor(600));
    writePermissions(DEMO_PERMISSIONS.tracking);
    renderWithProviders(
      <>
        <Can permission="accesoPartidas">
          <span>tracking link</span>
        </Can>
        <Can permission="accesoStock" fallback={<span>no stock</span>}>
          <span>stock link</span>
        </Can>
      </>,
    );
    expect(screen.getByText('tracking link')).toBeTruthy();
    expect(screen.queryByText('stock link')).toBeNull();
    expect(screen.getByText('no stock')).toBeTruthy();
  });

  it('hands the reason to the fallback', () => {
    renderWithProviders(
      <Can permission={null} fallback={(reason) => `denied: ${reason}`}>
        secret
      </Can>,
    );
    expect(screen.getByText('denied: signed-out')).toBeTruthy();
  });
});
