import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A glyph inside another component or next to text.',
  do: ['Keep icons decorative when text says the same'],
  dont: ['Use an icon alone as a control; wrap it in IconButton'],
};

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'calendar', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: { usage },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const WithLabel: Story = { args: { name: 'alert', label: 'Warning' } };
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} size={20} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
