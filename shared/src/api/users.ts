import type { UserRecord } from '../models/user';
import { route, type ApiRecord } from './route';

/** Users and registration: functions/src/api/users.ts. */

/** A user record as the API answers it (no search key): `isPaid` says whether premium is running now. */
export type UserJson = ApiRecord<Omit<UserRecord, 'nameLower'>>;

/** What POST /api/v1/user says about the caller's record. */
export type RegistrationReport = 'inserted' | 'exist' | 'dataExist';

/** POST /user: the report, whether the role changed (refresh the token), and the caller's record (null when another account holds the e-mail). */
export interface Registration {
  report: RegistrationReport;
  roleChanged: boolean;
  user: UserJson | null;
}

/** PUT /user?email=: the record as it now is. */
export interface UpdatedUser {
  message: string;
  user: UserJson;
}

/** DELETE /user/{userId}. */
export interface DeletedUser {
  message: string;
  deletedCount: number;
}

export const usersApi = {
  userByEmail: route<UserJson>()('GET', '/api/v1/singleUserByEmail/:email'),
  register: route<Registration>()('POST', '/api/v1/user'),
  /** A bare list: the next page's cursor and link are in the response headers. */
  list: route<UserJson[]>()('GET', '/api/v1/user'),
  update: route<UpdatedUser>()('PUT', '/api/v1/user'),
  remove: route<DeletedUser>()('DELETE', '/api/v1/user/:userId'),
};
