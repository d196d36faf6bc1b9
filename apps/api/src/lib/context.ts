import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from './jobs.ts';
import type { Storage } from './storage.ts';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  companyId: number;
  companyName: string;
  /** The company's clock (companies.time_zone). */
  companyTimeZone?: string;
  roles: number[];
  /** After an administrator's reset: only choosing a new password is allowed (modules/people). */
  mustChangePassword?: boolean;
  sessionId: string;
}

/** What every module is built with: no globals, so tests build as many apps as they need. */
export interface AppDeps {
  db: Database;
  config: Config;
  /** Photo files; built once from the configuration (lib/storage.ts). */
  storage: Storage;
  /** Background jobs (pg-boss); absent in tests that do not start them: marketplace sync is then off. */
  jobs?: JobQueue;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
  };
}
