import { createContext, createElement, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * What a signed-in page shows while Auth or its data load: the app's route shell
 * (app/shell/route-shell.tsx, provided by the Firebase layout), else the spinner.
 */
export const LoadingShellContext = createContext<ReactNode>(createElement(PageSpinner));
