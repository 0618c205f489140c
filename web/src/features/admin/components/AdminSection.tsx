import { useId, type ReactNode } from 'react';

type AdminSectionProps = {
  title: string;
  intro?: string;
  /** Buttons shown beside the title, e.g. 'Add Alternative'. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One page of the admin area: its heading, a line on what it is for, and its content. */
export function AdminSection({ title, intro, actions, children }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <header className="admin-section__header">
        <div>
          <h1 id={headingId} className="admin-section__title">
            {title}
          </h1>
          {intro && <p className="admin-section__intro">{intro}</p>}
        </div>
        {actions && <div className="admin-section__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
