/** The store page's only parameter, ?page=N: anything else falls back to the first page with a note, never an error. */
export function parseStorePage(
  searchParams: Record<string, string | string[] | undefined>,
  maxPage = 10_000,
): { page: number; messages: string[] } {
  const raw = Array.isArray(searchParams.page) ? searchParams.page[0] : searchParams.page;
  if (raw === undefined || raw === "") return { page: 1, messages: [] };
  const page = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(page) || page < 1)
    return { page: 1, messages: ["That page number is not valid, so here is the first page."] };
  if (page > maxPage) return { page: maxPage, messages: [`Page numbers stop at ${maxPage.toLocaleString("en-NG")}.`] };
  return { page, messages: [] };
}
