import { TextInput } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadTestCatalog, renderWithProviders, screen } from '../../test-utils/render';
import { FormDialog } from './FormDialog';

const SLOW = { timeout: 5000 };

describe('<FormDialog>', () => {
  it('submits from its button and from Enter in a field, closes from Cancel, shows the failure', async () => {
    await loadTestCatalog('en');
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <FormDialog
        title="New thing"
        onClose={onClose}
        onSubmit={onSubmit}
        submitLabel="Create"
        failure="It broke."
      >
        <TextInput label="Name" />
      </FormDialog>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New thing' }, SLOW);
    expect(screen.getByRole('alert').textContent).toBe('It broke.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    // The buttons sit in the footer that stays in view while the fields scroll.
    expect(
      dialog.querySelector('.form-dialog-footer')?.contains(screen.getByRole('button', { name: 'Create' })),
    ).toBe(true);
  });

  it('puts a footer of its own in place of Cancel and submit', async () => {
    await loadTestCatalog('en');
    renderWithProviders(
      <FormDialog
        title="Role"
        onClose={() => {}}
        onSubmit={() => {}}
        submitLabel="Save"
        footer={<span>Sure?</span>}
      >
        <TextInput label="Name" />
      </FormDialog>,
    );
    await screen.findByText('Sure?', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
