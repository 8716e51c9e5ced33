import type { ReactNode } from 'react';
import './auth.css';

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
  return (
    <main className="app-page app-page--centered">
      <section className="auth-card" aria-labelledby="auth-title">
        <p className="auth-card__brand">Teamboard</p>
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
