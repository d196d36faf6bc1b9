import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCanonicalPath, useScrollToTopOnNewScreen } from './scroll';

function Layout() {
  useScrollToTopOnNewScreen();
  return <Outlet />;
}

/** A part screen as the form and the detail are: opened without its slug, it adds it once loaded. */
function PartScreen({ load }: { load: Promise<void> }) {
  const { slug } = useParams();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void load.then(() => setLoaded(true));
  }, [load]);
  useCanonicalPath(loaded && slug !== 'faro-izquierdo' ? '/inventory/autopart/7/faro-izquierdo' : null);
  return <p>Editar autoparte</p>;
}

function renderAt(path: string, load: Promise<void>) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: 'inventory/autopart/:id/:slug?', element: <PartScreen load={load} /> },
          { path: 'inventory', element: <p>Inventario</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('the scroll on a change of address', () => {
  it('stays where the user scrolled when the part adds its slug to the address after loading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let partArrives = () => {};
    const load = new Promise<void>((resolve) => {
      partArrives = resolve;
    });
    const router = renderAt('/inventory/autopart/7', load);
    scrollTo.mockClear();

    // The part lands after the user scrolled down to «Tienda de Mercado Libre» and opened it.
    await act(async () => partArrives());
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/inventory/autopart/7/faro-izquierdo'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens every other screen at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/inventory/autopart/7/faro-izquierdo', Promise.resolve());
    scrollTo.mockClear();

    await act(() => router.navigate('/inventory'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/inventory/autopart/8', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
