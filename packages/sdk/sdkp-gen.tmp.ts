import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const CATEGORY: Record<string, string> = {
  'client.ts': 'Client', 'validate.ts': 'Errors', auth: 'Auth', workspaces: 'Workspaces', members: 'Members',
  invitations: 'Members', boards: 'Boards', exports: 'Boards', lists: 'Lists', cards: 'Cards',
  'card-transfer': 'Cards', labels: 'Labels', checklist: 'Checklists', comments: 'Comments',
  attachments: 'Files', avatars: 'Files', schemas: 'Files', activity: 'Activity', profiles: 'Profiles',
  search: 'Search', notifications: 'Notifications', realtime: 'Realtime', errors: 'Errors', call: 'Paging',
};
const FILE_CATEGORY: Record<string, string> = { 'card-transfer/delete-list.ts': 'Lists' };

const program = ts.createProgram(['src/index.ts'], { noEmit: true, skipLibCheck: true, strict: true });
const checker = program.getTypeChecker();
const index = program.getSourceFile('src/index.ts')!;
const mod = checker.getSymbolAtLocation(index)!;

const LITERALS: Record<string, string> = {
  email: "'ada@example.com'", password: "'correct-horse-9'", currentPassword: "'correct-horse-9'",
  name: "'Roadmap'", title: "'Write the spec'", body: "'Looks good to me'", slug: "'acme'", role: "'member'",
  color: "'blue'", displayName: "'Ada Lovelace'", query: "'launch plan'", expectedVersion: 'card.version',
  scope: "'local'", format: "'csv'", text: "'Thanks @[Ada](8c6d0c0e-6f3e-4c57-9d3c-2f4b8f1f4a11)!'",
  mimeType: "'image/png'", avatarPath: 'profile.avatar_path', snippet: 'result.snippet', fileName: "'notes.pdf'",
  nonce: 'code', wipLimit: '5', emailOnMention: 'false',
};
const VERBS = /^(get|list|create|update|load|add|edit|upload|move|copy|invite|accept|preview|revoke|change|archive|restore|complete|reopen|refresh|exchange|sign(In(With(Password|MagicLink))?|Up)|search|export|subscribe(To)?|count|mark|watch|unwatch|is|assign|transfer|describe|parse|split|format|mentioned|snippet|to|on|can)/;

function resultName(fn: string, ret: string): string {
  const special: Record<string, string> = {
    countUnreadNotifications: 'unread', isWatchingCard: 'watching', watchCard: 'watching', unwatchCard: 'watching',
    markNotificationsRead: 'marked', onSessionChange: 'stop', signUp: 'result', exchangeCodeForSession: 'session',
    signInWithPassword: 'session', refreshSession: 'session', getSession: 'session', snippetParts: 'parts',
    parseMentions: 'mentions', splitMentions: 'parts', mentionedUserIds: 'userIds', formatMention: 'mention',
    invitationStatus: 'status', isTeamboardErrorCode: 'known', canShowInline: 'inline', describeFile: 'file',
    exportBoard: 'csv', listCardsPage: 'page', listCommentsPage: 'page', searchWorkspace: 'results',
    subscribeToBoard: 'subscription', subscribeToWorkspace: 'subscription', subscribeToNotifications: 'subscription',
    loadBoard: 'loaded', getAttachmentUrl: 'url', getAvatarUrl: 'url', moveCardToBoard: 'moved', copyCard: 'copy',
    acceptInvitation: 'workspace', previewInvitation: 'preview', updateProfileMetadata: 'user', updateEmail: 'user',
    updatePassword: 'user', getUser: 'user', getMyProfile: 'me', listMyCards: 'cards', listMyWorkspaces: 'workspaces',
    getWorkspaceBySlug: 'workspace', uploadAvatar: 'profile', changeMemberRole: 'membership',
    completeCard: 'card', reopenCard: 'card', archiveCard: 'card', restoreCard: 'card', moveChecklistItem: 'item',
    addChecklistItem: 'item', updateChecklistItem: 'item', listChecklistItems: 'items', deleteComment: 'comment',
    getNotificationSettings: 'settings', updateNotificationSettings: 'settings', fromSupabaseClient: 'client',
    inviteMember: 'invitation', revokeInvitation: 'invitation',
  };
  if (special[fn]) return special[fn]!;
  const rest = fn.replace(VERBS, '');
  const base = rest === '' ? 'result' : rest[0]!.toLowerCase() + rest.slice(1);
  return ret.endsWith('[]') && !base.endsWith('s') ? `${base}s` : base;
}

