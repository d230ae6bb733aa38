// Start-up stage 2 (app/start-app.tsx): Chakra's styled system and the app's theme, evaluated in
// a task of their own (the system itself is built in the next one, getSystem()).
export { getSystem } from '@/components/ui/theme';
