import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M4 19c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M4 12c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="#9fd3ff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The product logo; it always leads to the dashboard. */
export function Logo() {
  return (
    <Link to={paths.dashboard.getHref()} className="logo" aria-label="Waterline, go to dashboard">
      <LogoMark />
      <span className="logo__name">Waterline</span>
    </Link>
  );
}
