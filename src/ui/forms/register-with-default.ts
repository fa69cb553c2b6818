import {
  get,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type: only the inputs matter here
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * register() plus the field's starting value as `defaultValue`. react-hook-form fills a registered field from its
 * defaultValues only once scripts run, so the server's HTML showed an edit form empty: blank to anyone without
 * scripts, and on a slow phone the saved text appeared seconds later (the business profile's largest paint came
 * after load). For text inputs, textareas and selects.
 */
export function registerWithDefault<T extends FieldValues>(
  form: AnyForm<T>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
): UseFormRegisterReturn<Path<T>> & { defaultValue?: string | number } {
  const value: unknown = get(form.formState.defaultValues, name);
  return {
    ...form.register(name, options),
    defaultValue: typeof value === "string" || typeof value === "number" ? value : undefined,
  };
}

/** The same for one radio button of a group: checked in the server's HTML when it is the starting choice. */
export function registerChoice<T extends FieldValues>(
  form: AnyForm<T>,
  name: Path<T>,
  value: string,
): UseFormRegisterReturn<Path<T>> & { value: string; defaultChecked: boolean } {
  return { ...form.register(name), value, defaultChecked: get(form.formState.defaultValues, name) === value };
}
