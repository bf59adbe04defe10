/**
 * Where an email address may wrap: after the @ and after each dot, so that a long address breaks into readable
 * pieces (`ravi.` `chandrasekar@` `students.` `northbridge.` `example`) rather than in the middle of a word. Pure.
 */
export function emailParts(email: string): string[] {
  return email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [];
}
