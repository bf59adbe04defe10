/**
 * The people a spec setup registers in its beforeAll, handed out before they exist. Each name is a Person object from
 * the start, filled in by `fillCast` once registered, so a spec takes its people at describe time
 * (`const { ada, northwind } = setup`) instead of copying each one out in a beforeAll of its own.
 */
import type { Person } from '@stint/launcher/testing/people';

export type Cast<N extends string> = Record<N, Person>;

/** Empty people, one per name, to be filled in by `fillCast`. */
export function castOf<const N extends string>(...names: N[]): Cast<N> {
  return Object.fromEntries(names.map((name) => [name, { id: '', token: '', email: '' }])) as Cast<N>;
}

/**
 * Fills the cast's people named in `registered` in place, each with the person registered for their name (a setup
 * whose people register one after another fills them as they come).
 */
export function fillCast<N extends string>(cast: Cast<NoInfer<N>>, registered: Partial<Cast<N>>): void {
  for (const name of Object.keys(registered) as N[]) Object.assign(cast[name], registered[name]);
}

/**
 * What a setup hands out: `values` as they are, and each of `late` (a value its beforeAll assigns, such as the started
 * api) as a property read when used, so a spec that took the setup at describe time sees what the beforeAll made.
 */
export function withLateValues<L extends Record<string, () => unknown>, V extends object>(
  late: L,
  values: V,
): V & { readonly [K in keyof L]: ReturnType<L[K]> } {
  const setup = { ...values };
  for (const [name, read] of Object.entries(late)) Object.defineProperty(setup, name, { get: read, enumerable: true });
  return setup as V & { readonly [K in keyof L]: ReturnType<L[K]> };
}
