import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

// Storybook-only helpers for the Foundations pages (not exported from the package).

export interface TokenRow {
  /** The custom property, e.g. `--tb-space-4`. */
  name: string;
  /** What the value is for, in a few words. */
  use?: string;
  /** Draws the token, e.g. a swatch or a bar. */
  sample: (token: string) => ReactNode;
  /** Colours differ per theme: their value is read as this theme resolves it. */
  colour?: boolean;
}

const nameStyle: CSSProperties = {
  fontFamily: 'var(--tb-font-mono)',
  fontSize: 'var(--tb-text-sm)',
  // Token names break only at their hyphens' word boundaries, never inside a word.
  whiteSpace: 'nowrap',
};
const cell: CSSProperties = {
  padding: 'var(--tb-space-2) var(--tb-space-3)',
  borderBottom: '1px solid var(--tb-color-border)',
  verticalAlign: 'middle',
};

function toHex(rgb: string): string {
  const parts = rgb.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3 || !rgb.startsWith('rgb')) return rgb;
  const hex = `#${parts
    .slice(0, 3)
    .map((part) => Math.round(part).toString(16).padStart(2, '0'))
    .join('')}`;
  return parts.length === 4 && parts[3] !== 1 ? `${hex} / ${Math.round((parts[3] ?? 1) * 100)}%` : hex;
}

/** A length, duration or font as declared (the same in both themes). */
function DeclaredValue({ name }: { name: string }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(name).trim());
  }, [name]);
  return (
    <code ref={ref} style={nameStyle}>
      {value}
    </code>
  );
}

/** A table of tokens: name, sample, resolved value and use. */
export function TokenTable({ caption, rows }: { caption: string; rows: readonly TokenRow[] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 'var(--tb-space-8)' }}>
      <caption
        style={{
          textAlign: 'start',
          fontSize: 'var(--tb-text-lg)',
          fontWeight: 'var(--tb-weight-bold)',
          paddingBottom: 'var(--tb-space-2)',
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {['Token', 'Sample', 'Value', 'Use'].map((heading) => (
            <th
              key={heading}
              scope="col"
              style={{
                ...cell,
                textAlign: 'start',
                color: 'var(--tb-color-text-muted)',
                fontWeight: 'var(--tb-weight-medium)',
              }}
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td style={cell}>
              <code style={nameStyle}>{row.name}</code>
            </td>
            <td style={cell}>{row.sample(`var(${row.name})`)}</td>
            <td style={cell}>
              <ColourValue row={row} />
            </td>
            <td style={{ ...cell, color: 'var(--tb-color-text-muted)' }}>{row.use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ColourValue({ row }: { row: TokenRow }) {
  return row.colour ? <ResolvedColour name={row.name} /> : <DeclaredValue name={row.name} />;
}

/** Colours resolve per theme (light-dark()), so the value is read from a probe painted with it. */
function ResolvedColour({ name }: { name: string }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (probe.current) setValue(toHex(getComputedStyle(probe.current).color));
  }, [name]);
  return (
    <>
      <span ref={probe} aria-hidden style={{ color: `var(${name})`, display: 'none' }} />
      <code style={nameStyle}>{value}</code>
    </>
  );
}
