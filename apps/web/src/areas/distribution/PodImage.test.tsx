import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseAccount } from '../../session/account';
import { writeToken } from '../../session/token';
import { createTestApi, renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { PodImage } from './PodImage';

// The POD image of the app's own API is fetched with the session (an <img> cannot send the token)
// and shown from an object URL; without an address the section says there is no image.

const SLOW = { timeout: 5000 };

describe('PodImage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeToken('token-123');
    fetchMock = vi.fn(
      async () =>
        new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
          headers: { 'content-type': 'image/svg+xml' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:pod-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    chooseAccount('demo', null);
  });

  it("fetches the API's image with the bearer token and the chosen account, then enlarges it on click", async () => {
    chooseAccount('demo', 7);
    const url = `${location.origin}/api/Distribucion/ImagenPruebaEntrega/42`;
    renderWithProviders(<PodImage url={url} noteNumber="AL26-000042" />, { api: createTestApi() });
    const image = await screen.findByTestId('pod-image', undefined, SLOW);
    expect(image.getAttribute('src')).toBe('blob:pod-1');
    expect(image.getAttribute('alt')).toBe('Proof of delivery of AL26-000042');
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/Distribucion/ImagenPruebaEntrega/42');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('x-customer-account')).toBe('7');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Enlarge the proof of delivery' }));
    expect(await screen.findByRole('dialog', undefined, SLOW)).toBeTruthy();
  });

  it('offers to try again when the image does not load', async () => {
    fetchMock.mockResolvedValue(new Response('{"code":"NOT_FOUND"}', { status: 404 }));
    renderWithProviders(<PodImage url="/api/Distribucion/ImagenPruebaEntrega/9" noteNumber="AL26-000009" />, {
      api: createTestApi(),
    });
    await screen.findByText('The image of the proof of delivery could not be loaded.', undefined, SLOW);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says there is no image, and sends nothing, without an address', async () => {
    renderWithProviders(<PodImage url={null} noteNumber="AL26-000001" />, { api: createTestApi() });
    expect(await screen.findByText('No image of the proof of delivery', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it("shows another site's photo as it is, without the session's token", async () => {
    renderWithProviders(<PodImage url="https://pod.carrier.test/a.jpg" noteNumber="AL26-000002" />, {
      api: createTestApi(),
    });
    const image = await screen.findByTestId('pod-image', undefined, SLOW);
    expect(image.getAttribute('src')).toBe('https://pod.carrier.test/a.jpg');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
