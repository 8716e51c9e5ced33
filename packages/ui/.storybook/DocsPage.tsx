import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Usage } from '../src/fixtures/usage';

function isUsage(value: unknown): value is Usage {
  return typeof value === 'object' && value !== null && 'when' in value && 'do' in value && 'dont' in value;
}

/** "When to use", do's and don'ts and content rules, from the meta's `parameters.usage`. */
function UsageGuidance() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const usage: unknown = preparedMeta.parameters.usage;
  if (!isUsage(usage)) return null;
  return (
    <section className="sb-usage" aria-labelledby="sb-usage-heading">
      <h2 id="sb-usage-heading">When to use</h2>
      <p>{usage.when}</p>
      {usage.whenNot ? <p>{usage.whenNot}</p> : null}
      <div className="sb-usage__columns">
        <div className="sb-usage__do">
          <h3>Do</h3>
          <ul>
            {usage.do.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="sb-usage__dont">
          <h3>Don’t</h3>
          <ul>
            {usage.dont.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      {usage.content ? (
        <>
          <h3>Content</h3>
          <p>{usage.content}</p>
        </>
      ) : null}
    </section>
  );
}

/** Storybook's autodocs page with the usage guidance between the description and the examples. */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <UsageGuidance />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
