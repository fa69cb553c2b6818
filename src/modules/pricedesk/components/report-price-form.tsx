"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lagosToday } from "@/lib/dates";
import {
  oldestReportDate,
  reportPriceInput,
  type ReportPriceFormValues,
  type ReportPriceInput,
} from "@/modules/pricedesk/pricedesk.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm, useGraphQLForm } from "@/ui/forms/use-graphql-form";
import { requestGraphQL } from "@/ui/graphql-client";
import { StateOptions } from "@/ui/forms/state-options";
import { graphql } from "@/ui/graphql-documents";

const REPORT_PRICE = graphql(`
  mutation ReportPrice($input: ReportPriceInput!) {
    reportPrice(input: $input) { status message reportStatus reportId }
  }
`);
const MARKETS = graphql(`query PriceMarkets { priceMarkets { id name state city } }`);

type MarketOption = { id: string; name: string; state: string; city: string };

/** Report a price seen today or in the last 60 days; loaded only when the person opens it. */
export function ReportPriceForm({
  itemId,
  itemName,
  unitLabel,
  defaultState,
}: {
  itemId: string;
  itemName: string;
  unitLabel: string;
  defaultState: string | null;
}) {
  const today = lagosToday();
  // null until the list arrives; empty when it could not be loaded (a person can still report by state).
  const [markets, setMarkets] = useState<MarketOption[] | null>(null);
  const form = useForm<ReportPriceFormValues, unknown, ReportPriceInput>({
    resolver: zodResolver(reportPriceInput),
    mode: "onTouched",
    defaultValues: { itemId, price: "", marketId: "", state: defaultState ?? "", observedOn: today },
  });
  const { errors, isSubmitting } = form.formState;
  const chosenState = useWatch({ control: form.control, name: "state" });
  // The server parses the same text ("68,500") with the same schema: send what was typed, not the kobo it became here.
  const { submit, result, reset } = useGraphQLForm({
    mutation: REPORT_PRICE,
    setError: form.setError,
    pick: (data) => data.reportPrice,
  });

  // An accepted report changes the figures on this page: fetch them again (the form keeps its own state).
  const router = useRouter();
  const accepted = result?.reportStatus === "ACCEPTED";
  useEffect(() => {
    if (accepted) router.refresh();
  }, [accepted, router]);

  useEffect(() => {
    const controller = new AbortController();
    requestGraphQL({ query: MARKETS, signal: controller.signal })
      .then((data) =>
        setMarkets(
          (data.priceMarkets ?? []).flatMap(({ id, name, state, city }) =>
            id && name && state ? [{ id, name, state, city: city ?? "" }] : [],
          ),
        ),
      )
      .catch(() => setMarkets([]));
    return () => controller.abort();
  }, []);

  if (result) {
    const held = result.reportStatus === "HELD";
    return (
      <div
        role="status"
        className={`rounded-xl border p-5 ${held ? "border-black/10 bg-warning-bg" : "border-secondary/30 bg-secondary/5"}`}
      >
        <p className={`font-semibold ${held ? "" : "text-secondary-dark-green"}`}>{result.message}</p>
        {held ? (
          <p className="mt-1 text-sm">
            A moderator checks far-off prices before they count, so one typo cannot skew what everyone sees. Your{" "}
            <Link href="/account" prefetch={false} className="font-semibold text-primary-light hover:underline">
              account page
            </Link>{" "}
            shows what became of it.
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => {
            form.reset({
              itemId,
              price: "",
              marketId: form.getValues("marketId"),
              state: form.getValues("state"),
              observedOn: today,
            });
            reset();
          }}
          className="mt-3 text-sm font-semibold text-primary-light hover:underline"
        >
          Report another price
        </button>
      </div>
    );
  }

  // Markets of the chosen state only: a person picks where they were, then (maybe) the market there.
  const stateMarkets = chosenState && markets ? markets.filter((market) => market.state === chosenState) : [];
  const stateField = form.register("state", {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const market = markets?.find((m) => m.id === form.getValues("marketId"));
      if (market && market.state !== event.target.value)
        form.setValue("marketId", "", { shouldValidate: form.formState.isSubmitted });
    },
  });
  const marketHint = !chosenState
    ? "Choose a state first"
    : markets === null
      ? `Loading the markets of ${chosenState}…`
      : stateMarkets.length === 0
        ? `No market in ${chosenState} is on our list yet: your report counts for the state`
        : undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => submit(form.getValues()), notifyInvalidForm)}
      className="space-y-4"
    >
      <input type="hidden" {...form.register("itemId")} />
      <p className="text-sm text-primary/80">
        {itemName} — the price for one {unitLabel}.
      </p>
      <Field
        id="report-price"
        label="Price you saw (₦)"
        hint="In naira, e.g. 68,500 or 1,234.50"
        error={errors.price?.message}
      >
        <input
          {...form.register("price")}
          {...describedBy("report-price", errors.price?.message, "hint")}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          className={controlClass}
        />
      </Field>
      <Field id="report-state" label="State" error={errors.state?.message}>
        <select {...stateField} {...describedBy("report-state", errors.state?.message)} className={controlClass}>
          <StateOptions placeholder="Choose a state" />
        </select>
      </Field>
      <Field id="report-market" label="Market (optional)" hint={marketHint} error={errors.marketId?.message}>
        <select
          {...form.register("marketId")}
          {...describedBy("report-market", errors.marketId?.message, marketHint ? "hint" : undefined)}
          disabled={stateMarkets.length === 0}
          className={`${controlClass} disabled:bg-black/5`}
        >
          <option value="">{chosenState ? `Not at a market on the list` : "Choose a state first"}</option>
          {stateMarkets.map((market) => (
            <option key={market.id} value={market.id}>
              {market.name}, {market.city}
            </option>
          ))}
        </select>
      </Field>
      <Field id="report-date" label="Date you saw it" error={errors.observedOn?.message}>
        <input
          {...form.register("observedOn")}
          {...describedBy("report-date", errors.observedOn?.message)}
          type="date"
          min={oldestReportDate(today)}
          max={today}
          className={controlClass}
        />
      </Field>
      <SubmitButton pending={isSubmitting}>Send price</SubmitButton>
    </form>
  );
}
