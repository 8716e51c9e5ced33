import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CalendarMonth } from './CalendarMonth';
import { CalendarDemo, calendarCards, calendarToday } from './CalendarMonth.fixtures';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Cards with due dates laid out on a month grid.',
  whenNot: 'To pick one date, use DatePicker.',
  do: ['Link each card to its drawer', 'Mark today'],
  dont: ['Show cards without due dates here'],
};

const meta = {
  title: 'Board/CalendarMonth',
  component: CalendarMonth,
  render: (args) => <CalendarDemo {...args} />,
  args: {
    month: calendarToday,
    today: calendarToday,
    cards: calendarCards,
    onMonthChange: fn(),
    onMoveCard: fn(),
    onOpenCard: fn(),
    locale: 'en-GB',
  },
  parameters: { usage },
} satisfies Meta<typeof CalendarMonth>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const SundayFirst: Story = { args: { weekStartsOn: 0, locale: 'en-US' } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { cards: [] } };
