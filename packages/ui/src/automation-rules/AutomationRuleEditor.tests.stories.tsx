import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AutomationRuleEditor } from './AutomationRuleEditor';
import { choices, limits, moreRules, rules, scheduleRule } from './story-data';

const meta = {
  title: 'Settings/AutomationRuleEditor/Tests',
  component: AutomationRuleEditor,
  tags: ['test', '!autodocs', '!dev'],
  args: { choices, limits, onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof AutomationRuleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const pick = async (
  userEvent: { click: (element: Element) => Promise<void> },
  combobox: HTMLElement,
  option: string,
) => {
  await userEvent.click(combobox);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
};

export const WritesARuleAsASentence: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save rule' });
    // Nothing named, no list picked: nothing to save yet.
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rule name' }), ' Done means done ');
    await expect(save).toBeDisabled();
    await pick(userEvent, canvas.getByRole('combobox', { name: 'List' }), 'Done');
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When a card is moved to Done, mark it complete.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add action' }));
    const second = within(canvas.getByRole('group', { name: 'Action 2' }));
    await pick(userEvent, second.getByRole('combobox', { name: 'Action 2' }), 'Comment');
    await userEvent.type(second.getByLabelText('Comment'), 'Shipped, thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Add condition' }));
    const condition = within(canvas.getByRole('group', { name: 'Condition 1' }));
    await pick(userEvent, condition.getByRole('combobox', { name: 'Label' }), 'Urgent');
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When a card is moved to Done and it has the label Urgent, mark it complete and comment “Shipped, thanks!”.',
    );
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Done means done',
      enabled: true,
      trigger: { type: 'card_moved', list_id: 'list-done' },
      conditions: [{ type: 'has_label', label_id: 'l-urgent' }],
      actions: [{ type: 'complete' }, { type: 'comment', body: 'Shipped, thanks!' }],
    });
  },
};

export const ChangesASavedRule: Story = {
  args: { rule: rules[1] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When a card is created and it has the label Bug, assign Grace Hopper, make it due in 2 days, and move it to the top of Doing.',
    );
    // A due date past the limit is not saved.
    const days = canvas.getByLabelText('Days from when the rule runs');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await expect(canvas.getByRole('button', { name: 'Save rule' })).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove condition 1' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Enabled' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Triage new bugs',
      enabled: true,
      trigger: { type: 'card_created', list_id: null },
      conditions: [],
      actions: [
        { type: 'assign', user_id: 'u-grace' },
        { type: 'set_due', days: 0 },
        { type: 'move_to_list', list_id: 'list-doing', position: 'top' },
      ],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ShowsWhySavingFailed: Story = {
  args: { rule: rules[0], error: 'Pick a list of this board.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The rule could not be saved')).toBeVisible();
    await expect(canvas.getByText('Pick a list of this board.')).toBeVisible();
  },
};

export const WritesALabelAddedRule: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save rule' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rule name' }), 'Urgent first');
    await pick(userEvent, canvas.getByRole('combobox', { name: 'When' }), 'A label is added to a card');
    // The trigger's list picker gives way to its label picker; no label yet, nothing to save.
    await expect(canvas.queryByRole('combobox', { name: 'List' })).toBeNull();
    await expect(save).toBeDisabled();
    await pick(userEvent, canvas.getByRole('combobox', { name: 'Label' }), 'Urgent');
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When the label Urgent is added to a card, mark it complete.',
    );
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Urgent first',
      enabled: true,
      trigger: { type: 'label_added', label_id: 'l-urgent' },
      conditions: [],
      actions: [{ type: 'complete' }],
    });
  },
};

export const ChangesATriggerWithoutATarget: Story = {
  args: { rule: moreRules[0] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When the label Urgent is added to a card, move it to the top of Doing.',
    );
    await pick(userEvent, canvas.getByRole('combobox', { name: 'When' }), 'A card’s checklist is complete');
    await expect(canvas.queryByRole('combobox', { name: 'Label' })).toBeNull();
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When every item of a card’s checklist is done, move it to the top of Doing.',
    );
    await pick(userEvent, canvas.getByRole('combobox', { name: 'When' }), 'A card’s due date passes');
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'When a card’s due date passes, move it to the top of Doing.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ trigger: { type: 'due_passed' } }),
    );
  },
};

export const SaysTheNewTriggersInGerman: Story = {
  args: { rule: moreRules[2] },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      /^Wenn das Fälligkeitsdatum einer Karte verstreicht, /,
    );
  },
};

export const WritesAWeeklySchedule: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save rule' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rule name' }), 'Weekly sweep');
    await pick(userEvent, canvas.getByRole('combobox', { name: 'When' }), 'On a weekly schedule');
    // A list is still to pick: nothing to save yet.
    await expect(save).toBeDisabled();
    await pick(userEvent, canvas.getByRole('combobox', { name: 'For the cards in' }), 'To do');
    const days = within(canvas.getByRole('group', { name: 'On these days' }));
    await expect(days.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await userEvent.click(days.getByRole('checkbox', { name: 'Thursday' }));
    await expect(canvas.getByText('Times are in the board’s time zone, Europe/Berlin.')).toBeVisible();
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      'Every Monday and Thursday at 09:00 (Europe/Berlin), when a card is in To do, mark it complete.',
    );
    // No day at all cannot be saved.
    await userEvent.click(days.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(days.getByRole('checkbox', { name: 'Thursday' }));
    await expect(save).toBeDisabled();
    await userEvent.click(days.getByRole('checkbox', { name: 'Friday' }));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Weekly sweep',
      enabled: true,
      trigger: { type: 'schedule', weekdays: [5], time: '09:00', list_id: 'list-todo' },
      conditions: [],
      actions: [{ type: 'complete' }],
    });
  },
};

export const SaysAScheduleEveryDayInGerman: Story = {
  args: {
    rule: {
      ...scheduleRule,
      trigger: { type: 'schedule', weekdays: [1, 2, 3, 4, 5, 6, 7], time: '09:00', list_id: 'list-todo' },
    },
  },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      /^Jeden Tag um 09:00 \(Europe\/Berlin\), wenn eine Karte in To do liegt, /,
    );
  },
};

export const SaysAWeeklyScheduleInGerman: Story = {
  args: { rule: scheduleRule },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('rule-sentence')).toHaveTextContent(
      /^Jeden Montag und Donnerstag um 09:00 \(Europe\/Berlin\), wenn eine Karte in To do liegt, /,
    );
    await expect(canvas.getByRole('checkbox', { name: 'Donnerstag' })).toBeChecked();
  },
};
