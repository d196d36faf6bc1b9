import { z } from 'zod';

// GET /api/backups (role 1): the backup files, the one running and the last unresolved failure.

export const BACKUP_TRIGGERS = ['automatic', 'manual', 'pre-migration'] as const;
export const backupTriggerSchema = z.enum(BACKUP_TRIGGERS);
export type BackupTrigger = z.infer<typeof backupTriggerSchema>;

export const backupItemSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  size_bytes: z.number().int(),
  trigger: backupTriggerSchema,
  /** parts, photos, users…; null for a file this installation did not record (copied in). */
  counts: z.record(z.string(), z.number()).nullable(),
});
export type BackupItem = z.infer<typeof backupItemSchema>;

export const backupListSchema = z
  .object({
    backups: z.array(backupItemSchema),
    running: z.object({ started_at: z.string(), trigger: backupTriggerSchema }).nullable(),
    last_failure: z.object({ at: z.string(), trigger: backupTriggerSchema, message: z.string() }).nullable(),
    schedule: z.object({
      time: z.string().nullable(),
      time_zone: z.string(),
      keep_daily: z.number().int(),
      keep_weekly: z.number().int(),
    }),
    directory: z.string(),
  })
  .meta({ id: 'BackupList' });
export type BackupList = z.infer<typeof backupListSchema>;

/** POST /api/backups: the run started (202). */
export const backupStartedSchema = z.object({ id: z.number().int() });
export type BackupStarted = z.infer<typeof backupStartedSchema>;
