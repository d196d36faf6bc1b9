export const ROLE = {
  SUPERADMIN: 1,
  ADMIN: 2,
  CAPTURIST: 3,
  SELLER: 4,
  SUPERVISOR: 5,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5];

export const ROLE_NAMES: Record<number, string> = {
  1: 'Superadministrador',
  2: 'Administrador',
  3: 'Capturista',
  4: 'Vendedor',
  5: 'Supervisor',
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}
