import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AutomationRuleList } from './AutomationRuleList';
import { choices, rules } from './story-data';

const meta = {
  title: 'Settings/AutomationRuleList/Tests',
  component: AutomationRuleList,
  tags: ['test', '!autodocs', '!dev'],
  args: { rules, choices, canEdit: true, onNew: fn(), onEdit: fn(), onDelete: fn(), onEnabledChange: fn() },
} satisfies Meta<typeof AutomationRuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListsEditsAndTurnsOff: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText('When a card is moved to Done, mark it complete and remove the label Urgent.'),
    ).toBeVisible();
    const on = canvas.getByRole('switch', { name: 'Done means done is on' });
    await expect(on).toBeChecked();
    await userEvent.click(on);
    await expect(args.onEnabledChange).toHaveBeenCalledWith('r1', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the rule Triage new bugs' }));
    await expect(args.onEdit).toHaveBeenCalledWith('r2');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the rule Done means done' }));
    await expect(args.onDelete).toHaveBeenCalledWith('r1');
    await userEvent.click(canvas.getByRole('button', { name: 'New rule' }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

export const NamesWhatLeftTheBoard: Story = {
  args: { choices: { lists: [], labels: [], people: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('When a card is moved to a list, mark it complete and remove the label a label.'),
    ).toBeVisible();
  },
};

export const ReadersSeeNoControls: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Triage new bugs')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
