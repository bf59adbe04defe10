/** Uploaded files (resumes, profile pictures), stored under random keys outside any public folder. */
export type StoredBlob = { key: string; size: number; contentType: string };

export interface BlobStore {
  put(data: Buffer, contentType: string): Promise<StoredBlob>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}
