import { describe, expect, it } from 'vitest';
import { backupsToPrune, formatBytes } from './backups.ts';

const at = (iso: string, name = iso) => ({ name, createdAt: new Date(iso) });

describe('backupsToPrune', () => {
  it('keeps one backup per day for the last 7 days and one per week for 4 weeks before', () => {
    // One backup a day at 03:00 UTC for 60 days, ending Sunday 2026-11-22.
    const backups = Array.from({ length: 60 }, (_, index) => {
      const date = new Date(Date.UTC(2026, 10, 22, 3) - index * 86_400_000);
      return at(date.toISOString());
    });
    const pruned = new Set(backupsToPrune(backups, { daily: 7, weekly: 4 }));
    const kept = backups
      .filter((backup) => !pruned.has(backup.name))
      .map((backup) => backup.name.slice(0, 10));
    expect(kept).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      // Newest of each earlier ISO week (Sundays).
      '2026-11-15',
      '2026-11-08',
      '2026-11-01',
      '2026-10-25',
    ]);
  });

  it('keeps only the newest of several backups on one day', () => {
    const backups = [
      at('2026-11-22T03:00:00Z', 'a'),
      at('2026-11-22T12:00:00Z', 'b'),
      at('2026-11-21T03:00:00Z', 'c'),
    ];
    expect(backupsToPrune(backups, { daily: 7, weekly: 4 })).toEqual(['a']);
  });

  it('reads days in the configured time zone', () => {
    // 05:00 UTC is still the previous evening in Mexico City (UTC-6).
    const backups = [at('2026-11-22T05:00:00Z', 'late'), at('2026-11-21T20:00:00Z', 'early')];
    expect(backupsToPrune(backups, { daily: 7, weekly: 0 }, 'America/Mexico_City')).toEqual(['early']);
    expect(backupsToPrune(backups, { daily: 7, weekly: 0 }, 'UTC')).toEqual([]);
  });

  it('never deletes the newest backup, even with a zero policy', () => {
    const backups = [at('2026-11-22T03:00:00Z', 'new'), at('2026-11-20T03:00:00Z', 'old')];
    expect(backupsToPrune(backups, { daily: 0, weekly: 0 })).toEqual(['old']);
    expect(backupsToPrune([], { daily: 7, weekly: 4 })).toEqual([]);
  });
});

describe('formatBytes', () => {
  it('uses binary units with a Mexican decimal point', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
  });
});
