import { route } from './route';

/** The liveness probe: functions/src/api/health.ts. */

export interface Health {
  status: 'ok';
  service: string;
  time: string;
}

export const healthApi = {
  health: route<Health>()('GET', '/api/v1/health'),
};
