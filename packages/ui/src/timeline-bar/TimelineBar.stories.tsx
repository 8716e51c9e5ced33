import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { TimelineBar } from './TimelineBar';

const usage: Usage = {
  when: 'On the board’s timeline: one card from its start to its due date, on a track of days, weeks or months.',
  whenNot: 'For a card without dates: the timeline lists those beside the track.',
  do: [
    'Name the bar by the card’s title and its dates',
    'Report a drag once, on release, in whole days',
    'Offer the same changes from the keyboard (arrows, with Shift or Alt for the ends)',
  ],
  dont: ['Save while the pointer is still moving', 'Give the ends their own focus stops'],
  content: 'The title is the team’s words; dates follow the language.',
};

const DAY = 40;

const meta = {
  title: 'Board/TimelineBar',
  component: TimelineBar,
  args: {
    title: 'Write the release notes',
    start: new Date(2026, 2, 3),
    end: new Date(2026, 2, 6),
    left: DAY * 2,
    width: DAY * 4,
    dayWidth: DAY,
    canEdit: true,
    onChange: fn(),
    onOpen: fn(),
    locale: 'en-GB',
  },
  decorators: [
    (Story) => (
      <div
        style={{ position: 'relative', width: DAY * 10, height: 36, background: 'var(--tb-color-bg-subtle)' }}
      >
        {Story()}
      </div>
    ),
  ],
  parameters: { usage },
} satisfies Meta<typeof TimelineBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};

export const OneDay: Story = {
  args: {
    title: 'Launch',
    start: new Date(2026, 2, 6),
    end: new Date(2026, 2, 6),
    left: DAY * 5,
    width: DAY,
  },
};

export const Done: Story = { args: { completed: true } };

export const ReadOnly: Story = { args: { canEdit: false } };

export const InGerman: Story = {
  globals: { locale: 'de' },
  args: { title: 'Versionshinweise schreiben', locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      'Versionshinweise schreiben, 3. März bis 6. März',
    );
  },
};

export const NamesTheCardAndItsDates: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('button');
    await expect(bar).toHaveAccessibleName('Write the release notes, 3 Mar to 6 Mar');
    await expect(bar).toHaveAccessibleDescription(/Arrow keys move the bar by a day/);
  },
};

export const MovesWithTheKeyboard: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('button');
    bar.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('move', 1);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith('end', -1);
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(args.onChange).toHaveBeenLastCalledWith('start', -1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Pointer events as a mouse sends them; the bar follows in whole days and reports once. */
const drag = (target: Element, bar: Element, fromX: number, toX: number) => {
  const at = (type: string, x: number) =>
    (type === 'pointerdown' ? target : bar).dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        clientX: x,
        clientY: 10,
        pointerId: 1,
        button: 0,
        isPrimary: true,
      }),
    );
  at('pointerdown', fromX);
  at('pointermove', fromX + (toX - fromX) / 2);
  at('pointermove', toX);
  at('pointerup', toX);
};

export const DragsInWholeDays: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('button');
    const title = bar.querySelector('.tb-timeline-bar__title')!;
    drag(title, bar, 100, 100 + DAY * 3 + 5);
    await expect(args.onChange).toHaveBeenLastCalledWith('move', 3);
    drag(bar.querySelector('[data-edge="end"]')!, bar, 200, 200 - DAY * 2);
    await expect(args.onChange).toHaveBeenLastCalledWith('end', -2);
    drag(bar.querySelector('[data-edge="start"]')!, bar, 100, 100 + DAY);
    await expect(args.onChange).toHaveBeenLastCalledWith('start', 1);
    // A press without a move is a click: it opens the card.
    drag(title, bar, 100, 102);
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const ReadOnlyOnlyOpens: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { canEdit: false },
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('button');
    bar.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(bar);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
