import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import { notify } from '@/lib/notify';
import { downloadCertificate } from '../api/certificate-calls';

interface CertificateDownloadProps {
  certificateId: string;
  /** The button's text ("Download certificate" unless given). */
  label?: string;
  size?: ButtonProps['size'];
}

/**
 * Downloads a certificate as a PDF (GET /api/v1/certificates/{id}/pdf, with the player's ID
 * token): for its owner, e.g. on My Results or after a passing attempt; admins may too.
 */
export function CertificateDownload({ certificateId, label = 'Download certificate', size = 'xs' }: CertificateDownloadProps) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificate(auth, certificateId);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The certificate could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant="outline" colorPalette="purple" loading={busy} onClick={() => void download()} title="The certificate as a PDF">
      <LuDownload aria-hidden /> {label}
    </Button>
  );
}
