// Stands in for Next's polyfill-module (aliased in next.config.ts). Every browser in package.json's browserslist has
// what that module patches (Array.prototype.at/flat, Object.fromEntries/hasOwn, trimStart/trimEnd, Promise.finally,
// Symbol.description) except URL.canParse, which Chrome 120 and Safari 17 added; that one stays.
if (typeof URL !== "undefined" && !("canParse" in URL)) {
  URL.canParse = function canParse(url, base) {
    try {
      return Boolean(new URL(url, base));
    } catch {
      return false;
    }
  };
}
