import { describe, expect, it } from "vitest";
import { onSharedAnswersPurge, purgeSharedAnswers } from "./shared-answers-purge";

describe("purgeSharedAnswers", () => {
  it("calls every listener, keeps going past one that throws, and stops calling a removed one", () => {
    const calls: string[] = [];
    const offFirst = onSharedAnswersPurge(() => calls.push("first"));
    const offBroken = onSharedAnswersPurge(() => {
      throw new Error("cache gone");
    });
    const offLast = onSharedAnswersPurge(() => calls.push("last"));
    purgeSharedAnswers();
    expect(calls).toEqual(["first", "last"]);
    offFirst();
    purgeSharedAnswers();
    expect(calls).toEqual(["first", "last", "last"]);
    offBroken();
    offLast();
    purgeSharedAnswers();
    expect(calls).toHaveLength(3);
  });
});
