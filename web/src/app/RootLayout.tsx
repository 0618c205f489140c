import { Outlet } from 'react-router-dom';
import { ToastProvider } from '../components/ui/index.ts';
import { SessionRestorer } from '../features/auth/index.ts';

export function RootLayout() {
  return (
    <ToastProvider>
      <SessionRestorer>
        <Outlet />
      </SessionRestorer>
    </ToastProvider>
  );
}
