"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { formatNaira } from "@/lib/money";
import { DeleteAlertButton } from "@/modules/pricedesk/components/delete-alert-button";
import { priceAlertInput, type PriceAlertFormValues, type PriceAlertInput } from "@/modules/pricedesk/pricedesk.inputs";
import { controlClass, describedBy, Field } from "@/ui/forms/field";
import { SubmitButton } from "@/ui/forms/submit-button";
import { notifyInvalidForm, useGraphQLForm } from "@/ui/forms/use-graphql-form";
import { GraphQLRequestError, requestGraphQL } from "@/ui/graphql-client";
import { notify } from "@/ui/notify";
import { useSession } from "@/ui/providers/session-provider";
import { StateOptions } from "@/ui/forms/state-options";
import { graphql } from "@/ui/graphql-documents";

const CREATE_ALERT = graphql(`
  mutation CreatePriceAlert($input: PriceAlertInput!) {
    createPriceAlert(input: $input) { status message alert { id } }
  }
`);
const MY_ALERTS = graphql(
  `query MyPriceAlerts { myPriceAlerts { id state channel threshold { formatted } item { id } } }`,
);

type MyAlert = { id: string; state: string; channel: "EMAIL" | "SMS" | null; threshold: string };

/**
 * "Tell me when the typical price in my state falls below ₦…", with the person's alerts for this item. The chosen
 * state's typical price is shown beside the amount: the server refuses an amount it is already below.
 */
export function PriceAlertForm({
  itemId,
  itemName,
  defaultState,
  typicalByState,
}: {
  itemId: string;
  itemName: string;
  defaultState: string | null;
  typicalByState: Record<string, number>;
}) {
  const { data: session } = useSession();
  const accessToken = session?.accessToken ?? null;
  const [alerts, setAlerts] = useState<MyAlert[] | null>(null);
  const form = useForm<PriceAlertFormValues, unknown, PriceAlertInput>({
    resolver: zodResolver(priceAlertInput),
    mode: "onTouched",
    defaultValues: {
      itemId,
      state: (defaultState ?? "Lagos") as PriceAlertFormValues["state"],
      threshold: "",
      channel: "EMAIL",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const chosenState = useWatch({ control: form.control, name: "state" });
  const typicalKobo = typicalByState[chosenState];
  const thresholdHint =
    typicalKobo === undefined
      ? "In naira, e.g. 65,000"
      : `Typical in ${chosenState} now: ${formatNaira(typicalKobo)}. Choose an amount below it, in naira.`;

  const loadAlerts = useCallback(async (): Promise<MyAlert[] | null> => {
    if (!accessToken) return null;
    try {
      const data = await requestGraphQL({ query: MY_ALERTS, accessToken });
      return (data.myPriceAlerts ?? []).flatMap(({ id, state, channel, threshold, item }) =>
        id && item?.id === itemId ? [{ id, state: state ?? "", channel, threshold: threshold?.formatted ?? "" }] : [],
      );
    } catch (error) {
      if (error instanceof GraphQLRequestError) for (const message of error.userMessages) notify.error(message);
      return null;
    }
  }, [accessToken, itemId]);
  const refresh = useCallback(() => loadAlerts().then(setAlerts), [loadAlerts]);

  useEffect(() => {
    let current = true;
    loadAlerts().then((list) => {
      if (current) setAlerts(list);
    });
    return () => {
      current = false;
    };
  }, [loadAlerts]);

  const { submit, result, reset } = useGraphQLForm({
    mutation: CREATE_ALERT,
    setError: form.setError,
    pick: (data) => data.createPriceAlert,
    onResult: () => refresh(),
  });

  return (
    <div className="space-y-4">
      {alerts && alerts.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">Your alerts for {itemName}</h4>
          <ul className="mt-2 divide-y divide-black/5 rounded-lg border border-black/10 text-sm">
            {alerts.map((alert) => (
              <li key={alert.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span>
                  {alert.state}: under <strong>{alert.threshold}</strong> by{" "}
                  {alert.channel === "SMS" ? "SMS" : "e-mail"}
                </span>
                <DeleteAlertButton alertId={alert.id} label={`the ${alert.state} alert`} onDeleted={refresh} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result ? (
        <div role="status" className="rounded-xl border border-secondary/30 bg-secondary/5 p-5">
          <p className="font-semibold text-secondary-dark-green">{result.message}</p>
          <button
            type="button"
            onClick={() => {
              form.reset({ itemId, state: form.getValues("state"), threshold: "", channel: form.getValues("channel") });
              reset();
            }}
            className="mt-3 text-sm font-semibold text-primary-light hover:underline"
          >
            Set another alert
          </button>
        </div>
      ) : (
        // The server parses the typed amount with the same schema: send the text, not the kobo it became here.
        <form
          noValidate
          onSubmit={form.handleSubmit(() => submit(form.getValues()), notifyInvalidForm)}
          className="space-y-4"
        >
          <input type="hidden" {...form.register("itemId")} />
          <Field id="alert-state" label="State" error={errors.state?.message}>
            <select
              {...form.register("state")}
              {...describedBy("alert-state", errors.state?.message)}
              className={controlClass}
            >
              <StateOptions />
            </select>
          </Field>
          <Field
            id="alert-threshold"
            label="Tell me when the typical price is under (₦)"
            hint={thresholdHint}
            error={errors.threshold?.message}
          >
            <input
              {...form.register("threshold")}
              {...describedBy("alert-threshold", errors.threshold?.message, "hint")}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              className={controlClass}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium">Tell me by</legend>
            <div className="mt-1 flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="EMAIL" {...form.register("channel")} /> E-mail
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="SMS" {...form.register("channel")} /> SMS
              </label>
            </div>
            {errors.channel?.message ? (
              <p role="alert" className="mt-1 text-sm text-error">
                {errors.channel.message}
              </p>
            ) : null}
          </fieldset>
          <SubmitButton pending={isSubmitting}>Set alert</SubmitButton>
        </form>
      )}
    </div>
  );
}
