import type { Locator, Page } from "playwright-core";

/**
 * The error text tied to a form control through aria-describedby (the role=alert text under the field), or null.
 * Read in one step inside the page: read piece by piece, an error that disappears between two reads (the person
 * fixed the value) would leave Playwright waiting its full timeout for an element that is gone.
 */
export function fieldError(scope: Page | Locator, label: string): Promise<string | null> {
  return scope.getByLabel(label, { exact: true }).evaluate((control) => {
    const ids = control.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
    for (const id of ids) {
      const node = document.getElementById(id);
      if (node?.getAttribute("role") === "alert") return (node as HTMLElement).innerText.trim();
    }
    return null;
  });
}
