import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { AutomationRuleEditor } from './AutomationRuleEditor';
import { choices, limits, moreRules, rules, scheduleRule } from './story-data';

const usage: Usage = {
  when: 'In a board’s automation rules, for its admins: write or change one rule.',
  do: ['Show the rule as the sentence it will act on', 'Offer only the board’s own lists, labels and people'],
  dont: ['Save a rule with a missing list, label or person', 'Show it to people who cannot manage the board'],
  content: 'Write the sentence as the card’s story: “When a card is moved to Done, mark it complete.”',
};

const meta = {
  title: 'Settings/AutomationRuleEditor',
  component: AutomationRuleEditor,
  args: { choices, limits, onSave: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof AutomationRuleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = { args: { rule: rules[1] } };
export const NewRule: Story = {};
export const Saving: Story = { args: { rule: rules[0], busy: true } };
export const Failed: Story = {
  args: { rule: rules[0], error: 'A board can have at most 50 automation rules.' },
};
export const LabelAdded: Story = { args: { rule: moreRules[0] } };
export const ChecklistCompleted: Story = { args: { rule: moreRules[1] } };
export const DuePassed: Story = { args: { rule: moreRules[2] } };
export const LabelAddedInGerman: Story = { args: { rule: moreRules[0] }, globals: { locale: 'de' } };
export const DuePassedInGerman: Story = { args: { rule: moreRules[2] }, globals: { locale: 'de' } };
export const WeeklySchedule: Story = { args: { rule: scheduleRule } };
export const WeeklyScheduleInGerman: Story = { args: { rule: scheduleRule }, globals: { locale: 'de' } };
