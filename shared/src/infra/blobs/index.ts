export type { BlobStore, StoredBlob } from './blob-store.port';
export { FsBlobStore, isBlobKey } from './fs-blob-store';
export {
  DEFAULT_URL_TTL_SECONDS,
  signBlobUrl,
  verifyBlobSignature,
  type SignOptions,
  type VerifyOptions,
} from './signed-url';
