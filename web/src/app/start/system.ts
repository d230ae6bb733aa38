// Start-up stage 2 (app/start-app.tsx): Chakra's styled system and the app's theme, evaluated in
// a task of their own (the system itself is built after the next one, over several tasks:
// buildSystemInSteps).
export { buildSystemInSteps } from '@/components/ui/theme';
