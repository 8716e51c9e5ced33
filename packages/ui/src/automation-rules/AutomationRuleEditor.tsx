import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { IconButton } from '../icon-button';
import { InlineAlert } from '../inline-alert';
import { Select } from '../select';
import { Switch } from '../switch';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { useUiText } from '../i18n';
import { describeRule, weekdayName } from './describe-rule';
import {
  actionTarget,
  draftOf,
  formOf,
  newAction,
  newCondition,
  newTrigger,
  type ActionRow,
  type ConditionRow,
  type RuleForm,
} from './rule-form';
import {
  ACTION_TYPES,
  CONDITION_TYPES,
  TRIGGER_TYPES,
  WEEKDAYS,
  type RuleChoice,
  type RuleChoices,
  type RuleDraft,
  type RuleLimits,
} from './types';

export interface AutomationRuleEditorProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The rule to change; a new one when absent. */
  rule?: RuleDraft | undefined;
  /** The board's lists, labels and people to pick from. */
  choices: RuleChoices;
  limits: RuleLimits;
  onSave: (rule: RuleDraft) => void;
  onCancel: () => void;
  /** Saving is under way. */
  busy?: boolean;
  /** Why the last save failed. */
  error?: string | undefined;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A rule as a sentence being written: "When a card is moved to Done, mark it
 * complete and remove the label Urgent." Trigger, optional conditions, one or
 * more actions, name and on/off; the sentence below says what it will do.
 */
