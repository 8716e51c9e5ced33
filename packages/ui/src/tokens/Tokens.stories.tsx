import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { LabelChip, labelColors } from '../label-chip';

const colors = [
  'bg',
  'bg-subtle',
  'surface',
  'surface-raised',
  'surface-hover',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'accent',
  'accent-subtle',
  'accent-text',
  'danger',
  'danger-subtle',
  'danger-text',
  'warning',
  'warning-subtle',
  'warning-text',
  'success',
  'success-subtle',
  'success-text',
  'focus',
];
const spaces = ['1', '2', '3', '4', '5', '6', '8', '10', '12'];
const radii = ['sm', 'md', 'lg', 'full'];
const shadows = ['sm', 'md', 'lg'];
const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];
const durations = ['fast', 'normal', 'slow'];

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 };
const code: CSSProperties = { fontFamily: 'var(--tb-font-mono)', fontSize: 'var(--tb-text-xs)' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 32 }}>
      <h2 style={{ fontSize: 'var(--tb-text-lg)' }}>{title}</h2>
      {children}
    </section>
  );
}

/** Every design token, drawn with its own value, so designers can check both themes side by side. */
function TokensOverview() {
  return (
    <div>
      <h1 style={{ fontSize: 'var(--tb-text-2xl)', marginTop: 0 }}>Design tokens</h1>
      <p style={{ color: 'var(--tb-color-text-muted)', maxWidth: '60ch' }}>
        CSS custom properties from <code style={code}>@teamboard/ui/styles.css</code>. Colours are light-dark() pairs:
        switch the theme in the toolbar to see the other half.
      </p>
      <Section title="Colour">
        <ul style={{ ...grid, padding: 0, listStyle: 'none' }}>
          {colors.map((name) => (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span
                style={{
                  width: 40,
                  height: 40,
                  flex: 'none',
                  borderRadius: 'var(--tb-radius-md)',
                  background: `var(--tb-color-${name})`,
                  boxShadow: 'inset 0 0 0 1px var(--tb-color-border)',
                }}
              />
              <code style={code}>--tb-color-{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Label palette (PRODUCT.md §9)">
        <ul style={{ ...grid, padding: 0, listStyle: 'none' }}>
          {labelColors.map((color) => (
            <li key={color} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ width: 12, height: 12, borderRadius: 999, background: `var(--tb-label-${color}-solid)` }} />
              <LabelChip name={color} color={color} />
              <code style={code}>--tb-label-{color}-*</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Spacing">
        {spaces.map((step) => (
          <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 4 }}>
            <code style={{ ...code, width: 120 }}>--tb-space-{step}</code>
            <span style={{ width: `var(--tb-space-${step})`, height: 12, background: 'var(--tb-color-accent)' }} />
          </div>
        ))}
      </Section>
      <Section title="Radius and shadow">
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {radii.map((radius) => (
            <div
              key={radius}
              style={{
                width: 96,
                height: 64,
                display: 'grid',
                placeItems: 'center',
                borderRadius: `var(--tb-radius-${radius})`,
                border: '1px solid var(--tb-color-border-strong)',
              }}
            >
              <code style={code}>{radius}</code>
            </div>
          ))}
          {shadows.map((shadow) => (
            <div
              key={shadow}
              style={{
                width: 96,
                height: 64,
                display: 'grid',
                placeItems: 'center',
                borderRadius: 'var(--tb-radius-md)',
                background: 'var(--tb-color-surface)',
                boxShadow: `var(--tb-shadow-${shadow})`,
              }}
            >
              <code style={code}>shadow-{shadow}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Typography">
        {textSizes.map((size) => (
          <p key={size} style={{ fontSize: `var(--tb-text-${size})`, margin: '4px 0' }}>
            <code style={code}>--tb-text-{size}</code> The quick brown fox moves a card to Done
          </p>
        ))}
        <p style={{ fontFamily: 'var(--tb-font-mono)' }}>--tb-font-mono: select * from cards;</p>
      </Section>
      <Section title="Motion">
        <p style={{ color: 'var(--tb-color-text-muted)' }}>
          Durations drop to 0 ms under prefers-reduced-motion; spinners slow down instead of stopping.
        </p>
        {durations.map((duration) => (
          <code key={duration} style={{ ...code, display: 'block' }}>
            --tb-duration-{duration}
          </code>
        ))}
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensOverview,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof TokensOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
