/** Small DOM helpers of the example dashboard: building elements and describing errors. */
import { ProblemError } from "../src/index";

/** An element with properties, data attributes and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  for (const [key, value] of Object.entries(dataset ?? {})) node.dataset[key] = value;
  node.append(...children);
  return node;
}

/** What to show for a failed call: the problem's status, code and detail. */
export function describe(error: unknown): string {
  if (error instanceof ProblemError) return `${error.status} ${error.code}: ${error.detail ?? ""}`;
  return `The API did not answer (${String(error)})`;
}
