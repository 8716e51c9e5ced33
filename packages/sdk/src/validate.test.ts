import { describe, expect, it } from 'vitest';
import { createWorkspaceInput } from './schemas/workspaces';
import { attachmentFileSchema } from './schemas/files';
import { isTeamboardError } from './errors/teamboard-error';
import { validate } from './validate';

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('validate', () => {
  it('returns the cleaned input', () => {
    expect(validate(createWorkspaceInput, { name: '  Acme  ', slug: 'acme' })).toEqual({
      name: 'Acme',
      slug: 'acme',
    });
  });

  it('throws validation with every field issue', () => {
    const error = thrown(() => validate(createWorkspaceInput, { name: '', slug: 'Settings' }));
    expect(isTeamboardError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'validation',
      retryable: false,
      issues: [
        { path: ['name'], message: 'Workspace name is required.' },
        { path: ['slug'], message: 'Use lower-case letters, digits and inner hyphens only.' },
      ],
    });
  });

  it('throws payload-too-large for an oversized file', () => {
    expect(
      thrown(() =>
        validate(attachmentFileSchema, {
          fileName: 'big.mov',
          mimeType: 'video/quicktime',
          sizeBytes: 26 * 1024 * 1024,
        }),
      ),
    ).toMatchObject({ code: 'payload-too-large', issues: [{ path: ['sizeBytes'] }] });
  });
});
