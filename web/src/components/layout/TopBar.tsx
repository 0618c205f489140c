import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

type TopBarProps = {
  /** Shown after the logo, e.g. the project title. */
  title?: ReactNode;
  /** Navigation links between the title and the user menu. */
  children?: ReactNode;
};

export function TopBar({ title, children }: TopBarProps) {
  return (
    <header className="top-bar">
      <Logo />
      {title && <div className="top-bar__title">{title}</div>}
      <div className="top-bar__nav">{children}</div>
      <UserMenu />
    </header>
  );
}
