import { describe, expect, it } from 'vitest';
import { countsLine, scheduleLine } from './backups-page';

describe('Respaldos texts', () => {
  it('agrees each count with its noun', () => {
    expect(countsLine({ parts: 1, photos: 0, vehicles: 1, users: 2 })).toBe(
      '1 autoparte · 0 fotos · 1 vehículo · 2 usuarios',
    );
    expect(countsLine({ parts: 2000, photos: 3512, vehicles: 40, users: 1 })).toBe(
      '2,000 autopartes · 3,512 fotos · 40 vehículos · 1 usuario',
    );
  });

  it('says the backup time on the yard clock, not the server one', () => {
    const line = scheduleLine({ time: '03:00', time_zone: 'UTC' }, 'America/Mexico_City');
    expect(line).toBe(
      'Respaldo automático todos los días a las 9:00 PM, hora Centro (Ciudad de México, Guadalajara, Monterrey).',
    );
    expect(line).not.toContain('UTC');
    expect(scheduleLine({ time: '03:00', time_zone: 'UTC' }, 'America/Tijuana')).toContain(
      '7:00 PM, hora Noroeste',
    );
    expect(scheduleLine({ time: null, time_zone: 'UTC' }, 'America/Mexico_City')).toBe(
      'El respaldo automático está apagado (BACKUP_TIME=off).',
    );
  });
});
