import { labels, people } from '../fixtures/fixtures';
import type { RuleChoices, RuleItem, RuleLimits } from './types';

// Story data of the rule editor and list.
export const choices: RuleChoices = {
  lists: [
    { id: 'list-todo', name: 'To do' },
    { id: 'list-doing', name: 'Doing' },
    { id: 'list-done', name: 'Done' },
  ],
  labels: [labels.urgent, labels.bug, labels.design],
  people: [people.ada, people.grace],
  timeZone: 'Europe/Berlin',
};

export const limits: RuleLimits = { conditionsPerRule: 10, actionsPerRule: 10, dueInDays: 365 };

export const rules: RuleItem[] = [
  {
    id: 'r1',
    name: 'Done means done',
    enabled: true,
    trigger: { type: 'card_moved', list_id: 'list-done' },
    conditions: [],
    actions: [{ type: 'complete' }, { type: 'remove_label', label_id: labels.urgent.id }],
  },
  {
    id: 'r2',
    name: 'Triage new bugs',
    enabled: false,
    trigger: { type: 'card_created', list_id: null },
    conditions: [{ type: 'has_label', label_id: labels.bug.id }],
    actions: [
      { type: 'assign', user_id: people.grace.id },
      { type: 'set_due', days: 2 },
      { type: 'move_to_list', list_id: 'list-doing', position: 'top' },
    ],
  },
];

/** Rules with the triggers that name a label, a checklist and a due date. */
export const moreRules: RuleItem[] = [
  {
    id: 'r3',
    name: 'Urgent first',
    enabled: true,
    trigger: { type: 'label_added', label_id: labels.urgent.id },
    conditions: [],
    actions: [{ type: 'move_to_list', list_id: 'list-doing', position: 'top' }],
  },
  {
    id: 'r4',
    name: 'Checked off',
    enabled: true,
    trigger: { type: 'checklist_completed' },
    conditions: [],
    actions: [{ type: 'complete' }],
  },
  {
    id: 'r5',
    name: 'Late',
    enabled: true,
    trigger: { type: 'due_passed' },
    conditions: [],
    actions: [
      { type: 'add_label', label_id: labels.urgent.id },
      { type: 'comment', body: 'This is late.' },
    ],
  },
];

/** A weekly schedule: every Monday and Thursday at 09:00 in the board's zone, for the cards in To do. */
export const scheduleRule: RuleItem = {
  id: 'r6',
  name: 'Twice-weekly triage',
  enabled: true,
  trigger: { type: 'schedule', weekdays: [1, 4], time: '09:00', list_id: 'list-todo' },
  conditions: [],
  actions: [{ type: 'move_to_list', list_id: 'list-doing', position: 'top' }],
};
