import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../../i18n/locales';
import { renderWithProviders, screen } from '../../test-utils/render';
import { AreaPlaceholder } from '../AreaPlaceholder';
import { LanguageSwitch } from './LanguageSwitch';

describe('<LanguageSwitch>', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('switches the interface to Spanish and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageSwitch />
        <AreaPlaceholder path="/invoices" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invoices');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
  });
});
