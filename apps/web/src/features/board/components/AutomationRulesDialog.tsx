import { AUTOMATION_RULE_LIMITS } from '@teamboard/sdk';
import {
  AutomationRuleEditor,
  AutomationRuleList,
  Dialog,
  ErrorState,
  Skeleton,
  type RuleChoices,
} from '@teamboard/ui';
import { useState } from 'react';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useAutomationRules } from '../hooks/use-automation-rules';

export interface AutomationRulesDialogProps {
  boardId: string;
  /** The board's lists, labels and people: what a rule can name. */
  choices: RuleChoices;
  onClose: () => void;
}

const limits = {
  conditionsPerRule: AUTOMATION_RULE_LIMITS.conditionsPerRule,
  actionsPerRule: AUTOMATION_RULE_LIMITS.actionsPerRule,
  dueInDays: AUTOMATION_RULE_LIMITS.dueInDays,
};

/**
 * The board's automation rules, for its admins (board menu → Automation
 * rules): the list, and the editor in its place while one is written.
 */
export function AutomationRulesDialog({ boardId, choices, onClose }: AutomationRulesDialogProps) {
  const { t } = useT();
  const { rules, save, setEnabled, remove } = useAutomationRules(boardId);
  // null: the list; 'new' or a rule's id: the editor.
  const [editing, setEditing] = useState<string | null>(null);
  const rule = rules.data?.find((candidate) => candidate.id === editing);
  const open = (next: string | null) => {
    save.reset();
    setEditing(next);
  };

  let body;
  if (rules.isPending) body = <Skeleton lines={3} />;
  else if (rules.error)
    body = (
      <ErrorState
        size="sm"
        title={t('board.rules.loadError')}
        message={errorMessage(rules.error)}
        onRetry={() => void rules.refetch()}
      />
    );
  else if (editing !== null)
    body = (
      <AutomationRuleEditor
        key={editing}
        rule={rule}
        choices={choices}
        limits={limits}
        busy={save.isPending}
        error={save.error ? errorMessage(save.error) : undefined}
        onCancel={() => open(null)}
        onSave={(draft) => save.mutate({ ruleId: rule?.id ?? null, draft }, { onSuccess: () => open(null) })}
      />
    );
  else
    body = (
      <AutomationRuleList
        rules={rules.data}
        choices={choices}
        canEdit
        busy={setEnabled.isPending || remove.isPending}
        onNew={() => open('new')}
        onEdit={(ruleId) => open(ruleId)}
        onDelete={(ruleId) => remove.mutate(ruleId)}
        onEnabledChange={(ruleId, enabled) => setEnabled.mutate({ ruleId, enabled })}
      />
    );

  return (
    <Dialog
      size="lg"
      title={t('board.rules.title')}
      description={t('board.rules.description')}
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {body}
    </Dialog>
  );
}
