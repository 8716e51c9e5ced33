export { AutomationRuleEditor } from './AutomationRuleEditor';
export type { AutomationRuleEditorProps } from './AutomationRuleEditor';
export { AutomationRuleList } from './AutomationRuleList';
export type { AutomationRuleListProps } from './AutomationRuleList';
export { describeRule } from './describe-rule';
export type {
  RuleAction,
  RuleChoice,
  RuleChoices,
  RuleCondition,
  RuleDraft,
  RuleItem,
  RuleLimits,
  RuleTrigger,
} from './types';
