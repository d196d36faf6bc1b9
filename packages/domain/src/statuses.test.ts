import { describe, expect, it } from 'vitest';
import {
  availableStatusActions,
  isMlStatus,
  isStatusChangeAllowed,
  isStatusId,
  ML_STATUSES,
  mlStatusColor,
  mlStatusForLocalStatus,
  mlStatusLabel,
  STATUS,
  STATUS_NAMES,
  statusActionLabel,
  statusActionTarget,
  statusColor,
} from './statuses.ts';

describe('part statuses', () => {
  it('uses the fixed ids and Spanish names', () => {
    expect(STATUS).toEqual({
      AVAILABLE: 1,
      UNAVAILABLE: 2,
      RESERVED: 3,
      SOLD: 4,
      INCOMPLETE: 5,
      NO_MARKETPLACE: 6,
    });
    expect(STATUS_NAMES).toEqual({
      1: 'Disponible',
      2: 'No disponible',
      3: 'Separado',
      4: 'Vendido',
      5: 'Incompleto',
      6: 'Sin Mercado Libre',
    });
  });

  it('recognises only the six status ids', () => {
    expect(isStatusId(6)).toBe(true);
    expect(isStatusId(7)).toBe(false);
    expect(isStatusId(null)).toBe(false);
  });

  it('colours Disponible blue, Vendido green and everything else grey', () => {
    expect(statusColor(1)).toBe('blue');
    expect(statusColor(4)).toBe('green');
    for (const id of [2, 3, 5, 6, 99, null, undefined]) expect(statusColor(id)).toBe('gray');
  });
});

describe('marketplace statuses', () => {
  it('is the fixed list', () => {
    expect(ML_STATUSES).toEqual(['active', 'inactive', 'closed', 'paused', 'under_review']);
    expect(isMlStatus('paused')).toBe(true);
    expect(isMlStatus('Paused')).toBe(false);
  });

  it('labels each status in Spanish and anything else as Desconocido', () => {
    expect(mlStatusLabel('active')).toBe('Activo');
    expect(mlStatusLabel('paused')).toBe('Pausado');
    expect(mlStatusLabel('closed')).toBe('Finalizado');
    expect(mlStatusLabel('inactive')).toBe('Inactivo');
    expect(mlStatusLabel('under_review')).toBe('En revisión');
    expect(mlStatusLabel('payment_required')).toBe('Desconocido');
    expect(mlStatusLabel(null)).toBe('Desconocido');
    expect(mlStatusLabel(undefined)).toBe('Desconocido');
    expect(mlStatusLabel('toString')).toBe('Desconocido');
  });

  it('colours statuses as the spec says', () => {
    expect(mlStatusColor('active')).toBe('yellow');
    expect(mlStatusColor('inactive')).toBe('red');
    expect(mlStatusColor('paused')).toBe('red');
    expect(mlStatusColor('under_review')).toBe('red');
    expect(mlStatusColor('closed')).toBe('green');
    expect(mlStatusColor('other')).toBe('gray');
    expect(mlStatusColor(null)).toBe('gray');
  });

  it('follows the local status', () => {
    expect(mlStatusForLocalStatus(1, true)).toBe('active');
    expect(mlStatusForLocalStatus(2, true)).toBe('paused');
    expect(mlStatusForLocalStatus(3, false)).toBe('paused');
    expect(mlStatusForLocalStatus(5, true)).toBe('paused');
    expect(mlStatusForLocalStatus(4, true)).toBe('closed');
    expect(mlStatusForLocalStatus(6, true)).toBe('paused');
    expect(mlStatusForLocalStatus(6, false)).toBeNull();
    expect(mlStatusForLocalStatus(42, true)).toBeNull();
  });
});

describe('detail-screen status actions', () => {
  it('offers the buttons the spec shows for each status', () => {
    expect(availableStatusActions(1)).toEqual(['sell', 'reserve']);
    expect(availableStatusActions(2)).toEqual([]);
    expect(availableStatusActions(3)).toEqual(['sell', 'activate']);
    expect(availableStatusActions(4)).toEqual(['activate']);
    expect(availableStatusActions(5)).toEqual([]);
    expect(availableStatusActions(6)).toEqual(['sell', 'reserve']);
  });

  it('targets Vendido, No disponible and Disponible', () => {
    expect(statusActionTarget('sell')).toBe(4);
    expect(statusActionTarget('reserve')).toBe(2);
    expect(statusActionTarget('activate')).toBe(1);
  });

  it('labels Activar as Reactivar only for sold parts', () => {
    expect(statusActionLabel('sell', 1)).toBe('Vender');
    expect(statusActionLabel('reserve', 1)).toBe('Separar');
    expect(statusActionLabel('activate', 3)).toBe('Activar');
    expect(statusActionLabel('activate', 4)).toBe('Reactivar');
  });

  it('allows only changes a button offers', () => {
    expect(isStatusChangeAllowed(1, 4)).toBe(true);
    expect(isStatusChangeAllowed(1, 2)).toBe(true);
    expect(isStatusChangeAllowed(1, 1)).toBe(false);
    expect(isStatusChangeAllowed(3, 1)).toBe(true);
    expect(isStatusChangeAllowed(3, 2)).toBe(false);
    expect(isStatusChangeAllowed(4, 1)).toBe(true);
    expect(isStatusChangeAllowed(4, 2)).toBe(false);
    expect(isStatusChangeAllowed(2, 1)).toBe(false);
    expect(isStatusChangeAllowed(5, 4)).toBe(false);
    expect(isStatusChangeAllowed(6, 1)).toBe(false);
    expect(isStatusChangeAllowed(6, 3)).toBe(false);
  });
});
