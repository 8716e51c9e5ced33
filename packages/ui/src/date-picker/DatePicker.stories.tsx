import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { isLocale, sourceLocale } from '../i18n/locales';
import { testI18n } from '../i18n/test-i18n';
import { now } from '../fixtures/fixtures';
import { DatePicker, type DatePickerProps } from './DatePicker';
import type { Usage } from '../fixtures/usage';

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DatePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const usage: Usage = {
  when: 'Setting or clearing a due date.',
  do: ['Offer “Clear” when a date is optional', "Show the chosen date in the user's locale"],
  dont: ['Use it for date ranges'],
  content: 'Label says what the date is: “Due date”.',
};

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Due date', value: null, onChange: fn(), today: now, locale: 'en-GB' },
  decorators: [(Story) => <div style={{ maxWidth: 280, minHeight: 420 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: new Date('2026-03-14T12:00:00Z'), clearable: true } };
export const WithError: Story = { args: { error: 'Pick a date after today.', required: true } };
export const Disabled: Story = { args: { disabled: true, value: new Date('2026-03-14T12:00:00Z') } };
// A showcase story also runs in German, so the dialog's name comes from the story's catalogue.
const openCalendar: Story['play'] = async ({ canvas, userEvent, globals }) => {
  const locale = typeof globals.locale === 'string' && isLocale(globals.locale) ? globals.locale : sourceLocale;
  await userEvent.click(canvas.getByRole('button', { name: /Due date/ }));
  await within(document.body).findByRole('dialog', { name: testI18n(locale)._('ui.datePicker.choose') });
};
export const Open: Story = {
  args: { value: new Date('2026-03-14T12:00:00Z'), clearable: true },
  play: openCalendar,
};
export const PicksWithKeyboard: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { value: new Date('2026-03-14T12:00:00Z') },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Due date/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Choose a date' });
    // The selected day gets focus; one day right is the 15th.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('14'));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    const picked = args.onChange.mock.calls[0]?.[0] as Date;
    await expect(picked.getDate()).toBe(15);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
