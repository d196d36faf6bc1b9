import { describe, expect, it } from 'vitest';
import { isRoleId, ROLE, ROLE_IDS, ROLE_NAMES } from './roles.ts';

describe('roles', () => {
  it('uses the fixed role ids', () => {
    expect(ROLE).toEqual({ SUPERADMIN: 1, ADMIN: 2, CAPTURIST: 3, SELLER: 4, SUPERVISOR: 5 });
    expect(ROLE_IDS).toEqual([1, 2, 3, 4, 5]);
  });

  it('names every role in Spanish', () => {
    expect(ROLE_NAMES).toEqual({
      1: 'Superadministrador',
      2: 'Administrador',
      3: 'Capturista',
      4: 'Vendedor',
      5: 'Supervisor',
    });
  });

  it('recognises only the five role ids', () => {
    expect(isRoleId(1)).toBe(true);
    expect(isRoleId(5)).toBe(true);
    expect(isRoleId(0)).toBe(false);
    expect(isRoleId(6)).toBe(false);
    expect(isRoleId('1')).toBe(false);
  });
});
