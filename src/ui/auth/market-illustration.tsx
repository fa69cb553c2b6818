/**
 * A market scene drawn in SVG (two stalls with striped awnings, baskets of tomatoes and peppers, yams and plantain,
 * and an Oja shopping bag): a few kilobytes of markup instead of a photograph. Decorative; the caption beside it
 * carries the meaning.
 */
export function MarketIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 520" className={className} aria-hidden="true" focusable="false">
      <rect width="480" height="520" rx="32" fill="#FFFAE1" />
      <circle cx="394" cy="92" r="42" fill="#F2A93B" opacity="0.9" />
      <g fill="#1B4B66" opacity="0.1">
        <rect x="24" y="96" width="56" height="190" rx="4" />
        <rect x="92" y="64" width="40" height="220" rx="4" />
        <rect x="300" y="120" width="64" height="170" rx="4" />
        <rect x="376" y="150" width="52" height="140" rx="4" />
      </g>
      <path d="M0 424h480v64a32 32 0 0 1-32 32H32A32 32 0 0 1 0 488Z" fill="#F3DDB8" />

      {/* Left stall: red and white awning, tomatoes and peppers */}
      <rect x="40" y="200" width="8" height="226" rx="3" fill="#6B3E1E" />
      <rect x="232" y="200" width="8" height="226" rx="3" fill="#6B3E1E" />
      <rect x="38" y="142" width="204" height="12" rx="5" fill="#6B1020" />
      <g stroke="#6B1020" strokeWidth="1.5" strokeLinejoin="round">
        <path d="M46 150H69.5L56 210A14 14 0 0 1 28 210Z" fill="#9A1725" />
        <path d="M69.5 150H93L84 210A14 14 0 0 1 56 210Z" fill="#FFFFFF" />
        <path d="M93 150H116.5L112 210A14 14 0 0 1 84 210Z" fill="#9A1725" />
        <path d="M116.5 150H140L140 210A14 14 0 0 1 112 210Z" fill="#FFFFFF" />
        <path d="M140 150H163.5L168 210A14 14 0 0 1 140 210Z" fill="#9A1725" />
        <path d="M163.5 150H187L196 210A14 14 0 0 1 168 210Z" fill="#FFFFFF" />
        <path d="M187 150H210.5L224 210A14 14 0 0 1 196 210Z" fill="#9A1725" />
        <path d="M210.5 150H234L252 210A14 14 0 0 1 224 210Z" fill="#FFFFFF" />
      </g>
      <g transform="rotate(-8 196 238)">
        <path d="M196 222v10" stroke="#6B3E1E" strokeWidth="2" />
        <rect x="170" y="232" width="54" height="26" rx="5" fill="#FFFFFF" stroke="#1B4B66" strokeWidth="2" />
        <text
          x="197"
          y="250"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#1B4B66"
          fontFamily="system-ui, sans-serif"
        >
          ₦1,500
        </text>
      </g>
      <path d="M54 312h52l-6 22H60Z" fill="#C98A3D" />
      <g fill="#D7263D">
        <circle cx="66" cy="306" r="10" />
        <circle cx="84" cy="302" r="11" />
        <circle cx="98" cy="308" r="9" />
        <circle cx="76" cy="292" r="9" />
        <circle cx="92" cy="290" r="8" />
      </g>
      <g fill="#2F7D32">
        <path d="M80 284l4 -6 4 6Z" />
        <path d="M62 298l4 -5 4 5Z" />
      </g>
      <path d="M120 312h56l-6 22h-44Z" fill="#C98A3D" />
      <g>
        <ellipse cx="132" cy="304" rx="9" ry="11" fill="#F2A93B" />
        <ellipse cx="150" cy="300" rx="10" ry="12" fill="#D7263D" />
        <ellipse cx="166" cy="306" rx="8" ry="10" fill="#F2A93B" />
        <ellipse cx="142" cy="290" rx="8" ry="9" fill="#E85D2A" />
        <ellipse cx="158" cy="288" rx="7" ry="9" fill="#D7263D" />
      </g>
      <path d="M188 316c0-16 40-16 40 0Z" fill="#FFFFFF" stroke="#E8DCC4" strokeWidth="2" />
      <path d="M184 316h48l-4 18h-40Z" fill="#1B4B66" />
      <rect x="28" y="332" width="224" height="14" rx="3" fill="#8B5A2B" />
      <rect x="36" y="346" width="208" height="62" fill="#1B4B66" />
      <g fill="#F2A93B">
        <circle cx="56" cy="362" r="5" />
        <circle cx="96" cy="362" r="5" />
        <circle cx="136" cy="362" r="5" />
        <circle cx="176" cy="362" r="5" />
        <circle cx="216" cy="362" r="5" />
        <circle cx="76" cy="388" r="5" />
        <circle cx="116" cy="388" r="5" />
        <circle cx="156" cy="388" r="5" />
        <circle cx="196" cy="388" r="5" />
      </g>

      {/* Right stall: green and white awning, yams and plantain */}
      <rect x="272" y="236" width="8" height="190" rx="3" fill="#6B3E1E" />
      <rect x="438" y="236" width="8" height="190" rx="3" fill="#6B3E1E" />
      <rect x="270" y="182" width="178" height="12" rx="5" fill="#0F4F48" />
      <g stroke="#0F4F48" strokeWidth="1.5" strokeLinejoin="round">
        <path d="M280 190H302.6L289.7 246A13.9 13.9 0 0 1 262 246Z" fill="#19857b" />
        <path d="M302.6 190H325.1L317.4 246A13.9 13.9 0 0 1 289.7 246Z" fill="#FFFFFF" />
        <path d="M325.1 190H347.7L345.1 246A13.9 13.9 0 0 1 317.4 246Z" fill="#19857b" />
        <path d="M347.7 190H370.3L372.9 246A13.9 13.9 0 0 1 345.1 246Z" fill="#FFFFFF" />
        <path d="M370.3 190H392.9L400.6 246A13.9 13.9 0 0 1 372.9 246Z" fill="#19857b" />
        <path d="M392.9 190H415.4L428.3 246A13.9 13.9 0 0 1 400.6 246Z" fill="#FFFFFF" />
        <path d="M415.4 190H438L456 246A13.9 13.9 0 0 1 428.3 246Z" fill="#19857b" />
      </g>
      <g fill="#7A4B2A" stroke="#5A3519" strokeWidth="1.5">
        <ellipse cx="304" cy="336" rx="28" ry="10" transform="rotate(-6 304 336)" />
        <ellipse cx="330" cy="326" rx="30" ry="10" transform="rotate(8 330 326)" />
        <ellipse cx="318" cy="316" rx="26" ry="9" transform="rotate(-3 318 316)" />
      </g>
      <g stroke="#B8962E" strokeWidth="1.5" fill="#E8C547">
        <path d="M372 300c4 22 16 36 36 40l2-8c-16-4-26-16-30-34Z" />
        <path d="M382 296c6 20 20 32 40 34l1-8c-17-2-29-12-33-29Z" />
        <path d="M392 292c8 18 22 28 42 28l0-8c-17 0-29-9-34-23Z" />
      </g>
      <path d="M374 296l22-8 6 6-24 8Z" fill="#2F7D32" />
      <rect x="262" y="342" width="196" height="14" rx="3" fill="#8B5A2B" />
      <rect x="270" y="356" width="180" height="52" fill="#1C5E49" />
      <path d="M270 372h180M270 392h180" stroke="#FFFAE1" strokeWidth="3" strokeDasharray="10 8" opacity="0.6" />

      {/* The Oja shopping bag in front */}
      <ellipse cx="240" cy="494" rx="84" ry="10" fill="#000000" opacity="0.12" />
      <path d="M204 372c0-44 72-44 72 0" fill="none" stroke="#6B1020" strokeWidth="9" strokeLinecap="round" />
      <path d="M172 368h136l-10 118a10 10 0 0 1-10 9H192a10 10 0 0 1-10-9Z" fill="#9A1725" />
      <path d="M172 368h136l-2 22H174Z" fill="#6B1020" />
      <circle cx="204" cy="380" r="5" fill="#FFFAE1" />
      <circle cx="276" cy="380" r="5" fill="#FFFAE1" />
      <path d="M222 418h36l-3 20a3 3 0 0 1-3 3h-24a3 3 0 0 1-3-3Z" fill="#FFFFFF" />
      <path d="M230 418a10 10 0 0 1 20 0" fill="none" stroke="#FFFFFF" strokeWidth="3" />
      <text
        x="240"
        y="472"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        fill="#FFFFFF"
        fontFamily="system-ui, sans-serif"
      >
        Oja
      </text>
    </svg>
  );
}
