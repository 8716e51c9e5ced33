import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { LabelChip, labelColors } from '../label-chip';
import { TokenTable, type TokenRow } from './TokenTable';
import type { Usage } from '../fixtures/usage';

const swatch = (value: string): ReactNode => (
  <span
    style={{
      display: 'block',
      width: 40,
      height: 24,
      borderRadius: 'var(--tb-radius-sm)',
      background: value,
      boxShadow: 'inset 0 0 0 1px var(--tb-color-border)',
    }}
  />
);
const colour = (name: string, use: string): TokenRow => ({
  name: `--tb-color-${name}`,
  use,
  sample: swatch,
  colour: true,
});

const colours: TokenRow[] = [
  colour('bg', 'Page background'),
  colour('bg-subtle', 'Columns, wells, hovered rows'),
  colour('surface', 'Cards, inputs'),
  colour('surface-raised', 'Dialogs, menus, popovers'),
  colour('surface-hover', 'Hovered controls'),
  colour('border', 'Dividers, card outlines'),
  colour('border-strong', 'Input and control borders (3:1 against the page)'),
  colour('text', 'Body text'),
  colour('text-muted', 'Secondary text (still 4.5:1)'),
  colour('accent', 'Primary actions, selection'),
  colour('accent-subtle', 'Selected rows, info backgrounds'),
  colour('accent-text', 'Links and accent text on the page'),
  colour('danger', 'Destructive actions'),
  colour('danger-subtle', 'Error backgrounds'),
  colour('danger-text', 'Error messages'),
  colour('warning', 'Due soon, limits near'),
  colour('warning-subtle', 'Warning backgrounds'),
  colour('warning-text', 'Warning text'),
  colour('success', 'Done, online'),
  colour('success-subtle', 'Success backgrounds'),
  colour('success-text', 'Success text'),
  colour('focus', 'The focus ring'),
];

const text: CSSProperties = { margin: 0, whiteSpace: 'nowrap' };
const typography: TokenRow[] = [
  {
    name: '--tb-font-sans',
    use: 'Everything but code',
    sample: (value) => <p style={{ ...text, fontFamily: value }}>Move a card to Done</p>,
  },
  {
    name: '--tb-font-mono',
    use: 'Code, shortcuts, ids',
    sample: (value) => <p style={{ ...text, fontFamily: value }}>select * from cards</p>,
  },
  ...(['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map((size) => ({
    name: `--tb-text-${size}`,
    use: {
      xs: 'Badges, counts',
      sm: 'Secondary text, labels',
      md: 'Body (default)',
      lg: 'Section headings',
      xl: 'Dialog titles',
      '2xl': 'Page titles',
    }[size],
    sample: (value: string) => <p style={{ ...text, fontSize: value }}>Quarterly roadmap</p>,
  })),
  ...(['normal', 'medium', 'bold'] as const).map((weight) => ({
    name: `--tb-weight-${weight}`,
    use: { normal: 'Body', medium: 'Buttons, emphasis', bold: 'Titles, headings' }[weight],
    sample: (value: string) => <p style={{ ...text, fontWeight: value }}>Quarterly roadmap</p>,
  })),
  ...(['tight', 'normal'] as const).map((leading) => ({
    name: `--tb-leading-${leading}`,
    use: { tight: 'Headings, one-line controls', normal: 'Paragraphs' }[leading],
    sample: (value: string) => (
      <p style={{ margin: 0, lineHeight: value, maxWidth: 160 }}>Two lines of text to show the spacing.</p>
    ),
  })),
];

const spacing: TokenRow[] = ['1', '2', '3', '4', '5', '6', '8', '10', '12'].map((step) => ({
  name: `--tb-space-${step}`,
  use: `${Number(step) * 4}px at the default root size`,
  sample: (value) => (
    <span style={{ display: 'block', width: value, height: 12, background: 'var(--tb-color-accent)' }} />
  ),
}));

