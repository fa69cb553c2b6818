import Link from "next/link";
import type { ReactNode } from "react";
import {
  childrenClothing,
  childrenShoes,
  menClothing,
  menShoeTable,
  SizeTable,
  womenClothing,
  womenShoeTable,
} from "@/modules/pages/size-guide-tables";

export interface SizeGuideSection {
  id: string;
  title: string;
  content: ReactNode;
}

export const sizeGuideSections: SizeGuideSection[] = [
  {
    id: "how-to-measure",
    title: "How to measure yourself",
    content: (
      <>
        <p>
          Use a soft tailor&apos;s tape, wear light clothing (or the underwear you will wear with the outfit), stand
          straight and breathe normally. Keep the tape level and snug, not tight: you should be able to slide one finger
          under it. If you can, ask someone to measure you; it is hard to keep the tape level on your own back.
        </p>
        <ul>
          <li>
            <strong>Bust (women):</strong> round the fullest part of your chest, under your arms and across your
            shoulder blades.
          </li>
          <li>
            <strong>Chest (men):</strong> round the broadest part of your chest, just under your armpits.
          </li>
          <li>
            <strong>Waist:</strong> round your natural waist, the narrowest part above your belly button. For trousers,
            measure where the waistband will actually sit.
          </li>
          <li>
            <strong>Hip:</strong> with your feet together, round the fullest part of your bottom.
          </li>
          <li>
            <strong>Shoulder:</strong> across your back from the tip of one shoulder bone to the other.
          </li>
          <li>
            <strong>Sleeve:</strong> from the shoulder tip, over a slightly bent elbow, down to your wrist bone.
          </li>
          <li>
            <strong>Inside leg (inseam):</strong> from the top of your inner thigh down to your ankle, best taken on
            trousers that fit you well.
          </li>
          <li>
            <strong>Foot length:</strong> stand on a sheet of paper with your heel against a wall, mark the tip of your
            longest toe and measure from the wall to the mark. Do it in the evening, when feet are at their largest, and
            measure both feet: buy for the bigger one.
          </li>
        </ul>
        <p>
          Write your measurements in your phone&apos;s notes and send them to the seller before you pay: a good seller
          will confirm the garment&apos;s real measurements, which matters most with tokunbo and okrika clothes, whose
          labels come from many countries.
        </p>
      </>
    ),
  },
  {
    id: "women",
    title: "Women's clothing",
    content: (
      <>
        <p>
          Nigerian shops and tailors use UK dress sizes: when a seller says &quot;size 12&quot;, that is UK 12, US 8 and
          EU 40.
        </p>
        <SizeTable table={womenClothing} />
      </>
    ),
  },
  {
    id: "men",
    title: "Men's clothing",
    content: (
      <>
        <p>
          Shirts, jackets and suits are sized by chest in inches, the same number in Nigeria, the UK and the US;
          European suits add 10 (a 40 is an EU 50).
        </p>
        <SizeTable table={menClothing} />
      </>
    ),
  },
  {
    id: "shoes",
    title: "Shoes",
    content: (
      <>
        <p>
          Shoe sizes differ between brands, so foot length is the surest guide. If your foot falls between two sizes,
          take the bigger one, especially for closed shoes you will wear all day in the heat.
        </p>
        <SizeTable table={womenShoeTable} />
        <SizeTable table={menShoeTable} />
      </>
    ),
  },
  {
    id: "children",
    title: "Children's sizes",
    content: (
      <>
        <SizeTable table={childrenClothing} />
        <SizeTable table={childrenShoes} />
      </>
    ),
  },
  {
    id: "native-wear",
    title: "Native wear: how tailors measure",
    content: (
      <>
        <p>
          Most native wear is sewn to measure, so sellers ask for your measurements rather than a size. Ready-made
          pieces are sold by letter size (S to 3XL) using the tables above. These are the measurements a tailor will
          take, so you can send them by WhatsApp or confirm a ready-made piece.
        </p>
        <h3>Kaftan and senator (men)</h3>
        <ul>
          <li>
            <strong>Top length:</strong> from the shoulder at the neck down to where the top should end: just above the
            knee for a kaftan, mid-thigh for a senator top.
          </li>
          <li>
            <strong>Shoulder, chest, tummy and neck:</strong> the top should skim the body, so the tailor adds a little
            ease to your chest and tummy measurements.
          </li>
          <li>
            <strong>Sleeve length, round sleeve (arm) and cuff:</strong> long sleeves end at the wrist bone; short
            sleeves just above the elbow.
          </li>
          <li>
            <strong>Trouser (sokoto) length, waist, hip, thigh, knee and ankle opening:</strong> the ankle opening
            decides whether the trousers are straight or tapered.
          </li>
        </ul>
        <h3>Agbada</h3>
        <p>
          The agbada is a wide, open robe worn over a buba (inner top) and sokoto, so its fit comes mostly from its
          length and from the shoulder. The tailor measures the full length from shoulder to ankle (or to mid-calf for a
          shorter style), the width from wrist to wrist with your arms stretched out, and the neck. The buba and sokoto
          underneath are measured like a kaftan set.
        </p>
        <h3>Buba and iro (women)</h3>
        <ul>
          <li>
            <strong>Buba (blouse):</strong> bust, under-bust, waist, hip, shoulder, blouse length, sleeve length and
            round sleeve.
          </li>
          <li>
            <strong>Iro (wrapper):</strong> tied, not sewn to size: one length of about 2 yards fits most women. If the
            iro is sewn into a skirt, the tailor takes waist, hip and the length from waist to ankle.
          </li>
          <li>
            <strong>Gele (head tie):</strong> no measurement; a standard gele fits all.
          </li>
        </ul>
        <h3>How much fabric to buy</h3>
        <p>
          Ankara and lace are usually sold in pieces of 5 or 6 yards. As a rough guide, a kaftan or senator set for an
          average man needs about 4 yards, a full agbada set 6 to 8 yards, and a buba and iro about 5 yards. Confirm
          with your tailor before you buy aso-ebi: a bigger size or a style with flare needs more.
        </p>
      </>
    ),
  },
  {
    id: "buying-safely",
    title: "Buying clothes and shoes safely",
    content: (
      <>
        <p>
          Ask the seller for the garment&apos;s own measurements (laid flat, armpit to armpit, then doubled) and compare
          them with yours. Check the listing&apos;s condition: <em>New</em>, <em>Foreign used (tokunbo)</em> or{" "}
          <em>Nigerian used</em>. When you meet to collect, try the item on or check the measurements before you pay.
        </p>
        <p>
          Ready to shop? Browse{" "}
          <Link prefetch={false} href="/market/product/category/fashion">
            fashion on Oja
          </Link>
          , or{" "}
          <Link prefetch={false} href="/contact">
            contact us
          </Link>{" "}
          if a seller will not honour a size they promised.
        </p>
      </>
    ),
  },
];
