import type { ReactNode } from 'react';
import './auth.css';
import { useT } from '@/shared/i18n';

export interface AuthLayoutProps {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links to the other auth screens. */
  footer?: ReactNode;
}

/** The centred card every signed-out screen uses. */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  const { t } = useT();
  return (
    <main className="app-page app-page--centered">
      <section className="auth-card" aria-labelledby="auth-title">
        <p className="auth-card__brand">{t('app.name')}</p>
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {footer ? <footer className="auth-card__footer">{footer}</footer> : null}
      </section>
    </main>
  );
}
