import type { ReactNode } from 'react';
import { LogoMark } from './Logo.tsx';

/** The centred card of the sign-in, sign-up, password and gate screens. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="centered-page">
      <section className="card centered-card" aria-labelledby="centered-card-title">
        <div className="centered-card__brand">
          <LogoMark />
          <span>Waterline</span>
        </div>
        <h1 id="centered-card-title" className="centered-card__title">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
