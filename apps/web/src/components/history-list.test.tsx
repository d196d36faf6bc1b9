import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ActivityList } from './history-list';

describe('ActivityList', () => {
  it('shows each activity line with who did it (Sistema when nobody) and when', () => {
    renderWithProviders(
      <ActivityList
        label="Actividad del usuario"
        activity={[
          {
            id: 2,
            activity: 'Cambió el estado a Vendido',
            created_at: '2026-11-20T18:30:00.000Z',
            user: { name: 'Ana López', avatar_url: null },
          },
          {
            id: 1,
            activity: 'Publicada en Mercado Libre',
            created_at: '2026-11-19T12:00:00.000Z',
            user: null,
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Actividad del usuario' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Cambió el estado a Vendido')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Ana López')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Publicada en Mercado Libre')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Sistema')).toBeTruthy();
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T18:30:00.000Z');
  });

  it('says there is no activity when the log is empty', () => {
    renderWithProviders(<ActivityList label="Actividad de la empresa" activity={[]} />);
    expect(screen.getByText('Sin actividad registrada.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
