import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAutomationRule,
  deleteAutomationRule,
  listAutomationRules,
  updateAutomationRule,
} from '@teamboard/sdk';
import type { RuleDraft } from '@teamboard/ui';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';

/** A rule as the SDK takes it: the editor's read-only lists copied. */
const ruleInput = (draft: RuleDraft) => ({
  name: draft.name,
  enabled: draft.enabled,
  trigger: draft.trigger,
  conditions: [...draft.conditions],
  actions: [...draft.actions],
});

/**
 * A board's automation rules and an admin's changes to them. Saving reports
 * its error to the editor (which stays open); turning a rule on or off and
 * deleting one report theirs in a toast.
 */
export function useAutomationRules(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const queryKey = boardKeys.automationRules(boardId);
  const rules = useQuery({
    queryKey,
    queryFn: ({ signal }) => listAutomationRules(client, boardId, { signal }),
  });
  const settled = () => queryClient.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: ({ ruleId, draft }: { ruleId: string | null; draft: RuleDraft }) =>
      ruleId === null
        ? createAutomationRule(client, { boardId, ...ruleInput(draft) })
        : updateAutomationRule(client, { ruleId, ...ruleInput(draft) }),
    onSettled: settled,
  });
  const setEnabled = useMutation({
    mutationFn: ({ ruleId, enabled }: { ruleId: string; enabled: boolean }) =>
      updateAutomationRule(client, { ruleId, enabled }),
    onSettled: settled,
    onError: (error) => toastError(t('board.rules.failed'), error),
  });
  const remove = useMutation({
    mutationFn: (ruleId: string) => deleteAutomationRule(client, ruleId),
    onSettled: settled,
    onError: (error) => toastError(t('board.rules.failed'), error),
  });
  return { rules, save, setEnabled, remove };
}
