import type { BackupTrigger } from './api/get-backups';

export const BACKUP_TEXT = {
  title: 'Respaldos',
  backupNow: 'Respaldar ahora',
  started: 'Respaldo iniciado. Aparecerá en la lista al terminar.',
  running: (time: string) => `Respaldando… (empezó ${time}). Puedes seguir trabajando.`,
  failedTitle: 'El último respaldo falló',
  empty: 'Todavía no hay respaldos en la carpeta. Pulsa «Respaldar ahora» para hacer el primero.',
  download: 'Descargar',
  /** The time read on the company's clock, the zone by its Spanish name. */
  schedule: (time: string, zone: string) => `Respaldo automático todos los días a las ${time}, hora ${zone}.`,
  scheduleOff: 'El respaldo automático está apagado (BACKUP_TIME=off).',
  retention: (daily: number, weekly: number) =>
    `Se conservan los últimos ${daily} respaldos diarios y ${weekly} semanales; los manuales se quedan hasta que los borres.`,
  folder: 'Carpeta',
  offsite:
    'Copia de vez en cuando un respaldo a otro disco o a la nube: si este equipo se descompone, los respaldos de esta carpeta se pierden con él.',
  noCounts: 'Sin datos del contenido',
} as const;

export const TRIGGER_LABELS: Record<BackupTrigger, string> = {
  automatic: 'Automático',
  manual: 'Manual',
  'pre-migration': 'Antes de actualizar',
};

export const TRIGGER_COLORS: Record<BackupTrigger, string> = {
  automatic: 'blue',
  manual: 'teal',
  'pre-migration': 'orange',
};