const radii: TokenRow[] = (['sm', 'md', 'lg', 'full'] as const).map((radius) => ({
  name: `--tb-radius-${radius}`,
  use: {
    sm: 'Chips, checkboxes',
    md: 'Buttons, inputs, cards',
    lg: 'Dialogs, columns',
    full: 'Avatars, pills',
  }[radius],
  sample: (value) => (
    <span
      style={{
        display: 'block',
        width: 48,
        height: 32,
        borderRadius: value,
        border: '2px solid var(--tb-color-border-strong)',
      }}
    />
  ),
}));

const shadows: TokenRow[] = (['sm', 'md', 'lg'] as const).map((shadow) => ({
  name: `--tb-shadow-${shadow}`,
  use: { sm: 'Cards at rest', md: 'Menus, popovers, a lifted card', lg: 'Dialogs, drawers' }[shadow],
  sample: (value) => (
    <span
      style={{
        display: 'block',
        width: 48,
        height: 32,
        borderRadius: 'var(--tb-radius-md)',
        background: 'var(--tb-color-surface)',
        boxShadow: value,
      }}
    />
  ),
}));

const motion: TokenRow[] = [
  ...(['fast', 'normal', 'slow'] as const).map((duration) => ({
    name: `--tb-duration-${duration}`,
    use: {
      fast: 'Hover and press feedback',
      normal: 'Dialogs, menus, toasts',
      slow: 'Drawers, large movements',
    }[duration],
    sample: (value: string) => (
      <span className="tb-foundations-motion" style={{ animationDuration: `calc(${value} * 8)` }} />
    ),
  })),
  { name: '--tb-ease-out', use: 'Everything that enters', sample: () => null },
];

function Page({
  title,
  lead,
  rows,
  caption,
}: {
  title: string;
  lead: string;
  rows: readonly TokenRow[];
  caption: string;
}) {
  return (
    <div style={{ maxWidth: 960 }}>
      <h1 style={{ fontSize: 'var(--tb-text-2xl)', marginTop: 0 }}>{title}</h1>
      <p style={{ color: 'var(--tb-color-text-muted)', maxWidth: '65ch' }}>{lead}</p>
      <TokenTable caption={caption} rows={rows} />
    </div>
  );
}

const usage: Usage = {
  when: 'The design tokens: colours, type, spacing, radii, shadows and motion with their values.',
  do: ['Use tokens, never raw values, in components and the app'],
  dont: ['Invent one-off colours'],
};

const meta = {
  title: 'Foundations/Tokens',
  component: Page,
  parameters: { usage, layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  args: {
    title: 'Colours',
    lead: 'Every colour is a light-dark() pair in @teamboard/ui/styles.css; the value column shows this theme’s half. Switch the theme in the toolbar to see the other. Text colours keep 4.5:1 on every surface, borders of controls 3:1.',
    caption: 'Colour tokens',
    rows: colours,
  },
  render: (args) => (
    <>
      <Page {...args} />
      <h2 style={{ fontSize: 'var(--tb-text-lg)' }}>Label palette</h2>
      <ul
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--tb-space-2)', padding: 0, listStyle: 'none' }}
      >
        {labelColors.map((color) => (
          <li key={color}>
            <LabelChip name={color} color={color} />
          </li>
        ))}
      </ul>
    </>
  ),
};
export const Typography: Story = {
  args: {
    title: 'Typography',
    lead: 'One sans-serif family (Inter, shipped with the package) and the platform’s monospace.',
    caption: 'Type tokens',
    rows: typography,
  },
};
export const Spacing: Story = {
  args: {
    title: 'Spacing',
    lead: 'A 4px scale. Gaps between related items use 1–2, between groups 3–4, around sections 6 and up.',
    caption: 'Space tokens',
    rows: spacing,
  },
};
export const Radii: Story = {
  args: {
    title: 'Radii and elevation',
    lead: 'Small things get small radii; overlays float on shadows that deepen in the dark theme.',
    caption: 'Radius and shadow tokens',
    rows: [...radii, ...shadows],
  },
};
export const Motion: Story = {
  args: {
    title: 'Motion',
    lead: 'Short, eased-out transitions that confirm what happened. Every duration drops to 0 ms under prefers-reduced-motion (samples here run 8× slower).',
    caption: 'Motion tokens',
    rows: motion,
  },
};
