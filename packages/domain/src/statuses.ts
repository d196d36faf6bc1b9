export const STATUS = {
  AVAILABLE: 1,
  UNAVAILABLE: 2,
  RESERVED: 3,
  SOLD: 4,
  INCOMPLETE: 5,
  NO_MARKETPLACE: 6,
} as const;

export type StatusId = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_IDS: readonly StatusId[] = [1, 2, 3, 4, 5, 6];

export const STATUS_NAMES: Record<StatusId, string> = {
  1: 'Disponible',
  2: 'No disponible',
  3: 'Separado',
  4: 'Vendido',
  5: 'Incompleto',
  6: 'Sin Mercado Libre',
};

export function isStatusId(value: unknown): value is StatusId {
  return typeof value === 'number' && (STATUS_IDS as readonly number[]).includes(value);
}

export function statusColor(id: number | null | undefined): 'blue' | 'green' | 'gray' {
  if (id === STATUS.AVAILABLE) return 'blue';
  if (id === STATUS.SOLD) return 'green';
  return 'gray';
}

export const ML_STATUSES = ['active', 'inactive', 'closed', 'paused', 'under_review'] as const;

export type MlStatus = (typeof ML_STATUSES)[number];

export function isMlStatus(value: unknown): value is MlStatus {
  return typeof value === 'string' && (ML_STATUSES as readonly string[]).includes(value);
}

// The spec only names active, paused and closed; the other two labels are our choice so that
// a known marketplace state never shows as "Desconocido".
const ML_STATUS_LABELS: Record<MlStatus, string> = {
  active: 'Activo',
  paused: 'Pausado',
  closed: 'Finalizado',
  inactive: 'Inactivo',
  under_review: 'En revisión',
};

export function mlStatusLabel(status: string | null | undefined): string {
  return isMlStatus(status) ? ML_STATUS_LABELS[status] : 'Desconocido';
}

const ML_STATUS_COLORS: Record<MlStatus, 'yellow' | 'red' | 'green'> = {
  active: 'yellow',
  inactive: 'red',
  paused: 'red',
  under_review: 'red',
  closed: 'green',
};

export function mlStatusColor(status: string | null | undefined): 'yellow' | 'red' | 'green' | 'gray' {
  return isMlStatus(status) ? ML_STATUS_COLORS[status] : 'gray';
}

/** Marketplace status a listing should follow after the local status changes; null = leave it alone. */
export function mlStatusForLocalStatus(statusId: number, isListed: boolean): MlStatus | null {
  switch (statusId) {
    case STATUS.AVAILABLE:
      return 'active';
    case STATUS.UNAVAILABLE:
    case STATUS.RESERVED:
    case STATUS.INCOMPLETE:
      return 'paused';
    case STATUS.SOLD:
      return 'closed';
    case STATUS.NO_MARKETPLACE:
      return isListed ? 'paused' : null;
    default:
      return null;
  }
}

export type StatusAction = 'sell' | 'reserve' | 'activate';

const STATUS_ACTION_ORDER: readonly StatusAction[] = ['sell', 'reserve', 'activate'];

const STATUS_ACTION_TARGET: Record<StatusAction, StatusId> = {
  sell: STATUS.SOLD,
  reserve: STATUS.UNAVAILABLE,
  activate: STATUS.AVAILABLE,
};

// docs/product.md §4 "Part status" states each button's visibility as the statuses it is hidden
// for; keeping the same shape makes the code checkable line by line against the spec.
const STATUS_ACTION_HIDDEN_FOR: Record<StatusAction, readonly number[]> = {
  sell: [5, 4, 2],
  reserve: [5, 4, 3, 2],
  activate: [6, 5, 2, 1],
};

export function availableStatusActions(statusId: number): StatusAction[] {
  return STATUS_ACTION_ORDER.filter((action) => !STATUS_ACTION_HIDDEN_FOR[action].includes(statusId));
}

export function statusActionTarget(action: StatusAction): StatusId {
  return STATUS_ACTION_TARGET[action];
}

export function statusActionLabel(action: StatusAction, currentStatus: number): string {
  switch (action) {
    case 'sell':
      return 'Vender';
    case 'reserve':
      return 'Separar';
    case 'activate':
      return currentStatus === STATUS.SOLD ? 'Reactivar' : 'Activar';
  }
}

/** What `updateStatus` accepts: only a change one of the detail-screen buttons offers. */
export function isStatusChangeAllowed(from: number, to: number): boolean {
  return availableStatusActions(from).some((action) => STATUS_ACTION_TARGET[action] === to);
}
