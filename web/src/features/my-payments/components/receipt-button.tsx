import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import { notify } from '@/lib/notify';

/** A payment's "Receipt" download (a PDF the API renders from the stored payment). */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The download code (and the API client) loads with the first receipt asked for.
      const { downloadReceipt } = await import('../api/download-receipt');
      await downloadReceipt(auth, paymentId);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The receipt could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="outline" loading={busy} onClick={() => void download()} title={`The receipt of ${paymentId} as a PDF`}>
      <LuFileDown aria-hidden /> Receipt
    </Button>
  );
}
