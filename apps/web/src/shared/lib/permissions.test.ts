import { describe, expect, it } from 'vitest';
import { assignableRoles, boardPermissions, can, canRemove } from './permissions';

describe('permissions', () => {
  it('lets owners change every role, owners included', () => {
    expect(assignableRoles('owner', 'owner')).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(assignableRoles('owner', 'viewer')).toContain('owner');
    expect(canRemove('owner', 'owner')).toBe(true);
  });

  it('lets admins manage everyone but owners, and never make owners', () => {
    expect(assignableRoles('admin', 'member')).toEqual(['admin', 'member', 'viewer']);
    expect(assignableRoles('admin', 'owner')).toEqual([]);
    expect(canRemove('admin', 'member')).toBe(true);
    expect(canRemove('admin', 'owner')).toBe(false);
  });

  it('gives members and viewers no management controls', () => {
    for (const role of ['member', 'viewer'] as const) {
      expect(assignableRoles(role, 'viewer')).toEqual([]);
      expect(canRemove(role, 'viewer')).toBe(false);
      expect(can.manage(role)).toBe(false);
      expect(can.own(role)).toBe(false);
    }
    expect(can.edit('member')).toBe(true);
    expect(can.edit('viewer')).toBe(false);
  });

  it('lets a board’s commenter comment but edit nothing, and a viewer neither', () => {
    expect(boardPermissions('commenter')).toMatchObject({
      canEdit: false,
      canComment: true,
      canManage: false,
    });
    expect(boardPermissions('viewer')).toMatchObject({ canEdit: false, canComment: false, canManage: false });
    expect(boardPermissions('editor')).toMatchObject({ canEdit: true, canComment: true, canManage: false });
    expect(boardPermissions('admin')).toMatchObject({ canEdit: true, canComment: true, canManage: true });
  });

  it('offers nothing on a board while the role is loading or when there is none', () => {
    for (const role of [undefined, null]) {
      expect(boardPermissions(role)).toMatchObject({ canEdit: false, canComment: false, canManage: false });
    }
  });
});
