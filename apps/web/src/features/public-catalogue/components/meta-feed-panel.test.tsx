import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MetaFeedSettings } from '@yonke/domain/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MetaFeedPanel } from './meta-feed-panel';

const FEED: MetaFeedSettings = {
  company_id: 3,
  url: 'https://yonke.example.mx/p/meta/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.xml',
  active: true,
  read_at: null,
  read_by_meta: null,
  items: 1263,
  without_photo: 169,
  without_price: 1,
};
const NEW_URL = 'https://yonke.example.mx/p/meta/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.xml';

/** The server, at the network boundary: the feed settings, and a new address on POST. */
function stubServer(feed: MetaFeedSettings) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url).pathname;
      calls.push({ method: request.method, url });
      const body = request.method === 'POST' ? { ...feed, url: NEW_URL } : feed;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPanel() {
  return renderWithProviders(
    <ModalsProvider>
      <MetaFeedPanel companyId={3} />
    </ModalsProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MetaFeedPanel', () => {
  it('shows the address to paste, what the feed holds, what it leaves out and that Meta has not read it', async () => {
    const calls = stubServer(FEED);
    renderPanel();
    const address = await screen.findByLabelText('Dirección para Commerce Manager');
    expect((address as HTMLInputElement).value).toBe(FEED.url);
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/public-catalogue/companies/3/meta-feed' });
    expect(screen.getByRole('button', { name: 'Copiar dirección' })).toBeTruthy();
    expect(screen.getByTestId('meta-feed-items').textContent).toContain('Contiene 1,263 autopartes');
    expect(screen.getByTestId('meta-feed-left-out').textContent).toContain(
      '170 autopartes no entran porque Meta pide foto y precio: 169 sin foto, 1 sin precio.',
    );
    expect(screen.getByTestId('meta-feed-read').textContent).toContain('Meta todavía no la ha leído.');
    expect(screen.queryByText(/catálogo público está apagado/)).toBeNull();
    expect(screen.queryByText(/red local/)).toBeNull();
  });

  it('warns that Meta cannot read an address of the local network', async () => {
    stubServer({
      ...FEED,
      url: 'http://192.168.1.20:3000/p/meta/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.xml',
    });
    renderPanel();
    expect(await screen.findByText(/Esta dirección es de tu red local/)).toBeTruthy();
  });

  it('says when the last read was and whether it was Meta, and warns when the catalogue is off', async () => {
    stubServer({ ...FEED, active: false, read_at: '2026-11-27T17:05:00.000Z', read_by_meta: false });
    renderPanel();
    expect(await screen.findByText(/catálogo público está apagado/)).toBeTruthy();
    expect(screen.getByTestId('meta-feed-read').textContent).toMatch(
      /^Última lectura: .*2026.*\(no fue Meta/,
    );
  });

  it('changes the address only after the confirmation, and shows the new one', async () => {
    const calls = stubServer(FEED);
    renderPanel();
    await screen.findByLabelText('Dirección para Commerce Manager');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar dirección' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Dirección para Commerce Manager') as HTMLInputElement).value).toBe(
        NEW_URL,
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/public-catalogue/companies/3/meta-feed/token' },
    ]);
  });
});
