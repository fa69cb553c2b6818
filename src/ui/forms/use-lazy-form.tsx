"use client";
import { useState, type ComponentType, type ReactNode } from "react";
import type {
  DefaultValues,
  ErrorOption,
  FieldErrors,
  FieldValues,
  Path,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import type { FormEngineProps } from "@/ui/forms/lazy-form-engine";
import { notify } from "@/ui/notify";

type AnyEngine = ComponentType<FormEngineProps<FieldValues, unknown>>;

let engineModule: Promise<{ default: AnyEngine }> | undefined;
function loadEngine() {
  engineModule ??= (import("@/ui/forms/lazy-form-engine") as Promise<{ default: AnyEngine }>).catch(
    (error: unknown) => {
      engineModule = undefined;
      throw error;
    },
  );
  return engineModule;
}

/** What a field element gets: react-hook-form's register() shape, plus its starting value. */
export interface LazyFieldProps {
  name: string;
  defaultValue: string | undefined;
  ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
  onChange: (event: { target: unknown; type: string }) => Promise<unknown> | void;
  onBlur: (event: { target: unknown; type: string }) => Promise<unknown> | void;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface BridgeHost<TIn extends FieldValues, TOut> {
  loadSchema(): Promise<$ZodType<TOut, TIn>>;
  onLoaded(engine: AnyEngine, schema: $ZodType<TOut, TIn>): void;
  onState(errors: FieldErrors<TIn>, isSubmitting: boolean): void;
  onSubmitWaiting(waiting: boolean): void;
}

/**
 * Connects the fields a form renders with the react-hook-form instance that arrives later (see useLazyForm). Until
 * then it remembers the elements, which fields were left (touched) and whether a submit is waiting.
 */
export class FormBridge<TIn extends FieldValues, TOut> {
  private readonly elements = new Map<string, FieldElement>();
  private readonly registrations = new Map<string, UseFormRegisterReturn<string>>();
  private readonly fieldProps = new Map<string, LazyFieldProps>();
  private readonly touched = new Set<string>();
  private queuedSubmit: ((form: UseFormReturn<TIn, unknown, TOut>) => Promise<unknown>) | null = null;
  private loading = false;
  form: UseFormReturn<TIn, unknown, TOut> | null = null;

  constructor(private readonly host: BridgeHost<TIn, TOut>) {}

  /** Loads the engine and the schema together (once; again after a failure). */
  start(): void {
    if (this.loading) return;
    this.loading = true;
    Promise.all([loadEngine(), this.host.loadSchema()]).then(
      ([engine, schema]) => this.host.onLoaded(engine.default, schema),
      (error: unknown) => {
        // Nothing was validated or sent; the next focus, blur or submit tries again.
        this.loading = false;
        this.queuedSubmit = null;
        this.host.onSubmitWaiting(false);
        notify.error(`Network error: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }

  /** The engine's errors and submitting state, for the form to render. */
  publish(errors: FieldErrors<TIn>, isSubmitting: boolean): void {
    this.host.onState(errors, isSubmitting);
  }

  /** Stable props per field, so React does not detach and re-attach the ref on every render. */
  propsFor(name: string, defaultValue: unknown): LazyFieldProps {
    let props = this.fieldProps.get(name);
    if (!props) {
      props = {
        name,
        defaultValue: typeof defaultValue === "string" ? defaultValue : undefined,
        ref: (element) => this.setElement(name, element),
        onChange: (event) => this.fieldEvent(name, event),
        onBlur: (event) => this.fieldEvent(name, event),
      };
      this.fieldProps.set(name, props);
    }
    return props;
  }

  private setElement(name: string, element: FieldElement | null): void {
    if (element) this.elements.set(name, element);
    else this.elements.delete(name);
    if (this.form) this.adopt(name, element);
  }

  /** The values on screen now: what was typed before the engine arrived is kept. */
  currentValues(): Record<string, string> {
    return Object.fromEntries([...this.elements].map(([name, element]) => [name, element.value]));
  }

  private fieldEvent(name: string, event: { target: unknown; type: string }): Promise<unknown> | void {
    const registration = this.registrations.get(name);
    if (registration) return registration.onChange(event);
    if (event.type === "blur" || event.type === "focusout") this.touched.add(name);
    this.start();
  }

  /** A submit pressed before the engine arrived runs as soon as it has taken over the fields. */
  queueSubmit(run: (form: UseFormReturn<TIn, unknown, TOut>) => Promise<unknown>): void {
    this.queuedSubmit = run;
    this.host.onSubmitWaiting(true);
    this.start();
  }

  /** Called by the engine once its react-hook-form instance exists. */
  attach(form: UseFormReturn<TIn, unknown, TOut>): void {
    this.form = form;
    for (const [name, element] of this.elements) this.adopt(name, element);
    // Fields left before the engine arrived are touched now, exactly as if react-hook-form had seen the blur.
    for (const name of this.touched) {
      const element = this.elements.get(name);
      if (element) void this.registrations.get(name)?.onBlur({ target: element, type: "blur" });
    }
    this.touched.clear();
    const queued = this.queuedSubmit;
    this.queuedSubmit = null;
    if (queued) void queued(form).finally(() => this.host.onSubmitWaiting(false));
  }

  detach(): void {
    this.form = null;
    this.registrations.clear();
  }

  private adopt(name: string, element: FieldElement | null): void {
    if (!this.form) return;
    let registration = this.registrations.get(name);
    if (!registration) {
      registration = this.form.register(name as Path<TIn>) as UseFormRegisterReturn<string>;
      this.registrations.set(name, registration);
    }
    void registration.ref(element);
  }
}

export interface LazyForm<TIn extends FieldValues, TOut> {
  register(name: Path<TIn>): LazyFieldProps;
  handleSubmit(
    onValid: SubmitHandler<TOut>,
    onInvalid?: SubmitErrorHandler<TIn>,
  ): (event?: { preventDefault(): void }) => Promise<void>;
  formState: { errors: FieldErrors<TIn>; isSubmitting: boolean };
  setError(name: Path<TIn> | `root.${string}` | "root", error: ErrorOption): void;
  /** Back to the default values (or the given ones). */
  reset(values?: DefaultValues<TIn>): void;
  /** Spread on the <form>: the first focus or touch inside it starts loading the engine. */
  formProps: { onFocus(): void; onPointerDown(): void };
  /** Render this once, anywhere inside the component (it renders nothing itself). */
  engine: ReactNode;
}

function errorSignature(errors: FieldErrors, isSubmitting: boolean): string {
  return `${isSubmitting}|${Object.entries(errors)
    .map(([name, error]) => `${name}:${String(error?.type)}:${String(error?.message)}`)
    .join("|")}`;
}

/**
 * react-hook-form with the same rules and behaviour, loaded on demand. The fields render at once (server HTML, then a
 * light hydration); react-hook-form, the resolver, zod and the form's schema load on the first focus or touch of the
 * form, and take over the fields already on screen: values typed so far, fields already left (touched) and a submit
 * pressed while loading are all handed over. This keeps about 40 KB gzip off the first load of the public pages with
 * forms (docs/decisions/0004-page-weight.md).
 *
 * The field elements must spread register(name) (it carries name, ref, handlers and defaultValue) and be plain
 * inputs, selects or textareas.
 */
export function useLazyForm<TIn extends FieldValues, TOut>(options: {
  /** The shared zod/mini schema, imported dynamically: () => import("…inputs").then((m) => m.schema). */
  schema: () => Promise<$ZodType<TOut, TIn>>;
  defaultValues: DefaultValues<TIn>;
}): LazyForm<TIn, TOut> {
  const [loaded, setLoaded] = useState<{ Engine: AnyEngine; schema: $ZodType<TOut, TIn> } | null>(null);
  const [state, setState] = useState<{ errors: FieldErrors<TIn>; isSubmitting: boolean; signature: string }>({
    errors: {},
    isSubmitting: false,
    signature: errorSignature({}, false),
  });
  const [waitingSubmit, setWaitingSubmit] = useState(false);
  // The schema loader is read once, like an initial state.
  const [bridge] = useState(
    () =>
      new FormBridge<TIn, TOut>({
        loadSchema: options.schema,
        onLoaded: (Engine, schema) => setLoaded({ Engine, schema }),
        onState: (errors, isSubmitting) => {
          const signature = errorSignature(errors, isSubmitting);
          setState((previous) =>
            previous.signature === signature ? previous : { errors: { ...errors }, isSubmitting, signature },
          );
        },
        onSubmitWaiting: setWaitingSubmit,
      }),
  );
  const { defaultValues } = options;

  function register(name: Path<TIn>): LazyFieldProps {
    return bridge.propsFor(name, (defaultValues as Record<string, unknown>)[name]);
  }

  function handleSubmit(onValid: SubmitHandler<TOut>, onInvalid?: SubmitErrorHandler<TIn>) {
    return async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (bridge.form) {
        await bridge.form.handleSubmit(onValid, onInvalid)();
        return;
      }
      bridge.queueSubmit((form) => form.handleSubmit(onValid, onInvalid)());
    };
  }

  const Engine = loaded?.Engine;
  return {
    register,
    handleSubmit,
    formState: { errors: state.errors, isSubmitting: state.isSubmitting || waitingSubmit },
    setError: (name, error) => bridge.form?.setError(name, error),
    reset: (values) => bridge.form?.reset(values ?? defaultValues),
    formProps: { onFocus: () => bridge.start(), onPointerDown: () => bridge.start() },
    engine:
      Engine && loaded ? (
        <Engine
          schema={loaded.schema as $ZodType<unknown, FieldValues>}
          defaultValues={defaultValues as DefaultValues<FieldValues>}
          bridge={bridge as never}
        />
      ) : null,
  };
}
