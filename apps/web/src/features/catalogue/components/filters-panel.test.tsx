import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { parseFilters } from '../hooks/use-catalogue-filters';
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
