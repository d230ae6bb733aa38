import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { AuditTable } from '@/features/admin-audit/components/audit-table';
import { prefetchAuditPage } from '@/features/admin-audit/api/audit-list';
import { adminPrefetch } from '@/lib/firestore/prefetch';

/** /dashboard/auditLog: every admin action, who took it, when, and the values before and after. */
export function AuditLogRoute() {
  usePageTitle('Audit log');
  return (
    <RequireAdmin>
      <AuditTable />
    </RequireAdmin>
  );
}

/** An admin's page of the audit log starts loading as the navigation to it starts (app/route-loading.ts). */
export const prefetch = adminPrefetch(prefetchAuditPage);
