/** Órdenes de surtido: the states an order goes through, from the counter's ask to the yard's answer. */
export const PULL_ORDER_STATUSES = ['pendiente', 'tomada', 'surtida', 'no_encontrada', 'danada'] as const;
export type PullOrderStatus = (typeof PULL_ORDER_STATUSES)[number];

/** How the yard closes an order it took. */
export const PULL_ORDER_OUTCOMES = ['surtida', 'no_encontrada', 'danada'] as const;
export type PullOrderOutcome = (typeof PULL_ORDER_OUTCOMES)[number];

export const PULL_ORDER_STATUS_LABELS: Record<PullOrderStatus, string> = {
  pendiente: 'Pedida al patio',
  tomada: 'En camino del patio',
  surtida: 'Surtida',
  no_encontrada: 'No se encontró',
  danada: 'Dañada',
};

export const MAX_PULL_NOTE_LENGTH = 500;

/** Whether an outcome needs a reason: the counter has to know why the part is not coming. */
export function pullOutcomeNeedsReason(outcome: PullOrderOutcome): boolean {
  return outcome !== 'surtida';
}

export function isOpenPullStatus(status: PullOrderStatus): boolean {
  return status === 'pendiente' || status === 'tomada';
}

export const PULL_ORDER_MESSAGES = {
  notFound: 'No encontramos esa orden de surtido en tu empresa.',
  lineNotFound: 'Esa línea no está en el ticket.',
  freeLine: 'Solo una autoparte del inventario se puede pedir al patio.',
  ticketNotOpen: 'El ticket ya no está abierto; ya no se puede pedir al patio.',
  alreadyTaken: (name: string) => `${name} ya tomó esta orden.`,
  notTaken: 'Toma la orden antes de marcarla.',
  notYours: (name: string) => `Esta orden la tomó ${name}; solo quien la tomó puede marcarla.`,
  closed: (label: string) => `La orden ya está cerrada: «${label}».`,
  reasonRequired: 'Escribe el motivo: el mostrador necesita saber por qué no llega la pieza.',
  noteTooLong: `La nota admite hasta ${MAX_PULL_NOTE_LENGTH} caracteres.`,
  outcome: 'El resultado no es válido: surtida, no se encontró o dañada.',
  photoOnlyDelivered: 'La foto se agrega solo al marcar la orden como surtida.',
  worker: 'Elige a alguien del patio de esta empresa.',
  sameWorker: (name: string) => `La orden ya es de ${name}.`,
  notYoursToAssign: (name: string) =>
    `Esta orden la tomó ${name}; solo esa persona o un supervisor pueden pasarla a alguien más.`,
  changed: 'La orden cambió mientras tanto; revisa la lista y vuelve a intentarlo.',
} as const;
