import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider';
import { ThemeSwitch } from './ThemeSwitch';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Letting a user pin light or dark, or follow the system.',
  do: ['Put it in account settings'],
  dont: ['Offer it on every page'],
};

const meta = {
  title: 'Foundations/ThemeSwitch',
  component: ThemeSwitch,
  decorators: [
    (Story, context) => (
      // A private target, so the story doesn't fight the toolbar over <html>.
      <ThemeProvider defaultPreference="system" target={context.canvasElement}>
        {Story()}
      </ThemeProvider>
    ),
  ],
  parameters: { usage },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Compact: Story = { args: { compact: true } };
export const PinsTheTheme: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvasElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('radio', { name: 'System' }));
    await expect(canvasElement.dataset.theme).toBeUndefined();
  },
};
