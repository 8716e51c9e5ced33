import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { longText } from '../fixtures/fixtures';
import { MarkdownView } from '../markdown-view';
import { Drawer } from './Drawer';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Detail that keeps the board in view: an open card, filters.',
  whenNot: 'For a short decision use Dialog.',
  do: ['Keep one drawer open at a time', 'Put the close button top-right (built in)'],
  dont: ['Hide the title entirely: use `hideTitle` only when the content has its own heading'],
  content: 'Title names the object, not the action.',
};

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    title: 'Write the onboarding checklist',
    description: 'in list Doing',
    defaultOpen: true,
    onOpenChange: fn(),
    trigger: <Button>Open card</Button>,
    children: (
      <MarkdownView
        source={
          'A list of **everything** a new teammate needs in week one.\n\n- Accounts\n- Access\n- A buddy'
        }
      />
    ),
  },
  parameters: { usage, layout: 'fullscreen', modal: true },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left', title: 'Filters', description: undefined } };
export const Large: Story = { args: { size: 'lg' } };
export const WithFooter: Story = { args: { footer: <Button variant="secondary">Archive card</Button> } };
export const LongContent: Story = {
  args: {
    title: longText,
    children: Array.from({ length: 40 }, (_, index) => <p key={index}>{longText}</p>),
  },
};
export const ClosesWithEscape: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Open card' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog', { name: 'Write the onboarding checklist' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
