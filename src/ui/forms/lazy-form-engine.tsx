"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import type { FormBridge } from "@/ui/forms/use-lazy-form";

export interface FormEngineProps<TIn extends FieldValues, TOut> {
  schema: $ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  bridge: FormBridge<TIn, TOut>;
}

/**
 * The part of useLazyForm that loads on demand: the react-hook-form instance (errors once touched, then on every
 * change; every field checked on submit) with the shared schema. It renders nothing; the fields belong to the form.
 */
export default function LazyFormEngine<TIn extends FieldValues, TOut>({
  schema,
  defaultValues,
  bridge,
}: FormEngineProps<TIn, TOut>) {
  // Whatever was typed before the engine arrived is the starting value, so taking over the fields changes nothing.
  const [initialValues] = useState(() => ({ ...defaultValues, ...bridge.currentValues() }) as DefaultValues<TIn>);
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    mode: "onTouched",
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;

  useLayoutEffect(() => {
    bridge.attach(form);
    return () => bridge.detach();
  }, [bridge, form]);

  useEffect(() => {
    bridge.publish(errors, isSubmitting);
  });

  return null;
}
