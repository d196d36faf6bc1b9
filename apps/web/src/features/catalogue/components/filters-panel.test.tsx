import { screen, waitFor, within } from '@testing-library/react';
import { ROLE, type RoleId } from '@yonke/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { parseFilters } from '../hooks/use-catalogue-filters';
import type { CatalogueSection } from '../sections';
import { FiltersPanel } from './filters-panel';

function screenIs(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function panel() {
  return renderWithProviders(
    <FiltersPanel
      section="sales"
      roles={[4]}
      value={parseFilters(new URLSearchParams())}
      onApply={() => {}}
      onClear={() => {}}
    />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the filters drawer on a phone', () => {
  it('is not open again on the next visit when the screen was left with it open', async () => {
    screenIs(false);
    localStorage.setItem('showFilters', 'true');
    const { unmount } = panel();
    unmount();
    await waitFor(() => expect(localStorage.getItem('showFilters')).toBe('false'));
  });

  it('keeps the sidebar remembered on a large screen', async () => {
    screenIs(true);
    localStorage.setItem('showFilters', 'true');
    const { unmount } = panel();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem('showFilters')).toBe('true');
  });
});

// What each role may filter by, in the section the role opens (the e2e keeps the two ends of it).
const FILTER_VISIBILITY: {
  role: RoleId;
  section: CatalogueSection;
  visible: string[];
  hidden: string[];
  admin: boolean;
}[] = [
  {
    role: ROLE.SELLER,
    section: 'search',
    visible: ['Marca', 'Autoparte'],
    hidden: ['Estatus', 'Ubicación', 'Empresa', 'Usuario'],
    admin: false,
  },
  {
    role: ROLE.CAPTURIST,
    section: 'inventory',
    visible: ['Estatus', 'Ubicación'],
    hidden: ['Empresa', 'Usuario'],
    admin: false,
  },
  {
    role: ROLE.ADMIN,
    section: 'inventory',
    visible: ['Estatus', 'Usuario'],
    hidden: ['Empresa'],
    admin: true,
  },
  {
    role: ROLE.SUPERVISOR,
    section: 'sales',
    visible: ['Estatus'],
    hidden: ['Empresa', 'Usuario'],
    admin: true,
  },
  { role: ROLE.SUPERADMIN, section: 'inventory', visible: ['Empresa', 'Usuario'], hidden: [], admin: true },
];

describe('the filters each role is offered', () => {
  for (const { role, section, visible, hidden, admin } of FILTER_VISIBILITY) {
    it(`role ${role} in ${section}`, () => {
      screenIs(true);
      renderWithProviders(
        <FiltersPanel
          section={section}
          roles={[role]}
          value={parseFilters(new URLSearchParams())}
          onApply={() => {}}
          onClear={() => {}}
        />,
      );
      const filters = within(screen.getByRole('form', { name: 'Filtros' }));
      for (const label of visible)
        expect(filters.getAllByLabelText(label, { exact: true }).length).toBeGreaterThan(0);
      for (const label of hidden) expect(filters.queryAllByLabelText(label, { exact: true })).toHaveLength(0);
      expect(filters.queryAllByText('Administrador y Supervisor')).toHaveLength(admin ? 1 : 0);
    });
  }
});
