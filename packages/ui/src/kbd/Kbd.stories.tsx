import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { Kbd } from './Kbd';

const usage: Usage = {
  when: 'Showing a keyboard shortcut next to the action it triggers: in menus, tooltips, the command palette.',
  do: [
    'Write `Mod` for ⌘ / Ctrl so each platform sees its own key',
    'Show shortcuts for frequent actions only',
  ],
  dont: ['Use Kbd for text that is not a key', 'Rely on a shortcut as the only way to do something'],
  content: 'Key names as printed on keys: Esc, Enter, Shift.',
};

const meta = {
  title: 'Primitives/Kbd',
  component: Kbd,
  args: { keys: ['Mod', 'K'], platform: 'other' },
  argTypes: { platform: { control: 'inline-radio', options: ['apple', 'other'] } },
  parameters: { usage },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Combination: Story = {};
export const Apple: Story = { args: { platform: 'apple', keys: ['Mod', 'Shift', 'P'] } };
export const SingleKey: Story = { args: { keys: ['Esc'] } };
export const InText: Story = {
  render: (args) => (
    <p>
      Press <Kbd {...args} /> to search boards and cards.
    </p>
  ),
};
export const NamesKeysForScreenReaders: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { platform: 'apple', keys: ['Mod', 'K'] },
  play: async ({ canvasElement }) => {
    const kbd = canvasElement.querySelector('kbd.tb-kbd');
    await expect(kbd?.querySelector('.tb-visually-hidden')?.textContent).toBe('Command K');
    const shown = [...(kbd?.querySelectorAll('.tb-kbd__key') ?? [])].map((key) => key.textContent).join('');
    await expect(shown).toBe('⌘K');
  },
};
