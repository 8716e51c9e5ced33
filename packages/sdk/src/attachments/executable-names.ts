/**
 * File extensions the `attachments` bucket policy refuses as programs a
 * teammate could run by opening them (`private.is_executable_file_name` in
 * the storage migration). Checked before uploading so such a file fails as
 * `unsupported-file-type` without a request, like a refused MIME type does,
 * instead of as a `forbidden` from the server. Keep in step with the migration.
 */
const EXECUTABLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe',
  'msi',
  'com',
  'scr',
  'bat',
  'cmd',
  'ps1',
  'vbs',
  'sh',
  'csh',
  'bash',
  'dll',
  'dmg',
  'pkg',
  'app',
  'jar',
  'apk',
  'elf',
  'run',
  'bin',
]);

export function isExecutableFileName(name: string): boolean {
  const extension = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && EXECUTABLE_EXTENSIONS.has(extension);
}
