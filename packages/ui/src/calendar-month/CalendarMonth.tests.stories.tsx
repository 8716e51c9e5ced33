import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CalendarMonth } from './CalendarMonth';
import { CalendarDemo, calendarCards, calendarToday } from './CalendarMonth.fixtures';

const meta = {
  title: 'Board/CalendarMonth/Tests',
  component: CalendarMonth,
  tags: ['test', '!autodocs', '!dev'],
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
} satisfies Meta<typeof CalendarMonth>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Dispatches a native drag event carrying `data`. Testing Library's fireEvent
 * would hand every event a fresh DataTransfer, losing what dragstart set.
 */
const drag = (target: Element, type: string, data: DataTransfer) =>
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));

const cell = (root: HTMLElement, day: string) => root.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

export const PlacesCardsOnTheirDays: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    const today = cell(canvasElement, '2026-11-23');
    await expect(today).toHaveAttribute('aria-current', 'date');
    const list = within(today).getByRole('list', { name: 'Due Monday 23 November' });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ship the search', 'Write release notes']);
    // The next month's first days fill the last week.
    await expect(within(cell(canvasElement, '2026-12-01')).getByRole('button')).toHaveTextContent(
      'Plan December',
    );
  },
};

export const DragToAnotherDay: Story = {
  play: async ({ args, canvasElement }) => {
    const chip = within(cell(canvasElement, '2026-11-23')).getByRole('button', { name: 'Ship the search' });
    await expect(chip).toHaveAttribute('draggable', 'true');
    const dataTransfer = new DataTransfer();
    const target = cell(canvasElement, '2026-11-25');
    drag(chip, 'dragstart', dataTransfer);
    drag(target, 'dragenter', dataTransfer);
    drag(target, 'dragover', dataTransfer);
    await waitFor(() => expect(target).toHaveClass('tb-calendar__day--target'));
    drag(target, 'drop', dataTransfer);
    drag(chip, 'dragend', dataTransfer);
    await expect(args.onMoveCard).toHaveBeenCalledWith('a', '2026-11-25');
    await expect(within(target).getByRole('button', { name: 'Ship the search' })).toBeInTheDocument();
    await expect(target).not.toHaveClass('tb-calendar__day--target');

    // Dropping on the day it is already on moves nothing.
    const again = within(target).getByRole('button', { name: 'Ship the search' });
    const same = new DataTransfer();
    drag(again, 'dragstart', same);
    drag(target, 'dragover', same);
    drag(target, 'drop', same);
    await expect(args.onMoveCard).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardMovesAndOpens: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const chip = within(cell(canvasElement, '2026-11-27')).getByRole('button', { name: 'Retro' });
    chip.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onMoveCard).toHaveBeenLastCalledWith('c', '2026-12-04');
    const moved = within(cell(canvasElement, '2026-12-04')).getByRole('button', { name: 'Retro' });
    moved.focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(args.onMoveCard).toHaveBeenLastCalledWith('c', '2026-12-03');
    // Arrows without Alt do nothing; Enter opens the card.
    const chip2 = within(cell(canvasElement, '2026-12-03')).getByRole('button', { name: 'Retro' });
    chip2.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onMoveCard).toHaveBeenCalledTimes(2);
    await expect(args.onOpenCard).toHaveBeenCalledWith('c');
  },
};

export const ChangesMonth: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await expect(args.onMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  },
};

export const ReadOnlyDoesNotMove: Story = {
  args: { readOnly: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const chip = within(cell(canvasElement, '2026-11-23')).getByRole('button', { name: 'Ship the search' });
    await expect(chip).toHaveAttribute('draggable', 'false');
    chip.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    const dataTransfer = new DataTransfer();
    drag(chip, 'dragstart', dataTransfer);
    drag(cell(canvasElement, '2026-11-24'), 'drop', dataTransfer);
    await expect(args.onMoveCard).not.toHaveBeenCalled();
  },
};

export const SpansFromStartToDue: Story = {
  play: async ({ canvasElement, args }) => {
    const span = (day: string) =>
      cell(canvasElement, day).querySelector<HTMLButtonElement>('[data-span-card-id="e"]');
    await expect(span('2026-11-19')).toBeNull();
    for (const day of ['2026-11-20', '2026-11-23', '2026-11-25']) await expect(span(day)).not.toBeNull();
    // The due day has the movable chip instead, and the span stays out of the tab order.
    await expect(span('2026-11-26')).toBeNull();
    await expect(
      within(cell(canvasElement, '2026-11-26')).getByRole('button', { name: 'Migrate the wiki' }),
    ).toHaveAttribute('draggable', 'true');
    await expect(span('2026-11-20')).toHaveAttribute('tabindex', '-1');
    await expect(
      within(cell(canvasElement, '2026-11-20')).getByRole('list', { name: 'Under way Friday 20 November' }),
    ).toBeInTheDocument();
    span('2026-11-24')!.click();
    await waitFor(() => expect(args.onOpenCard).toHaveBeenCalledWith('e'));
  },
};
