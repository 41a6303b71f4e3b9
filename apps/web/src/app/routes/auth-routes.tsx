import { Outlet, type RouteObject } from 'react-router';
import { GuestOnly } from '@/app/guard';
import { RouteError } from '@/components/route-error';
import { withTranslations } from './with-translations';

const login = withTranslations(['auth'], async () => ({ Component: (await import('@/features/auth/login')).Login }));
const registerPage = (name: 'Register' | 'AgentRegister') =>
  withTranslations(['auth', 'validation'], async () => ({ Component: (await import('@/features/auth/register'))[name] }));

/**
 * Sign-in, registration and verification. Login, Register and
 * AgentRegister are for guests only: a signed-in user goes to homeOf(user).
 */
export const authRoutes: RouteObject[] = [
  {
    lazy: withTranslations(['layout'], async () => ({ Component: (await import('@/layouts/auth-layout')).AuthLayout })),
    errorElement: <RouteError />,
    children: [
      {
        element: (
          <GuestOnly>
            <Outlet />
          </GuestOnly>
        ),
        children: [
          { path: '/', lazy: login },
          { path: '/auth/login', lazy: login },
          { path: '/auth/register', lazy: registerPage('Register') },
          { path: '/auth/agent/register', lazy: registerPage('AgentRegister') },
        ],
      },
      { path: '/auth/verify-email', lazy: async () => ({ Component: (await import('@/features/auth/verify-email')).VerifyEmail }) },
      {
        path: '/auth/forgot-password',
        lazy: async () => ({ Component: (await import('@/features/auth/forgot-password')).ForgotPassword }),
      },
      {
        path: '/auth/password-reset/:token',
        lazy: async () => ({ Component: (await import('@/features/auth/reset-password')).ResetPassword }),
      },
      {
        path: '/email-success-message',
        lazy: async () => ({ Component: (await import('@/features/auth/email-success-message')).EmailSuccessMessage }),
      },
    ],
  },
];
