export type ScannerErrorKind =
  | 'insecure-context'
  | 'no-stream-api'
  | 'timeout'
  | 'no-detector'
  | 'permission-denied'
  | 'no-camera'
  | 'camera-in-use'
  | 'invalid-formats'
  | 'unknown';

/** A camera problem, reported to the host screen and explained to the user in Spanish. */
export interface ScannerError {
  kind: ScannerErrorKind;
  title: string;
  message: string;
  cause?: unknown;
}

const TYPE_INSTEAD =
  'Mientras tanto puedes escribir el código o usar un lector USB o Bluetooth en el campo de abajo.';

function secureAddress(): string {
  const { hostname, port, pathname } = window.location;
  return `https://${hostname}${port ? `:${port}` : ''}${pathname}`;
}

export function scannerError(kind: ScannerErrorKind, cause?: unknown): ScannerError {
  switch (kind) {
    case 'insecure-context':
      return {
        kind,
        cause,
        title: 'La cámara necesita una conexión segura',
        message: [
          `La cámara solo funciona en conexiones seguras (HTTPS) o en localhost. Abre la aplicación con https://… (por ejemplo ${secureAddress()}).`,
          'Quien administra el equipo puede iniciarla con HTTPS=1; la primera vez el teléfono avisa que el certificado no es de confianza: toca «Configuración avanzada» y «Continuar».',
          TYPE_INSTEAD,
        ].join(' '),
      };
    case 'no-stream-api':
      return {
        kind,
        cause,
        title: 'Este navegador no puede usar la cámara',
        message: `Actualiza el navegador o abre la aplicación en Chrome o Safari recientes. ${TYPE_INSTEAD}`,
      };
    case 'timeout':
      return {
        kind,
        cause,
        title: 'La cámara tardó demasiado en iniciar',
        message: 'Cierra otras aplicaciones que estén usando la cámara y toca «Reintentar».',
      };
    case 'no-detector':
      return {
        kind,
        cause,
        title: 'No se pudo cargar el lector de códigos',
        message: `Revisa la conexión con el servidor y toca «Reintentar». ${TYPE_INSTEAD}`,
      };
    case 'permission-denied':
      return {
        kind,
        cause,
        title: 'No hay permiso para usar la cámara',
        message:
          'Permite el acceso a la cámara en el navegador (icono junto a la dirección de la página, «Permisos», «Cámara») y toca «Reintentar».',
      };
    case 'no-camera':
      return {
        kind,
        cause,
        title: 'No encontramos una cámara',
        message: `Este dispositivo no tiene una cámara disponible. ${TYPE_INSTEAD}`,
      };
    case 'camera-in-use':
      return {
        kind,
        cause,
        title: 'La cámara está ocupada',
        message: 'Otra aplicación o pestaña está usando la cámara. Ciérrala y toca «Reintentar».',
      };
    case 'invalid-formats':
      return {
        kind,
        cause,
        title: 'Formatos de código no válidos',
        message: 'La lista de formatos del lector está vacía o tiene nombres desconocidos.',
      };
    default:
      return {
        kind: 'unknown',
        cause,
        title: 'No se pudo iniciar la cámara',
        message: `Toca «Reintentar». ${TYPE_INSTEAD}`,
      };
  }
}

/** getUserMedia's DOMException names → what the user can do about them. */
export function fromMediaError(error: unknown): ScannerError {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return scannerError('permission-denied', error);
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return scannerError('no-camera', error);
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return scannerError('camera-in-use', error);
    default:
      return scannerError('unknown', error);
  }
}
