import { Button } from '@chakra-ui/react';
import { sendEmailVerification } from 'firebase/auth';
import { useState } from 'react';
import { LuMailCheck } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import { StartProblem } from './start-problem';
import { notify } from '@/lib/notify';

/**
 * The server starts quizzes only for verified e-mail addresses (docs/ARCHITECTURE.md "Security"):
 * the player opens the link sign-up sent, or asks for a new one, then tries again.
 */
export function VerifyEmailFirst({ message, onVerified }: { message: string; onVerified: () => void }) {
  const auth = useAuth();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    const user = auth.currentUser;
    if (!user) return;
    setSending(true);
    try {
      await sendEmailVerification(user);
      notify.success(`We sent a new link to ${user.email ?? 'your address'}.`);
    } catch (error) {
      console.error(error);
      notify.error('We could not send the link just now. Please try again in a few minutes.');
    } finally {
      setSending(false);
    }
  };

  return (
    <StartProblem
      icon={<LuMailCheck />}
      title="Verify your e-mail address"
      description={message}
      actions={
        <>
          <Button colorPalette="purple" onClick={onVerified}>
            I have opened the link
          </Button>
          <Button variant="outline" colorPalette="purple" onClick={() => void resend()} loading={sending}>
            Send the link again
          </Button>
        </>
      }
    />
  );
}
