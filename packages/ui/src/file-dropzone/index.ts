export { FileDropzone } from './FileDropzone';
export type { FileDropzoneProps, FileRejection, UploadItem, UploadStatus } from './FileDropzone';
