import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportReachable } from '../lib/offline/connectivity';
import { renderWithProviders } from '../test/render';
import { EmptyState } from './empty-state';

afterEach(() => reportReachable(true));

describe('EmptyState', () => {
  it('is the spec’s empty list while the server answers', () => {
    renderWithProviders(<EmptyState actionLabel="Filtrar" onAction={() => {}} />);
    expect(screen.getByText('No encontramos lo que buscas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeTruthy();
  });

  it('says «Sin conexión» instead when the list could not load without connection', () => {
    reportReachable(false);
    renderWithProviders(<EmptyState actionLabel="Filtrar" onAction={() => {}} />);
    expect(screen.getByText('Sin conexión')).toBeTruthy();
    expect(screen.queryByText('No encontramos lo que buscas')).toBeNull();
  });

  it('keeps a screen’s own texts offline (they already say what happened)', () => {
    reportReachable(false);
    renderWithProviders(<EmptyState title="Todo en orden" message="Ninguna publicación tiene problemas." />);
    expect(screen.getByText('Todo en orden')).toBeTruthy();
  });
});
