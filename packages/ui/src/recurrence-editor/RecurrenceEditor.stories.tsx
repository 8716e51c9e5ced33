import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { RecurrenceEditor } from './RecurrenceEditor';

const usage: Usage = {
  when: 'In the card drawer’s Repeat section: how often a card comes round, and until when.',
  whenNot: 'For a single due date: the date picker says it.',
  do: ['Show the rule in words under the controls, as it changes'],
  dont: ['Show the raw RRULE text to people', 'Offer rules finer than a day'],
  content:
    'The summary is built from the rule’s parts in the reader’s language: “Every 2 weeks on Monday and Thursday”.',
};

const meta = {
  title: 'Card/RecurrenceEditor',
  component: RecurrenceEditor,
  args: { value: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 460 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof RecurrenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryTwoWeeks: Story = {};

export const LastFridayOfTheMonth: Story = { args: { value: 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=12' } };

export const Yearly: Story = {
  args: { value: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20301231T235959Z' },
};

export const SaysTheRuleInWords: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('recurrence-summary')).toHaveTextContent(
      'Every 2 weeks on Monday and Thursday',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
  },
};

export const ChoosesEveryWeekday: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekdays' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    await expect(canvas.getByTestId('recurrence-summary')).toHaveTextContent('Every weekday');
  },
};

export const AddsADayAndAnEnd: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Friday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH,FR');
    await userEvent.click(canvas.getByRole('radio', { name: 'After' }));
    const count = canvas.getByRole('spinbutton', { name: 'Number of times' });
    await expect(count).toHaveValue(10);
    await userEvent.type(count, '{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH,FR;COUNT=1');
    await expect(canvas.getByTestId('recurrence-summary')).toHaveTextContent(
      'Every 2 weeks on Monday, Thursday, and Friday, once',
    );
  },
};

export const ChoosesTheLastFriday: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'A weekday' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Which' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Weekday' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Friday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR');
    await expect(canvas.getByTestId('recurrence-summary')).toHaveTextContent(
      'Every 2 months on the last Friday',
    );
  },
};
