import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  avatarUrl: string | null;
  companyId: number;
  companyName: string;
  roles: number[];
  sessionId: string;
}

/** What every module is built with: no globals, so tests build as many apps as they need. */
export interface AppDeps {
  db: Database;
  config: Config;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
  };
}
