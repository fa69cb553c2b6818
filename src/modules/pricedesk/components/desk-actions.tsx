"use client";
import dynamic from "next/dynamic";
import { useState } from "react";

// The forms, react-hook-form and the validation schemas download only when a person opens a form.
const loading = () => <p className="text-sm text-primary/75">Loading the form…</p>;
const ReportPriceForm = dynamic(() => import("./report-price-form").then((m) => m.ReportPriceForm), {
  ssr: false,
  loading,
});
const PriceAlertForm = dynamic(() => import("./price-alert-form").then((m) => m.PriceAlertForm), {
  ssr: false,
  loading,
});

type Panel = "report" | "alert" | null;

/** "Report a price you saw" and "Get a price alert" for a signed-in person, each opening its form in place. */
export function DeskActions({
  itemId,
  itemName,
  unitLabel,
  state,
  typicalByState,
}: {
  itemId: string;
  itemName: string;
  unitLabel: string;
  state: string | null;
  /** Typical price (kobo) over 30 days per state that has one: the alert form says when an amount is already above it. */
  typicalByState: Record<string, number>;
}) {
  const [open, setOpen] = useState<Panel>(null);
  const toggle = (panel: Exclude<Panel, null>) => setOpen((current) => (current === panel ? null : panel));
  const button = (panel: Exclude<Panel, null>, label: string) => (
    <button
      type="button"
      aria-expanded={open === panel}
      aria-controls={`desk-${panel}`}
      onClick={() => toggle(panel)}
      className={`rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-light ${
        open === panel
          ? "bg-primary-light text-white"
          : "border border-primary-light text-primary-light hover:bg-auth-bg"
      }`}
    >
      {label}
    </button>
  );
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {button("report", "Report a price you saw")}
        {button("alert", "Get a price alert")}
      </div>
      <div id="desk-report" hidden={open !== "report"} className="mt-4 max-w-lg">
        {open === "report" ? (
          <ReportPriceForm itemId={itemId} itemName={itemName} unitLabel={unitLabel} defaultState={state} />
        ) : null}
      </div>
      <div id="desk-alert" hidden={open !== "alert"} className="mt-4 max-w-lg">
        {open === "alert" ? (
          <PriceAlertForm itemId={itemId} itemName={itemName} defaultState={state} typicalByState={typicalByState} />
        ) : null}
      </div>
      <noscript>
        <p className="mt-2 text-sm text-primary/75">Reporting prices and setting alerts need JavaScript turned on.</p>
      </noscript>
    </div>
  );
}
