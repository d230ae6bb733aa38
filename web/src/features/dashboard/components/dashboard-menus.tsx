import type { SideNavItem } from '@/components/layout/side-nav';
import {
  LuChartLine,
  LuCreditCard,
  LuHistory,
  LuFilePlus2,
  LuLayoutDashboard,
  LuListChecks,
  LuMessageSquarePlus,
  LuReceipt,
  LuUsers,
} from 'react-icons/lu';
import { paths } from '@/config/paths';

/** The player's menu (SPEC.md "Dashboard layout"). */
export const playerMenu: readonly SideNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: <LuLayoutDashboard />, end: true },
  { label: 'My Payments', to: paths.myPayments.getHref(), icon: <LuCreditCard /> },
  { label: 'My Results', to: paths.myResults.getHref(), icon: <LuChartLine /> },
  { label: 'Add a Review', to: paths.addReview.getHref(), icon: <LuMessageSquarePlus /> },
];

/** The admin's menu (SPEC.md "Dashboard layout"). */
export const adminMenu: readonly SideNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: <LuLayoutDashboard />, end: true },
  { label: 'Users', to: paths.users.getHref(), icon: <LuUsers /> },
  { label: 'Add Quiz', to: paths.addQuiz.getHref(), icon: <LuFilePlus2 /> },
  { label: 'Manage Quizzes', to: paths.manageQuizzes.getHref(), icon: <LuListChecks /> },
  { label: 'Payments list', to: paths.paymentLists.getHref(), icon: <LuReceipt /> },
  { label: 'Audit log', to: paths.auditLog.getHref(), icon: <LuHistory /> },
];
