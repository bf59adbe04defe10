import type { WrappedKeyStore } from '@stint/shared/infra/crypto/personal-data';

/**
 * Re-wraps every personal-data key under the first master key the process was given, and says whether the
 * others can now be dropped (README: Operations, "Rotating the personal-data master key").
 */
export async function rotatePersonalDataKeys(keys: WrappedKeyStore): Promise<{ done: boolean; lines: string[] }> {
  const { currentId, ids } = keys.masterKeys;
  const report = await keys.rewrapAll();
  const lines = [
    `Re-wrapped ${report.rewrapped} personal-data key${report.rewrapped === 1 ? '' : 's'} under master key ` +
      `"${currentId}" (${report.wereUnwrapped} of them had been stored unwrapped).`,
  ];
  if (report.remaining > 0) {
    lines.push(
      `${report.remaining} key${report.remaining === 1 ? ' is' : 's are'} still wrapped by another master key: a ` +
        `process still lists another master key first. Give every process PERSONAL_DATA_MASTER_KEYS with ` +
        `"${currentId}" first, restart them, and run keys:rotate again.`,
    );
    return { done: false, lines };
  }
  const older = ids.filter((id) => id !== currentId).map((id) => `"${id}"`);
  lines.push(
    older.length > 0
      ? `Every key is wrapped by "${currentId}": ${older.join(', ')} can now be removed from PERSONAL_DATA_MASTER_KEYS.`
      : `Every key is wrapped by "${currentId}".`,
  );
  return { done: true, lines };
}
