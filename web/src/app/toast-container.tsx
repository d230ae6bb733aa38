import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { useColorMode } from '@/components/ui/use-color-mode';

/** Toasts follow the colour mode; durations are the spec's defaults (lib/notify.ts, SPEC.md section 9). */
export default function ToastContainerInColorMode() {
  const { colorMode } = useColorMode();
  return <ToastContainer position="top-center" autoClose={4000} theme={colorMode} newestOnTop />;
}
