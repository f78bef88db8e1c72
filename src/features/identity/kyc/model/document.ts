import {
  ID_DOCUMENT_FILE_TYPES,
  ID_DOCUMENT_MAX_BYTES,
  KYC_MESSAGES,
  type IdDocumentFileType,
} from '@contract/rules/kyc';

const isFileType = (type: string): type is IdDocumentFileType =>
  (ID_DOCUMENT_FILE_TYPES as readonly string[]).includes(type);

/** Why a chosen file cannot be sent, or undefined when it can (the server checks its bytes too). */
export function documentProblem(file: { type: string; size: number } | undefined) {
  if (!file) return KYC_MESSAGES.documentRequired;
  if (!isFileType(file.type)) return KYC_MESSAGES.documentType;
  if (file.size > ID_DOCUMENT_MAX_BYTES) return KYC_MESSAGES.documentTooLarge;
  return undefined;
}

/** The file's bytes as base64, as the review request carries them. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}
