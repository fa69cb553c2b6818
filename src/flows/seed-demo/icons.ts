/**
 * Flat pictograms for the generated product pictures, drawn in a 200×200 box with simple SVG shapes: `a` is the
 * accent colour, `b` a lighter shade of it and `w` the paper white.
 */
type Draw = (a: string, b: string, w: string) => string;

const icons = {
  phone: (a, b, w) =>
    `<rect x="62" y="20" width="76" height="160" rx="14" fill="${a}"/><rect x="70" y="36" width="60" height="118" rx="4" fill="${b}"/><circle cx="100" cy="167" r="6" fill="${w}"/>`,
  tablet: (a, b, w) =>
    `<rect x="40" y="30" width="120" height="150" rx="12" fill="${a}"/><rect x="50" y="42" width="100" height="122" rx="3" fill="${b}"/><circle cx="100" cy="172" r="4" fill="${w}"/>`,
  headphones: (a, b) =>
    `<path d="M45 120 V100 a55 55 0 0 1 110 0 V120" fill="none" stroke="${a}" stroke-width="12"/><rect x="35" y="112" width="32" height="56" rx="10" fill="${a}"/><rect x="133" y="112" width="32" height="56" rx="10" fill="${a}"/><rect x="43" y="122" width="16" height="36" rx="6" fill="${b}"/>`,
  watch: (a, b, w) =>
    `<rect x="78" y="20" width="44" height="160" rx="10" fill="${b}"/><rect x="58" y="58" width="84" height="84" rx="20" fill="${a}"/><circle cx="100" cy="100" r="28" fill="${w}"/><path d="M100 84 V100 H112" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  battery: (a, b, w) =>
    `<rect x="55" y="40" width="90" height="140" rx="14" fill="${a}"/><rect x="82" y="26" width="36" height="16" rx="4" fill="${a}"/><path d="M108 62 L80 112 H100 L92 158 L122 100 H102 Z" fill="${w}"/><rect x="65" y="150" width="70" height="18" rx="4" fill="${b}" opacity="0.5"/>`,
  tv: (a, b) =>
    `<rect x="25" y="40" width="150" height="100" rx="8" fill="${a}"/><rect x="35" y="50" width="130" height="80" rx="3" fill="${b}"/><rect x="90" y="140" width="20" height="20" fill="${a}"/><rect x="60" y="158" width="80" height="10" rx="5" fill="${a}"/>`,
  speaker: (a, b, w) =>
    `<rect x="55" y="20" width="90" height="160" rx="12" fill="${a}"/><circle cx="100" cy="62" r="20" fill="${b}"/><circle cx="100" cy="62" r="7" fill="${w}"/><circle cx="100" cy="128" r="34" fill="${b}"/><circle cx="100" cy="128" r="12" fill="${w}"/>`,
  generator: (a, b, w) =>
    `<rect x="30" y="60" width="140" height="95" rx="10" fill="${a}"/><rect x="30" y="45" width="140" height="14" rx="6" fill="${b}"/><rect x="45" y="75" width="55" height="45" rx="5" fill="${w}"/><circle cx="135" cy="100" r="16" fill="${b}"/><rect x="40" y="155" width="20" height="15" fill="${a}"/><rect x="140" y="155" width="20" height="15" fill="${a}"/>`,
  solar: (a, b) =>
    `<path d="M30 140 L60 60 H170 L140 140 Z" fill="${a}"/><path d="M75 60 L53 140 M110 60 L92 140 M145 60 L125 140 M45 100 H155" stroke="${b}" stroke-width="4"/><rect x="95" y="140" width="14" height="30" fill="${a}"/><circle cx="45" cy="40" r="16" fill="${b}"/>`,
  camera: (a, b, w) =>
    `<rect x="30" y="60" width="140" height="100" rx="14" fill="${a}"/><rect x="70" y="45" width="50" height="20" rx="5" fill="${a}"/><circle cx="100" cy="110" r="34" fill="${b}"/><circle cx="100" cy="110" r="20" fill="${w}"/><circle cx="148" cy="78" r="6" fill="${w}"/>`,
  gamepad: (a, b, w) =>
    `<path d="M50 70 H150 a30 30 0 0 1 28 40 L165 150 a14 14 0 0 1 -24 4 L125 132 H75 L59 154 a14 14 0 0 1 -24 -4 L22 110 a30 30 0 0 1 28 -40 Z" fill="${a}"/><path d="M62 90 V120 M47 105 H77" stroke="${w}" stroke-width="8"/><circle cx="132" cy="95" r="7" fill="${b}"/><circle cx="148" cy="112" r="7" fill="${b}"/>`,
  laptop: (a, b) =>
    `<rect x="45" y="45" width="110" height="78" rx="6" fill="${a}"/><rect x="53" y="53" width="94" height="62" fill="${b}"/><path d="M25 130 H175 L165 150 H35 Z" fill="${a}"/>`,
  desktop: (a, b) =>
    `<rect x="30" y="35" width="140" height="95" rx="6" fill="${a}"/><rect x="40" y="45" width="120" height="75" fill="${b}"/><path d="M85 130 H115 L120 158 H80 Z" fill="${a}"/><rect x="60" y="158" width="80" height="8" rx="4" fill="${a}"/>`,
  printer: (a, b, w) =>
    `<rect x="60" y="30" width="80" height="50" fill="${w}" stroke="${b}" stroke-width="4"/><rect x="30" y="70" width="140" height="70" rx="10" fill="${a}"/><rect x="60" y="120" width="80" height="50" fill="${w}" stroke="${b}" stroke-width="4"/><circle cx="150" cy="90" r="6" fill="${b}"/>`,
  mouse: (a, b) =>
    `<rect x="60" y="40" width="80" height="130" rx="40" fill="${a}"/><path d="M100 40 V90 M60 90 H140" stroke="${b}" stroke-width="5"/><rect x="95" y="58" width="10" height="20" rx="5" fill="${b}"/>`,
  router: (a, b, w) =>
    `<rect x="30" y="110" width="140" height="45" rx="10" fill="${a}"/><path d="M60 110 L50 50 M140 110 L150 50" stroke="${a}" stroke-width="8" stroke-linecap="round"/><circle cx="60" cy="133" r="6" fill="${w}"/><circle cx="80" cy="133" r="6" fill="${b}"/><circle cx="100" cy="133" r="6" fill="${b}"/>`,
  fabric: (a, b, w) =>
    `<rect x="40" y="40" width="120" height="120" rx="8" fill="${a}"/><circle cx="70" cy="70" r="14" fill="${b}"/><circle cx="130" cy="70" r="14" fill="${w}"/><circle cx="70" cy="130" r="14" fill="${w}"/><circle cx="130" cy="130" r="14" fill="${b}"/><path d="M100 50 L115 100 L100 150 L85 100 Z" fill="${b}"/>`,
  shirt: (a, b) =>
    `<path d="M70 30 L30 55 L45 90 L62 82 V170 H138 V82 L155 90 L170 55 L130 30 Q100 55 70 30 Z" fill="${a}"/><path d="M100 50 V165" stroke="${b}" stroke-width="4"/>`,
  dress: (a, b) =>
    `<path d="M78 25 H122 L118 70 L160 175 H40 L82 70 Z" fill="${a}"/><rect x="80" y="68" width="40" height="10" fill="${b}"/>`,
  cap: (a, b) =>
    `<path d="M40 130 Q40 50 100 45 Q160 50 160 130 Z" fill="${a}"/><rect x="35" y="125" width="130" height="22" rx="8" fill="${b}"/><path d="M60 80 H140 M55 105 H145" stroke="${b}" stroke-width="5"/>`,
  shoe: (a, b, w) =>
    `<path d="M30 120 L40 70 H75 Q85 100 130 105 L165 115 Q178 120 175 145 H30 Z" fill="${a}"/><rect x="28" y="140" width="150" height="16" rx="6" fill="${b}"/><path d="M80 85 L92 80 M86 96 L100 90" stroke="${w}" stroke-width="5"/>`,
  bag: (a, b) =>
    `<path d="M70 70 V55 a30 30 0 0 1 60 0 V70" fill="none" stroke="${a}" stroke-width="10"/><rect x="40" y="70" width="120" height="100" rx="12" fill="${a}"/><rect x="40" y="95" width="120" height="12" fill="${b}"/>`,
  ring: (a, b, w) =>
    `<circle cx="100" cy="120" r="48" fill="none" stroke="${a}" stroke-width="14"/><path d="M80 60 L90 40 H110 L120 60 L100 80 Z" fill="${b}"/><path d="M90 40 L100 80 L110 40" stroke="${w}" stroke-width="3" fill="none"/>`,
  sack: (a, b, w) =>
    `<path d="M65 40 Q100 55 135 40 L130 60 Q170 95 160 170 H40 Q30 95 70 60 Z" fill="${a}"/><path d="M70 60 H130" stroke="${b}" stroke-width="8"/><rect x="70" y="100" width="60" height="40" rx="4" fill="${w}"/><path d="M80 114 H120 M80 126 H110" stroke="${b}" stroke-width="5"/>`,
  bowl: (a, b) =>
    `<ellipse cx="100" cy="95" rx="62" ry="16" fill="${b}"/><circle cx="80" cy="88" r="8" fill="${a}"/><circle cx="100" cy="84" r="8" fill="${a}"/><circle cx="120" cy="88" r="8" fill="${a}"/><path d="M35 100 H165 Q160 160 100 165 Q40 160 35 100 Z" fill="${a}"/>`,
  tuber: (a, b) =>
    `<path d="M40 140 Q30 100 70 70 Q120 35 160 60 Q180 80 150 110 Q110 150 40 140 Z" fill="${a}"/><path d="M70 100 l6 4 M100 80 l6 4 M120 105 l6 4 M140 75 l6 4" stroke="${b}" stroke-width="5" stroke-linecap="round"/>`,
  bottle: (a, b, w) =>
    `<rect x="88" y="20" width="24" height="20" rx="3" fill="${b}"/><path d="M85 40 H115 L125 70 V170 a10 10 0 0 1 -10 10 H85 a10 10 0 0 1 -10 -10 V70 Z" fill="${a}"/><rect x="80" y="95" width="40" height="45" rx="4" fill="${w}"/>`,
  tomato: (a, b, w) =>
    `<circle cx="75" cy="115" r="42" fill="${a}"/><circle cx="130" cy="120" r="38" fill="${a}"/><path d="M65 75 L75 68 L85 75 M120 84 L130 77 L140 84" stroke="${b}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="62" cy="100" r="8" fill="${w}" opacity="0.6"/>`,
  fish: (a, b, w) =>
    `<path d="M30 100 Q80 45 140 100 Q80 155 30 100 Z" fill="${a}"/><path d="M135 100 L175 70 V130 Z" fill="${a}"/><circle cx="60" cy="92" r="7" fill="${w}"/><path d="M90 75 Q100 100 90 125" stroke="${b}" stroke-width="5" fill="none"/>`,
  pot: (a, b) =>
    `<rect x="40" y="80" width="120" height="80" rx="14" fill="${a}"/><rect x="30" y="70" width="140" height="16" rx="8" fill="${b}"/><rect x="88" y="55" width="24" height="14" rx="5" fill="${a}"/><rect x="18" y="95" width="22" height="10" rx="5" fill="${a}"/><rect x="160" y="95" width="22" height="10" rx="5" fill="${a}"/>`,
  noodles: (a, b, w) =>
    `<rect x="35" y="50" width="130" height="110" rx="10" fill="${a}"/><path d="M55 90 q10 -12 20 0 t20 0 t20 0 t20 0 t20 0 M55 110 q10 -12 20 0 t20 0 t20 0 t20 0 t20 0" stroke="${w}" stroke-width="6" fill="none"/><rect x="35" y="135" width="130" height="14" fill="${b}"/>`,
  cup: (a, b, w) =>
    `<path d="M45 60 H145 L135 170 H55 Z" fill="${a}"/><path d="M145 80 H160 a20 20 0 0 1 0 40 H140" stroke="${a}" stroke-width="10" fill="none"/><rect x="60" y="90" width="70" height="30" fill="${w}"/><path d="M80 30 q8 10 0 20 M110 30 q8 10 0 20" stroke="${b}" stroke-width="5" fill="none"/>`,
  box: (a, b, w) =>
    `<path d="M30 70 L100 40 L170 70 V150 L100 180 L30 150 Z" fill="${a}"/><path d="M30 70 L100 100 L170 70 M100 100 V180" stroke="${b}" stroke-width="5" fill="none"/><path d="M60 56 L130 86" stroke="${w}" stroke-width="8"/>`,
  egg: (a, b, w) =>
    `<rect x="25" y="120" width="150" height="45" rx="8" fill="${a}"/><ellipse cx="60" cy="105" rx="22" ry="28" fill="${w}"/><ellipse cx="100" cy="100" rx="22" ry="28" fill="${b}"/><ellipse cx="140" cy="105" rx="22" ry="28" fill="${w}"/>`,
  chair: (a, b) =>
    `<rect x="55" y="30" width="90" height="80" rx="10" fill="${a}"/><rect x="45" y="105" width="110" height="22" rx="6" fill="${b}"/><rect x="55" y="125" width="12" height="50" fill="${a}"/><rect x="133" y="125" width="12" height="50" fill="${a}"/>`,
  blender: (a, b, w) =>
    `<path d="M65 30 H135 L125 120 H75 Z" fill="${b}"/><path d="M75 50 H125" stroke="${w}" stroke-width="5"/><rect x="60" y="120" width="80" height="55" rx="8" fill="${a}"/><circle cx="100" cy="148" r="10" fill="${w}"/>`,
  bed: (a, b, w) =>
    `<rect x="25" y="60" width="20" height="110" fill="${a}"/><rect x="25" y="110" width="150" height="40" rx="6" fill="${a}"/><rect x="50" y="95" width="40" height="18" rx="6" fill="${w}"/><rect x="90" y="98" width="85" height="14" rx="4" fill="${b}"/><rect x="160" y="150" width="15" height="20" fill="${a}"/>`,
  fan: (a, b, w) =>
    `<circle cx="100" cy="85" r="60" fill="none" stroke="${a}" stroke-width="8"/><ellipse cx="100" cy="58" rx="14" ry="26" fill="${b}"/><ellipse cx="74" cy="100" rx="14" ry="26" transform="rotate(-60 74 100)" fill="${b}"/><ellipse cx="126" cy="100" rx="14" ry="26" transform="rotate(60 126 100)" fill="${b}"/><circle cx="100" cy="85" r="10" fill="${w}"/><rect x="94" y="145" width="12" height="25" fill="${a}"/><rect x="65" y="168" width="70" height="10" rx="5" fill="${a}"/>`,
  fridge: (a, b, w) =>
    `<rect x="55" y="20" width="90" height="160" rx="10" fill="${a}"/><path d="M55 75 H145" stroke="${w}" stroke-width="4"/><rect x="125" y="40" width="8" height="22" rx="3" fill="${b}"/><rect x="125" y="90" width="8" height="35" rx="3" fill="${b}"/>`,
  lamp: (a, b) =>
    `<path d="M60 90 L80 35 H120 L140 90 Z" fill="${b}"/><rect x="95" y="90" width="10" height="65" fill="${a}"/><rect x="65" y="155" width="70" height="14" rx="7" fill="${a}"/>`,
  car: (a, b, w) =>
    `<path d="M25 120 L40 85 Q50 65 70 65 H130 Q150 65 160 85 L175 120 V145 H25 Z" fill="${a}"/><path d="M55 88 L65 72 H95 V90 Z M105 72 H135 L147 90 H105 Z" fill="${w}"/><circle cx="60" cy="148" r="17" fill="${b}"/><circle cx="140" cy="148" r="17" fill="${b}"/><circle cx="60" cy="148" r="7" fill="${w}"/><circle cx="140" cy="148" r="7" fill="${w}"/>`,
  motorbike: (a, b, w) =>
    `<circle cx="50" cy="135" r="28" fill="none" stroke="${a}" stroke-width="9"/><circle cx="150" cy="135" r="28" fill="none" stroke="${a}" stroke-width="9"/><path d="M50 135 L85 95 H125 L150 135 M115 95 L130 65 H150" stroke="${a}" stroke-width="8" fill="none"/><rect x="80" y="80" width="45" height="20" rx="8" fill="${b}"/><circle cx="100" cy="130" r="6" fill="${w}"/>`,
  truck: (a, b, w) =>
    `<rect x="20" y="60" width="110" height="80" rx="6" fill="${a}"/><path d="M130 85 H160 L180 110 V140 H130 Z" fill="${b}"/><rect x="140" y="92" width="18" height="16" fill="${w}"/><circle cx="55" cy="145" r="16" fill="${a}"/><circle cx="150" cy="145" r="16" fill="${a}"/><circle cx="55" cy="145" r="6" fill="${w}"/><circle cx="150" cy="145" r="6" fill="${w}"/>`,
  tyre: (a, b, w) =>
    `<circle cx="100" cy="100" r="72" fill="${a}"/><circle cx="100" cy="100" r="40" fill="${b}"/><circle cx="100" cy="100" r="14" fill="${w}"/><path d="M100 28 V46 M100 154 V172 M28 100 H46 M154 100 H172 M49 49 L62 62 M138 138 L151 151 M49 151 L62 138 M138 62 L151 49" stroke="${w}" stroke-width="5" opacity="0.5"/>`,
  gear: (a, b) =>
    `<path d="M92 22 H108 L112 45 L130 52 L148 38 L160 50 L146 68 L154 86 L178 90 V110 L154 114 L146 132 L160 150 L148 162 L130 148 L112 155 L108 178 H92 L88 155 L70 148 L52 162 L40 150 L54 132 L46 114 L22 110 V90 L46 86 L54 68 L40 50 L52 38 L70 52 L88 45 Z" fill="${a}"/><circle cx="100" cy="100" r="26" fill="${b}"/>`,
  oilcan: (a, b, w) =>
    `<path d="M50 70 H130 V170 H50 Z" fill="${a}"/><path d="M110 50 H130 L140 70 H100 Z" fill="${a}"/><rect x="112" y="38" width="16" height="14" fill="${b}"/><rect x="62" y="95" width="56" height="45" rx="4" fill="${w}"/><path d="M75 110 q15 -15 30 0 q-15 20 -30 0" fill="${b}"/>`,
  cement: (a, b, w) =>
    `<path d="M35 60 H165 L170 165 H30 Z" fill="${b}"/><path d="M35 60 H165 L160 75 H40 Z" fill="${a}"/><rect x="55" y="95" width="90" height="45" rx="4" fill="${a}"/><path d="M70 118 H130" stroke="${w}" stroke-width="8"/>`,
  brick: (a, b) =>
    `<rect x="25" y="60" width="70" height="35" fill="${a}"/><rect x="105" y="60" width="70" height="35" fill="${b}"/><rect x="60" y="103" width="80" height="35" fill="${a}"/><rect x="25" y="146" width="70" height="35" fill="${b}"/><rect x="105" y="146" width="70" height="35" fill="${a}"/><rect x="25" y="103" width="27" height="35" fill="${b}"/><rect x="148" y="103" width="27" height="35" fill="${b}"/>`,
  rod: (a, b) =>
    `<path d="M30 60 L170 40 M30 90 L170 70 M30 120 L170 100 M30 150 L170 130" stroke="${a}" stroke-width="10" stroke-linecap="round"/><path d="M50 55 l4 10 M80 51 l4 10 M110 47 l4 10 M140 43 l4 10 M50 145 l4 10 M80 141 l4 10 M110 137 l4 10 M140 133 l4 10" stroke="${b}" stroke-width="4"/>`,
  roof: (a, b, w) =>
    `<path d="M15 110 L100 40 L185 110 Z" fill="${a}"/><path d="M45 110 V170 H155 V110" fill="${w}"/><path d="M35 100 L100 47 M60 110 L112 57 M85 110 L125 68 M110 110 L140 80" stroke="${b}" stroke-width="4"/><rect x="85" y="125" width="30" height="45" fill="${b}"/>`,
  sand: (a, b) =>
    `<path d="M15 170 Q60 60 100 70 Q140 60 185 170 Z" fill="${a}"/><circle cx="80" cy="120" r="4" fill="${b}"/><circle cx="110" cy="100" r="4" fill="${b}"/><circle cx="130" cy="140" r="4" fill="${b}"/><circle cx="70" cy="150" r="4" fill="${b}"/>`,
  tiles: (a, b, w) =>
    `<rect x="30" y="30" width="65" height="65" fill="${a}"/><rect x="105" y="30" width="65" height="65" fill="${b}"/><rect x="30" y="105" width="65" height="65" fill="${b}"/><rect x="105" y="105" width="65" height="65" fill="${a}"/><path d="M40 40 L60 60" stroke="${w}" stroke-width="5"/>`,
  paint: (a, b, w) =>
    `<path d="M45 60 H155 L148 170 H52 Z" fill="${a}"/><path d="M45 60 Q100 20 155 60" stroke="${b}" stroke-width="6" fill="none"/><rect x="60" y="90" width="80" height="50" rx="4" fill="${w}"/><path d="M70 70 q10 15 20 0 q10 15 20 0 q10 15 20 0" fill="${b}"/>`,
  pipe: (a, b) =>
    `<path d="M30 70 H120 a30 30 0 0 1 30 30 V175" stroke="${a}" stroke-width="26" fill="none"/><rect x="20" y="52" width="22" height="36" rx="4" fill="${b}"/><rect x="132" y="160" width="36" height="22" rx="4" fill="${b}"/>`,
  bulb: (a, b, w) =>
    `<circle cx="100" cy="80" r="48" fill="${a}"/><rect x="78" y="120" width="44" height="40" rx="4" fill="${b}"/><path d="M78 135 H122 M78 148 H122" stroke="${w}" stroke-width="4"/><path d="M88 90 L100 70 L112 90" stroke="${w}" stroke-width="6" fill="none"/>`,
  plank: (a, b) =>
    `<rect x="20" y="50" width="160" height="30" rx="4" fill="${a}"/><rect x="20" y="88" width="160" height="30" rx="4" fill="${b}"/><rect x="20" y="126" width="160" height="30" rx="4" fill="${a}"/><path d="M40 60 q20 10 40 0 M100 100 q20 10 40 0 M50 138 q20 10 40 0" stroke="${b}" stroke-width="3" fill="none"/>`,
  goat: (a, b, w) =>
    `<rect x="45" y="80" width="100" height="55" rx="25" fill="${a}"/><path d="M135 85 L160 55 L178 70 L160 100 Z" fill="${a}"/><path d="M158 55 Q150 30 170 28 M165 58 Q170 35 185 40" stroke="${b}" stroke-width="5" fill="none"/><rect x="55" y="130" width="10" height="40" fill="${a}"/><rect x="80" y="130" width="10" height="40" fill="${a}"/><rect x="110" y="130" width="10" height="40" fill="${a}"/><rect x="128" y="130" width="10" height="40" fill="${a}"/><circle cx="163" cy="66" r="3" fill="${w}"/>`,
  chicken: (a, b, w) =>
    `<ellipse cx="95" cy="110" rx="55" ry="45" fill="${a}"/><circle cx="140" cy="70" r="24" fill="${a}"/><path d="M160 68 L178 75 L160 80 Z" fill="${b}"/><path d="M130 46 q5 -12 10 0 q5 -12 10 0" fill="${b}"/><circle cx="145" cy="65" r="4" fill="${w}"/><path d="M85 150 V175 M105 150 V175" stroke="${b}" stroke-width="6"/><path d="M55 95 q20 25 50 10" stroke="${b}" stroke-width="6" fill="none"/>`,
  seedling: (a, b) =>
    `<path d="M100 170 V90" stroke="${a}" stroke-width="8"/><path d="M100 100 Q60 100 50 60 Q95 60 100 100 Z" fill="${a}"/><path d="M100 90 Q140 90 152 45 Q105 48 100 90 Z" fill="${b}"/><rect x="55" y="160" width="90" height="20" rx="6" fill="${a}"/>`,
  tractor: (a, b, w) =>
    `<rect x="40" y="80" width="80" height="45" rx="4" fill="${a}"/><path d="M95 80 V45 H140 L150 95 H120" fill="${a}"/><rect x="103" y="52" width="30" height="25" fill="${w}"/><circle cx="140" cy="135" r="32" fill="${b}"/><circle cx="140" cy="135" r="12" fill="${w}"/><circle cx="60" cy="148" r="20" fill="${b}"/><circle cx="60" cy="148" r="7" fill="${w}"/>`,
  jar: (a, b, w) =>
    `<rect x="50" y="40" width="100" height="30" rx="6" fill="${b}"/><rect x="40" y="70" width="120" height="100" rx="18" fill="${a}"/><rect x="60" y="100" width="80" height="40" rx="6" fill="${w}"/>`,
  comb: (a, b) =>
    `<rect x="30" y="60" width="140" height="30" rx="8" fill="${a}"/><path d="M40 90 V150 M55 90 V150 M70 90 V150 M85 90 V150 M100 90 V150 M115 90 V150 M130 90 V150 M145 90 V150 M160 90 V150" stroke="${b}" stroke-width="7" stroke-linecap="round"/>`,
  perfume: (a, b, w) =>
    `<rect x="85" y="30" width="30" height="25" rx="4" fill="${b}"/><rect x="92" y="55" width="16" height="15" fill="${b}"/><rect x="50" y="70" width="100" height="105" rx="20" fill="${a}"/><ellipse cx="100" cy="122" rx="28" ry="20" fill="${w}" opacity="0.7"/>`,
  lipstick: (a, b, w) =>
    `<path d="M80 40 L120 55 V95 H80 Z" fill="${a}"/><rect x="75" y="95" width="50" height="25" fill="${b}"/><rect x="70" y="120" width="60" height="55" rx="6" fill="${a}"/><rect x="80" y="130" width="10" height="35" fill="${w}" opacity="0.5"/>`,
  cross: (a, b, w) =>
    `<rect x="35" y="35" width="130" height="130" rx="22" fill="${w}" stroke="${b}" stroke-width="6"/><path d="M85 55 H115 V85 H145 V115 H115 V145 H85 V115 H55 V85 H85 Z" fill="${a}"/>`,
  babybottle: (a, b, w) =>
    `<path d="M88 25 Q100 10 112 25 L115 45 H85 Z" fill="${b}"/><rect x="75" y="45" width="50" height="16" rx="4" fill="${a}"/><rect x="70" y="60" width="60" height="115" rx="16" fill="${w}" stroke="${a}" stroke-width="6"/><path d="M80 90 H100 M80 115 H100 M80 140 H100" stroke="${a}" stroke-width="5"/>`,
  stroller: (a, b, w) =>
    `<path d="M50 60 a55 55 0 0 0 100 40 H50 Z" fill="${a}"/><path d="M50 100 V60" stroke="${a}" stroke-width="6"/><path d="M150 100 L170 50" stroke="${b}" stroke-width="7"/><circle cx="70" cy="155" r="16" fill="${b}"/><circle cx="135" cy="155" r="16" fill="${b}"/><circle cx="70" cy="155" r="6" fill="${w}"/><circle cx="135" cy="155" r="6" fill="${w}"/><path d="M65 110 L70 140 M130 110 L135 140" stroke="${a}" stroke-width="6"/>`,
  toy: (a, b, w) =>
    `<rect x="30" y="110" width="60" height="60" rx="6" fill="${a}"/><rect x="110" y="110" width="60" height="60" rx="6" fill="${b}"/><rect x="70" y="45" width="60" height="60" rx="6" fill="${a}"/><text x="100" y="88" font-size="34" font-weight="700" text-anchor="middle" fill="${w}" font-family="DejaVu Sans, Noto Sans, sans-serif">A</text>`,
  ball: (a, b, w) =>
    `<circle cx="100" cy="100" r="70" fill="${w}" stroke="${a}" stroke-width="6"/><path d="M100 75 L124 92 L115 120 H85 L76 92 Z" fill="${a}"/><path d="M100 75 V35 M124 92 L160 80 M115 120 L135 155 M85 120 L65 155 M76 92 L40 80" stroke="${b}" stroke-width="5"/>`,
  dumbbell: (a, b) =>
    `<rect x="55" y="92" width="90" height="16" fill="${b}"/><rect x="30" y="60" width="22" height="80" rx="5" fill="${a}"/><rect x="148" y="60" width="22" height="80" rx="5" fill="${a}"/><rect x="15" y="75" width="15" height="50" rx="4" fill="${a}"/><rect x="170" y="75" width="15" height="50" rx="4" fill="${a}"/>`,
  bicycle: (a, b) =>
    `<circle cx="50" cy="130" r="32" fill="none" stroke="${a}" stroke-width="8"/><circle cx="150" cy="130" r="32" fill="none" stroke="${a}" stroke-width="8"/><path d="M50 130 L85 80 H135 L150 130 M85 80 L100 130 L135 80 M80 65 H100 M135 80 L128 58 H145" stroke="${b}" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
  book: (a, b, w) =>
    `<path d="M100 50 Q70 35 30 45 V160 Q70 150 100 165 Z" fill="${a}"/><path d="M100 50 Q130 35 170 45 V160 Q130 150 100 165 Z" fill="${b}"/><path d="M45 70 H85 M45 90 H85 M115 70 H155 M115 90 H155" stroke="${w}" stroke-width="4"/>`,
  pen: (a, b, w) =>
    `<rect x="35" y="125" width="130" height="45" rx="6" fill="${b}"/><path d="M140 30 L160 50 L80 130 L55 140 L65 115 Z" fill="${a}"/><path d="M128 42 L148 62" stroke="${w}" stroke-width="5"/>`,
  gas: (a, b, w) =>
    `<rect x="80" y="22" width="40" height="18" rx="4" fill="${b}"/><rect x="90" y="40" width="20" height="14" fill="${b}"/><path d="M50 90 Q50 55 100 55 Q150 55 150 90 V165 a10 10 0 0 1 -10 10 H60 a10 10 0 0 1 -10 -10 Z" fill="${a}"/><rect x="65" y="105" width="70" height="34" rx="4" fill="${w}"/><path d="M92 130 q-10 -12 8 -22 q-2 10 8 14 q2 10 -8 10" fill="${a}"/>`,
  pump: (a, b, w) =>
    `<rect x="45" y="35" width="80" height="140" rx="8" fill="${a}"/><rect x="57" y="50" width="56" height="40" rx="4" fill="${w}"/><path d="M125 70 H145 a10 10 0 0 1 10 10 V140 a10 10 0 0 1 -20 0 V120" stroke="${b}" stroke-width="7" fill="none"/><rect x="35" y="170" width="100" height="10" rx="4" fill="${b}"/>`,
  flame: (a, b) =>
    `<path d="M100 25 Q145 80 145 120 a45 45 0 0 1 -90 0 Q55 90 80 65 Q85 95 100 95 Q85 60 100 25 Z" fill="${a}"/><path d="M100 95 Q125 120 120 140 a20 20 0 0 1 -40 0 Q80 120 100 95 Z" fill="${b}"/>`,
  pos: (a, b, w) =>
    `<rect x="55" y="25" width="90" height="155" rx="14" fill="${a}"/><rect x="67" y="40" width="66" height="45" rx="4" fill="${w}"/><path d="M72 100 h12 M94 100 h12 M116 100 h12 M72 120 h12 M94 120 h12 M116 120 h12 M72 140 h12 M94 140 h12 M116 140 h12" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`,
  dog: (a, b, w) =>
    `<rect x="45" y="95" width="95" height="45" rx="20" fill="${a}"/><circle cx="145" cy="80" r="28" fill="${a}"/><path d="M125 60 L118 95 L135 70 Z M165 60 L172 95 L155 70 Z" fill="${b}"/><circle cx="150" cy="78" r="4" fill="${w}"/><rect x="55" y="135" width="12" height="35" fill="${a}"/><rect x="115" y="135" width="12" height="35" fill="${a}"/><path d="M45 105 Q25 95 28 75" stroke="${a}" stroke-width="8" fill="none"/>`,
  cat: (a, b, w) =>
    `<ellipse cx="95" cy="130" rx="50" ry="40" fill="${a}"/><circle cx="100" cy="75" r="32" fill="${a}"/><path d="M74 60 L72 30 L95 48 Z M126 60 L128 30 L105 48 Z" fill="${a}"/><circle cx="89" cy="72" r="5" fill="${w}"/><circle cx="111" cy="72" r="5" fill="${w}"/><path d="M145 140 Q175 130 165 100" stroke="${b}" stroke-width="9" fill="none"/>`,
  scissors: (a, b, w) =>
    `<circle cx="60" cy="145" r="22" fill="none" stroke="${a}" stroke-width="10"/><circle cx="140" cy="145" r="22" fill="none" stroke="${a}" stroke-width="10"/><path d="M74 128 L140 30 M126 128 L60 30" stroke="${b}" stroke-width="10" stroke-linecap="round"/><circle cx="100" cy="95" r="6" fill="${w}"/>`,
  drop: (a, b, w) =>
    `<path d="M100 25 Q150 95 150 125 a50 50 0 0 1 -100 0 Q50 95 100 25 Z" fill="${a}"/><path d="M78 125 a22 22 0 0 0 22 22" stroke="${w}" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="20" y="170" width="160" height="8" rx="4" fill="${b}"/>`,
  bolt: (a, b) =>
    `<circle cx="100" cy="100" r="75" fill="${b}"/><path d="M112 30 L60 110 H97 L85 170 L142 85 H104 Z" fill="${a}"/>`,
  wrench: (a, b) =>
    `<path d="M140 25 a35 35 0 0 0 -38 48 L35 140 a14 14 0 0 0 20 20 L122 93 a35 35 0 0 0 48 -38 L150 75 L130 70 L125 50 Z" fill="${a}"/><circle cx="46" cy="150" r="5" fill="${b}"/>`,
  hammer: (a, b) =>
    `<rect x="92" y="70" width="16" height="110" rx="5" fill="${b}"/><path d="M50 40 H150 V80 H50 Q35 60 50 40 Z" fill="${a}"/>`,
  spray: (a, b, w) =>
    `<rect x="70" y="75" width="60" height="100" rx="10" fill="${a}"/><path d="M80 75 V50 H125 L140 60 V68 H110 V75" fill="${b}"/><circle cx="160" cy="50" r="4" fill="${b}"/><circle cx="172" cy="60" r="4" fill="${b}"/><circle cx="165" cy="72" r="4" fill="${b}"/><rect x="80" y="105" width="40" height="40" rx="4" fill="${w}"/>`,
  plate: (a, b, w) =>
    `<ellipse cx="100" cy="120" rx="80" ry="40" fill="${w}" stroke="${a}" stroke-width="6"/><path d="M55 115 Q100 50 145 115 Z" fill="${a}"/><rect x="95" y="58" width="10" height="12" rx="4" fill="${b}"/>`,
} satisfies Record<string, Draw>;

export type IconName = keyof typeof icons;

export function drawIcon(name: IconName, accent: string, light: string, paper: string): string {
  return icons[name](accent, light, paper);
}
