export { ForgotPasswordPage } from './components/ForgotPasswordPage.tsx';
export { HomePage } from './components/HomePage.tsx';
export { ResetPasswordPage } from './components/ResetPasswordPage.tsx';
export { SessionRestorer } from './components/SessionRestorer.tsx';
export { SignInPage } from './components/SignInPage.tsx';
export { SignUpPage } from './components/SignUpPage.tsx';
