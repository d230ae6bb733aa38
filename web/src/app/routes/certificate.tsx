import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { CertificatePage } from '@/features/certificates/components/certificate-page';

/** /certificates/{certificateId} (public): verifies a certificate; admins may revoke it there. */
export function CertificateRoute() {
  const { certificateId = '' } = useParams();
  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }}>
      <CertificatePage key={certificateId} certificateId={certificateId} />
    </Container>
  );
}
