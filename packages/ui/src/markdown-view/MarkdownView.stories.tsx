import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { MarkdownView } from './MarkdownView';
import type { Usage } from '../fixtures/usage';

const everything = `# Release plan

We ship **on Thursday** if the _checklist_ is green. See [the runbook](https://example.com/runbook).

## Steps

1. Freeze \`main\`
2. Run the migrations
3. Announce in #releases

- [x] Changelog written
- [ ] Screenshots updated

> Don't deploy on Fridays.

| Step | Owner |
| ---- | ----- |
| Freeze | Ada |
| Migrate | Grace |

\`\`\`sql
select count(*) from cards where archived_at is null;
\`\`\`

~~Old plan~~ replaced.
`;

const usage: Usage = {
  when: 'Rendering a description or comment written in Markdown.',
  do: ['Render only the subset the editor offers'],
  dont: ['Render untrusted HTML'],
};

const meta = {
  title: 'Content/MarkdownView',
  component: MarkdownView,
  args: { source: everything },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {};
export const Compact: Story = {
  args: { compact: true, source: '### A heading in a comment\n\nLooks **fine** to me.' },
};
export const LongWords: Story = {
  args: {
    source:
      'https://example.com/a/very/long/url/that/would/overflow/the/column/if/it/could/not/wrap/anywhere/at/all',
  },
  decorators: [narrow],
};
export const StripsUnsafeContent: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: {
    source:
      'Hello <script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> ' +
      '[click](javascript:window.__pwned=true) <b>bold?</b>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    const link = canvasElement.querySelector('a');
    await expect(link?.getAttribute('href') ?? '').not.toContain('javascript:');
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
// An image from another site waits for a click: opening the text must not tell that site who read it.
export const ImageFromAnotherSite: Story = {
  args: {
    source: 'The new logo:\n\n![Logo draft](https://images.example.com/logo.png)',
  },
};
export const LoadsAnotherSitesImageOnlyWhenAsked: Story = {
  tags: ['test', '!autodocs', '!dev'],
  args: { source: '![Pixel](https://tracker.example.com/p.gif)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const gate = canvasElement.querySelector('[role="group"]');
    await expect(gate?.textContent).toContain('tracker.example.com');
    gate?.querySelector('button')?.click();
    await waitFor(() => expect(canvasElement.querySelector('img')?.getAttribute('alt')).toBe('Pixel'));
  },
};
