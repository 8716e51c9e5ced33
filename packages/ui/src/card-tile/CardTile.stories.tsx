import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coverDataUrl, everyone, hoursFromNow, labels, longText, now, people } from '../fixtures/fixtures';
import { pseudoStates, StatesGrid } from '../fixtures/states';
import { CardTile } from './CardTile';
import { labelsControl, peopleControl } from '../fixtures/controls';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A card on the board: title and the few facts that help triage it.',
  whenNot: 'The full card lives in CardDetail.',
  do: ['Show at most what fits in two lines of metadata', 'Let the whole tile open the card'],
  dont: ['Put buttons inside the tile other than the drag handle', 'Colour the tile by label'],
  content: "Card titles are the team's words; the tile never truncates them below two lines.",
};

const meta = {
  title: 'Board/CardTile',
  component: CardTile,
  argTypes: { labels: labelsControl, assignees: peopleControl, viewers: peopleControl },
  args: { title: 'Write the onboarding checklist', now, onOpen: fn() },
  decorators: [(Story) => <div style={{ width: 272 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof CardTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minimal: Story = {};

export const Full: Story = {
  args: {
    labels: [labels.feature, labels.design],
    assignees: [people.ada, people.grace],
    dueAt: hoursFromNow(24 * 5),
    commentCount: 4,
    attachmentCount: 2,
    checklist: { done: 2, total: 5 },
  },
};

export const Overdue: Story = {
  args: {
    labels: [labels.bug],
    dueAt: hoursFromNow(-30),
    assignees: [people.alan],
    checklist: { done: 1, total: 3 },
  },
};

/** Waits on two open cards: the mark clears when the last of them is completed or archived. */
export const Blocked: Story = {
  args: { blockedCount: 2, labels: [labels.backend], assignees: [people.ada] },
};

export const BlockedMarkNamesTheCount: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { blockedCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blocked by 1 open card')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-blocked="1"]')).not.toBeNull();
  },
};

/** A start date turns the due badge into the span it runs over. */
export const StartToDue: Story = {
  args: { startAt: hoursFromNow(-48), dueAt: hoursFromNow(24 * 5), assignees: [people.ada] },
  play: async ({ canvasElement }) => {
    const times = [...canvasElement.querySelectorAll('.tb-card-tile__due time')];
    await expect(times.map((t) => t.getAttribute('dateTime'))).toEqual([
      hoursFromNow(-48).toISOString(),
      hoursFromNow(24 * 5).toISOString(),
    ]);
    await expect(within(canvasElement).getByText('Starts:', { exact: false })).toBeInTheDocument();
  },
};
export const StartsOnly: Story = {
  args: { startAt: hoursFromNow(24 * 3), locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-due="starts"]')?.textContent).toMatch(/^Starts 13 Mar/);
  },
};
export const StartsOnlyInGerman: Story = {
  globals: { locale: 'de' },
  args: { startAt: hoursFromNow(24 * 3), locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-due="starts"]')?.textContent).toMatch(
      /^Beginnt 13\. März/,
    );
  },
};
export const DueSoon: Story = { args: { dueAt: hoursFromNow(20), commentCount: 1 } };

export const Done: Story = {
  args: {
    completed: true,
    dueAt: hoursFromNow(-48),
    checklist: { done: 3, total: 3 },
    assignees: [people.katherine],
  },
};

export const LongTitleManyLabels: Story = {
  args: {
    title: longText,
    labels: Object.values(labels),
    assignees: everyone,
    commentCount: 128,
    attachmentCount: 12,
    checklist: { done: 47, total: 100 },
  },
};

export const WithDragHandle: Story = {
  args: { dragHandleProps: { onKeyDown: fn() }, labels: [labels.backend] },
};

export const Dragging: Story = { args: { dragState: 'dragging', labels: [labels.backend] } };
export const Placeholder: Story = { args: { dragState: 'placeholder', labels: [labels.backend] } };

export const AsLink: Story = { args: { href: '/w/acme/b/1/c/42', labels: [labels.docs] } };

export const WithViewers: Story = {
  args: { viewers: [people.margaret, people.tim], labels: [labels.urgent] },
};

/** Who has the card open sits beside the drag handle, never over it: the handle stays reachable. */
export const ViewersBesideHandle: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { viewers: [people.margaret, people.tim], dragHandleProps: { onKeyDown: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: `Move card: ${args.title}` }).getBoundingClientRect();
    const viewers = canvasElement.querySelector('.tb-card-tile__viewers')!.getBoundingClientRect();
    const apart =
      viewers.right <= handle.left ||
      viewers.left >= handle.right ||
      viewers.bottom <= handle.top ||
      viewers.top >= handle.bottom;
    await expect(apart).toBe(true);
  },
};

export const OpensWithKeyboard: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: args.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

// The toolbar's theme reaches the example through its own scope, not through <html>.
export const DarkThemeIsApplied: Story = {
  ...Full,
  tags: ['test', '!autodocs', '!dev'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('.tb-card-tile');
    await expect(tile?.closest('.tb-theme-scope')?.getAttribute('data-theme')).toBe('dark');
    await expect(tile && getComputedStyle(tile).backgroundColor).toBe('rgb(29, 33, 41)');
  },
};

/** An image cover: a small thumbnail across the top, decorative (`alt=""`), loaded lazily. */
export const CoverImage: Story = {
  args: {
    cover: { kind: 'image', src: coverDataUrl },
    labels: [labels.design],
    assignees: [people.ada],
    attachmentCount: 1,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.tb-card-tile__cover img');
    await expect(image?.getAttribute('alt')).toBe('');
    await expect(image?.getAttribute('loading')).toBe('lazy');
    await expect(image?.getAttribute('src')).toBe(coverDataUrl);
    // The band keeps the tile's proportions whatever the picture's are.
    const band = canvasElement.querySelector<HTMLElement>('.tb-card-tile__cover');
    await expect(
      band && Math.round(band.getBoundingClientRect().width / band.getBoundingClientRect().height),
    ).toBe(2);
  },
};

/** While the thumbnail's link is on its way, the band is already its full height: the tile does not jump. */
export const CoverImageLoading: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { cover: { kind: 'image', src: undefined } },
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>('.tb-card-tile__cover');
    await expect(band?.querySelector('img')).toBeNull();
    await expect(band?.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** A colour cover: a band of a palette colour. */
export const CoverColor: Story = {
  args: { cover: { kind: 'color', color: 'teal' }, dueAt: hoursFromNow(24 * 3) },
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>('.tb-card-tile__cover');
    await expect(band?.dataset.tbColor).toBe('teal');
    await expect(band && getComputedStyle(band).backgroundColor).toBe('rgb(20, 184, 166)');
    await expect(band?.getAttribute('aria-hidden')).toBe('true');
  },
};

/** Rest, hover, keyboard focus and pressed, as a tile on the board. */
export const States: Story = {
  parameters: pseudoStates,
  render: (args) => (
    <StatesGrid
      rows={[
        {
          name: 'plain',
          render: () => (
            <div style={{ width: 220 }}>
              <CardTile {...args} />
            </div>
          ),
        },
        {
          name: 'labelled',
          render: () => (
            <div style={{ width: 220 }}>
              <CardTile {...args} labels={[labels.design]} assignees={[people.ada]} />
            </div>
          ),
        },
      ]}
    />
  ),
};
