import { getApiBaseUrl } from 'shared-auth';

export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'];
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Uploads files in one multipart request (field `file`, once per file) through XMLHttpRequest, whose upload
 * events report progress (fetch cannot). `onProgress` receives 0..100.
 */
export function uploadDocuments(
  propertyId: string,
  files: File[],
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBaseUrl()}/api/properties/${encodeURIComponent(propertyId)}/documents/upload`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let detail = '';
      try {
        detail = (JSON.parse(xhr.responseText) as { detail?: string }).detail ?? '';
      } catch {
        // not JSON
      }
      reject(new UploadError(detail, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.send(form);
  });
}

/** 12 B, 3.4 KB, 2.1 MB */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
