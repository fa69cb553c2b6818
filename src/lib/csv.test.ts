import { describe, expect, it } from "vitest";
import { csvRows } from "@/lib/csv";
import { neutraliseCell, restoreCell } from "@/lib/csv-cells";

describe("CSV writing", () => {
  it("neutralises cells a spreadsheet would run as formulas, and only those", () => {
    for (const cell of ["=1+1", "+234", "-5", "@SUM(A1)", "\tx", "\rx"]) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of ["Rice", "", "1=1", "'quoted", "₦1,000.00"]) expect(neutraliseCell(cell)).toBe(cell);
    expect(restoreCell(neutraliseCell("=1+1"))).toBe("=1+1");
    expect(restoreCell("'quoted")).toBe("'quoted");
  });

  it("quotes every cell, empty ones too, doubles inner quotes and ends lines with CRLF", () => {
    expect(
      csvRows([
        ["a", "", 'say "hi"'],
        ["=1;2", "x,y", "line\nbreak"],
      ]),
    ).toBe(`"a","","say ""hi"""\r\n"'=1;2","x,y","line\nbreak"\r\n`);
  });
});
