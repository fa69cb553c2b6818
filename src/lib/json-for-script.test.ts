import { describe, expect, it } from "vitest";
import { jsonForScript } from "@/lib/json-for-script";

describe("jsonForScript", () => {
  const hostile = {
    name: "</script><script>alert(1)</script>",
    comment: "<!-- a --> & <![CDATA[ x ]]>",
    lines: "one\u2028two\u2029three",
    nested: ["<svg/onload=alert(1)>", { text: 'Tom & Jerry\'s "shop"' }],
  };

  it("writes none of <, >, &, U+2028 or U+2029 as themselves", () => {
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(json).toContain("\\u0026");
    expect(json).toContain("one\\u2028two\\u2029three");
  });

  it("reads back to the same value", () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
    expect(JSON.parse(jsonForScript("٠١٢ 🙏🏾"))).toBe("٠١٢ 🙏🏾");
  });

  it("writes null for what JSON cannot hold", () => {
    expect(jsonForScript(undefined)).toBe("null");
  });
});
