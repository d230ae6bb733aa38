import { Router } from 'express';
import type { UserRecord } from '@quizmaster/shared/models/user';
import { isPremiumActive } from '@quizmaster/shared/premium';
import { usersApi } from '@quizmaster/shared/api/users';
import { deleteAccount, readUser, readUsersPage, registerCaller, updateUser, userForEmailRoute } from '../services/accounts';
import { enforceRateLimit } from '../services/rate-limits';
import { endpoint, WithHeaders } from './endpoint';
import { nextPageHeaders } from './paging';
import { forbidden } from '../domain/errors';
import { toJson } from './json';

/** Users: /api/v1/singleUserByEmail, /api/v1/user. */
export const usersRouter = Router();

/** A user record as the API answers it: `isPaid` says whether premium is running now. */
const userJson = (id: string, { nameLower: _searchKey, ...user }: UserRecord) =>
  toJson(id, { ...user, isPaid: isPremiumActive(user.premiumUntil) });

usersRouter.get(
  '/singleUserByEmail/:email',
  endpoint({
    route: usersApi.userByEmail,
    access: 'signed-in',
    handle: async ({ caller, params }) => {
      const { id, user } = await userForEmailRoute(caller, params.email);
      return userJson(id, user);
    },
  }),
);

usersRouter.post(
  '/user',
  endpoint({
    route: usersApi.register,
    access: 'signed-in',
    rateLimit: 'register',
    handle: async ({ caller, body, clientAddress }) => {
      if (body.email !== caller.email) throw forbidden('You can only register your own account.');
      // Only an account's first registration counts against its address's new-account limit:
      // the sign-ins of existing accounts (a whole school behind one address) do not.
      if ((await readUser(caller.uid)) === null) await enforceRateLimit('new-account', { account: null, address: clientAddress });
      const { report, roleChanged, user } = await registerCaller(caller, body.name);
      return { report, roleChanged, user: user ? userJson(user.id, user.user) : null };
    },
  }),
);

usersRouter.get(
  '/user',
  endpoint({
    route: usersApi.list,
    access: 'admin',
    handle: async ({ query, requestUrl }) => {
      const page = await readUsersPage(query);
      // The spec's answer is a bare list: the next page goes in headers.
      return new WithHeaders(
        page.items.map((user) => userJson(user.id, user.data())),
        nextPageHeaders(requestUrl, page.nextCursor),
      );
    },
  }),
);

usersRouter.put(
  '/user',
  endpoint({
    route: usersApi.update,
    access: 'signed-in',
    handle: async ({ caller, query, body }) => {
      const updated = await updateUser(caller, query.email, body);
      return { message: 'User updated', user: userJson(updated.id, updated.user) };
    },
  }),
);

usersRouter.delete(
  '/user/:userId',
  endpoint({
    route: usersApi.remove,
    access: 'admin',
    handle: async ({ caller, params }) => {
      await deleteAccount(caller, params.userId);
      return { message: 'User deleted', deletedCount: 1 };
    },
  }),
);
