import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { Avatar } from '../avatar';
import { Icon } from '../icon';
import { LabelChip, type LabelColor } from '../label-chip';
import { useUiText } from '../i18n';

export interface LaneHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The lane's name: a person, a label, or the "no one / no label" lane. */
  name: string;
  /** A person's lane shows their avatar before the name. */
  person?: { name: string; avatarUrl?: string | null; id?: string };
  /** A label's lane shows the name as the label's chip. */
  labelColor?: LabelColor;
  /** Cards in the lane (those shown, when filtered). */
  cardCount: number;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The id of the element the lane hides when collapsed (for `aria-controls`). */
  controls?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The header row of a swimlane: a disclosure button (its name says which
 * lane, `aria-expanded` whether its cards show), the lane's avatar or label
 * chip and name, and how many cards it holds.
 */
export function LaneHeader({
  name,
  person,
  labelColor,
  cardCount,
  collapsed,
  onCollapsedChange,
  controls,
  className,
  ref,
  ...rest
}: LaneHeaderProps) {
  const { t } = useUiText();
  const countId = useId();
  return (
    <header
      ref={ref}
      className={clsx('tb-lane-header', collapsed && 'tb-lane-header--collapsed', className)}
      {...rest}
    >
      <button
        type="button"
        className="tb-lane-header__toggle"
        aria-expanded={!collapsed}
        aria-controls={controls}
        aria-label={t('ui.lane.toggle', { name })}
        aria-describedby={countId}
        onClick={() => onCollapsedChange(!collapsed)}
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronDown'} />
      </button>
      {person ? (
        <Avatar name={person.name} src={person.avatarUrl} colorKey={person.id} size="sm" decorative />
      ) : null}
      <h2 className="tb-lane-header__name">
        {labelColor ? <LabelChip name={name} color={labelColor} /> : name}
      </h2>
      <span id={countId} className="tb-lane-header__count">
        {t('ui.lane.count', { count: cardCount })}
      </span>
    </header>
  );
}
