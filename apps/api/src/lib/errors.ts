export type FieldErrors = Record<string, string[]>;

/**
 * The one error type of the API. A 4xx message is written for the user, in Spanish, and is sent
 * as it is; a 5xx is logged and answered with a generic message.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const MESSAGES = {
  unauthenticated: 'Tu sesión no está iniciada o ya expiró. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notFound: 'No encontramos lo que buscas.',
  routeNotFound: 'La dirección solicitada no existe.',
  csrf: 'La página estuvo abierta mucho tiempo y la sesión de seguridad expiró. Recarga la página e inténtalo de nuevo.',
  invalidData: 'Los datos enviados no son válidos.',
  malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es válido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  clientAborted: 'La conexión se cerró antes de terminar de enviar la solicitud.',
  internal: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos momentos.',
  conflict:
    'La autoparte fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.',
} as const;

export const unauthenticated = () => new AppError(401, MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string = MESSAGES.conflict) => new AppError(409, message);

/** 422 with per-field messages; the first field's first message doubles as the summary. */
export function validationFailed(errors: FieldErrors, message?: string): AppError {
  const first = Object.values(errors)[0]?.[0];
  return new AppError(422, message ?? first ?? MESSAGES.invalidData, errors);
}

export function fieldError(field: string, message: string): AppError {
  return validationFailed({ [field]: [message] });
}
