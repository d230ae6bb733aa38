import { z } from 'zod';
import { ROLES, type UserRecord } from '../models/user';
import { nameTooLongMessage, PROFILE_LIMITS, profileSchema } from '../validation';
import { apiEmail, documentId, pageQuery } from './request-fields';
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
  userByEmail: route<UserJson>()('GET', '/api/v1/singleUserByEmail/:email', { params: z.object({ email: apiEmail }) }),
  register: route<Registration>()('POST', '/api/v1/user', {
    // `isPaid` may be sent (the old app always sent false); it is ignored.
    body: z.object({
      email: apiEmail,
      // The forms' limit (trimmed, as they trim), so a name they accept is never refused here.
      name: z.string().trim().max(PROFILE_LIMITS.name.max, nameTooLongMessage).optional(),
      isPaid: z.unknown().optional(),
    }),
  }),
  /** A bare list: the next page's cursor and link are in the response headers. */
  list: route<UserJson[]>()('GET', '/api/v1/user', { query: pageQuery }),
  update: route<UpdatedUser>()('PUT', '/api/v1/user', {
    query: z.object({ email: apiEmail }),
    body: z
      .strictObject({ role: z.enum(ROLES).optional(), ...profileSchema.partial().shape })
      .refine((change) => Object.keys(change).length > 0, 'Send a role, or a name and phone.'),
  }),
  remove: route<DeletedUser>()('DELETE', '/api/v1/user/:userId', { params: z.object({ userId: documentId }) }),
};
