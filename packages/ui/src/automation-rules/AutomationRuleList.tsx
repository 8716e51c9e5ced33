import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Button } from '../button';
import { Switch } from '../switch';
import { useUiText } from '../i18n';
import { describeRule } from './describe-rule';
import type { RuleChoices, RuleItem } from './types';

export interface AutomationRuleListProps extends HTMLAttributes<HTMLElement> {
  rules: readonly RuleItem[];
  /** The board's lists, labels and people, to name them in the sentences. */
  choices: RuleChoices;
  /** Board admins change rules; everyone else reads them (no switches, no buttons). */
  canEdit: boolean;
  onNew: () => void;
  onEdit: (ruleId: string) => void;
  onDelete: (ruleId: string) => void;
  onEnabledChange: (ruleId: string, enabled: boolean) => void;
  /** A request is under way: the buttons wait. */
  busy?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A board's automation rules, in the order they run: name, what each does as a sentence, on or off. */
export function AutomationRuleList({
  rules,
  choices,
  canEdit,
  onNew,
  onEdit,
  onDelete,
  onEnabledChange,
  busy = false,
  className,
  ref,
  ...rest
}: AutomationRuleListProps) {
  const text = useUiText();
  const { t } = text;
  return (
    <section ref={ref} className={clsx('tb-rule-list', className)} aria-busy={busy || undefined} {...rest}>
      {rules.length === 0 ? <p className="tb-rule-list__none">{t('ui.rules.none')}</p> : null}
      <ul className="tb-rule-list__items" aria-label={t('ui.rules.listLabel')}>
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={clsx('tb-rule-list__item', !rule.enabled && 'tb-rule-list__item--off')}
          >
            <div className="tb-rule-list__text">
              <strong className="tb-rule-list__name">{rule.name}</strong>
              <p className="tb-rule-list__sentence">{describeRule(rule, choices, text)}</p>
            </div>
            {canEdit ? (
              <div className="tb-rule-list__actions">
                <Switch
                  className="tb-rule-list__switch"
                  label={
                    <span className="tb-visually-hidden">
                      {t('ui.rules.enabledNamed', { name: rule.name })}
                    </span>
                  }
                  checked={rule.enabled}
                  disabled={busy}
                  onCheckedChange={(enabled) => onEnabledChange(rule.id, enabled)}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('ui.rules.editNamed', { name: rule.name })}
                  onClick={() => onEdit(rule.id)}
                >
                  {t('ui.rules.edit')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={busy}
                  aria-label={t('ui.rules.deleteNamed', { name: rule.name })}
                  onClick={() => onDelete(rule.id)}
                >
                  {t('ui.rules.delete')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <div>
          <Button onClick={onNew} disabled={busy}>
            {t('ui.rules.new')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
