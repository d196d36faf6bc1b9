/**
 * Starts a backup whose archive output never drains, says so on stdout and waits: the backup
 * tests kill this process with SIGKILL half-way through writing, as a power cut would.
 */
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { startBackup } from '../src/modules/backups/backup.ts';

const config = loadConfig();
const database = connect(process.env.BACKUP_TEST_DATABASE_URL ?? '', 3);
const started = await startBackup({
  database,
  config,
  trigger: 'manual',
  openOutput: (file) => {
    let announced = false;
    return new Writable({
      write(_chunk, _encoding, _callback) {
        if (!announced) {
          announced = true;
          // The partial file exists by now: the real stream wrote its first bytes there.
          import('node:fs').then((fs) => {
            fs.writeFileSync(file, 'half an archive');
            process.stdout.write('writing\n');
          });
        }
        // Never calls back: the backup stays half-written until the process is killed.
      },
    });
  },
});
await started.done;
