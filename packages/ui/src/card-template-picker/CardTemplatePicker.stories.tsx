import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { CardTemplatePicker } from './CardTemplatePicker';

const usage: Usage = {
  when: 'Beside a list’s add-card composer, on boards whose cards follow a repeated shape.',
  whenNot: 'To copy one particular card elsewhere, use the card’s Copy action.',
  do: [
    'Offer the board’s templates by title',
    'Keep the trigger even with no templates: the menu says how to get one',
  ],
  dont: ['Offer templates of other boards: their labels and fields are not this board’s'],
  content: 'Template titles are the team’s words.',
};

const meta = {
  title: 'Board/CardTemplatePicker',
  component: CardTemplatePicker,
  args: {
    templates: [
      { id: 't-bug', title: 'Bug report' },
      { id: 't-release', title: 'Release checklist' },
    ],
    onPick: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 200 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof CardTemplatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTemplates: Story = {};

export const NoTemplates: Story = { args: { templates: [] } };

export const Disabled: Story = { args: { disabled: true } };

export const PicksATemplate: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'From template' }));
    const menu = within(document.body);
    const release = await menu.findByRole('menuitem', { name: 'Release checklist' });
    await expect(menu.getByText('Card templates')).toBeInTheDocument();
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Bug report',
      'Release checklist',
    ]);
    await userEvent.click(release);
    await expect(args.onPick).toHaveBeenCalledWith('t-release');
  },
};

export const SaysWhenThereAreNone: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { templates: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'From template' }));
    const none = await within(document.body).findByRole('menuitem', {
      name: /No card templates on this board yet/,
    });
    await expect(none).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};
