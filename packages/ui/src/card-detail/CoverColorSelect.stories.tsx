import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CoverColorSelect } from './CoverColorSelect';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: "In the card drawer, beside the attachments: a colour band as the card's cover.",
  whenNot: 'An image cover is chosen on the attachment itself ("Make cover").',
  do: ['Offer the label palette only, so covers match labels'],
  dont: ['Show it to people who may not edit the card'],
  content: 'The colours are named as in the label editor.',
};

const meta = {
  title: 'Board/CoverColorSelect',
  component: CoverColorSelect,
  args: { value: null, onValueChange: fn() },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof CoverColorSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoColour: Story = {};

export const Teal: Story = { args: { value: 'teal' } };

/** Picking "None" takes the colour off: the callback gets `null`, never the word. */
export const ChoosesAndClears: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { value: 'teal' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Cover colour' });
    await expect(trigger).toHaveTextContent('Teal');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
    await userEvent.click(document.querySelector<HTMLElement>('[role="option"]')!);
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(null));
  },
};
