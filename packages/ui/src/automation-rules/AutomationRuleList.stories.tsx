import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { AutomationRuleList } from './AutomationRuleList';
import { choices, rules } from './story-data';

const usage: Usage = {
  when: 'In a board’s menu: the rules that act on its cards, in the order they run.',
  do: ['Say what each rule does as one sentence', 'Let admins turn a rule off without deleting it'],
  dont: ['Offer editing to people who cannot manage the board'],
  content: 'Name rules for what they are for: “Done means done”, “Triage new bugs”.',
};

const meta = {
  title: 'Settings/AutomationRuleList',
  component: AutomationRuleList,
  args: { rules, choices, canEdit: true, onNew: fn(), onEdit: fn(), onDelete: fn(), onEnabledChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof AutomationRuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {};
export const Empty: Story = { args: { rules: [] } };
export const ReadOnly: Story = { args: { canEdit: false } };