function argFor(param: ts.ParameterDeclaration, fnName: string): string | undefined {
  const name = param.name.getText();
  if (param.questionToken || param.initializer) return undefined;
  if (name === 'client') return 'client';
  if (name === 'handler') return '(event) => console.log(event.type)';
  if (name === 'handlers') return '{ onChange: (change) => console.log(change) }';
  if (LITERALS[name]) return LITERALS[name];
  const type = checker.getTypeAtLocation(param);
  if (type.isStringLiteral()) return `'${type.value}'`;
  const props = type.isUnion() ? [] : type.getProperties();
  if ((type.flags & ts.TypeFlags.Object) !== 0 && props.length > 0 && !/Blob|File|Signal/.test(checker.typeToString(type)) && name !== 'attachment' && name !== 'error') {
    const fields = props
      .filter((p) => (p.flags & ts.SymbolFlags.Optional) === 0)
      .map((p) => {
        const key = p.getName();
        if (/Ids?$/.test(key) || key === 'file' || key === 'code' || key === 'token') return key;
        if (LITERALS[key]) return `${key}: ${LITERALS[key]}`;
        const pt = checker.typeToString(checker.getTypeOfSymbolAtLocation(p, param));
        return `${key}: ${pt.includes('boolean') ? 'true' : pt.includes('number') ? '1' : "'…'"}`;
      });
    return `{ ${fields.join(', ')} }`;
  }
  return name;
}

const edits = new Map<string, { pos: number; text: string; hasDoc: boolean }[]>();
for (const sym of checker.getExportsOfModule(mod)) {
  const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
  const fns = (target.declarations ?? []).filter(ts.isFunctionDeclaration);
  if (fns.length === 0) continue;
  const first = fns[0]!;
  const tags = fns.flatMap((d) => ts.getJSDocTags(d)).map((t) => t.tagName.text);
  const file = first.getSourceFile().fileName;
  const rel = file.replace(/.*\/src\//, '');
  const category = FILE_CATEGORY[rel] ?? CATEGORY[rel.includes('/') ? rel.split('/')[0]! : rel] ?? 'Other';
  const fnName = sym.getName();
  const impl = fns.find((d) => d.body !== undefined) ?? first;
  const sig = fns.length > 1 ? fns[0]! : impl;
  const args = sig.parameters.map((p) => argFor(p, fnName)).filter((a) => a !== undefined);
  const ret = sig.type?.getText() ?? 'void';
  const isAsync = ret.startsWith('Promise<');
  const call = `${isAsync ? 'await ' : ''}${fnName}(${args.join(', ')})`;
  const lines: string[] = [];
  if (!tags.includes('category')) lines.push(` * @category ${category}`);
  if (!tags.includes('example')) {
    lines.push(' * @example');
    lines.push(ret === 'Promise<void>' || ret === 'void' ? ` * ${call};` : ` * const ${resultName(fnName, ret)} = ${call};`);
  }
  if (lines.length === 0) continue;
  const docs = ts.getJSDocCommentsAndTags(first).filter(ts.isJSDoc);
  const doc = docs.at(-1);
  const list = edits.get(file) ?? [];
  if (doc) list.push({ pos: doc.end - 2, text: lines.join('\n') + '\n ', hasDoc: true });
  else list.push({ pos: first.getStart(), text: `/**\n${lines.join('\n')}\n */\n`, hasDoc: false });
  edits.set(file, list);
  console.log(`${fnName} [${category}] ${lines.filter((l) => !l.includes('@')).join(' ')}`);
}
if (process.argv.includes('--write')) {
  for (const [file, list] of edits) {
    let text = readFileSync(file, 'utf8');
    for (const edit of list.sort((a, b) => b.pos - a.pos)) {
      let at = edit.pos;
      let insert = edit.text;
      if (edit.hasDoc) {
        // Single-line `/** … */`: open it up into a block first.
        const start = text.lastIndexOf('/**', at);
        const oneLine = !text.slice(start, at).includes('\n');
        if (oneLine) {
          const inner = text.slice(start + 3, at).trim();
          text = text.slice(0, start) + `/**\n * ${inner}\n *\n${edit.text.trimEnd()}\n */` + text.slice(at + 2);
          continue;
        }
        // Back up over the whitespace before `*/`.
        while (text[at - 1] === ' ') at -= 1;
        insert = ` *\n${edit.text.trimEnd()}\n `;
      }
      text = text.slice(0, at) + insert + text.slice(at);
    }
    writeFileSync(file, text);
  }
}
