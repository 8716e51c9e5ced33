import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../icon';

export interface CardDetailSectionProps {
  title: string;
  icon: IconName;
  /** Controls at the right of the heading (e.g. "Edit"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block of the card drawer; a landmark-free section named by its heading. */
export function CardDetailSection({ title, icon, actions, children }: CardDetailSectionProps) {
  const headingId = useId();
  return (
    <section className="tb-card-section" aria-labelledby={headingId}>
      <header className="tb-card-section__header">
        <Icon name={icon} className="tb-card-section__icon" />
        <h3 id={headingId} className="tb-card-section__title">
          {title}
        </h3>
        {actions ? <div className="tb-card-section__actions">{actions}</div> : null}
      </header>
      <div className="tb-card-section__body">{children}</div>
    </section>
  );
}