export function AutomationRuleEditor({
  rule,
  choices,
  limits,
  onSave,
  onCancel,
  busy = false,
  error,
  className,
  ref,
  ...rest
}: AutomationRuleEditorProps) {
  const text = useUiText();
  const { t } = text;
  const [form, setForm] = useState<RuleForm>(() => formOf(rule));
  const weekdaysId = useId();
  const { draft, complete } = draftOf(form, limits.dueInDays);
  const update = (change: Partial<RuleForm>) => setForm((current) => ({ ...current, ...change }));
  const setCondition = (key: number, change: Partial<ConditionRow>) =>
    update({ conditions: form.conditions.map((row) => (row.key === key ? { ...row, ...change } : row)) });
  const setAction = (key: number, change: Partial<ActionRow>) =>
    update({ actions: form.actions.map((row) => (row.key === key ? { ...row, ...change } : row)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onSave(draft);
  };
  const options = (items: readonly RuleChoice[]) =>
    items.map((item) => ({ value: item.id, label: item.name }));
  const listOptions = options(choices.lists);

  return (
    <form ref={ref} className={clsx('tb-rule-editor', className)} onSubmit={submit} noValidate {...rest}>
      {error ? (
        <InlineAlert tone="danger" title={t('ui.rules.failed')}>
          <p>{error}</p>
        </InlineAlert>
      ) : null}
      <div className="tb-rule-editor__head">
        <TextField
          label={t('ui.rules.name')}
          value={form.name}
          required
          onChange={(event) => update({ name: event.currentTarget.value })}
        />
        <Switch
          label={t('ui.rules.enabled')}
          checked={form.enabled}
          onCheckedChange={(enabled) => update({ enabled })}
        />
      </div>

      <fieldset className="tb-rule-editor__part">
        <legend>{t('ui.rules.when')}</legend>
        <div className="tb-rule-editor__row">
          <Select
            label={t('ui.rules.when')}
            hideLabel
            value={form.trigger.type}
            options={TRIGGER_TYPES.map((type) => ({
              value: type,
              label: t('ui.rules.triggerType', { type }),
            }))}
            onValueChange={(type) => update({ trigger: newTrigger(type) })}
          />
          {form.trigger.type === 'card_moved' || form.trigger.type === 'card_created' ? (
            <Select
              label={t('ui.rules.list')}
              value={
                form.trigger.listId === ''
                  ? form.trigger.type === 'card_created'
                    ? 'any'
                    : undefined
                  : form.trigger.listId
              }
              options={
                form.trigger.type === 'card_created'
                  ? [{ value: 'any', label: t('ui.rules.anyList') }, ...listOptions]
                  : listOptions
              }
              onValueChange={(listId) =>
                update({ trigger: { ...form.trigger, listId: listId === 'any' ? '' : listId } })
              }
            />
          ) : null}
          {form.trigger.type === 'schedule' ? (
            <>
              <Select
                label={t('ui.rules.scheduleList')}
                value={form.trigger.listId === '' ? undefined : form.trigger.listId}
                options={listOptions}
                onValueChange={(listId) => update({ trigger: { ...form.trigger, listId } })}
              />
              <TextField
                label={t('ui.rules.time')}
                type="time"
                required
                value={form.trigger.time}
                onChange={(event) =>
                  update({ trigger: { ...form.trigger, time: event.currentTarget.value } })
                }
              />
            </>
          ) : null}
          {form.trigger.type === 'label_added' ? (
            <Select
              label={t('ui.rules.label')}
              value={form.trigger.labelId === '' ? undefined : form.trigger.labelId}
              options={options(choices.labels)}
              onValueChange={(labelId) => update({ trigger: { ...form.trigger, labelId } })}
            />
          ) : null}
        </div>
        {form.trigger.type === 'schedule' ? (
          <div className="tb-rule-editor__schedule">
            <div role="group" aria-labelledby={weekdaysId} className="tb-rule-editor__weekdays">
              <span id={weekdaysId} className="tb-rule-editor__weekdays-label">
                {t('ui.rules.weekdays')}
              </span>
              {WEEKDAYS.map((day) => {
                const weekdays = form.trigger.weekdays;
                return (
                  <Checkbox
                    key={day}
                    label={weekdayName(day, text.locale)}
                    checked={weekdays.includes(day)}
                    onCheckedChange={(on) =>
                      update({
                        trigger: {
                          ...form.trigger,
                          weekdays: on
                            ? [...weekdays, day].sort((a, b) => a - b)
                            : weekdays.filter((other) => other !== day),
                        },
                      })
                    }
                  />
                );
              })}
            </div>
            <p className="tb-rule-editor__hint">{t('ui.rules.zone', { zone: choices.timeZone ?? 'UTC' })}</p>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="tb-rule-editor__part">
        <legend>{t('ui.rules.if')}</legend>
        {form.conditions.map((row, index) => {
          const n = index + 1;
          const person = row.type === 'assigned_to';
          return (
            <div
              key={row.key}
              className="tb-rule-editor__row"
              role="group"
              aria-label={t('ui.rules.condition.n', { n })}
            >
              <Select
                label={t('ui.rules.condition.n', { n })}
                hideLabel
                value={row.type}
                options={CONDITION_TYPES.map((type) => ({
                  value: type,
                  label: t('ui.rules.conditionType', { type }),
                }))}
                onValueChange={(type) =>
                  setCondition(row.key, {
                    type,
                    target: (type === 'assigned_to') === person ? row.target : '',
                  })
                }
              />
              <Select
                label={t(person ? 'ui.rules.person' : 'ui.rules.label')}
                value={row.target === '' ? undefined : row.target}
                options={options(person ? choices.people : choices.labels)}
                onValueChange={(target) => setCondition(row.key, { target })}
              />
              <IconButton
                icon="trash"
                label={t('ui.rules.removeCondition', { n })}
                onClick={() =>
                  update({ conditions: form.conditions.filter((other) => other.key !== row.key) })
                }
              />
            </div>
          );
        })}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={form.conditions.length >= limits.conditionsPerRule}
          onClick={() => update({ conditions: [...form.conditions, newCondition()] })}
        >
          {t('ui.rules.addCondition')}
        </Button>
      </fieldset>

      <fieldset className="tb-rule-editor__part">
        <legend>{t('ui.rules.then')}</legend>
        {form.actions.map((row, index) => {
          const n = index + 1;
          const target = actionTarget(row.type);
          return (
            <div
              key={row.key}
              className="tb-rule-editor__row"
              role="group"
              aria-label={t('ui.rules.action.n', { n })}
            >
              <Select
                label={t('ui.rules.action.n', { n })}
                hideLabel
                value={row.type}
                options={ACTION_TYPES.map((type) => ({
                  value: type,
                  label: t('ui.rules.actionType', { type }),
                }))}
                onValueChange={(type) =>
                  setAction(row.key, { type, target: actionTarget(type) === target ? row.target : '' })
                }
              />
              {target !== null ? (
                <Select
                  label={t(
                    target === 'list'
                      ? 'ui.rules.list'
                      : target === 'label'
                        ? 'ui.rules.label'
                        : 'ui.rules.person',
                  )}
                  value={row.target === '' ? undefined : row.target}
                  options={
                    target === 'list'
                      ? listOptions
                      : options(target === 'label' ? choices.labels : choices.people)
                  }
                  onValueChange={(value) => setAction(row.key, { target: value })}
                />
              ) : null}
              {row.type === 'move_to_list' ? (
                <Select
                  label={t('ui.rules.position')}
                  value={row.position}
                  options={(['bottom', 'top'] as const).map((position) => ({
                    value: position,
                    label: t('ui.rules.positionValue', { position }),
                  }))}
                  onValueChange={(position) => setAction(row.key, { position })}
                />
              ) : null}
              {row.type === 'set_due' ? (
                <TextField
                  label={t('ui.rules.days')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={limits.dueInDays}
                  step={1}
                  value={row.days}
                  onChange={(event) => setAction(row.key, { days: event.currentTarget.value })}
                />
              ) : null}
              {row.type === 'comment' ? (
                <TextArea
                  className="tb-rule-editor__comment"
                  label={t('ui.rules.comment')}
                  rows={2}
                  value={row.body}
                  onChange={(event) => setAction(row.key, { body: event.currentTarget.value })}
                />
              ) : null}
              <IconButton
                icon="trash"
                label={t('ui.rules.removeAction', { n })}
                disabled={form.actions.length === 1}
                onClick={() => update({ actions: form.actions.filter((other) => other.key !== row.key) })}
              />
            </div>
          );
        })}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={form.actions.length >= limits.actionsPerRule}
          onClick={() => update({ actions: [...form.actions, newAction()] })}
        >
          {t('ui.rules.addAction')}
        </Button>
      </fieldset>

      <div className="tb-rule-editor__preview">
        <span className="tb-rule-editor__preview-label">{t('ui.rules.preview')}</span>
        <p aria-live="polite" data-testid="rule-sentence">
          {describeRule(draft, choices, text)}
        </p>
        {complete ? null : <p className="tb-rule-editor__hint">{t('ui.rules.incomplete')}</p>}
      </div>

      <div className="tb-rule-editor__footer">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('ui.rules.cancel')}
        </Button>
        <Button type="submit" loading={busy} disabled={!complete}>
          {t('ui.rules.save')}
        </Button>
      </div>
    </form>
  );
}
