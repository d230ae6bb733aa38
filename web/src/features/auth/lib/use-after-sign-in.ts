import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RegistrationReport } from '../api/register-user';
import { returnPathFrom } from './return-path';
import { loginSucceededMessage } from '@quizmaster/shared/messages';
import { notify } from '@/lib/notify';

/** Where each way of signing in leads afterwards. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const home = paths.home.getHref();
  // The page a guard sent the user away from, or home.
  const origin = returnPathFrom(location.state, home);

  return {
    /** E-mail login and sign-up: back to where the user came from. */
    returnToOrigin: () => void navigate(origin, { replace: true }),
    /**
     * Social sign-in (SPEC.md section 4): a returning user (`dataExist`) goes back to where they
     * came from and is welcomed; a new record (`inserted`) or one held by another account
     * (`exist`) leads home.
     */
    afterSocialSignIn: (report: RegistrationReport) => {
      if (report === 'dataExist') {
        void navigate(origin, { replace: true });
        notify.success(loginSucceededMessage);
      } else {
        void navigate(home);
      }
    },
  };
}
