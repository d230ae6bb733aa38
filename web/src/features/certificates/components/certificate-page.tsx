import { Alert, Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import * as DataList from '@/components/ui/data-list';
import { useEffect, useState } from 'react';
import { LuBadgeCheck, LuBan } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import {
  certificateAccountDeletedLabel,
  certificateNotFoundMessage,
  certificateRevokedLabel,
  certificateRevokedMessage,
  certificateValidLabel,
  printedDay,
  printedMarks,
  revokeCertificateText,
  revokeCertificateTitle,
  type PublicCertificate,
} from '@quizmaster/shared/certificates';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { useAdminRole } from '@/components/auth/use-admin-role';
import { ConfirmDialog } from '@/components/ui/confirm-dialog-on-demand';
import { LoadFailed } from '@/components/ui/load-failed';
import { usePageTitle } from '@/components/ui/page-title';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { fetchPublicCertificate, revokeCertificate } from '../api/certificate-calls';
import { CertificateDownload } from './certificate-download';

type Loaded = { status: 'loading' } | { status: 'found'; certificate: PublicCertificate } | { status: 'not-found' } | { status: 'error'; message: string };

/**
 * /certificates/{id}: anyone (no sign-in) checks a certificate: who, which quiz, the grade and the
 * date, or that it was revoked, or that no certificate has this id. The API answers only the
 * public fields. An admin also gets Revoke, behind a confirmation.
 */
export function CertificatePage({ certificateId }: { certificateId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  usePageTitle(loaded.status === 'found' ? `Certificate of ${loaded.certificate.userName}` : 'Certificate');

  useEffect(() => {
    let current = true;
    fetchPublicCertificate(certificateId).then(
      (certificate) => {
        if (current) setLoaded(certificate ? { status: 'found', certificate } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (current) setLoaded({ status: 'error', message: error instanceof Error ? error.message : 'The certificate could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [certificateId]);

  if (loaded.status === 'loading') return <Skeleton h="60" rounded="md" role="status" aria-busy="true" aria-label="Loading the certificate" />;
  if (loaded.status === 'error') return <LoadFailed>{loaded.message}</LoadFailed>;
  if (loaded.status === 'not-found') {
    return (
      <Stack gap="3">
        <Heading as="h1" size="xl">
          Certificate not found
        </Heading>
        <Text>{certificateNotFoundMessage}</Text>
      </Stack>
    );
  }
  return <CertificateCard certificate={loaded.certificate} onChange={(certificate) => setLoaded({ status: 'found', certificate })} />;
}

function CertificateCard({ certificate, onChange }: { certificate: PublicCertificate; onChange: (certificate: PublicCertificate) => void }) {
  const role = useAdminRole();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        Certificate verification
      </Heading>
      {certificate.revoked ? (
        <Alert.Root status="error" aria-label="Certificate status">
          <Alert.Indicator>
            <LuBan />
          </Alert.Indicator>
          <Alert.Content>
            {/* A deleted account's certificate says why: nobody revoked it for cause. */}
            <Alert.Title>{certificate.accountDeleted ? certificateAccountDeletedLabel : certificateRevokedLabel}</Alert.Title>
            {certificate.revokedAt ? <Alert.Description>Revoked on {printedDay(new Date(certificate.revokedAt))}.</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" aria-label="Certificate status">
          <Alert.Indicator>
            <LuBadgeCheck />
          </Alert.Indicator>
          <Alert.Title>{certificateValidLabel}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline" role="group" aria-label="Certificate details">
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="3">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{certificate.userName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Quiz</DataList.ItemLabel>
              <DataList.ItemValue>{certificate.quizName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Grade</DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack gap="2">
                  <Badge colorPalette="purple">{certificate.grade}</Badge>
                  <Text color="fg.muted">{printedMarks(certificate.marks)}</Text>
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Date</DataList.ItemLabel>
              <DataList.ItemValue>{printedDay(new Date(certificate.issuedAt))}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Certificate ID</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{certificate.id}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      {/* The owner downloads it from My Results; an admin may download any (and revoke it) here. */}
      {role === 'admin' ? (
        <HStack gap="3" flexWrap="wrap">
          <CertificateDownload certificateId={certificate.id} label="Download PDF" size="sm" />
          {certificate.revoked ? null : <RevokeButton certificate={certificate} onRevoked={onChange} />}
        </HStack>
      ) : null}
    </Stack>
  );
}

function RevokeButton({ certificate, onRevoked }: { certificate: PublicCertificate; onRevoked: (certificate: PublicCertificate) => void }) {
  const auth = useAuth();
  const [confirming, setConfirming] = useState(false);
  const revoke = async () => {
    try {
      const answer = await revokeCertificate(auth, certificate.id);
      onRevoked(answer.certificate);
      notify.success(certificateRevokedMessage);
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
    }
  };
  return (
    <>
      <Button colorPalette="red" variant="subtle" size="sm" onClick={() => setConfirming(true)}>
        <LuBan aria-hidden /> Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={revokeCertificateTitle}
        text={revokeCertificateText(certificate.userName, certificate.quizName)}
        confirmLabel="Revoke certificate"
        onConfirm={revoke}
      />
    </>
  );
}
