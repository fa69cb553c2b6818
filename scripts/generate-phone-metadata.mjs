// Writes src/lib/phone-metadata.ng.json: libphonenumber-js's "min" metadata reduced to Nigeria (+234), so the
// browser parses phones with ~400 bytes of metadata instead of ~80 KB. Run again after upgrading libphonenumber-js.
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const all = require("libphonenumber-js/metadata.min.json");
const ng = {
  version: all.version,
  country_calling_codes: { 234: ["NG"] },
  countries: { NG: all.countries.NG },
  nonGeographic: {},
};
writeFileSync(new URL("../src/lib/phone-metadata.ng.json", import.meta.url), `${JSON.stringify(ng)}\n`);
console.log("Wrote src/lib/phone-metadata.ng.json");
